/**
 * The analysis vocabulary shared by the engine (functions/src/analysis) and the results screens:
 * format versions, bands (spec section 9), metric names, and the codes of insights and warnings.
 * Every constant here is explained in docs/methodology.md.
 */

/** The current analysis format. Files without a json_version are read as this (spec section 9). */
export const JSON_VERSION = 6;
export const DEFAULT_JSON_VERSION = JSON_VERSION;

/** Every interval in an analysis is a 95% interval. */
export const CONFIDENCE_LEVEL = 0.95;

export const BANDS = ['low', 'average', 'high'] as const;
export type Band = (typeof BANDS)[number];

/** The global index's components, each a KPI on its 0-100 scale (methodology, "Global index"). */
export const GLOBAL_INDEX_COMPONENTS = [
  'attention',
  'engagement',
  'valence',
  'emotionScore',
  'clarity',
] as const;
export type GlobalIndexComponent = (typeof GLOBAL_INDEX_COMPONENTS)[number];

/** Current format, global index 0-100: below 40 low, below 70 average, else high. */
export const GLOBAL_BAND_THRESHOLDS = { average: 40, high: 70 } as const;
/** Older format (json_version under 6), global performance 1-10: below 4 low, below 7 average, else high. */
export const LEGACY_BAND_THRESHOLDS = { average: 4, high: 7 } as const;

/**
 * A band as its legend shows it, made from the thresholds so that badge and legend cannot disagree
 * (docs/methodology.md, section 6): `from` is included, `below` (the next threshold) is not; the top
 * band has `below: null` and runs to the top of the scale.
 */
export interface DisplayBand {
  band: Band;
  from: number;
  below: number | null;
}
function displayBandsOf(
  bottom: number,
  thresholds: { average: number; high: number },
): readonly DisplayBand[] {
  return [
    { band: 'low', from: bottom, below: thresholds.average },
    { band: 'average', from: thresholds.average, below: thresholds.high },
    { band: 'high', from: thresholds.high, below: null },
  ];
}
/** The legend of the current format: under 40 low, 40 to under 70 average, 70 or more high. */
export const GLOBAL_DISPLAY_BANDS = displayBandsOf(0, GLOBAL_BAND_THRESHOLDS);
/** The legend of the older format (1-10): under 4 low, 4 to under 7 average, 7 or more high. */
export const LEGACY_DISPLAY_BANDS = displayBandsOf(1, LEGACY_BAND_THRESHOLDS);

/** Survey graphs say results are not statistically significant when fewer people answered. */
export const SURVEY_MIN_ANSWERS = 30;

/** Media optimisation: the shortest cut keeps at least this share of attention x engagement. */
export const CUT_KEEP_SHARE = 0.8;

/** Ideal mental demand (spec section 9): about 50. */
export const IDEAL_MENTAL_DEMAND = 50;

/**
 * Chart colours for up to 8 videos, in rank order. Okabe-Ito based (safe for the common colour
 * vision deficiencies), with yellow and black swapped for colours readable on white.
 */
export const CHART_COLOURS = [
  '#0072B2',
  '#D55E00',
  '#009E73',
  '#CC79A7',
  '#E69F00',
  '#56B4E9',
  '#7F3C8D',
  '#4D4D4D',
] as const;
export const MAX_CHART_VIDEOS = CHART_COLOURS.length;

/** The colour of the video at `index` (0-based, rank order); wraps past 8 rather than failing. */
export function chartColour(index: number): string {
  const colours: readonly string[] = CHART_COLOURS;
  return colours[((index % colours.length) + colours.length) % colours.length] ?? CHART_COLOURS[0];
}

/** Metrics that norms carry: spec section 3's norms plus every benchmarked KPI. */
export const NORM_METRICS = [
  'globalPerformance',
  'attention',
  'attentionSpan',
  /** Attention span as a percentage of the media's length: what the span KPI is compared on. */
  'attentionSpanShare',
  'engagement',
  'effectiveness',
  'digitalPerformance',
  'valence',
  'emotion_score',
  'attention_score',
  'focus_score',
  'spread_score',
  'clarity_score',
  'mental_demand',
] as const;
export type NormMetric = (typeof NORM_METRICS)[number];

/** The KPIs each asset's benchmark places against the lv1 and lv2 norms (spec section 3). */
export const BENCHMARK_METRICS = [
  'valence',
  'engagement',
  'emotion_score',
  'focus_score',
  'spread_score',
  'mental_demand',
  'clarity_score',
  'attention_score',
] as const satisfies readonly NormMetric[];
export type BenchmarkMetric = (typeof BENCHMARK_METRICS)[number];

export const NORM_LEVELS = ['lv1', 'lv2'] as const;
export type NormLevel = (typeof NORM_LEVELS)[number];

/** `insufficient`: fewer than MIN_VERDICT_N behind the value, or an interval of no width (no verdict). */
export const NORM_COMPARISONS = ['below', 'close', 'above', 'insufficient'] as const;
/**
 * A KPI gets a norm verdict only with at least this many respondents behind it (its own n: measured
 * respondents, gaze respondents or those who answered), the count under which the analysis warns
 * fewRespondents and survey answers are notSignificant (docs/methodology.md, section 10).
 */
export const MIN_VERDICT_N = 30;
export type NormComparison = (typeof NORM_COMPARISONS)[number];

/** Demographic cuts of the results (methodology: gender, age group, region). */
export const DEMOGRAPHIC_DIMENSIONS = ['gender', 'age', 'region'] as const;
export type DemographicDimension = (typeof DEMOGRAPHIC_DIMENSIONS)[number];

/** The six basic emotions of older-format files. */
export const LEGACY_EMOTIONS = ['happiness', 'sadness', 'fear', 'disgust', 'surprise', 'anger'] as const;
export type LegacyEmotion = (typeof LEGACY_EMOTIONS)[number];

/**
 * Insight sentences are catalogue keys with parameters; the screens hold the texts.
 * Each insight also carries a JSON pointer to the number it comes from.
 */
export const INSIGHT_KEYS = {
  attentionDrop: 'analysis.insights.attentionDrop',
  strongestEmotion: 'analysis.insights.strongestEmotion',
  aboveNorm: 'analysis.insights.aboveNorm',
  belowNorm: 'analysis.insights.belowNorm',
  bestAsset: 'analysis.insights.bestAsset',
  topTie: 'analysis.insights.topTie',
  shortestCut: 'analysis.insights.shortestCut',
} as const;
export type InsightKind = keyof typeof INSIGHT_KEYS;

/**
 * Warnings (spec section 8: the analysis file missing, data missing for some videos, an invalid
 * older file). Every warning shows the spec's text (catalogue key `errors.analysisDataWarning`);
 * the code and parameters say which case and which videos.
 */
export const WARNING_CODES = [
  /** No analysis file for the project (yet). */
  'analysisMissing',
  /** Some stimuli have no measured respondent at all (params: assets, more). */
  'dataMissing',
  /** Some stimuli have no usable gaze (params: assets, more). */
  'gazeMissing',
  /** Some stimuli have fewer measured respondents than a reliable reading needs (params: assets, more). */
  'fewRespondents',
  /** The file is an older format that is not readable. */
  'invalidFile',
  /** The older-format file lacks fields for some videos (params: assets, more). */
  'partialFile',
  /** The current-format file does not match the schema. */
  'invalidAnalysis',
  /** Fieldwork still runs: n of N respondents so far (params: n, target). */
  'partialResults',
  /** Some or all respondents are simulated (params: simulated, n). */
  'simulatedData',
] as const;
export type WarningCode = (typeof WARNING_CODES)[number];
export const WARNING_MESSAGE_KEY = 'errors.analysisDataWarning';
/** Lists of videos inside a warning are cut to this many names plus a count of the rest. */
export const WARNING_LIST_MAX = 3;

/** Below this many measured respondents an asset gets the fewRespondents warning. */
export const MIN_MEASURED_RESPONDENTS = 30;

/** The saliency images drawn for every asset: a summary and, for videos, one per second. */
export const IMAGE_KINDS = ['heatmap', 'fogmap', 'gazeplot'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/**
 * Why an analysis ran: `final` when fieldwork closed, `live` on new completes while it runs
 * (partial, debounced), `rerun` when a user asked for it again.
 */
export const ANALYSIS_RUN_REASONS = ['final', 'live', 'rerun'] as const;
export type AnalysisRunReason = (typeof ANALYSIS_RUN_REASONS)[number];

/** What GET /projects/{projectId}/downloads links to (the PDF report is made in the browser). */
export const DOWNLOAD_KINDS = ['analysisJson', 'analysisCsv', 'heatmap', 'fogmap', 'gazeplot'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/**
 * The heatmap's colour ramp (docs/methodology.md, section 5): at each share of the map's highest
 * density, an RGB colour; blue, cyan, green, yellow, red. The engine draws with it and the
 * results screen's legend shows it.
 */
export const HEATMAP_RAMP: readonly (readonly [share: number, r: number, g: number, b: number])[] = [
  [0, 0, 0, 255],
  [0.25, 0, 200, 255],
  [0.5, 0, 220, 60],
  [0.75, 255, 230, 0],
  [1, 230, 20, 0],
];

/** Below this share of the map's highest density the heatmap leaves the frame uncoloured. */
export const HEATMAP_CLEAR_BELOW = 0.04;
