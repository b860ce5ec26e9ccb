/**
 * Generates the seed norm set (seed-norms.json) from the simulator's population model:
 * `npx tsx functions/src/analysis/norms/generate-seed.ts`. Each synthetic ad is drawn from the
 * prior of randomStimulusModel, fielded with 100 simulated respondents and analysed by the engine;
 * the global index anchors and the mental demand reference come from the same ads and are printed
 * for constants.ts. docs/methodology.md, "Seed norms", describes the result.
 */
import { writeFileSync } from 'node:fs';
import type { NORM_METRICS } from '@adpulse/shared/analysis/index';
import { type NormSet } from '@adpulse/shared/analysis/index';
import { VIEWERS } from '@adpulse/shared/projects/index';
import { DEFAULT_POPULATION, randomStimulusModel, simulateSessions } from '../../../fieldwork/index.ts';
import { analyseProject } from '../analyse.ts';
import { GLOBAL_INDEX_ANCHORS, MENTAL_DEMAND_TYPICAL } from '../constants.ts';
import { globalIndex } from '../global-index.ts';
import { Random } from '../../../platform/random.ts';
import { computeNormGroups } from './compute.ts';
import { assetNormMetrics, type ProjectNormSummary } from './summary.ts';

const SEED = 20_250_101;
const ADS_PER_VIEWER = 40;
const RESPONDENTS = 100;
const GENERATED_AT = '2025-01-01T00:00:00.000Z';

const random = new Random(SEED);
const summaries: ProjectNormSummary[] = [];
const rawDemand: number[] = [];
for (const viewer of VIEWERS) {
  for (let k = 0; k < ADS_PER_VIEWER; k++) {
    const image = random.uniform() < 0.2;
    const duration = image ? 6 : [15, 20, 30][random.int(3)]!;
    const id = `seed-${viewer}-${k}`;
    const stimulus = randomStimulusModel(random, id, image ? 'image' : 'video', duration);
    const { sessions } = simulateSessions(
      {
        projectId: id,
        stimuli: [stimulus],
        orderRule: 'single',
        questions: [],
        // Measured perfectly: the seed predates the simulator's measurement layer (methodology 10).
        population: { ...DEFAULT_POPULATION, measurement: null },
        seed: SEED + summaries.length,
      },
      RESPONDENTS,
    );
    const run = analyseProject({
      project: {
        projectId: id,
        country: '*',
        category: '*',
        viewer,
        population: 'national',
        targetRespondents: RESPONDENTS,
        questions: [],
      },
      assets: [
        {
          assetId: id,
          name: id,
          fileName: id,
          kind: stimulus.kind,
          duration,
          width: stimulus.width,
          height: stimulus.height,
        },
      ],
      sessions,
      norms: null,
      options: { replicates: 100, curveReplicates: 20, seed: SEED },
    });
    const asset = run.analysis.assets[0]!;
    const demand = asset.saliency_scores.mental_demand?.value;
    if (demand !== undefined) rawDemand.push((MENTAL_DEMAND_TYPICAL * demand) / (100 - demand));
    summaries.push({
      projectId: id,
      country: '*',
      category: '*',
      viewer,
      closedAt: GENERATED_AT,
      assets: [{ assetId: id, metrics: assetNormMetrics(asset) }],
    });
  }
  console.error(`${viewer}: ${summaries.length} ads`);
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const stat = (metric: (typeof NORM_METRICS)[number]) => {
  const values = summaries
    .map((s) => s.assets[0]!.metrics[metric])
    .filter((v): v is number => v !== undefined);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
  return { mean: round1(mean), sd: round1(sd) };
};
const anchors = {
  attention: stat('attention'),
  engagement: stat('engagement'),
  valence: stat('valence'),
  emotionScore: stat('emotion_score'),
  clarity: stat('clarity_score'),
};
const sortedDemand = [...rawDemand].sort((a, b) => a - b);
const typical = Math.round(sortedDemand[Math.floor(sortedDemand.length / 2)]! * 1000) / 1000;
for (const summary of summaries) {
  const metrics = summary.assets[0]!.metrics;
  metrics.globalPerformance =
    globalIndex(
      {
        attention: metrics.attention ?? null,
        engagement: metrics.engagement ?? null,
        valence: metrics.valence ?? null,
        emotionScore: metrics.emotion_score ?? null,
        clarity: metrics.clarity_score ?? null,
      },
      anchors,
    ) ?? undefined;
  if (metrics.mental_demand !== undefined) {
    const raw = (MENTAL_DEMAND_TYPICAL * metrics.mental_demand) / (100 - metrics.mental_demand);
    metrics.mental_demand = (100 * raw) / (raw + typical);
  }
}
const groups = computeNormGroups(summaries, GENERATED_AT, true).map((group) =>
  group.level === 'lv2' ? { ...group, category: '*' } : group,
);
const set: NormSet = {
  seed: true,
  generatedAt: GENERATED_AT,
  source: `seed: ${summaries.length} synthetic ads (${ADS_PER_VIEWER} per viewer, ${RESPONDENTS} simulated respondents each) drawn from the simulator's prior, generator seed ${SEED}`,
  groups,
};
writeFileSync(new URL('./seed-norms.json', import.meta.url), `${JSON.stringify(set, null, 2)}\n`);
console.log(
  JSON.stringify(
    { anchors, mentalDemandTypical: typical, current: { GLOBAL_INDEX_ANCHORS, MENTAL_DEMAND_TYPICAL } },
    null,
    2,
  ),
);
