import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleSchema, type Sample } from '@adpulse/shared/fieldwork/index';
import { readProjectSessions } from '../../functions/src/fieldwork/index.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  launchedProject,
  samplesOf,
  sendSignals,
  startedSession,
  type LaunchedProject,
} from './fieldwork-fixtures.ts';

/**
 * Issue 20, "validate samples once, at the edge": a sample is validated (and made into a Sample)
 * by the signals route's contract, stored as it is, and read by the analysis in the stored shape,
 * neither validated nor copied again. The test counts, per sample sent, the runs of the sample
 * schema (every zod parse of a Sample, wherever it happens) and whether the samples the analysis
 * receives are the objects decoded from the stored batch or copies made after it.
 */
let owner: SignedIn;
let project: LaunchedProject;

beforeAll(async () => {
  owner = await registeredUser('sample-once');
  project = await launchedProject(owner);
}, 120_000);

/** Counts the sample schema's runs (an array of samples runs its element once per sample). */
function countSampleParses(): { runs: () => number; restore: () => void } {
  const internals = (sampleSchema as unknown as { _zod: { run: (...args: unknown[]) => unknown } })._zod;
  const original = internals.run;
  let runs = 0;
  internals.run = (...args: unknown[]) => {
    runs += 1;
    return original(...args);
  };
  return { runs: () => runs, restore: () => void (internals.run = original) };
}

/** The objects JSON.parse made during `read`: the decoded stored shape. */
function decodedObjects(): { has: (value: object) => boolean; restore: () => void } {
  const made = new WeakSet<object>();
  const parse = JSON.parse;
  const spy = vi
    .spyOn(JSON, 'parse')
    .mockImplementation((text: string, reviver?: Parameters<typeof parse>[1]) => {
      const value: unknown = parse(text, reviver);
      if (Array.isArray(value))
        for (const item of value) if (item && typeof item === 'object') made.add(item);
      return value;
    });
  return { has: (value) => made.has(value), restore: () => spy.mockRestore() };
}

afterEach(() => vi.restoreAllMocks());

describe('a sample on the analysis path', () => {
  it('is validated once, at the signals route, and read by the analysis as stored (no second parse, no copy)', async () => {
    const { sessionId, stimuli } = await startedSession(project.directTestId);
    const first = stimuli[0] as string;
    const sent: Sample[] = [...samplesOf(first, 0, 20), ...samplesOf(first, 2, 20)];

    const atEdge = countSampleParses();
    try {
      const stored = await sendSignals(sessionId, 0, sent.slice(0, 20));
      expect(stored.status, JSON.stringify(stored.body)).toBe(202);
      expect((await sendSignals(sessionId, 1, sent.slice(20))).status).toBe(202);
    } finally {
      atEdge.restore();
    }

    const atAnalysis = countSampleParses();
    const decoded = decodedObjects();
    let received: Sample[];
    try {
      const sessions = await readProjectSessions(owner.clientId, project.projectId);
      received = sessions.find((session) => session.sessionId === sessionId)?.samples[first] ?? [];
    } finally {
      atAnalysis.restore();
      decoded.restore();
    }
    expect(received).toEqual(sent);

    // A conversion makes new Sample objects of a sample's data: the route's parse of the body, and
    // any parse or copy after the stored batch is decoded (decoding the stored JSON is the read).
    const copied = received.filter((sample) => !decoded.has(sample)).length;
    const perSample = {
      validations: (atEdge.runs() + atAnalysis.runs()) / sent.length,
      conversions: (atEdge.runs() + copied) / sent.length,
      validatedOnRead: atAnalysis.runs() / sent.length,
    };
    console.info('per sample:', perSample);
    expect(perSample).toEqual({ validations: 1, conversions: 1, validatedOnRead: 0 });
  });
});
