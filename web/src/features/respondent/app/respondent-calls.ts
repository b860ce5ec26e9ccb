import { stimulusOrder, type TestDefinition } from '@adpulse/shared/fieldwork/index';
import { fieldworkApi } from '../../../api/fieldwork.ts';
import type { ProgressStorage } from './flow-progress.ts';

type Api = typeof fieldworkApi;
type Call<K extends keyof Api> = (input: Parameters<Api[K]>[0]) => ReturnType<Api[K]>;
type Name =
  | 'startSession'
  | 'saveCalibration'
  | 'saveEndValidation'
  | 'postSignals'
  | 'saveAnswers'
  | 'completeSession';

/**
 * The respondent calls a test makes, and where it keeps its place: the server's (a real test)
 * or the device's own (a preview, which sends nothing).
 */
export type RespondentCalls = { [K in Name]: Call<K> } & {
  /** Where the place reached is kept; null: the browser's storage. */
  storage: ProgressStorage | null;
};

export const LIVE_CALLS: RespondentCalls = {
  startSession: (input) => fieldworkApi.startSession(input),
  saveCalibration: (input) => fieldworkApi.saveCalibration(input),
  saveEndValidation: (input) => fieldworkApi.saveEndValidation(input),
  postSignals: (input) => fieldworkApi.postSignals(input),
  saveAnswers: (input) => fieldworkApi.saveAnswers(input),
  completeSession: (input) => fieldworkApi.completeSession(input),
  storage: null,
};

/** A place kept in memory only: a preview reloaded starts again. */
function memoryStorage(): ProgressStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * A preview's calls: the session, its calibration, signals and answers stay on this device and
 * are dropped, so a preview is never counted nor analysed; the end goes to `endUrl`. The
 * stimulus order is the rule's, as a respondent would get it.
 */
export function previewCalls(definition: TestDefinition, endUrl: string): RespondentCalls {
  return {
    startSession: async () => {
      const sessionId = `preview-${Math.random().toString(36).slice(2, 10)}`;
      const order = stimulusOrder(definition.stimuli, definition.orderRule, sessionId);
      return { sessionId, stimuli: order.map((stimulus) => stimulus.stimulusId) };
    },
    saveCalibration: async () => undefined,
    saveEndValidation: async () => undefined,
    postSignals: async ({ body }) => ({ accepted: body.samples.length, duplicate: false }),
    saveAnswers: async () => undefined,
    completeSession: async () => ({ outcome: 'complete', redirect: endUrl }),
    storage: memoryStorage(),
  };
}
