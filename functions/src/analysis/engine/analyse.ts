import {
  CONFIDENCE_LEVEL,
  JSON_VERSION,
  MIN_MEASURED_RESPONDENTS,
  analysisWarning,
  selectNorms,
  truncatedList,
  type Analysis,
  type AnalysisWarning,
  type AssetAnalysis,
  type SelectedNorms,
  type NormSet,
} from '@adpulse/shared/analysis/index';
import type { RespondentSession, SessionStatus } from '@adpulse/shared/fieldwork/index';
import { analyseAssetCore, type AssetCore } from './asset.ts';
import { assetResultOf, type AssetRun } from './asset-result.ts';
import { BOOTSTRAP_REPLICATES, CURVE_REPLICATES, DEFAULT_ANALYSIS_SEED } from './constants.ts';
import { assetInsights, projectInsights } from './insights.ts';
import { AssetAccumulator, type AssetData, type RespondentRow } from './prepare.ts';
import { rankAssets } from './ranking.ts';
import { analyseSaliency, type AssetSaliency } from './saliency/analyse.ts';
import { saliencyGrid } from './saliency/grid.ts';
import { BootstrapWeights } from './stats/bootstrap.ts';
import { Random } from '../../platform/random.ts';
import { round } from './stats/intervals.ts';
import { surveyResults } from './survey.ts';
import type { AnalysisAsset, AnalysisInput, AnalysisOptions, AnalysisProject } from './types.ts';

/** The analysis file plus what the image renderer and the tests need from the same run. */
export interface AnalysisRun {
  analysis: Analysis;
  assets: { asset: AnalysisAsset; data: AssetData; saliency: AssetSaliency; core: AssetCore }[];
}

const DEFAULT_WIDTH = 1280;
const DEFAULT_HEIGHT = 720;

/**
 * The sessions an analysis counts: completed ones (drop-outs, screen-outs and the like do not).
 * Decided here only: `ProjectAnalysis.add` answers whether it counted a session, and the
 * fieldwork source reads only these statuses (runtime/fieldwork-sessions.ts).
 */
export const ANALYSED_STATUSES: readonly SessionStatus[] = ['complete'];

interface CompleteInfo {
  sessionId: string;
  simulated: boolean;
  webcam: boolean;
  answers: RespondentSession['answers'];
}

/**
 * What the engine holds of one counted session once its samples are read: its respondent facts
 * and one row per asset (null where it was not shown). A later run adds it back with
 * `addPartial` instead of reading the session again, and gets the same arrays, so the same file.
 */
export interface SessionPartial {
  sessionId: string;
  simulated: boolean;
  webcam: boolean;
  answers: RespondentSession['answers'];
  /** In the assets' order. */
  rows: (RespondentRow | null)[];
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

  /** Reads a session, and answers whether it counts (ANALYSED_STATUSES). */
  add(session: RespondentSession): boolean {
    if (!ANALYSED_STATUSES.includes(session.status)) return false;
    this.completes.push({
      sessionId: session.sessionId,
      simulated: session.simulated,
      webcam: session.webcam,
      answers: session.answers,
    });
    for (const accumulator of this.accumulators) accumulator.add(session);
    return true;
  }

  /** Adds a session counted by an earlier run from its partial state (`partials`), without its samples. */
  addPartial(partial: SessionPartial): void {
    if (partial.rows.length !== this.accumulators.length)
      throw new Error(
        `A partial of ${partial.rows.length} assets for a project of ${this.accumulators.length}`,
      );
    const { sessionId, simulated, webcam, answers } = partial;
    this.completes.push({ sessionId, simulated, webcam, answers });
    partial.rows.forEach((row, index) => {
      if (row) this.accumulators[index]?.addRow(row);
    });
  }

  /** Every counted session's partial state, in the order they were added. Call before `finish`. */
  *partials(): Generator<SessionPartial> {
    const rows = this.accumulators.map((accumulator) => accumulator.rows());
    const next = rows.map((iterator) => iterator.next());
    for (const { sessionId, simulated, webcam, answers } of this.completes) {
      const partial: SessionPartial = { sessionId, simulated, webcam, answers, rows: [] };
      next.forEach((result, index) => {
        if (!result.done && result.value.info.sessionId === sessionId) {
          partial.rows.push(result.value);
          next[index] = rows[index]!.next();
        } else partial.rows.push(null);
      });
      yield partial;
    }
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

interface RunSettings {
  seed: number;
  replicates: number;
  curveReplicates: number;
}

function runSettings(options: AnalysisOptions): RunSettings {
  const replicates = options.replicates ?? BOOTSTRAP_REPLICATES;
  return {
    seed: options.seed ?? DEFAULT_ANALYSIS_SEED,
    replicates,
    curveReplicates: Math.min(replicates, options.curveReplicates ?? CURVE_REPLICATES),
  };
}

/** Each asset's respondents, saliency, bootstrap weights and core KPIs and curves. */
function analyseAssets(accumulators: AssetAccumulator[], settings: RunSettings): AssetRun[] {
  return accumulators.map((accumulator, index) => {
    const data = accumulator.finish();
    const assetSeed = Random.derive(settings.seed, index + 1).int(2 ** 31);
    const saliency = analyseSaliency(data, accumulator.grid, assetSeed ^ 0x5a11);
    const boot = new BootstrapWeights(data.respondents, settings.replicates, assetSeed);
    const core = analyseAssetCore(data, saliency, boot, settings.curveReplicates);
    return { asset: accumulator.asset, data, saliency, core, boot };
  });
}

/** Ranks the assets by the global index (rank range and probabilities of superiority from its replicates) and sets each asset's rank. */
function rankByGlobalIndex(assetResults: AssetAnalysis[], runs: AssetRun[]): Analysis['ranking'] {
  const ranked = rankAssets(
    assetResults.flatMap((asset, index) => {
      const replicates = runs[index]?.core.kpis.globalIndexReplicates;
      const value = asset.globalIndex.value?.value;
      return value === undefined || !replicates ? [] : [{ assetId: asset.assetId, value, replicates }];
    }),
  );
  return ranked.map((entry) => {
    const asset = assetResults.find((candidate) => candidate.assetId === entry.assetId) as AssetAnalysis;
    asset.rank = entry.rank;
    return { ...entry, globalIndex: asset.globalIndex.value?.value ?? null };
  });
}

/** Who the file counts: completes, their target, with a webcam, simulated; and where the data comes from. */
function respondentsOf(
  completes: CompleteInfo[],
  target: number,
): Pick<Analysis, 'respondents' | 'dataSource'> {
  const simulated = completes.filter((session) => session.simulated).length;
  return {
    respondents: {
      n: completes.length,
      target,
      webcam: completes.filter((session) => session.webcam).length,
      simulated,
      simulatedShare: completes.length ? round(simulated / completes.length, 4) : 0,
    },
    dataSource: simulated === 0 ? 'measured' : simulated === completes.length ? 'simulated' : 'mixed',
  };
}

function finishAnalysis(
  project: AnalysisProject,
  assets: AnalysisAsset[],
  accumulators: AssetAccumulator[],
  completes: CompleteInfo[],
  normSet: NormSet | null,
  options: AnalysisOptions,
): AnalysisRun {
  const settings = runSettings(options);
  const { seed, replicates, curveReplicates } = settings;
  const norms: SelectedNorms = selectNorms(normSet, {
    country: project.country,
    category: project.category,
    viewer: project.viewer,
  });
  const runs = analyseAssets(accumulators, settings);
  const assetResults = runs.map((run) => assetResultOf(run, project, normSet, norms));
  const ranking = rankByGlobalIndex(assetResults, runs);
  const { respondents, dataSource } = respondentsOf(completes, project.targetRespondents);
  const partial = options.partial ?? false;
  const analysis: Analysis = {
    json_version: JSON_VERSION,
    projectId: project.projectId,
    generatedAt: (options.now ?? new Date()).toISOString(),
    partial,
    respondents: { ...respondents, ...(options.removed ? { removed: options.removed } : {}) },
    dataSource,
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
    insights: [
      ...projectInsights(assetResults, ranking),
      ...assetResults.flatMap((asset, index) => assetInsights(asset, index, norms)),
    ],
    warnings: warningsOf(
      assetResults,
      partial,
      completes.length,
      project.targetRespondents,
      respondents.simulated,
    ),
  };
  return {
    analysis,
    assets: runs.map(({ asset, data, saliency, core }) => ({ asset, data, saliency, core })),
  };
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
