import type { ProjectType } from '../projects/constants.ts';
import { EVOKED_EMOTIONS, type EvokedEmotion, type OrderRule } from './constants.ts';

/** The order rule of each project type (see ORDER_RULES). */
export function orderRuleOf(type: ProjectType): OrderRule {
  switch (type) {
    case 'discover':
    case 'predict':
      return 'single';
    case 'sequential':
    case 'researchonly':
      return 'fixed';
    case 'abtest':
    case 'custom':
      return 'random';
  }
}

/**
 * The stimuli one respondent sees, in order. `random` draws a permutation from `seed` (a value
 * per respondent, so a reload shows the same order) with a Fisher-Yates shuffle.
 */
export function stimulusOrder<T>(stimuli: readonly T[], rule: OrderRule, seed: string): T[] {
  if (rule === 'single') return stimuli.slice(0, 1);
  if (rule === 'fixed') return [...stimuli];
  const next = seededRandom(seed);
  const order = [...stimuli];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const pick = Math.floor(next() * (index + 1));
    [order[index], order[pick]] = [order[pick] as T, order[index] as T];
  }
  return order;
}

/** Answer order of a question with random order set: drawn per respondent like stimuli. */
export function answerOrder(answers: readonly string[], randomOrder: boolean, seed: string): string[] {
  return randomOrder ? stimulusOrder(answers, 'random', seed) : [...answers];
}

/**
 * The evoked-emotion list one respondent sees after one stimulus: shuffled per respondent and
 * stimulus, so that no emotion gains from being read first (methodology, "Evoked emotions"), and
 * the same after a reload. The order shown is recorded with the answers.
 */
export function evokedOrder(sessionId: string, stimulusId: string): EvokedEmotion[] {
  return stimulusOrder(EVOKED_EMOTIONS, 'random', `${sessionId}:evoked:${stimulusId}`);
}

/** mulberry32 seeded by a 32-bit FNV-1a hash of the text: small, fast, and the same in every runtime. */
export function seededRandom(seed: string): () => number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
