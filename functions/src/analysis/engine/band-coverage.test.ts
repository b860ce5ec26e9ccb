import { describe, expect, it } from 'vitest';
import { DEFAULT_POPULATION, defaultVideoModel } from '../../fieldwork/index.ts';
import { trueCurves } from './test-support/recovery-criteria.ts';
import { simulateAndAnalyse } from './test-support/fixtures.ts';

/**
 * Coverage of the per-second bands (issue 25): over independent simulated fieldworks measured
 * through the measurement layer (per-person resting bias and expressive scale, missed and false
 * smiles), the 95% bands of valence(s) and engagement(s) must cover the true value of each second at least 95 times
 * in 100, pointwise. Small and short (40 respondents, a 6 s video: 6 points per fieldwork) to stay
 * within the test budget: 600 second-points per curve, where 95 in 100 is 570 and a binomial sd is
 * about 5 points. The test must be able to fail: the same bands at half their width (a mutant) must
 * cover fewer than 90 in 100.
 */
const REPETITIONS = 100;
const RESPONDENTS = 40;
const SECONDS = 6;
const CURVES = ['valence', 'engagement'] as const;

describe('coverage of the per-second valence and engagement bands over simulated fieldworks, measurement layer on', () => {
  it(
    `covers the true valence(s) and engagement(s) at least 95 times in 100 over ${REPETITIONS} fieldworks x ${SECONDS} s`,
    { timeout: 180_000 },
    () => {
      expect(DEFAULT_POPULATION.measurement).not.toBeNull();
      const model = defaultVideoModel('video-1', SECONDS);
      const truth = trueCurves(model);
      const tallies = Object.fromEntries(
        CURVES.map((curve) => [curve, { covered: 0, points: 0, perSecond: truth[curve].map(() => 0) }]),
      ) as Record<(typeof CURVES)[number], { covered: number; points: number; perSecond: number[] }>;
      // The mutant: each band at half its width around its own middle, which the count must catch.
      const halved = Object.fromEntries(CURVES.map((curve) => [curve, 0])) as Record<
        (typeof CURVES)[number],
        number
      >;
      for (let repetition = 0; repetition < REPETITIONS; repetition++) {
        const seed = 3000 + repetition;
        const { run } = simulateAndAnalyse([model], RESPONDENTS, {
          seed,
          analysis: { seed, replicates: 100 },
        });
        for (const curve of CURVES) {
          const band = run.analysis.assets[0]!.emotion_data.video_data[curve];
          const tally = tallies[curve];
          truth[curve].forEach((value, s) => {
            const low = band.low[s];
            const high = band.high[s];
            if (low == null || high == null) return;
            tally.points++;
            if (low <= value + 1e-9 && value - 1e-9 <= high) {
              tally.covered++;
              tally.perSecond[s]! += 1;
            }
            const middle = (low + high) / 2;
            const quarter = (high - low) / 4;
            if (middle - quarter <= value + 1e-9 && value - 1e-9 <= middle + quarter) halved[curve] += 1;
          });
        }
      }
      for (const curve of CURVES) {
        const { covered, points, perSecond } = tallies[curve];
        console.info(
          `${curve}(s) band: covered ${covered} of ${points}; per second ${perSecond.join(', ')}; ` +
            `at half its width ${halved[curve]}`,
        );
      }
      for (const curve of CURVES) {
        const { covered, points } = tallies[curve];
        expect(points, curve).toBeGreaterThanOrEqual(REPETITIONS * SECONDS - 5);
        expect(covered / points, `${curve}: ${covered} of ${points}`).toBeGreaterThanOrEqual(0.95);
        expect(halved[curve] / points, `${curve} at half width: ${halved[curve]} of ${points}`).toBeLessThan(
          0.9,
        );
      }
    },
  );
});
