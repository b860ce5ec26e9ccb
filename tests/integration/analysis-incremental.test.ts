import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_FILE } from '../../functions/src/analysis/data/keys.ts';
import { readRunState } from '../../functions/src/analysis/data/run-state.ts';
import { fieldworkSessionSource } from '../../functions/src/analysis/runtime/fieldwork-sessions.ts';
import { runProjectAnalysis } from '../../functions/src/analysis/runtime/run.ts';
import { storedBatches } from '../../functions/src/fieldwork/data/batches.ts';
import { projectSessionRecords } from '../../functions/src/fieldwork/data/project-sessions.ts';
import type { RespondentSessionRecord } from '../../functions/src/fieldwork/data/records.ts';
import { sendSimulatedRespondents, sessionsForAnalysis } from '../../functions/src/fieldwork/index.ts';
import { storage, type StoredObject } from '../../functions/src/platform/storage.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { forgetCurrentRun } from './analysis-fixtures.ts';
import { launchedProject } from './fieldwork-fixtures.ts';

/**
 * Issue 24, "incremental live analysis": a live run keeps each analysed session's partial state
 * (what the engine holds of it once its samples are read) in one object keyed by the sessions it
 * covers; the next live run reads only the sessions that are new since, and its file is
 * byte-equal to the file of a run that reads every session again.
 */
const NEW_COMPLETES = 10;
let owner: SignedIn;
let projectId: string;

beforeAll(async () => {
  owner = await registeredUser('incremental');
  projectId = (await launchedProject(owner)).projectId;
  const wave = await sendSimulatedRespondents(owner.clientId, projectId, 0, 30);
  expect(wave.completes).toBeGreaterThan(15);
}, 180_000);

afterEach(() => vi.restoreAllMocks());

/** Every S3 GET of the samples bucket while `work` runs. */
async function sampleGets<T>(work: () => Promise<T>): Promise<{ result: T; gets: string[] }> {
  const gets: string[] = [];
  const store = storage();
  const get = store.get.bind(store);
  vi.spyOn(store, 'get').mockImplementation((object: StoredObject) => {
    if (object.bucket === 'samples') gets.push(object.key);
    return get(object);
  });
  try {
    return { result: await work(), gets };
  } finally {
    vi.restoreAllMocks();
  }
}

const run = () =>
  runProjectAnalysis(
    { clientId: owner.clientId, projectId, reason: 'live' },
    { sessions: fieldworkSessionSource() },
  );

const analysedSessions = async () =>
  new Set(
    (await sessionsForAnalysis(owner.clientId, projectId, ['complete'])).summaries.map(
      (summary) => summary.sessionId,
    ),
  );

/** Those of these sessions with samples. */
async function withSamples(sessionIds: ReadonlySet<string>): Promise<RespondentSessionRecord[]> {
  const records = await projectSessionRecords(owner.clientId, projectId);
  return records.filter((record) => sessionIds.has(record.sessionId) && record.webcam && record.batches > 0);
}

/** The compact objects of these sessions (a run's one GET per session with samples, once compacted). */
async function sessionObjects(sessionIds: ReadonlySet<string>): Promise<string[]> {
  return (await withSamples(sessionIds))
    .map((record) => record.samplesObject ?? `no compact object: ${record.sessionId}`)
    .sort();
}

/** What the first run that reads these sessions GETs: each one's batches (it compacts them then). */
async function batchObjects(sessionIds: ReadonlySet<string>): Promise<string[]> {
  const keys = await Promise.all(
    (await withSamples(sessionIds)).map(async (record) =>
      (await storedBatches(record.sessionId)).map((batch) => batch.key),
    ),
  );
  return keys.flat().sort();
}

/** The current file's bytes. */
async function currentFile(): Promise<string> {
  const state = await readRunState(owner.clientId, projectId, true);
  if (!state.current) throw new Error('no published run');
  const bytes = await storage().get({ bucket: 'results', key: `${state.current.prefix}${ANALYSIS_FILE}` });
  if (!bytes) throw new Error('no analysis file');
  return bytes.toString('utf8');
}

/**
 * Simulated respondents, one at a time, until `count` more analysed sessions with samples exist
 * (speeders and quality ends are not analysed; a respondent without the webcam has no samples).
 */
async function moreAnalysed(before: ReadonlySet<string>, count: number, next: number): Promise<Set<string>> {
  for (let index = next; index <= next + 3 * count; index += 1) {
    const added = new Set([...(await analysedSessions())].filter((sessionId) => !before.has(sessionId)));
    if ((await withSamples(added)).length >= count) return added;
    await sendSimulatedRespondents(owner.clientId, projectId, index, 1);
  }
  throw new Error('too few new completes');
}

describe('the incremental live run', () => {
  it(`reads only the ${NEW_COMPLETES} sessions completed since the last run, and its file equals a full run's`, async () => {
    const first = await run();
    expect(first.status).toBe('published');
    const covered = await analysedSessions();
    expect(covered.size).toBeGreaterThan(15);

    const added = await moreAnalysed(covered, NEW_COMPLETES, 30);
    const now = await analysedSessions();
    expect(await withSamples(added)).toHaveLength(NEW_COMPLETES);
    // The new completes are not compacted yet (the complete call does not): the run reads their
    // batches, once, and compacts them.
    const expectedReads = await batchObjects(added);
    const stateKey = (await readRunState(owner.clientId, projectId, true)).current?.partials;
    expect(stateKey).toBeDefined();

    const live = await sampleGets(run);
    expect(live.result.status).toBe('published');
    const sessionReads = live.gets.filter((key) => key !== stateKey).sort();
    console.info(
      `live run after ${NEW_COMPLETES} new completes: ${sessionReads.length} GETs of the new sessions' batches, of ${now.size} sessions analysed, ${live.gets.length - sessionReads.length} other samples-bucket GETs`,
    );
    expect(sessionReads).toEqual(expectedReads);
    expect((await sessionObjects(added)).filter((key) => key.startsWith('no compact object'))).toEqual([]);
    // The previous run's partial state: one object.
    expect(live.gets.length - sessionReads.length).toBe(1);
    const incremental = await currentFile();

    // The same input read whole: without the partial state, and with the fingerprint forgotten
    // (else the run would answer "unchanged"), the run reads every session again.
    await forgetCurrentRun(owner.clientId, projectId);
    const full = await sampleGets(run);
    expect(full.result.status).toBe('published');
    expect(full.gets.filter((key) => key.endsWith('/session.json')).sort()).toEqual(
      await sessionObjects(now),
    );
    expect(await currentFile()).toBe(incremental);
  }, 240_000);
});
