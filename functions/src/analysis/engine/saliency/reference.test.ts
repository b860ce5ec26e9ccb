import { describe, expect, it } from 'vitest';
import type { Estimate } from '@adpulse/shared/analysis/index';
import type { RespondentSession } from '@adpulse/shared/fieldwork/index';
import { defaultVideoModel } from '../../../fieldwork/index.ts';
import { analyseSessions, simulateAndAnalyse } from '../test-support/fixtures.ts';

/**
 * Map statistics comparable across projects (docs/methodology.md, section 5, "Reference sample"):
 * the same simulated ad fielded at n = 50, 150 and 300 respondents, and the same respondents'
 * gaze recorded at 25 Hz and at 8 Hz, must give overlapping 95% intervals for focus, spread,
 * clarity and mental demand. Computed on all of the gaze, focus read 7.6 [7.0, 8.2] at n = 50 and
 * 6.1 [5.8, 6.5] at n = 150, and mental demand 49.9 at 8 Hz against 68.7 at 25 Hz.
 */
describe('map statistics at a reference sample size and sampling rate', () => {
  const model = defaultVideoModel('video-1', 10);
  const METRICS = ['focus', 'spread', 'clarity', 'mentalDemand'] as const;
  type Kpis = Record<(typeof METRICS)[number], Estimate | null>;

  function kpisOf(run: ReturnType<typeof analyseSessions>): Kpis {
    const saliency = run.analysis.assets[0]!.saliency_scores;
    return {
      focus: saliency.focus_score,
      spread: saliency.spread_score,
      clarity: saliency.clarity_score,
      mentalDemand: saliency.mental_demand,
    };
  }
  /** What a device sampling at `hz` would have recorded of the same session: the first sample of each 1/hz s. */
  function recordedAt(session: RespondentSession, hz: number): RespondentSession {
    const samples = Object.fromEntries(
      Object.entries(session.samples).map(([stimulusId, list]) => {
        let last = Number.NEGATIVE_INFINITY;
        return [
          stimulusId,
          list.filter((sample) => {
            const slot = Math.floor(sample.t * hz);
            if (slot === last) return false;
            last = slot;
            return true;
          }),
        ];
      }),
    );
    return { ...session, samples };
  }
  const overlap = (a: Estimate, b: Estimate) => a.low <= b.high && b.low <= a.high;
  const show = (e: Estimate | null) =>
    e ? `${e.value.toFixed(1)} [${e.low.toFixed(1)}, ${e.high.toFixed(1)}] n=${e.n}` : 'none';

  it.each([7, 8, 9])(
    'gives overlapping intervals at n = 50, 150 and 300, and at 25 and 8 Hz (seed %i)',
    { timeout: 300_000 },
    (seed) => {
      const analysis = { curveReplicates: 20, seed };
      const fielded = (count: number) =>
        simulateAndAnalyse([model], count, { seed: seed * 10 + count, analysis });
      const fast = simulateAndAnalyse([model], 100, {
        seed,
        population: { sampleHz: { mean: 25, sd: 0, min: 25, max: 25 }, slowDeviceRate: 0 },
        analysis,
      });
      const slow = analyseSessions(
        [model],
        fast.sessions.map((session) => recordedAt(session, 8)),
        { target: 100, analysis },
      );
      const runs: Record<string, Kpis> = {
        n50: kpisOf(fielded(50).run),
        n150: kpisOf(fielded(150).run),
        n300: kpisOf(fielded(300).run),
        hz25: kpisOf(fast.run),
        hz8: kpisOf(slow),
      };
      const pairs = [
        ['n50', 'n150'],
        ['n50', 'n300'],
        ['n150', 'n300'],
        ['hz25', 'hz8'],
      ] as const;
      const failures: string[] = [];
      for (const metric of METRICS) {
        console.info(
          `seed ${seed} ${metric}: ${Object.entries(runs)
            .map(([name, kpis]) => `${name} ${show(kpis[metric])}`)
            .join('; ')}`,
        );
        for (const [a, b] of pairs) {
          const left = runs[a]![metric];
          const right = runs[b]![metric];
          if (!left || !right || !overlap(left, right)) failures.push(`${metric} ${a}/${b}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
