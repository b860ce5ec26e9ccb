import { killPoint } from '../../platform/kill-point.ts';
import { createHash } from 'node:crypto';
import {
  JSON_VERSION,
  type Analysis,
  type AnalysisRunReason,
  type NormSet,
} from '@adpulse/shared/analysis/index';
import { readyAssets, type AssetRecord } from '../../assets/index.ts';
import { findProject, recordProjectAnalysis, type ProjectRecord } from '../../projects/index.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { storage } from '../../platform/storage.ts';
import { ANALYSED_STATUSES, ProjectAnalysis, type AnalysisRun } from '../engine/analyse.ts';
import type { AnalysisAsset, AnalysisProject } from '../engine/types.ts';
import { saveNormInput } from '../data/norm-store.ts';
import { ANALYSIS_CSV, ANALYSIS_FILE, partialStateKey, runPrefix } from '../data/keys.ts';
import { deletePartialState, putPartialState, readPartialState } from '../data/partial-store.ts';
import {
  claimRunSlot,
  publishRun,
  readRunState,
  releaseRunSlot,
  type PublishedRun,
} from '../data/run-state.ts';
import { secondMapsPath } from '../engine/images/paths.ts';
import { renderSummaryImages, summarySecondOf, type Frame } from '../engine/images/render.ts';
import { secondMapsOf } from '../engine/images/second-maps.ts';
import { normSummaryOf } from '../engine/norms/summary.ts';
import { analysisCsv } from './csv.ts';
import { framesOf, keyFrameAt, storedKeyFrames, type KeyFrames } from './frames.ts';
import { normSetFor } from './norms.ts';
import {
  decodePartialState,
  encodePartialState,
  partialEngineKey,
  partialStateName,
  type CoveredSession,
} from './partial-state.ts';
import type { SessionList, SessionSource } from './sessions.ts';
import { secondImagesInput } from './second-images.ts';
import { analysisAssetOf, analysisProjectOf } from './stimuli.ts';

/** A run holds the slot this long at most (the task's own limit is 15 minutes). */
export const RUN_LEASE_MS = 15 * 60 * 1000;
/** Uploads in flight at once while images come out of the renderer. */
const UPLOAD_CONCURRENCY = 8;

/** Another run holds the project's slot: the state machine retries (a final run must not be lost). */
export class AnalysisBusy extends Error {
  constructor(projectId: string) {
    super(`Another analysis of ${projectId} is running`);
    this.name = 'AnalysisBusy';
  }
}

export interface RunRequest {
  clientId: string;
  projectId: string;
  reason: AnalysisRunReason;
  /** Given when the slot was claimed before the run started (a re-run asked through the API). */
  runId?: string;
  /** Final runs: when fieldwork closed (the project's closed date); default now. */
  closedAt?: string;
  /** Live runs: the claim is conditioned on no other claim since this one (bursts collapse). */
  expectLastClaimAt?: number;
}

export interface RunOutcome {
  runId: string;
  /** published: a new file replaced the current one; unchanged: same input as the current file; busy: a live run found the slot taken. */
  status: 'published' | 'unchanged' | 'busy';
  partial: boolean;
  respondents: { n: number; target: number };
  /** The project is closed and its norm summary was stored: its country's norms need a refresh. */
  refreshNormsOf: string | null;
}

export interface RunDependencies {
  sessions: SessionSource;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * One analysis of a project, start to end: take the slot, read the project, its stimuli and its
 * sessions, run the engine, draw the summary images over key frames, write the file, CSV, images
 * and the per-second maps (drawn on request) under a new run folder, then point the project at it in one conditional write (readers switch at once,
 * the previous run stays until the next one). Idempotent: a run on the same input as the current
 * file publishes nothing, and equal inputs give byte-equal files (seeded bootstrap, generatedAt
 * taken from the data). A final run closes the project and stores its norm summary.
 */
export async function runProjectAnalysis(request: RunRequest, deps: RunDependencies): Promise<RunOutcome> {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? (() => undefined);
  const { clientId, projectId } = request;
  const project = await findProject(clientId, projectId);
  if (!project) throw new DomainError('common.not_found');
  if (project.status === 'pending') throw new DomainError('analysis.not_runnable');
  const final = request.reason === 'final' || project.status === 'closed';
  const runId = request.runId ?? newId(now());

  const claimed = await claimRunSlot(clientId, projectId, {
    runId,
    reason: request.reason,
    now: now(),
    leaseMs: RUN_LEASE_MS,
    ...(request.expectLastClaimAt !== undefined ? { expectLastClaimAt: request.expectLastClaimAt } : {}),
  });
  if (!claimed) {
    if (request.reason === 'live') {
      return { runId, status: 'busy', partial: true, respondents: { n: 0, target: 0 }, refreshNormsOf: null };
    }
    throw new AnalysisBusy(projectId);
  }

  try {
    return await analyseAndPublish(project, runId, request, final, deps.sessions, now, log);
  } catch (error) {
    await releaseRunSlot(clientId, projectId, runId);
    await storage()
      .deletePrefix('results', runPrefix(clientId, projectId, runId))
      .catch((cleanup: unknown) => log('The failed run folder was not removed', cleanup));
    throw error;
  }
}

type Log = (message: string, detail?: unknown) => void;

/**
 * What a run analyses, known before any sample is read: the project's analysis view, its ready
 * stimuli, the norms and the sessions' summaries. Its fingerprint says whether anything changed
 * since the current file, from DynamoDB alone.
 */
interface RunInput {
  assets: AssetRecord[];
  analysisProject: AnalysisProject;
  analysisAssets: AnalysisAsset[];
  norms: NormSet;
  sessions: SessionList;
  /** Of the project, the stimuli, the norms' date and every session's summary: equal inputs, equal files. */
  fingerprint: string;
  completes: number;
  /** The latest completion among the sessions counted ('' when none). */
  newest: string;
}

async function readRunInput(
  project: ProjectRecord,
  final: boolean,
  source: SessionSource,
): Promise<RunInput> {
  const { clientId, projectId } = project;
  const assets = await readyAssets(clientId, projectId);
  const analysisProject = analysisProjectOf(project, assets);
  const analysisAssets = assets.map(analysisAssetOf);
  const norms = await normSetFor(analysisProject);
  const sessions = await source.list(clientId, projectId);
  const { removed } = sessions;
  const input = createHash('sha256');
  input.update(
    JSON.stringify({
      JSON_VERSION,
      final,
      analysisProject,
      analysisAssets,
      norms: norms.generatedAt,
      removed,
    }),
  );
  let completes = 0;
  let newest = '';
  for (const session of sessions.summaries) {
    input.update(`\n${session.sessionId}|${session.status}|${session.completedAt ?? ''}`);
    if (!ANALYSED_STATUSES.includes(session.status)) continue;
    completes += 1;
    if (session.completedAt && session.completedAt > newest) newest = session.completedAt;
  }
  return {
    assets,
    analysisProject,
    analysisAssets,
    norms,
    sessions,
    fingerprint: input.digest('hex'),
    completes,
    newest,
  };
}

/**
 * The engine fed with the run's sessions in the summaries' order, one at a time: memory holds the
 * engine's sums and a few sessions. A session of `previous` (the last live run's partial state)
 * with the same completion is added back from it; only the others are read (one GET each).
 */
async function feedEngine(
  input: RunInput,
  final: boolean,
  previous: ReadonlyMap<string, CoveredSession> | undefined,
): Promise<{ engine: ProjectAnalysis; read: number }> {
  const { removed, summaries } = input.sessions;
  const engine = new ProjectAnalysis(input.analysisProject, input.analysisAssets, {
    partial: !final,
    ...(removed ? { removed } : {}),
  });
  const kept = (sessionId: string, completedAt: string | null) => {
    const covered = previous?.get(sessionId);
    return covered && covered.completedAt === completedAt ? covered.partial : undefined;
  };
  const toRead = new Set(
    summaries.filter((summary) => !kept(summary.sessionId, summary.completedAt)).map((s) => s.sessionId),
  );
  const fresh = input.sessions.sessions(previous ? toRead : undefined)[Symbol.asyncIterator]();
  for (const { sessionId, completedAt } of summaries) {
    const partial = kept(sessionId, completedAt);
    if (partial) {
      engine.addPartial(partial);
      continue;
    }
    const next = await fresh.next();
    if (next.done || next.value.sessionId !== sessionId)
      throw new Error(`The sessions read are out of step with their summaries at ${sessionId}`);
    engine.add(next.value);
  }
  return { engine, read: toRead.size };
}

/** The last live run's partial state, when it is there and of this engine key (else every session is read). */
async function previousPartials(
  key: string | undefined,
  engineKey: string,
  log: Log,
): Promise<Map<string, CoveredSession> | undefined> {
  if (!key) return undefined;
  const bytes = await readPartialState(key);
  if (!bytes) return undefined;
  try {
    return decodePartialState(bytes, engineKey);
  } catch (error) {
    log('The partial state was not readable: every session is read', { key, error: String(error) });
    return undefined;
  }
}

/** This run's partial state, stored for the next live run (P2): its key. */
async function savePartials(
  project: ProjectRecord,
  input: RunInput,
  engine: ProjectAnalysis,
  engineKey: string,
): Promise<string> {
  const completedAt = new Map(input.sessions.summaries.map((s) => [s.sessionId, s.completedAt]));
  const covered = [...engine.partials()].map((partial) => ({
    completedAt: completedAt.get(partial.sessionId) ?? null,
    partial,
  }));
  const name = partialStateName(
    engineKey,
    covered.map(({ partial, completedAt: at }) => ({ sessionId: partial.sessionId, completedAt: at })),
  );
  const key = partialStateKey(project.clientId, project.projectId, name);
  await putPartialState(key, encodePartialState(engineKey, covered));
  return key;
}

/**
 * The run's summary images (over each stimulus's key frame), what its videos' per-second images
 * are drawn from when first asked for (`second-images.ts`), its file and its CSV, under the run's
 * folder. Drawing every second's images here cost most of a live run.
 */
async function uploadRun(run: AnalysisRun, assets: AssetRecord[], prefix: string, log: Log): Promise<void> {
  const byId = new Map<string, AssetRecord>(assets.map((asset) => [asset.assetId, asset]));
  const uploads = new UploadPool(UPLOAD_CONCURRENCY);
  for (const { asset, saliency } of run.assets) {
    const record = byId.get(asset.assetId);
    const { frames, keyFrames } = await summaryFramesOf(record, asset.kind, saliency.maps, log);
    for await (const image of renderSummaryImages(asset.assetId, asset.kind, saliency, frames)) {
      await uploads.add(() =>
        storage().put({ bucket: 'results', key: `${prefix}${image.path}` }, image.png, 'image/png'),
      );
    }
    if (asset.kind !== 'video') continue;
    const input = secondImagesInput(secondMapsOf(saliency), keyFrames);
    await uploads.add(() =>
      storage().put(
        { bucket: 'results', key: `${prefix}${secondMapsPath(asset.assetId)}` },
        input,
        'application/json',
      ),
    );
  }
  await uploads.add(() =>
    storage().put(
      { bucket: 'results', key: `${prefix}${ANALYSIS_FILE}` },
      Buffer.from(JSON.stringify(run.analysis)),
      'application/json',
    ),
  );
  await uploads.add(() =>
    storage().put(
      { bucket: 'results', key: `${prefix}${ANALYSIS_CSV}` },
      Buffer.from(analysisCsv(run.analysis)),
      'text/csv; charset=utf-8',
    ),
  );
  await uploads.drain();
}

/** The frame the summary images are drawn over and, for a video, its stored key frames. */
async function summaryFramesOf(
  record: AssetRecord | undefined,
  kind: 'video' | 'image',
  maps: number,
  log: Log,
): Promise<{ frames: Frame[]; keyFrames: KeyFrames }> {
  const none: KeyFrames = { prefix: '', count: 0 };
  if (!record) return { frames: [], keyFrames: none };
  if (kind !== 'video') return { frames: await framesOf(record, log), keyFrames: none };
  const keyFrames = await storedKeyFrames(record, log);
  const frame = await keyFrameAt(keyFrames, summarySecondOf(kind, maps));
  return { frames: frame ? [frame] : [], keyFrames };
}

function publishedRunOf(
  analysis: Analysis,
  run: {
    runId: string;
    reason: AnalysisRunReason;
    final: boolean;
    prefix: string;
    publishedAt: string;
    partials: string | undefined;
  },
  input: RunInput,
): PublishedRun {
  return {
    ...(run.partials ? { partials: run.partials } : {}),
    runId: run.runId,
    reason: run.reason,
    partial: !run.final,
    respondents: { n: input.completes, target: input.analysisProject.targetRespondents },
    generatedAt: analysis.generatedAt,
    publishedAt: run.publishedAt,
    jsonVersion: JSON_VERSION,
    simulated: analysis.respondents.simulated,
    prefix: run.prefix,
    fingerprint: input.fingerprint,
    csv: true,
    assets: analysis.assets.map((asset) => ({
      assetId: asset.assetId,
      name: asset.name,
      kind: asset.data_type,
      seconds: asset.timeline_images.length,
    })),
  };
}

/** A closed project's norm summary, stored for its country's norms: the country to refresh, or null. */
async function saveNormSummary(
  analysis: Analysis,
  project: ProjectRecord,
  analysisProject: AnalysisProject,
  closedAt: Date,
): Promise<string | null> {
  const scope = {
    country: analysisProject.country,
    category: analysisProject.category,
    viewer: project.viewer,
  };
  const summary = normSummaryOf(analysis, { ...scope, closedAt: closedAt.toISOString() });
  if (!summary) return null;
  await saveNormInput({ ...summary, simulated: analysis.dataSource !== 'measured' });
  return summary.country;
}

async function analyseAndPublish(
  project: ProjectRecord,
  runId: string,
  request: RunRequest,
  final: boolean,
  source: SessionSource,
  now: () => number,
  log: Log,
): Promise<RunOutcome> {
  const { clientId, projectId } = project;
  const closedAt = new Date(
    final ? (project.closed ?? request.closedAt ?? new Date(now()).toISOString()) : now(),
  );
  const input = await readRunInput(project, final, source);
  const { completes } = input;
  const outcome = (status: RunOutcome['status'], refreshNormsOf: string | null = null): RunOutcome => ({
    runId,
    status,
    partial: !final,
    respondents: { n: completes, target: input.analysisProject.targetRespondents },
    refreshNormsOf,
  });

  const state = await readRunState(clientId, projectId, true);
  if (state.current?.fingerprint === input.fingerprint) {
    await releaseRunSlot(clientId, projectId, runId, completes);
    if (!final) return outcome('unchanged');
    await recordProjectAnalysis(clientId, projectId, referenceOf(state.current), closedAt);
    return outcome('unchanged');
  }

  // A live run starts from the last live run's partial state and keeps its own for the next one.
  // The final run reads every session (the file a client keeps is made from the samples, whatever
  // state a live run left) and keeps none.
  const engineKey = partialEngineKey(input.analysisAssets);
  const previousKey = state.current?.partials;
  const previous = final ? undefined : await previousPartials(previousKey, engineKey, log);
  const { engine, read } = await feedEngine(input, final, previous);
  log('Sessions read', { read, fromPartialState: input.sessions.summaries.length - read });
  const partials = final ? undefined : await savePartials(project, input, engine, engineKey);
  const dropOurPartials = async () => {
    if (partials && partials !== previousKey) await deletePartialState(partials);
  };

  let published: PublishedRun;
  let analysis: Analysis;
  try {
    const run = engine.finish(input.norms);
    analysis = run.analysis;
    analysis.generatedAt = final ? closedAt.toISOString() : input.newest || closedAt.toISOString();
    const prefix = runPrefix(clientId, projectId, runId);
    await uploadRun(run, input.assets, prefix, log);
    killPoint('analysed-before-publish');

    published = publishedRunOf(
      analysis,
      { runId, reason: request.reason, final, prefix, publishedAt: new Date(now()).toISOString(), partials },
      input,
    );
    if (!(await publishRun(clientId, projectId, published, state.current?.runId ?? null, completes))) {
      // The lease ran out and another run took the slot: that run publishes, this one leaves nothing.
      await storage().deletePrefix('results', prefix);
      await dropOurPartials();
      return outcome('busy');
    }
  } catch (error) {
    await dropOurPartials().catch((cleanup: unknown) => log('The partial state was not removed', cleanup));
    throw error;
  }
  if (previousKey && previousKey !== partials) {
    await deletePartialState(previousKey).catch((error: unknown) =>
      log('An old partial state was not removed', error),
    );
  }
  const stale = state.previousRunId;
  if (stale && stale !== runId && stale !== state.current?.runId) {
    await storage()
      .deletePrefix('results', runPrefix(clientId, projectId, stale))
      .catch((error: unknown) => log('An old run folder was not removed', error));
  }

  await recordProjectAnalysis(clientId, projectId, referenceOf(published), final ? closedAt : undefined);
  if (!final) return outcome('published');
  return outcome('published', await saveNormSummary(analysis, project, input.analysisProject, closedAt));
}

function referenceOf(run: PublishedRun) {
  return {
    runId: run.runId,
    jsonVersion: run.jsonVersion,
    partial: run.partial,
    n: run.respondents.n,
    target: run.respondents.target,
    generatedAt: run.generatedAt,
    ...(run.simulated ? { simulated: run.simulated } : {}),
  };
}

/** At most `size` uploads in flight; the first failure fails the run. */
class UploadPool {
  private readonly running = new Set<Promise<void>>();
  private failure: unknown;

  constructor(private readonly size: number) {}

  async add(upload: () => Promise<void>): Promise<void> {
    if (this.failure) throw this.failure;
    const task = upload().catch((error: unknown) => {
      this.failure ??= error;
    });
    const tracked = task.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    if (this.running.size >= this.size) await Promise.race(this.running);
  }

  async drain(): Promise<void> {
    await Promise.all(this.running);
    if (this.failure) throw this.failure;
  }
}
