import {
  globalBand,
  selectNorms,
  type AssetAnalysis,
  type ClickScenarioInput,
  type Estimate,
  type NormSet,
  type SelectedNorms,
  type Series,
} from '@adpulse/shared/analysis/index';
import { VIEWERS } from '@adpulse/shared/projects/index';
import type { AssetCore } from './asset.ts';
import { benchmark, comparisonEntry } from './benchmark.ts';
import { predictClick } from './click.ts';
import { demographicCuts } from './demographics.ts';
import { globalIndexParts } from './global-index.ts';
import { resourcePath, secondImagePath, summaryImagePath } from './images/paths.ts';
import type { AssetData } from './prepare.ts';
import type { AssetSaliency } from './saliency/analyse.ts';
import type { BootstrapWeights } from './stats/bootstrap.ts';
import { round, roundEstimate } from './stats/intervals.ts';
import type { AnalysisAsset, AnalysisProject } from './types.ts';

/** What the engine measured of one asset, from which its section of the file is written. */
export interface AssetRun {
  asset: AnalysisAsset;
  data: AssetData;
  saliency: AssetSaliency;
  core: AssetCore;
  boot: BootstrapWeights;
}

type Kpis = AssetCore['kpis'];

const r2 = (estimate: Estimate | null) => roundEstimate(estimate, 2);
const r4 = (estimate: Estimate | null) => roundEstimate(estimate, 4);

function roundSeries(series: Series, digits: number): Series {
  const fix = (values: (number | null)[]) =>
    values.map((value) => (value === null ? null : round(value, digits)));
  return { ...series, value: fix(series.value), low: fix(series.low), high: fix(series.high) };
}

/** One asset's section of the analysis file (its rank is set once every asset is known). */
export function assetResultOf(
  run: AssetRun,
  project: AnalysisProject,
  normSet: NormSet | null,
  norms: SelectedNorms,
): AssetAnalysis {
  const { asset, data, core, boot } = run;
  const { kpis } = core;
  const click = predictClick(
    project.viewer,
    kpis.attention,
    kpis.engagementKpi,
    kpis.attentionReplicates,
    kpis.engagementReplicates,
    norms,
  );
  return {
    assetId: asset.assetId,
    name: asset.name,
    file_name: asset.fileName,
    data_type: asset.kind,
    duration: asset.duration,
    rank: null,
    resource_path: resourcePath(asset.assetId),
    heatmap_path: summaryImagePath(asset.assetId, 'heatmap'),
    fogmap_path: summaryImagePath(asset.assetId, 'fogmap'),
    gazeplot_path: summaryImagePath(asset.assetId, 'gazeplot'),
    timeline_images: timelineImages(asset, data),
    samples: {
      respondents: data.respondents,
      attention_samples: core.counts.measured,
      emotion_samples: core.counts.answered,
      saliency_samples: core.counts.gaze,
      simulated: data.simulated,
      gaze_accuracy: core.gazeAccuracy,
    },
    attention: {
      score: r2(kpis.attention),
      curve: roundSeries(core.curves.attention, 2),
      span: r2(core.span),
    },
    emotion_data: emotionData(core),
    saliency_scores: saliencyScores(run),
    globalIndex: {
      value: r2(kpis.globalIndex),
      band: kpis.globalIndex ? globalBand(kpis.globalIndex.value) : null,
      ...storedReplicates(kpis.globalIndexReplicates),
      parts: globalIndexParts(kpis.indexComponents).map((part) => ({
        ...part,
        value: round(part.value, 2),
        score: round(part.score, 2),
        weight: round(part.weight, 4),
      })),
      anchorsSynthetic: true,
    },
    effectiveness: r2(core.effectiveness),
    digitalPerformance: r2(core.digitalPerformance),
    predictiveClick: {
      probability: roundEstimate(click.probability, 6),
      normProbability: click.normProbability,
      relative: r4(click.relative),
      comparison: click.comparison,
      scenario: roundScenario(click.scenario),
    },
    mediaOptimisation: mediaOptimisation(core, project, normSet),
    benchmark: benchmark(
      {
        valence: r2(kpis.valenceKpi),
        engagement: r2(kpis.engagementKpi),
        emotion_score: r2(kpis.emotionScore),
        focus_score: r2(core.focus),
        spread_score: r2(core.spread),
        mental_demand: r2(kpis.mentalDemand),
        clarity_score: r2(kpis.clarity),
        attention_score: r2(kpis.saliencyAttention),
      },
      norms,
      { emotion: core.counts.answered, saliency: core.counts.gaze },
    ),
    demographics: roundCuts(demographicCuts(data, core.totals, boot, project.population)),
  };
}

/** A video's per-second image paths (an image has none). */
function timelineImages(asset: AnalysisAsset, data: AssetData): AssetAnalysis['timeline_images'] {
  if (asset.kind !== 'video') return [];
  return Array.from({ length: data.bins }, (_, second) => ({
    t: second,
    heatmap_path: secondImagePath(asset.assetId, 'heatmap', second),
    fogmap_path: secondImagePath(asset.assetId, 'fogmap', second),
    gazeplot_path: secondImagePath(asset.assetId, 'gazeplot', second),
  }));
}

function emotionData(core: AssetCore): AssetAnalysis['emotion_data'] {
  const kpis: Kpis = core.kpis;
  return {
    ...Object.fromEntries(
      Object.entries(core.evoked).map(([emotion, result]) => [
        emotion,
        { share: r4(result.share), intensity: r4(result.intensity) },
      ]),
    ),
    valence: r4(kpis.valence),
    engagement: r4(kpis.engagement),
    video_data: {
      valence: roundSeries(core.curves.valence, 4),
      engagement: roundSeries(core.curves.engagement, 4),
    },
    valence_kpi: r2(kpis.valenceKpi),
    engagement_kpi: r2(kpis.engagementKpi),
    emotion_score_kpi: r2(kpis.emotionScore),
  } as AssetAnalysis['emotion_data'];
}

function saliencyScores({ core, saliency }: AssetRun): AssetAnalysis['saliency_scores'] {
  const { kpis } = core;
  return {
    attention_score: r2(kpis.saliencyAttention),
    focus_score: r2(core.focus),
    spread_score: r2(core.spread),
    clarity_score: r2(kpis.clarity),
    mental_demand: r2(kpis.mentalDemand),
    video_data: {
      attention_score: roundSeries(core.curves.saliencyAttention, 2),
      focus_score: roundSeries(core.curves.focus, 2),
      spread_score: roundSeries(core.curves.spread, 2),
      clarity_score: roundSeries(core.curves.clarity, 2),
      mental_demand: roundSeries(core.curves.mentalDemand, 2),
    },
    clusters: saliency.summaryClusters.map((cluster) => ({
      ...cluster,
      x: round(cluster.x, 4),
      y: round(cluster.y, 4),
      dwell: round(cluster.dwell, 4),
      firstVisit: round(cluster.firstVisit, 2),
    })),
  };
}

/** The suggested cut, and the asset against each viewer's norms with its click probability there. */
function mediaOptimisation(
  core: AssetCore,
  project: AnalysisProject,
  normSet: NormSet | null,
): AssetAnalysis['mediaOptimisation'] {
  const { kpis } = core;
  return {
    cut: core.cut
      ? {
          ...core.cut,
          duration: r2(core.cut.duration) as Estimate,
          keptShare: round(core.cut.keptShare, 4),
        }
      : null,
    viewers: VIEWERS.map((viewer) => {
      const viewerNorms = selectNorms(normSet, {
        country: project.country,
        category: project.category,
        viewer,
      });
      const viewerClick = predictClick(
        viewer,
        kpis.attention,
        kpis.engagementKpi,
        kpis.attentionReplicates,
        kpis.engagementReplicates,
        viewerNorms,
      );
      return {
        viewer,
        norm: comparisonEntry(kpis.globalIndex, viewerNorms.lv2, 'globalPerformance'),
        clickProbability: roundEstimate(viewerClick.probability, 6),
        clickScenario: roundScenario(viewerClick.scenario),
      };
    }),
  };
}

function roundScenario(scenario: ClickScenarioInput | null): ClickScenarioInput | null {
  return scenario
    ? { ...scenario, attentionZ: round(scenario.attentionZ, 4), engagementZ: round(scenario.engagementZ, 4) }
    : null;
}

function roundCuts(cuts: AssetAnalysis['demographics']): AssetAnalysis['demographics'] {
  const fix = (cells: AssetAnalysis['demographics']['gender']) =>
    cells.map((cell) => ({
      ...cell,
      attention: r2(cell.attention),
      valence_kpi: r2(cell.valence_kpi),
      engagement_kpi: r2(cell.engagement_kpi),
      emotion_score_kpi: r2(cell.emotion_score_kpi),
      globalIndex: r2(cell.globalIndex),
    }));
  return { gender: fix(cuts.gender), age: fix(cuts.age), region: fix(cuts.region) };
}

/** The global index's replicates as the file keeps them (2 decimals, the undefined ones left out). */
function storedReplicates(replicates: Float64Array | null): { replicates?: number[] } {
  if (!replicates) return {};
  const kept = Array.from(replicates)
    .filter(Number.isFinite)
    .map((value) => round(value, 2));
  return kept.length ? { replicates: kept } : {};
}
