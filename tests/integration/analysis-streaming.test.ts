import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RespondentSession, Sample } from '@adpulse/shared/fieldwork/index';
import { analyseProject } from '../../functions/src/analysis/engine/analyse.ts';
import { SEED_NORMS } from '../../functions/src/analysis/engine/norms/seed.ts';
import { fieldworkSessionSource } from '../../functions/src/analysis/runtime/fieldwork-sessions.ts';
import { runProjectAnalysis } from '../../functions/src/analysis/runtime/run.ts';
import { analysisAssetOf, analysisProjectOf } from '../../functions/src/analysis/runtime/stimuli.ts';
import { readyAssets } from '../../functions/src/assets/index.ts';
import { storedBatches } from '../../functions/src/fieldwork/data/batches.ts';
import { respondentSessionKey, sessionSamplesKey } from '../../functions/src/fieldwork/data/keys.ts';
import { projectSessionRecords } from '../../functions/src/fieldwork/data/project-sessions.ts';
import { readBatchSamples } from '../../functions/src/fieldwork/data/samples.ts';
import {
  readProjectSessions,
  sendSimulatedRespondents,
  sessionsForAnalysis,
} from '../../functions/src/fieldwork/index.ts';
import { dynamoClient, tableName } from '../../functions/src/platform/aws.ts';
import { storage, type StoredObject } from '../../functions/src/platform/storage.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { forgetCurrentRun } from './analysis-fixtures.ts';
import { launchedProject } from './fieldwork-fixtures.ts';

/**
 * Issue 24, "one compact object per session": a complete's signal batches are merged into one
 * object by the first analysis run that reads the session (not in the respondent's complete
 * call, a hot path); a run lists the sessions from DynamoDB, says "nothing changed" before any
 * download, and reads one object per session once compacted, streamed into the engine; a session
 * whose compact object is gone is compacted again by the run that reads it. The engine gets the
 * same samples as from the batches, so its file is the same.
 */
let owner: SignedIn;
let projectId: string;

beforeAll(async () => {
  owner = await registeredUser('streaming');
  projectId = (await launchedProject(owner)).projectId;
  const wave = await sendSimulatedRespondents(owner.clientId, projectId, 0, 30);
  expect(wave.completes).toBeGreaterThan(15);
}, 180_000);

afterEach(() => vi.restoreAllMocks());

/** Every S3 GET and HEAD of the samples bucket while `work` runs. */
async function samplesReads<T>(
  work: () => Promise<T>,
): Promise<{ result: T; gets: string[]; heads: number }> {
  const gets: string[] = [];
  let heads = 0;
  const store = storage();
  const get = store.get.bind(store);
  const sizeOf = store.sizeOf.bind(store);
  vi.spyOn(store, 'get').mockImplementation((object: StoredObject) => {
    if (object.bucket === 'samples') gets.push(object.key);
    return get(object);
  });
  vi.spyOn(store, 'sizeOf').mockImplementation((object: StoredObject) => {
    if (object.bucket === 'samples') heads += 1;
    return sizeOf(object);
  });
  try {
    return { result: await work(), gets, heads };
  } finally {
    vi.restoreAllMocks();
  }
}

/** The samples as the analysis read them before compaction: each stored batch, in seq order, then sorted by time. */
async function samplesFromBatches(session: RespondentSession): Promise<Record<string, Sample[]>> {
  const samples: Record<string, Sample[]> = Object.fromEntries(session.stimuli.map((id) => [id, []]));
  for (const batch of await storedBatches(session.sessionId)) {
    for (const sample of await readBatchSamples(batch.key)) samples[sample.stimulusId]?.push(sample);
  }
  for (const list of Object.values(samples)) list.sort((a, b) => a.t - b.t);
  return samples;
}

const completesWithSamples = async () =>
  (await projectSessionRecords(owner.clientId, projectId)).filter(
    (record) => record.status === 'complete' && record.webcam && record.batches > 0,
  );

const run = () =>
  runProjectAnalysis(
    { clientId: owner.clientId, projectId, reason: 'live' },
    { sessions: fieldworkSessionSource() },
  );

/** A session as stored before compaction existed: no compact object, nothing in its summary. */
async function uncompact(sessionId: string, key: string): Promise<void> {
  await storage().delete({ bucket: 'samples', key });
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: respondentSessionKey(sessionId),
      UpdateExpression: 'REMOVE samplesObject',
    }),
  );
}

describe('one compact object per session', () => {
  it('is not written by the complete call; the first run that reads a complete writes it, holding exactly its batches', async () => {
    const records = await completesWithSamples();
    expect(records.length).toBeGreaterThan(15);
    expect(records.filter((record) => record.samplesObject)).toEqual([]);
    const batchKeys = new Map<string, string[]>();
    for (const record of records)
      batchKeys.set(
        record.sessionId,
        (await storedBatches(record.sessionId)).map((batch) => batch.key),
      );

    // The run reads each analysed complete's batches once, and no compact object (there is none).
    const analysed = new Set(
      (await sessionsForAnalysis(owner.clientId, projectId, ['complete'])).summaries.map((s) => s.sessionId),
    );
    const first = await samplesReads(run);
    expect(first.result.status).toBe('published');
    expect([...first.gets].sort()).toEqual(
      records
        .filter((record) => analysed.has(record.sessionId))
        .flatMap((record) => batchKeys.get(record.sessionId) ?? [])
        .sort(),
    );
    for (const record of await completesWithSamples()) {
      if (!analysed.has(record.sessionId)) continue;
      expect(record.samplesObject).toBe(sessionSamplesKey(owner.clientId, projectId, record.sessionId));
    }

    const sessions = await readProjectSessions(owner.clientId, projectId, { statuses: ['complete'] });
    let samples = 0;
    for (const session of sessions) {
      const fromBatches = await samplesFromBatches(session);
      expect(session.samples).toEqual(fromBatches);
      samples += Object.values(fromBatches).reduce((sum, list) => sum + list.length, 0);
    }
    expect(samples).toBeGreaterThan(1000);
    expect((await completesWithSamples()).filter((record) => !record.samplesObject)).toEqual([]);

    // The engine's file is byte-equal whichever way the samples were read.
    const project = await findProject(owner.clientId, projectId);
    const assets = await readyAssets(owner.clientId, projectId);
    if (!project) throw new Error('no project');
    const analyse = (input: RespondentSession[]) =>
      JSON.stringify(
        analyseProject({
          project: analysisProjectOf(project, assets),
          assets: assets.map(analysisAssetOf),
          sessions: input,
          norms: SEED_NORMS,
          options: { seed: 11, replicates: 200, now: new Date(Date.UTC(2026, 10, 29)) },
        }).analysis,
      );
    const fromBatches = await Promise.all(
      sessions.map(async (session) => ({ ...session, samples: await samplesFromBatches(session) })),
    );
    expect(analyse(sessions)).toBe(analyse(fromBatches));
  }, 120_000);

  it('is read once per session by a run, and not at all when nothing changed', async () => {
    // The sessions the run analyses: completes without the speeders.
    const analysed = new Set(
      (await sessionsForAnalysis(owner.clientId, projectId, ['complete'])).summaries.map((s) => s.sessionId),
    );
    const records = (await completesWithSamples()).filter((record) => analysed.has(record.sessionId));
    await forgetCurrentRun(owner.clientId, projectId);
    const first = await samplesReads(run);
    expect(first.result.status).toBe('published');
    console.info(
      `S3 GETs of samples: ${first.gets.length} for ${analysed.size} sessions analysed, ${records.length} with samples`,
    );
    expect(first.heads).toBe(0);
    expect([...first.gets].sort()).toEqual(records.map((record) => record.samplesObject).sort());

    const again = await samplesReads(run);
    expect(again.result.status).toBe('unchanged');
    expect(again.gets).toEqual([]);
  }, 120_000);

  it('compacts again, when a run reads it, a complete whose compact object is gone', async () => {
    const [old] = await completesWithSamples();
    if (!old?.samplesObject) throw new Error('no compacted session');
    const expected = (await readProjectSessions(owner.clientId, projectId)).find(
      (session) => session.sessionId === old.sessionId,
    );
    await uncompact(old.sessionId, old.samplesObject);
    const batches = (await storedBatches(old.sessionId)).length;

    // The run (made to read every session again) reads its batches once, then writes the compact object.
    await forgetCurrentRun(owner.clientId, projectId);
    const first = await samplesReads(run);
    expect(first.result.status).toBe('published');
    expect(first.gets.filter((key) => key !== old.samplesObject && key.includes(old.sessionId))).toHaveLength(
      batches,
    );
    const compacted = (await projectSessionRecords(owner.clientId, projectId)).find(
      (record) => record.sessionId === old.sessionId,
    );
    expect(compacted?.samplesObject).toBe(old.samplesObject);
    const read = await samplesReads(() => readProjectSessions(owner.clientId, projectId));
    expect(read.result.find((session) => session.sessionId === old.sessionId)).toEqual(expected);
    expect(read.gets.filter((key) => key.includes(old.sessionId))).toEqual([old.samplesObject]);
  }, 120_000);
});
