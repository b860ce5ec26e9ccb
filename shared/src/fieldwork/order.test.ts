import { describe, expect, it } from 'vitest';
import { answerOrder, orderRuleOf, seededRandom, stimulusOrder } from './order.ts';

describe('stimulus order', () => {
  const stimuli = ['a', 'b', 'c'];

  it('follows the rule of each project type', () => {
    expect(orderRuleOf('discover')).toBe('single');
    expect(orderRuleOf('abtest')).toBe('random');
    expect(orderRuleOf('sequential')).toBe('fixed');
  });

  it('keeps the upload order for fixed and the first stimulus for single', () => {
    expect(stimulusOrder(stimuli, 'fixed', 's1')).toEqual(stimuli);
    expect(stimulusOrder(stimuli, 'single', 's1')).toEqual(['a']);
  });

  it('draws the same permutation for the same respondent and balances first positions', () => {
    expect(stimulusOrder(stimuli, 'random', 'session-7')).toEqual(
      stimulusOrder(stimuli, 'random', 'session-7'),
    );
    const first = new Map<string, number>();
    for (let index = 0; index < 3000; index += 1) {
      const head = stimulusOrder(stimuli, 'random', `session-${index}`)[0] ?? '';
      first.set(head, (first.get(head) ?? 0) + 1);
    }
    for (const stimulus of stimuli) expect(first.get(stimulus)).toBeGreaterThan(900);
  });

  it('shuffles answers only where the question says so', () => {
    const answers = ['yes', 'no', 'maybe', 'never'];
    expect(answerOrder(answers, false, 'x')).toEqual(answers);
    expect([...answerOrder(answers, true, 'x')].sort()).toEqual([...answers].sort());
  });

  it('draws uniform numbers in [0, 1)', () => {
    const next = seededRandom('seed');
    const values = Array.from({ length: 10_000 }, next);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((sum, value) => sum + value, 0) / values.length).toBeCloseTo(0.5, 1);
  });
});
