import type { ExpressionScores, RespondentSession, Sample } from '@adpulse/shared/fieldwork/index';

/**
 * Purpose-broken measurements (issue 21): each rewrites what the devices sent, as a defect in the
 * respondent app's measurement would, so a recovery test can show that it notices. A mutant changes
 * only what its name says; everything else of the session is kept.
 */
export type Mutant = (session: RespondentSession) => RespondentSession;

const NEUTRAL: ExpressionScores = {
  happy: 0,
  surprise: 0,
  neutral: 1,
  sad: 0,
  angry: 0,
  fear: 0,
  disgust: 0,
};

function mapSamples(
  session: RespondentSession,
  map: (samples: Sample[], stimulusId: string) => Sample[],
): RespondentSession {
  return {
    ...session,
    samples: Object.fromEntries(
      Object.entries(session.samples).map(([stimulusId, samples]) => [stimulusId, map(samples, stimulusId)]),
    ),
  };
}

function mapBaseline(
  session: RespondentSession,
  map: (baseline: Record<string, number>) => Record<string, number>,
): RespondentSession['calibration'] {
  const calibration = session.calibration;
  if (!calibration?.neutralBaseline) return calibration;
  return { ...calibration, neutralBaseline: map(calibration.neutralBaseline) };
}

/** A classifier that reads every face as neutral (the calibration's baseline included). */
export const blindClassifier: Mutant = (session) => ({
  ...mapSamples(session, (samples) =>
    samples.map((sample) => (sample.expr ? { ...sample, expr: { ...NEUTRAL } } : sample)),
  ),
  calibration: mapBaseline(session, () => ({ ...NEUTRAL })),
});

/** A classifier whose smiles read at half their height (at rest and in the baseline too). */
export const halvedSmiles: Mutant = (session) => {
  const halve = <T extends { happy?: number; neutral?: number }>(expr: T): T => ({
    ...expr,
    happy: (expr.happy ?? 0) / 2,
    neutral: (expr.neutral ?? 0) + (expr.happy ?? 0) / 2,
  });
  return {
    ...mapSamples(session, (samples) =>
      samples.map((sample) => (sample.expr ? { ...sample, expr: halve(sample.expr) } : sample)),
    ),
    calibration: mapBaseline(session, halve),
  };
};

/**
 * Expressions stamped `seconds` late: each sample carries the expression read `seconds` earlier
 * (samples in the first `seconds` repeat the first reading), as a measurement whose expression
 * stream lags.
 */
export function expressionLag(seconds: number): Mutant {
  return (session) =>
    mapSamples(session, (samples) => {
      let earlier = 0;
      return samples.map((sample) => {
        while (earlier + 1 < samples.length && (samples[earlier + 1] as Sample).t <= sample.t - seconds)
          earlier++;
        const source = samples[earlier] as Sample;
        return { ...sample, expr: source.expr };
      });
    });
}

/** Expressions played backwards: the sample at t carries the expression read nearest to D - t. */
export function reversedExpressions(durations: Record<string, number>): Mutant {
  return (session) =>
    mapSamples(session, (samples, stimulusId) => {
      const duration = durations[stimulusId] ?? 0;
      // Samples are in time order, so the targets D - t come in reverse order: one pass backwards.
      let nearest = samples.length - 1;
      return samples.map((sample) => {
        const target = duration - sample.t;
        while (
          nearest > 0 &&
          Math.abs((samples[nearest - 1] as Sample).t - target) <=
            Math.abs((samples[nearest] as Sample).t - target)
        )
          nearest--;
        return { ...sample, expr: (samples[nearest] as Sample).expr };
      });
    });
}

/** Gaze read `dx`, `dy` (shares of the stimulus) off, the same for everyone, all session long. */
export function gazeBias(dx: number, dy: number): Mutant {
  return (session) =>
    mapSamples(session, (samples) =>
      samples.map((sample) => {
        if (!sample.gaze) return sample;
        const x = sample.gaze.x + dx;
        const y = sample.gaze.y + dy;
        const inside = x >= 0 && x <= 1 && y >= 0 && y <= 1;
        return { ...sample, gaze: inside ? { ...sample.gaze, x, y } : null };
      }),
    );
}
