import { describe, expect, it } from 'vitest';
import type { RespondentSession } from '@adpulse/shared/fieldwork/index';
import {
  defaultImageModel,
  defaultVideoModel,
  simulateSessions,
  DEFAULT_POPULATION,
} from '../../fieldwork/index.ts';
import { ProjectAnalysis } from '../engine/analyse.ts';
import { assetOf, projectOf } from '../engine/test-support/fixtures.ts';
import type { AnalysisOptions } from '../engine/types.ts';
import {
  decodePartialState,
  encodePartialState,
  partialEngineKey,
  partialStateName,
  type CoveredSession,
} from './partial-state.ts';

const stimuli = [defaultVideoModel('video-1', 12), defaultImageModel('image-1')];
const questions = [
  {
    questionId: 'q1',
    type: 'singleChoice' as const,
    text: 'Which one?',
    answers: { answerList: ['red', 'blue'], randomOrder: false },
  },
];
const { sessions } = simulateSessions(
  {
    projectId: 'project-1',
    stimuli,
    orderRule: 'random',
    questions,
    population: DEFAULT_POPULATION,
    seed: 3,
  },
  60,
);
const assets = stimuli.map((stimulus) => assetOf(stimulus));
const options: AnalysisOptions = {
  replicates: 100,
  curveReplicates: 20,
  now: new Date('2026-11-29T00:00:00Z'),
};
const engineKey = partialEngineKey(assets);
const newEngine = () => new ProjectAnalysis(projectOf(questions, 60), assets, options);

const fileOf = (engine: ProjectAnalysis) => JSON.stringify(engine.finish(null).analysis);

/** The partial state of an engine fed with `fed`, as stored and read back. */
function storedState(fed: readonly RespondentSession[]): Map<string, CoveredSession> {
  const engine = newEngine();
  for (const session of fed) engine.add(session);
  const covered = [...engine.partials()].map((partial) => ({
    completedAt: fed.find((session) => session.sessionId === partial.sessionId)?.completedAt ?? null,
    partial,
  }));
  const state = decodePartialState(encodePartialState(engineKey, covered), engineKey);
  if (!state) throw new Error('not read back');
  return state;
}

describe("a live run's partial state", () => {
  it('gives the same file as reading every session: earlier sessions from the state, new ones read, in the listing order', () => {
    const full = newEngine();
    for (const session of sessions) full.add(session);
    const expected = fileOf(full);

    // New sessions sit among the earlier ones in the listing (it is by entry, not by completion).
    const isNew = (index: number) => (index >= 10 && index < 20) || index >= 52;
    const state = storedState(sessions.filter((_, index) => !isNew(index)));
    const counted = sessions.filter((session) => session.status === 'complete' && session.webcam).length;
    expect(counted).toBeGreaterThan(30);
    expect(state.size).toBeGreaterThan(30);

    const incremental = newEngine();
    let read = 0;
    for (const session of sessions) {
      const covered = state.get(session.sessionId);
      if (covered) incremental.addPartial(covered.partial);
      else {
        read += 1;
        incremental.add(session);
      }
    }
    expect(read).toBe(sessions.length - state.size);
    expect(fileOf(incremental)).toBe(expected);
  });

  it('keeps NaN spans, gaze bits and answers exactly, and is refused under another engine key', () => {
    const state = storedState(sessions.slice(0, 20));
    const rows = [...state.values()].flatMap((covered) => covered.partial.rows.filter((row) => row !== null));
    expect(rows.some((row) => Number.isNaN(row.span))).toBe(true);
    expect(rows.some((row) => row.gaze.x.length > 0)).toBe(true);
    const engine = newEngine();
    for (const session of sessions.slice(0, 20)) engine.add(session);
    const direct = [...engine.partials()];
    expect(direct.map((partial) => partial.sessionId)).toEqual([...state.keys()]);
    for (const partial of direct) expect(state.get(partial.sessionId)?.partial).toEqual(partial);

    const bytes = encodePartialState(engineKey, state.values());
    const otherAssets = assets.map((asset) => ({ ...asset, duration: asset.duration + 1 }));
    expect(decodePartialState(bytes, partialEngineKey(otherAssets))).toBeUndefined();
    expect(() => decodePartialState(bytes.subarray(0, bytes.length - 4), engineKey)).toThrow();
  });

  it('is named by its engine key and the sessions it covers', () => {
    const a = [{ sessionId: 's1', completedAt: '2026-11-29T10:00:00Z' }];
    expect(partialStateName(engineKey, a)).toBe(partialStateName(engineKey, [...a]));
    expect(partialStateName(engineKey, a)).not.toBe(
      partialStateName(engineKey, [{ sessionId: 's1', completedAt: '2026-11-29T10:00:01Z' }]),
    );
    expect(partialStateName(engineKey, a)).not.toBe(partialStateName(partialEngineKey([]), a));
  });
});
