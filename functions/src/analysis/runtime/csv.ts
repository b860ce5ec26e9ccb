import type { Analysis, AssetAnalysis, Estimate, Series } from '@adpulse/shared/analysis/index';

/** What a number is not, said in its row (issue 25): synthetic references and a model. */
export const CSV_NOTES = {
  anchors: 'index anchors synthetic (200 simulated ads)',
  click:
    'model scenario at the default assumptions (assumed coefficients and base rate), not a measured click rate; no interval',
  mentalDemand: 'reference from 200 simulated ads (synthetic)',
  seedNorm: 'synthetic seed norm (200 simulated ads)',
  insufficient: 'not enough data yet (no verdict)',
  simulated: 'simulated respondents, not a real audience',
} as const;

/**
 * A norm row's note: the verdict (docs/methodology.md, section 10), the norm's middle half and
 * the value's percentile when the file has them, and whether the norm is synthetic.
 */
function normNote(norm: NonNullable<AssetAnalysis['benchmark']['valence']['lv1']>): string {
  const verdict = norm.comparison === 'insufficient' ? CSV_NOTES.insufficient : norm.comparison;
  const range =
    norm.p25 !== undefined && norm.p75 !== undefined ? `norm middle half ${norm.p25}-${norm.p75}` : null;
  const percentile =
    norm.percentile !== undefined && norm.comparison !== 'insufficient'
      ? `higher than ${Math.round(norm.percentile)}% of the norm's ${norm.n} media`
      : null;
  return [verdict, range, percentile, norm.seed ? CSV_NOTES.seedNorm : null].filter(Boolean).join('; ');
}

/**
 * The analysis as one CSV table (RFC 4180, UTF-8 with BOM so spreadsheets read accents), made at
 * analysis time next to the JSON. Long format: one row per number, each with its 95% interval and
 * n, so a pivot table rebuilds any view: KPIs, per-second curves, norms, evoked emotions, survey.
 */
export const CSV_COLUMNS = [
  'asset_id',
  'asset_name',
  'section',
  'metric',
  'second',
  'value',
  'low',
  'high',
  'n',
  'note',
] as const;

type Cell = string | number | null;
type Row = Record<(typeof CSV_COLUMNS)[number], Cell>;

const empty = (): Row => ({
  asset_id: null,
  asset_name: null,
  section: null,
  metric: null,
  second: null,
  value: null,
  low: null,
  high: null,
  n: null,
  note: null,
});

function estimateRow(asset: AssetAnalysis, section: string, metric: string, estimate: Estimate | null): Row {
  return {
    ...empty(),
    asset_id: asset.assetId,
    asset_name: asset.name,
    section,
    metric,
    value: estimate?.value ?? null,
    low: estimate?.low ?? null,
    high: estimate?.high ?? null,
    n: estimate?.n ?? 0,
  };
}

function seriesRows(asset: AssetAnalysis, metric: string, series: Series): Row[] {
  return series.t.map((t, index) => ({
    ...empty(),
    asset_id: asset.assetId,
    asset_name: asset.name,
    section: 'curve',
    metric,
    second: t,
    value: series.value[index] ?? null,
    low: series.low[index] ?? null,
    high: series.high[index] ?? null,
    n: series.n[index] ?? 0,
  }));
}

function assetRows(asset: AssetAnalysis): Row[] {
  const kpi = (metric: string, estimate: Estimate | null) => estimateRow(asset, 'kpi', metric, estimate);
  const { emotion_data: emotions, saliency_scores: saliency } = asset;
  const rows: Row[] = [
    { ...kpi('rank', null), value: asset.rank, n: asset.samples.respondents },
    {
      ...kpi('global_index', asset.globalIndex.value),
      note: [asset.globalIndex.band, CSV_NOTES.anchors].filter(Boolean).join('; '),
    },
    kpi('attention', asset.attention.score),
    kpi('attention_span_seconds', asset.attention.span),
    kpi('valence_kpi', emotions.valence_kpi),
    kpi('engagement_kpi', emotions.engagement_kpi),
    kpi('emotion_score_kpi', emotions.emotion_score_kpi),
    kpi('effectiveness', asset.effectiveness),
    kpi('digital_performance', asset.digitalPerformance),
    {
      // A model scenario at the default assumptions: no interval (methodology, section 7).
      ...kpi('predictive_click_probability', asset.predictiveClick.probability),
      low: null,
      high: null,
      note: [asset.predictiveClick.comparison, CSV_NOTES.click].filter(Boolean).join('; '),
    },
    kpi('saliency_attention_score', saliency.attention_score),
    kpi('focus_score', saliency.focus_score),
    kpi('spread_score', saliency.spread_score),
    kpi('clarity_score', saliency.clarity_score),
    { ...kpi('mental_demand', saliency.mental_demand), note: CSV_NOTES.mentalDemand },
    ...(asset.mediaOptimisation.cut
      ? [
          {
            ...kpi('shortest_cut_seconds', asset.mediaOptimisation.cut.duration),
            note: `${asset.mediaOptimisation.cut.start}-${asset.mediaOptimisation.cut.end} s`,
          },
        ]
      : []),
  ];
  for (const [emotion, result] of Object.entries(emotions)) {
    if (!result || typeof result !== 'object' || !('share' in result)) continue;
    rows.push(estimateRow(asset, 'evoked_share', emotion, result.share));
    rows.push(estimateRow(asset, 'evoked_intensity', emotion, result.intensity));
  }
  for (const [metric, entry] of Object.entries(asset.benchmark)) {
    if (!entry || typeof entry !== 'object' || !('lv1' in entry) || !('value' in entry)) continue;
    for (const level of ['lv1', 'lv2'] as const) {
      const norm = entry[level];
      if (!norm) continue;
      rows.push({
        ...estimateRow(asset, `norm_${level}`, metric, {
          value: norm.mean,
          low: norm.low,
          high: norm.high,
          n: norm.n,
        }),
        note: normNote(norm),
      });
    }
  }
  rows.push(...seriesRows(asset, 'attention', asset.attention.curve));
  rows.push(...seriesRows(asset, 'valence', emotions.video_data.valence));
  rows.push(...seriesRows(asset, 'engagement', emotions.video_data.engagement));
  for (const [metric, series] of Object.entries(saliency.video_data))
    rows.push(...seriesRows(asset, metric, series));
  return rows;
}

function surveyRows(analysis: Analysis): Row[] {
  return analysis.survey.flatMap((question): Row[] => {
    const base: Row = { ...empty(), section: 'survey', metric: question.text };
    const note = question.notSignificant ? 'not significant (fewer than 30 answers)' : null;
    if (question.scale) {
      return [
        {
          ...base,
          value: question.scale.mean.value,
          low: question.scale.mean.low,
          high: question.scale.mean.high,
          n: question.answered,
          note,
        },
      ];
    }
    if (question.openEnded) {
      return question.openEnded.words.map((word) => ({
        ...base,
        value: word.count,
        n: question.answered,
        note: word.word,
      }));
    }
    return question.options.map((option) => ({
      ...base,
      value: option.share.value,
      low: option.share.low,
      high: option.share.high,
      n: question.answered,
      note: note ? `${option.answer}; ${note}` : option.answer,
    }));
  });
}

function quote(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  // A text a spreadsheet would run as a formula is kept as text.
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV file's text. A header line states partial results and simulated respondents first. */
export function analysisCsv(analysis: Analysis): string {
  const status = [
    ...(analysis.partial
      ? [`partial: ${analysis.respondents.n} of ${analysis.respondents.target} respondents`]
      : []),
    ...(analysis.respondents.simulated
      ? [`${CSV_NOTES.simulated}: ${analysis.respondents.simulated} of ${analysis.respondents.n}`]
      : []),
  ];
  const rows = [
    ...(status.length ? [{ ...empty(), section: 'status', note: status.join('; ') }] : []),
    ...analysis.assets.flatMap(assetRows),
    ...surveyRows(analysis),
  ];
  const lines = [
    CSV_COLUMNS.join(','),
    ...rows.map((row) => CSV_COLUMNS.map((column) => quote(row[column])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
