import { describe, expect, it } from 'vitest';
import type { Estimate } from '@adpulse/shared/analysis/index';
import { DEFAULT_POPULATION, defaultImageModel } from '../../fieldwork/index.ts';
import { simulateAndAnalyse } from './test-support/fixtures.ts';

/**
 * Coverage and width of clarity's 95% interval (issue 25; docs/methodology.md, "Clarity's interval").
 * The simulator has no closed-form clarity, so the population value is the clarity of one large
 * fieldwork of the same image (1,500 respondents, about 900 with gaze: its own error is a fifth of
 * a small fieldwork's). Then 40 independent fieldworks of 50 respondents (about 32 with gaze, just
 * above the reference sample of 30), measured through the measurement layer, must cover it at least
 * 37 times, and the intervals' half-width / 1.96 must be 0.75-1.3 times the estimates' sd across the
 * fieldworks (a 95% interval is about 1.96 sd wide on each side; at 40 fieldworks the sd is known to
 * about 11%). Two mutants must be caught: the same intervals at half their width (too narrow: they
 * cover fewer than 37), and at 1.5 times their width (too wide: the ratio goes over 1.3). The interval
 * before the jackknife (pseudo-values 2 c - mean) covered 40, at half its width 37, with a ratio 1.67.
 */
const FIELDWORKS = 40;
const RESPONDENTS = 50;
const POPULATION_RESPONDENTS = 1500;
const MIN_COVERED = 37;
const WIDTH_RATIO = { min: 0.75, max: 1.3 };

describe('coverage of the clarity interval over simulated fieldworks, measurement layer on', () => {
  it(
    `covers the population clarity at least ${MIN_COVERED} times in ${FIELDWORKS}, as wide as the estimates' spread; half- and 1.5-width mutants are caught`,
    { timeout: 120_000 },
    () => {
      expect(DEFAULT_POPULATION.measurement).not.toBeNull();
      const model = defaultImageModel('image-1');
      const clarityOf = (count: number, seed: number): Estimate => {
        const { run } = simulateAndAnalyse([model], count, { seed, analysis: { seed, curveReplicates: 20 } });
        const clarity = run.analysis.assets[0]!.saliency_scores.clarity_score;
        if (!clarity) throw new Error(`no clarity at n = ${count}, seed ${seed}`);
        return clarity;
      };
      const truth = clarityOf(POPULATION_RESPONDENTS, 1).value;
      const estimates: Estimate[] = [];
      for (let fieldwork = 0; fieldwork < FIELDWORKS; fieldwork++)
        estimates.push(clarityOf(RESPONDENTS, 4000 + fieldwork));
      // An interval at `scale` times its width around its own middle: 1 is the engine's, the others mutants.
      const covers = (scale: number) =>
        estimates.filter(({ low, high }) => {
          const middle = (low + high) / 2;
          const half = (scale * (high - low)) / 2;
          return middle - half <= truth && truth <= middle + half;
        }).length;
      // The width against the estimates' own spread across fieldworks: mean half-width / 1.96 over their sd.
      const mean = estimates.reduce((sum, { value }) => sum + value, 0) / FIELDWORKS;
      const sd = Math.sqrt(
        estimates.reduce((sum, { value }) => sum + (value - mean) ** 2, 0) / (FIELDWORKS - 1),
      );
      const widthRatio = (scale: number) =>
        estimates.reduce((sum, { low, high }) => sum + (scale * (high - low)) / 2 / 1.96, 0) /
        FIELDWORKS /
        sd;
      console.info(
        `clarity ${truth.toFixed(2)} (n = ${POPULATION_RESPONDENTS}): covered ${covers(1)} of ${FIELDWORKS}, ` +
          `at half the width ${covers(0.5)}; half-width / 1.96 over the estimates' sd ${widthRatio(1).toFixed(2)}, ` +
          `at 1.5 times the width ${widthRatio(1.5).toFixed(2)}`,
      );
      expect(covers(1)).toBeGreaterThanOrEqual(MIN_COVERED);
      expect(covers(0.5), 'a half-width interval must be caught').toBeLessThan(MIN_COVERED);
      expect(widthRatio(1)).toBeGreaterThanOrEqual(WIDTH_RATIO.min);
      expect(widthRatio(1)).toBeLessThanOrEqual(WIDTH_RATIO.max);
      expect(widthRatio(1.5), 'an interval 1.5 times too wide must be caught').toBeGreaterThan(
        WIDTH_RATIO.max,
      );
    },
  );
});
