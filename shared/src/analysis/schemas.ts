import * as z from 'zod';
import { QUALITY_REASONS, STIMULUS_KINDS, type EvokedEmotion } from '../fieldwork/constants.ts';
import { QUESTION_TYPES, VIEWERS } from '../projects/constants.ts';
import {
  BANDS,
  GLOBAL_INDEX_COMPONENTS,
  INSIGHT_KEYS,
  JSON_VERSION,
  NORM_COMPARISONS,
  NORM_LEVELS,
  WARNING_CODES,
  type BenchmarkMetric,
} from './constants.ts';
import { clickScenarioInputSchema } from './click-scenario.ts';
import { normGroupSchema } from './norms.ts';
import { estimateSchema } from './estimate.ts';

/**
 * The analysis file, current format (json_version 6; spec section 3 and docs/methodology.md).
 * Every number a screen shows is an Estimate: the value, its 95% interval and the n behind it.
 * Per-second curves are Series: columns ready for a chart (x = t), with null where nobody was
 * measured in that second.
 */

/** One component's part in an asset's global index (globalIndexParts in the engine). */
export const globalIndexPartSchema = z.object({
  component: z.enum(GLOBAL_INDEX_COMPONENTS),
  value: z.number(),
  anchor: z.object({ mean: z.number(), sd: z.number().positive() }),
  score: z.number().min(0).max(100),
  weight: z.number().min(0).max(1),
});
export type GlobalIndexPart = z.infer<typeof globalIndexPartSchema>;

export { estimateSchema, type Estimate } from './estimate.ts';

const nullableNumber = z.number().nullable();
export const seriesSchema = z.object({
  /** Start of each 1 s bin, in seconds of stimulus time. */
  t: z.array(z.number()),
  value: z.array(nullableNumber),
  low: z.array(nullableNumber),
  high: z.array(nullableNumber),
  n: z.array(z.number().int().min(0)),
});
export type Series = z.infer<typeof seriesSchema>;

const comparisonSchema = z.enum(NORM_COMPARISONS);

/** A value placed against one norm level. */
export const normComparisonSchema = z.object({
  mean: z.number(),
  low: z.number(),
  high: z.number(),
  /** Assets behind the norm. */
  n: z.number().int().min(0),
  /**
   * Below/close/above against the norm's middle range (p25-p75) by the asset's own interval; files
   * written before p25/p75 were recorded used the norm's mean interval (docs/methodology.md, 10).
   */
  comparison: comparisonSchema,
  /** The norm's 25th and 75th percentiles (absent in files written before they were recorded). */
  p25: z.number().optional(),
  p75: z.number().optional(),
  /** Share of the norm's assets below the value, 0-100. */
  percentile: z.number().min(0).max(100).optional(),
  seed: z.boolean(),
});
export type NormComparisonEntry = z.infer<typeof normComparisonSchema>;

export const benchmarkEntrySchema = z.object({
  value: estimateSchema.nullable(),
  lv1: normComparisonSchema.nullable(),
  lv2: normComparisonSchema.nullable(),
});
export type BenchmarkEntry = z.infer<typeof benchmarkEntrySchema>;

const normScopeSchema = z.object({
  level: z.enum(NORM_LEVELS),
  country: z.string(),
  category: z.string().nullable(),
  viewer: z.enum(VIEWERS).nullable(),
  projects: z.number().int().min(0),
  seed: z.boolean(),
});

export const benchmarkSchema = z.object({
  lv1: normScopeSchema.nullable(),
  lv2: normScopeSchema.nullable(),
  /** When the norms used were last updated (ISO 8601). */
  timestamp: z.string().nullable(),
  valence: benchmarkEntrySchema,
  engagement: benchmarkEntrySchema,
  emotion_score: benchmarkEntrySchema,
  focus_score: benchmarkEntrySchema,
  spread_score: benchmarkEntrySchema,
  mental_demand: benchmarkEntrySchema,
  clarity_score: benchmarkEntrySchema,
  attention_score: benchmarkEntrySchema,
  /** Respondents behind the evoked emotions (everyone who answered, webcam or not). */
  emotion_samples: z.number().int().min(0),
  /** Respondents whose gaze passed the quality rules. */
  saliency_samples: z.number().int().min(0),
}) satisfies z.ZodObject<Record<BenchmarkMetric, typeof benchmarkEntrySchema> & z.ZodRawShape>;
export type Benchmark = z.infer<typeof benchmarkSchema>;

/** Medians over the respondents in the gaze maps of their calibration's validation (gaze-quality.ts). */
export const gazeAccuracySummarySchema = z.object({
  median_px: z.number().min(0),
  median_deg: z.number().min(0),
  /** The validation error over a centre guess's on the respondent's own screen. */
  median_chance_ratio: z.number().min(0),
});
export type GazeAccuracySummary = z.infer<typeof gazeAccuracySummarySchema>;

export const evokedEmotionSchema = z.object({
  /** Share of respondents who reported the emotion, 0-1 (Clopper-Pearson interval); null when nobody answered. */
  share: estimateSchema.nullable(),
  /** Mean intensity 1-5 among those who reported it; null when nobody did. */
  intensity: estimateSchema.nullable(),
});
export type EvokedEmotionResult = z.infer<typeof evokedEmotionSchema>;

export const emotionDataSchema = z.object({
  amusement: evokedEmotionSchema,
  anger: evokedEmotionSchema,
  awe: evokedEmotionSchema,
  contentment: evokedEmotionSchema,
  disgust: evokedEmotionSchema,
  excitement: evokedEmotionSchema,
  fear: evokedEmotionSchema,
  sadness: evokedEmotionSchema,
  /** Mean valence, -1..1. */
  valence: estimateSchema.nullable(),
  /** Mean engagement, 0..1. */
  engagement: estimateSchema.nullable(),
  video_data: z.object({ valence: seriesSchema, engagement: seriesSchema }),
  /** 50 + 50 x mean valence, 0-100. */
  valence_kpi: estimateSchema.nullable(),
  /** 100 x mean engagement, 0-100. */
  engagement_kpi: estimateSchema.nullable(),
  /** Share of respondents with an evoked emotion at intensity 3 or more, 0-100. */
  emotion_score_kpi: estimateSchema.nullable(),
}) satisfies z.ZodObject<Record<EvokedEmotion, typeof evokedEmotionSchema> & z.ZodRawShape>;
export type EmotionData = z.infer<typeof emotionDataSchema>;

export const gazeClusterSchema = z.object({
  /** Centre, 0..1 over the stimulus. */
  x: z.number(),
  y: z.number(),
  /** 1 = visited first (median time of first visit over respondents). */
  order: z.number().int().min(1),
  /** Share of the gaze samples that fell in the cluster. */
  dwell: z.number().min(0).max(1),
  /** Median time of first visit, seconds from the start of the stimulus or of the second. */
  firstVisit: z.number(),
});
export type GazeCluster = z.infer<typeof gazeClusterSchema>;

export const saliencyScoresSchema = z.object({
  /** 0-100: share of the gaze samples (of faces found) that land on the stimulus. */
  attention_score: estimateSchema.nullable(),
  focus_score: estimateSchema.nullable(),
  spread_score: estimateSchema.nullable(),
  clarity_score: estimateSchema.nullable(),
  mental_demand: estimateSchema.nullable(),
  video_data: z.object({
    attention_score: seriesSchema,
    focus_score: seriesSchema,
    spread_score: seriesSchema,
    clarity_score: seriesSchema,
    mental_demand: seriesSchema,
  }),
  /** The main fixation clusters of the whole stimulus (the summary gazeplot). */
  clusters: z.array(gazeClusterSchema),
});
export type SaliencyScores = z.infer<typeof saliencyScoresSchema>;

export const timelineImageSchema = z.object({
  t: z.number(),
  heatmap_path: z.string(),
  fogmap_path: z.string(),
  gazeplot_path: z.string(),
});

export const demographicCellSchema = z.object({
  /** gender: male/female; age: the audience's age group id; region: the region option id. */
  key: z.string(),
  /** Respondents in the cell who saw the asset. */
  n: z.number().int().min(0),
  /** Of them, measured by webcam (passed the quality rules). */
  measured: z.number().int().min(0),
  notSignificant: z.boolean(),
  attention: estimateSchema.nullable(),
  valence_kpi: estimateSchema.nullable(),
  engagement_kpi: estimateSchema.nullable(),
  emotion_score_kpi: estimateSchema.nullable(),
  globalIndex: estimateSchema.nullable(),
});
export type DemographicCell = z.infer<typeof demographicCellSchema>;

export const demographicsSchema = z.object({
  gender: z.array(demographicCellSchema),
  age: z.array(demographicCellSchema),
  region: z.array(demographicCellSchema),
});
export type DemographicCuts = z.infer<typeof demographicsSchema>;

export const insightSchema = z.object({
  kind: z.enum(Object.keys(INSIGHT_KEYS) as [keyof typeof INSIGHT_KEYS, ...(keyof typeof INSIGHT_KEYS)[]]),
  /** Catalogue key of the sentence; the screens hold the texts. */
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** JSON pointer (RFC 6901) into this analysis file: the number the sentence comes from. */
  source: z.string(),
  assetId: z.string().nullable(),
});
export type Insight = z.infer<typeof insightSchema>;

export const warningSchema = z.object({
  code: z.enum(WARNING_CODES),
  /** Always the spec's "values may not display properly" text. */
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
});
export type AnalysisWarning = z.infer<typeof warningSchema>;

export const mediaViewerSchema = z.object({
  viewer: z.enum(VIEWERS),
  /** The lv2 global index norm of that placement, when there is one. */
  norm: normComparisonSchema.nullable(),
  /** The default click scenario at this placement (sampling interval only); null for TV. */
  clickProbability: estimateSchema.nullable(),
  /** The scenario's measured inputs against this placement's norm. Absent in files before 2026-11-29. */
  clickScenario: clickScenarioInputSchema.nullable().optional(),
});

export const mediaOptimisationSchema = z.object({
  /** Shortest contiguous cut keeping at least 80% of attention x engagement; null for images. */
  cut: z
    .object({
      start: z.number(),
      end: z.number(),
      /** Duration of the cut, seconds, with its bootstrap interval. */
      duration: estimateSchema,
      keptShare: z.number(),
    })
    .nullable(),
  viewers: z.array(mediaViewerSchema),
});

export const assetAnalysisSchema = z.object({
  assetId: z.string(),
  name: z.string(),
  file_name: z.string(),
  data_type: z.enum(STIMULUS_KINDS),
  /** Seconds (video length, or image exposure). */
  duration: z.number(),
  rank: z.number().int().min(1).nullable(),
  /** Folder of this asset's images, relative to the analysis file. */
  resource_path: z.string(),
  /** Summary images (whole stimulus), relative to the analysis file. */
  heatmap_path: z.string(),
  fogmap_path: z.string(),
  gazeplot_path: z.string(),
  /** Videos: one image set per second; images: empty. */
  timeline_images: z.array(timelineImageSchema),
  samples: z.object({
    /** Completed respondents who saw the asset. */
    respondents: z.number().int().min(0),
    /** Counted in attention and expression (webcam, quality rules passed). */
    attention_samples: z.number().int().min(0),
    emotion_samples: z.number().int().min(0),
    saliency_samples: z.number().int().min(0),
    simulated: z.number().int().min(0),
    /** The stored gaze accuracy of the saliency_samples respondents; null when there are none (or an older analysis). */
    gaze_accuracy: gazeAccuracySummarySchema.nullable().default(null),
  }),
  attention: z.object({
    /** Mean of attention(s), 0-100. */
    score: estimateSchema.nullable(),
    /** attention(s), share 0-100 per second (Clopper-Pearson). */
    curve: seriesSchema,
    /** Median time to the first break of 1 s or more, seconds. */
    span: estimateSchema.nullable(),
  }),
  emotion_data: emotionDataSchema,
  saliency_scores: saliencyScoresSchema,
  globalIndex: z.object({
    value: estimateSchema.nullable(),
    band: z.enum(BANDS).nullable(),
    /**
     * The index's bootstrap replicates (2 decimals), for the probability that it beats an ad of
     * another project (a comparison). Absent in files written before 2026-11-29.
     */
    replicates: z.array(z.number()).optional(),
    /**
     * How the value was made (methodology, "Global index"): each component present with its value,
     * anchor, 0-100 score and renormalised weight. Absent in files written before 2026-11-29.
     */
    parts: z.array(globalIndexPartSchema).optional(),
    /** The anchors come from the synthetic seed set (simulated ads), not from real norms. */
    anchorsSynthetic: z.boolean().optional(),
  }),
  effectiveness: estimateSchema.nullable(),
  digitalPerformance: estimateSchema.nullable(),
  predictiveClick: z.object({
    /** Probability of a click on this asset's placement, 0-1. */
    probability: estimateSchema.nullable(),
    /** The same model at the norm's attention and engagement. */
    normProbability: z.number().nullable(),
    /** probability / normProbability. */
    relative: estimateSchema.nullable(),
    comparison: comparisonSchema.nullable(),
    /**
     * Where attention and engagement stand against the model's reference: the screens compute the
     * scenario from it under the reader's assumptions. Absent in files written before 2026-11-29.
     */
    scenario: clickScenarioInputSchema.nullable().optional(),
  }),
  mediaOptimisation: mediaOptimisationSchema,
  benchmark: benchmarkSchema,
  demographics: demographicsSchema,
});
export type AssetAnalysis = z.infer<typeof assetAnalysisSchema>;

export const surveyQuestionResultSchema = z.object({
  questionId: z.string(),
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  answered: z.number().int().min(0),
  /** Spec: fewer than 30 answered, so not statistically significant. */
  notSignificant: z.boolean(),
  /** Choice questions: share of respondents per answer (multiChoice shares may add to over 1). */
  options: z.array(z.object({ answer: z.string(), count: z.number().int(), share: estimateSchema })),
  /** Scale questions. */
  scale: z
    .object({
      mean: estimateSchema,
      distribution: z.array(z.object({ value: z.number(), count: z.number().int() })),
    })
    .nullable(),
  /** Open-ended questions: the answers and their most frequent words. */
  openEnded: z
    .object({
      answers: z.array(z.string()),
      words: z.array(z.object({ word: z.string(), count: z.number().int() })),
    })
    .nullable(),
});
export type SurveyQuestionResult = z.infer<typeof surveyQuestionResultSchema>;

export const projectAssetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  file_name: z.string(),
  data_type: z.enum(STIMULUS_KINDS),
  duration: z.number(),
});

/** Quality terminations of a project, by reason. */
export const removedRespondentsSchema = z.object({
  total: z.number().int().min(0),
  /** Partial: a file written before a reason existed lacks its count. */
  byReason: z.partialRecord(z.enum(QUALITY_REASONS), z.number().int().min(0)),
});
export type RemovedRespondents = z.infer<typeof removedRespondentsSchema>;

export const analysisSchema = z.object({
  json_version: z.literal(JSON_VERSION),
  projectId: z.string(),
  generatedAt: z.string(),
  /** True while fieldwork still runs: the numbers cover respondents.n of respondents.target. */
  partial: z.boolean(),
  respondents: z.object({
    /** Completed respondents analysed. */
    n: z.number().int().min(0),
    /** The sample size bought (N). */
    target: z.number().int().min(0),
    webcam: z.number().int().min(0),
    simulated: z.number().int().min(0),
    /** simulated / n: never show simulated numbers as measured. */
    simulatedShare: z.number().min(0).max(1),
    /**
     * Respondents removed by the respondent quality rules (methodology, "Respondent quality"),
     * by reason: "12 of 162 removed" is total of n + total. Absent on files written before.
     */
    removed: removedRespondentsSchema.optional(),
  }),
  dataSource: z.enum(['measured', 'simulated', 'mixed']),
  intervals: z.object({
    level: z.number(),
    bootstrapReplicates: z.number().int(),
    curveReplicates: z.number().int(),
    seed: z.number().int(),
  }),
  projectAssets: z.array(projectAssetSchema),
  assets: z.array(assetAnalysisSchema),
  ranking: z.array(
    z.object({
      assetId: z.string(),
      /** Point-estimate order, 1 best (ties in upload order). */
      rank: z.number().int().min(1),
      globalIndex: z.number().nullable(),
      /**
       * The places the asset can hold at 95%: from/to differ when it does not separate from its
       * neighbours ("#1-2, not separable at 95%"). Absent in files written before 2026-11-26.
       */
      rankFrom: z.number().int().min(1).optional(),
      rankTo: z.number().int().min(1).optional(),
      /** Probability (0-1) that this asset's global index is higher than each other ranked asset's. */
      beats: z.record(z.string(), z.number().min(0).max(1)).optional(),
    }),
  ),
  survey: z.array(surveyQuestionResultSchema),
  norms: z.object({ lv1: normGroupSchema.nullable(), lv2: normGroupSchema.nullable() }),
  insights: z.array(insightSchema),
  warnings: z.array(warningSchema),
});
export type Analysis = z.infer<typeof analysisSchema>;
