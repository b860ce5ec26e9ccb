import { describe, expect, it } from 'vitest';
import { EVOKED_EMOTIONS } from './constants.ts';
import { answerOrder, evokedOrder, orderRuleOf, seededRandom, stimulusOrder } from './order.ts';

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

  it('shows the evoked emotions in an order of the respondent and the ad, each emotion as often first', () => {
    expect(evokedOrder('session-1', 'ad-a')).toEqual(evokedOrder('session-1', 'ad-a'));
    expect([...evokedOrder('session-1', 'ad-a')].sort()).toEqual([...EVOKED_EMOTIONS].sort());
    const firsts = new Map<string, number>();
    const sameForBothAds = Array.from({ length: 4000 }, (_, index) => {
      const order = evokedOrder(`session-${index}`, 'ad-a');
      firsts.set(order[0] ?? '', (firsts.get(order[0] ?? '') ?? 0) + 1);
      return order.join() === evokedOrder(`session-${index}`, 'ad-b').join();
    });
    // 500 expected first places each; a fixed order (amusement always first) fails here.
    for (const emotion of EVOKED_EMOTIONS) expect(firsts.get(emotion)).toBeGreaterThan(400);
    expect(sameForBothAds.filter(Boolean).length).toBeLessThan(10);
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
