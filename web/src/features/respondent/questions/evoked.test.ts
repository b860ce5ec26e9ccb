import { describe, expect, it } from 'vitest';
import { evokedAnswerSchema } from '../../../../../shared/src/fieldwork/index.ts';
import { EVOKED_INTENSITIES, evokedAnswers, evokedComplete } from './evoked.ts';

describe('evoked-emotion answers', () => {
  it('one contract answer per emotion felt, in the catalogue order', () => {
    const answers = evokedAnswers('ad-a', { sadness: 2, amusement: 5 });
    expect(answers).toEqual([
      { stimulusId: 'ad-a', emotion: 'amusement', intensity: 5 },
      { stimulusId: 'ad-a', emotion: 'sadness', intensity: 2 },
    ]);
    expect(answers.every((answer) => evokedAnswerSchema.safeParse(answer).success)).toBe(true);
  });

  it('no emotion felt is an empty answer', () => {
    expect(evokedAnswers('ad-a', {})).toEqual([]);
  });

  it('refuses an intensity off the 1 to 5 scale', () => {
    expect(EVOKED_INTENSITIES).toEqual([1, 2, 3, 4, 5]);
    expect(() => evokedAnswers('ad-a', { awe: 6 })).toThrow(RangeError);
    expect(() => evokedAnswers('ad-a', { awe: 0 })).toThrow(RangeError);
  });

  it('is complete when each chosen emotion has an intensity', () => {
    expect(evokedComplete(['awe', 'fear'], { awe: 3 })).toBe(false);
    expect(evokedComplete(['awe', 'fear'], { awe: 3, fear: 1 })).toBe(true);
    expect(evokedComplete([], {})).toBe(true);
  });
});
