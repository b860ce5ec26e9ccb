import { describe, expect, it } from 'vitest';
import { DEFAULT_POPULATION, defaultVideoModel } from '../../fieldwork/index.ts';
import { trueCurves } from './test-support/recovery-criteria.ts';
import { simulateAndAnalyse } from './test-support/fixtures.ts';

/**
 * Coverage of the per-second bands (issue 25): over independent simulated fieldworks measured
 * through the measurement layer (per-person resting bias and expressive scale, missed and false
 * smiles), the 95% band of valence(s) must cover the true valence of each second at least 95 times
 * in 100, pointwise. Small and short (40 respondents, a 6 s video: 6 points per fieldwork) to stay
 * within the test budget; the curves use the product's own number of replicates.
 */
const REPETITIONS = 100;
const RESPONDENTS = 40;
const SECONDS = 6;

describe('coverage of the per-second valence band over simulated fieldworks, measurement layer on', () => {
  it(
    `covers the true valence(s) at least 95 times in 100 over ${REPETITIONS} fieldworks x ${SECONDS} s`,
    { timeout: 180_000 },
    () => {
      expect(DEFAULT_POPULATION.measurement).not.toBeNull();
      const model = defaultVideoModel('video-1', SECONDS);
      const truth = trueCurves(model).valence;
      let covered = 0;
      let points = 0;
      const perSecond = new Array<number>(truth.length).fill(0);
      for (let repetition = 0; repetition < REPETITIONS; repetition++) {
        const seed = 3000 + repetition;
        const { run } = simulateAndAnalyse([model], RESPONDENTS, {
          seed,
          analysis: { seed, replicates: 100 },
        });
        const band = run.analysis.assets[0]!.emotion_data.video_data.valence;
        truth.forEach((value, s) => {
          const low = band.low[s];
          const high = band.high[s];
          if (low == null || high == null) return;
          points++;
          if (low <= value + 1e-9 && value - 1e-9 <= high) {
            covered++;
            perSecond[s]! += 1;
          }
        });
      }
      console.info(`valence(s) band: covered ${covered} of ${points}; per second ${perSecond.join(', ')}`);
      expect(points).toBeGreaterThanOrEqual(REPETITIONS * SECONDS - 5);
      expect(covered / points).toBeGreaterThanOrEqual(0.95);
    },
  );
});
