import {
  CONFIDENCE_LEVEL,
  JSON_VERSION,
  MIN_MEASURED_RESPONDENTS,
  analysisWarning,
  globalBand,
  selectNorms,
  truncatedList,
  type Analysis,
  type AnalysisWarning,
  type AssetAnalysis,
  type Estimate,
  type SelectedNorms,
  type NormSet,
  type Series,
} from '@adpulse/shared/analysis/index';
import type { RespondentSession } from '@adpulse/shared/fieldwork/index';
import { VIEWERS } from '@adpulse/shared/projects/index';
import { analyseAssetCore, type AssetCore } from './asset.ts';
import { benchmark, comparisonEntry } from './benchmark.ts';
import { predictClick } from './click.ts';
import { BOOTSTRAP_REPLICATES, CURVE_REPLICATES, DEFAULT_ANALYSIS_SEED } from './constants.ts';
import { demographicCuts } from './demographics.ts';
import { resourcePath, secondImagePath, summaryImagePath } from './images/paths.ts';
import { assetInsights, projectInsights } from './insights.ts';
import { AssetAccumulator, type AssetData } from './prepare.ts';
import { rankAssets } from './ranking.ts';
import { analyseSaliency, type AssetSaliency } from './saliency/analyse.ts';
import { saliencyGrid } from './saliency/grid.ts';
import { BootstrapWeights } from './stats/bootstrap.ts';
import { Random } from '../../platform/random.ts';
import { round, roundEstimate } from './stats/intervals.ts';
import { surveyResults } from './survey.ts';
import type { AnalysisAsset, AnalysisInput, AnalysisOptions, AnalysisProject } from './types.ts';

/** The analysis file plus what the image renderer and the tests need from the same run. */
export interface AnalysisRun {
  analysis: Analysis;
  assets: { asset: AnalysisAsset; data: AssetData; saliency: AssetSaliency; core: AssetCore }[];
}

const DEFAULT_WIDTH = 1280;
const DEFAULT_HEIGHT = 720;

const r2 = (estimate: Estimate | null) => roundEstimate(estimate, 2);
const r4 = (estimate: Estimate | null) => roundEstimate(estimate, 4);

function roundSeries(series: Series, digits: number): Series {
  const fix = (values: (number | null)[]) =>
    values.map((value) => (value === null ? null : round(value, digits)));
  return { ...series, value: fix(series.value), low: fix(series.low), high: fix(series.high) };
}

interface CompleteInfo {
  simulated: boolean;
  webcam: boolean;
  answers: RespondentSession['answers'];
}

/**
 * The analysis of a project, fed one session at a time (so a Lambda can stream sessions from
 * storage without holding every sample), then finished against the norms.
 */
export class ProjectAnalysis {
  private readonly accumulators: AssetAccumulator[];
  private readonly completes: CompleteInfo[] = [];

  constructor(
    private readonly project: AnalysisProject,
    private readonly assets: AnalysisAsset[],
    private readonly options: AnalysisOptions = {},
  ) {
    this.accumulators = assets.map(
      (asset) =>
        new AssetAccumulator(
          asset,
          saliencyGrid(asset.width ?? DEFAULT_WIDTH, asset.height ?? DEFAULT_HEIGHT),
          options.useNeutralBaseline ?? true,
        ),
    );
  }

  /** Reads a session; only completed sessions count (drop-outs, screen-outs and the like do not). */
  add(session: RespondentSession): void {
    if (session.status !== 'complete') return;
    this.completes.push({ simulated: session.simulated, webcam: session.webcam, answers: session.answers });
    for (const accumulator of this.accumulators) accumulator.add(session);
  }

  finish(normSet: NormSet | null): AnalysisRun {
    return finishAnalysis(
      this.project,
      this.assets,
      this.accumulators,
      this.completes,
      normSet,
      this.options,
    );
  }
}

/**
 * Sessions + project and assets + norms -> the analysis file (json_version 6). Pure and
 * deterministic: the same input and seed give the same file.
 */
export function analyseProject(input: AnalysisInput): AnalysisRun {
  const analysis = new ProjectAnalysis(input.project, input.assets, input.options);
  for (const session of input.sessions) analysis.add(session);
  return analysis.finish(input.norms);
}

function finishAnalysis(
  project: AnalysisProject,
  assets: AnalysisAsset[],
  accumulators: AssetAccumulator[],
  completes: CompleteInfo[],
  normSet: NormSet | null,
  options: AnalysisOptions,
): AnalysisRun {
  const seed = options.seed ?? DEFAULT_ANALYSIS_SEED;
  const replicates = options.replicates ?? BOOTSTRAP_REPLICATES;
  const curveReplicates = Math.min(replicates, options.curveReplicates ?? CURVE_REPLICATES);
  const norms: SelectedNorms = selectNorms(normSet, {
    country: project.country,
    category: project.category,
    viewer: project.viewer,
  });

  const runs = accumulators.map((accumulator, index) => {
    const asset = accumulator.asset;
    const data = accumulator.finish();
    const grid = accumulator.grid;
    const saliency = analyseSaliency(data, grid);
    const boot = new BootstrapWeights(
      data.respondents,
      replicates,
      Random.derive(seed, index + 1).int(2 ** 31),
    );
    const core = analyseAssetCore(data, saliency, boot, curveReplicates);
    return { asset, data, saliency, core, boot };
  });

  const assetResults: AssetAnalysis[] = runs.map(({ asset, data, saliency, core, boot }) => {
    const { kpis } = core;
    const video = asset.kind === 'video';
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
      timeline_images: video
        ? Array.from({ length: data.bins }, (_, second) => ({
            t: second,
            heatmap_path: secondImagePath(asset.assetId, 'heatmap', second),
            fogmap_path: secondImagePath(asset.assetId, 'fogmap', second),
            gazeplot_path: secondImagePath(asset.assetId, 'gazeplot', second),
          }))
        : [],
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
      emotion_data: {
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
      } as AssetAnalysis['emotion_data'],
      saliency_scores: {
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
      },
      globalIndex: {
        value: r2(kpis.globalIndex),
        band: kpis.globalIndex ? globalBand(kpis.globalIndex.value) : null,
      },
      effectiveness: r2(core.effectiveness),
      digitalPerformance: r2(core.digitalPerformance),
      predictiveClick: {
        probability: roundEstimate(click.probability, 6),
        normProbability: click.normProbability,
        relative: r4(click.relative),
        comparison: click.comparison,
      },
      mediaOptimisation: {
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
          };
        }),
      },
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
  });

  // Rank by the global index; the rank range and the probabilities of superiority come from its replicates.
  const ranked = rankAssets(
    assetResults.flatMap((asset, index) => {
      const replicates = runs[index]?.core.kpis.globalIndexReplicates;
      const value = asset.globalIndex.value?.value;
      return value === undefined || !replicates ? [] : [{ assetId: asset.assetId, value, replicates }];
    }),
  );
  const ranking = ranked.map((entry) => {
    const asset = assetResults.find((candidate) => candidate.assetId === entry.assetId) as AssetAnalysis;
    asset.rank = entry.rank;
    return { ...entry, globalIndex: asset.globalIndex.value?.value ?? null };
  });

  const simulated = completes.filter((session) => session.simulated).length;
  const insights = [
    ...projectInsights(assetResults, ranking),
    ...assetResults.flatMap((asset, index) => assetInsights(asset, index, norms)),
  ];
  const analysis: Analysis = {
    json_version: JSON_VERSION,
    projectId: project.projectId,
    generatedAt: (options.now ?? new Date()).toISOString(),
    partial: options.partial ?? false,
    respondents: {
      n: completes.length,
      target: project.targetRespondents,
      webcam: completes.filter((session) => session.webcam).length,
      simulated,
      simulatedShare: completes.length ? round(simulated / completes.length, 4) : 0,
      ...(options.removed ? { removed: options.removed } : {}),
    },
    dataSource: simulated === 0 ? 'measured' : simulated === completes.length ? 'simulated' : 'mixed',
    intervals: { level: CONFIDENCE_LEVEL, bootstrapReplicates: replicates, curveReplicates, seed },
    projectAssets: assets.map((asset) => ({
      _id: asset.assetId,
      name: asset.name,
      file_name: asset.fileName,
      data_type: asset.kind,
      duration: asset.duration,
    })),
    assets: assetResults,
    ranking,
    survey: surveyResults(project, completes, replicates, seed),
    norms,
    insights,
    warnings: warningsOf(
      assetResults,
      options.partial ?? false,
      completes.length,
      project.targetRespondents,
      simulated,
    ),
  };
  return {
    analysis,
    assets: runs.map(({ asset, data, saliency, core }) => ({ asset, data, saliency, core })),
  };
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

/** Section 8's warnings, from what the analysis found. */
export function warningsOf(
  assets: AssetAnalysis[],
  partial: boolean,
  n: number,
  target: number,
  simulated: number,
): AnalysisWarning[] {
  const warnings: AnalysisWarning[] = [];
  const names = (filter: (asset: AssetAnalysis) => boolean) =>
    assets.filter(filter).map((asset) => asset.name);
  const missing = names((asset) => asset.samples.attention_samples === 0);
  if (missing.length) warnings.push(analysisWarning('dataMissing', truncatedList(missing)));
  const few = names(
    (asset) =>
      asset.samples.attention_samples > 0 && asset.samples.attention_samples < MIN_MEASURED_RESPONDENTS,
  );
  if (few.length) warnings.push(analysisWarning('fewRespondents', truncatedList(few)));
  const noGaze = names(
    (asset) => asset.samples.attention_samples > 0 && asset.samples.saliency_samples === 0,
  );
  if (noGaze.length) warnings.push(analysisWarning('gazeMissing', truncatedList(noGaze)));
  if (partial) warnings.push(analysisWarning('partialResults', { n, target }));
  if (simulated > 0) warnings.push(analysisWarning('simulatedData', { simulated, n }));
  return warnings;
}
