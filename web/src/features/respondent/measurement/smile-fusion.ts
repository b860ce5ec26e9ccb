/**
 * The product's happy score: a logistic fusion of four readings of a smile (README, "Choosing
 * the expression model"):
 * - the happy probability of face-api's expression net (appearance, 112 px RGB crop);
 * - the happy probability of human's emotion model (appearance, 64 px grey crop, another net);
 * - the mouth-width ratio of the face mesh (geometry: corners drawn apart, AU12);
 * - the mouth corners' drop below the nose tip (geometry: corners lifted, AU12, which closed-mouth
 *   smiles show where both nets read neutral).
 * Each is put on a logit (or z) scale, standardised, weighted, and passed through the logistic.
 * The weights were fitted on the development identities' camera readings relative to their own
 * rest (`npm run fit:smile-fusion`, methodology §2).
 *
 * Each person is read against their own rest (`SmileBaseline`): the calibration's readings give
 * the person's median fusion features, and a reading's logit is taken relative to it. The
 * logit is linear in the features, so subtracting the rest there is exact (README, "Each person
 * against their own rest").
 */
import type { ExpressionScores } from '../../../../../shared/src/fieldwork/schemas.ts';
import { withHappy } from './expression.ts';

export interface SmileSignals {
  /** face-api's happy probability. */
  faceApiHappy: number;
  /** human's emotion model's happy probability (reported in steps of 0.01). */
  humanHappy: number;
  /** Distance between the mouth corners over the distance between the outer eye corners (mouthWidthRatio). */
  mouthWidth: number;
  /** Mouth corners below the nose tip over the outer eye corners' distance (mouthCornerDrop). */
  cornerDrop: number;
}

export const SMILE_FEATURES = ['faceApiHappy', 'humanHappy', 'mouthWidth', 'cornerDrop'] as const;

export interface SmileFusion {
  /** Per feature (in SMILE_FEATURES order): mean and spread on the fitting set. */
  mean: number[];
  scale: number[];
  /** Intercept, then one weight per standardised feature. */
  weights: number[];
  /**
   * The logit a face reads at its own rest: where a person's rest is put once it is subtracted.
   * The fusion was fitted on readings relative to each person's rest, so this is its logit at a
   * relative reading of 0.
   */
  restLogit: number;
}

/**
 * Fitted on validate:camera readings of the 22 development identities of
 * /work/shared/data/faces-london (004-123; 1,917 readings of the alternating phases, the photo at
 * 0.8-1.5 of the frame height and drifting), each reading relative to the median of that person's
 * calibration readings (L2 0.01). `mean` is the fitting set's mean relative reading plus the
 * development identities' mean rest, so that a reading without a rest (stills) is read against
 * that typical rest. Methodology §2 has the held-out figures.
 */
export const SMILE_FUSION: SmileFusion = {
  mean: [-4.7649, -2.7601, 0.6288, 0.3564],
  scale: [7.3239, 2.5821, 0.0682, 0.0629],
  weights: [1.1688, 2.2746, 0.6298, 1.6554, -1.2594],
  restLogit: -2.0277,
};

/** Probabilities are clamped before the logit: the nets are overconfident at both ends. */
const logit = (p: number, floor: number) => {
  const q = Math.min(1 - floor, Math.max(floor, p));
  return Math.log(q / (1 - q));
};

/** The raw fusion inputs on their modelling scale. */
export function smileFeatures(signals: SmileSignals): number[] {
  return [
    logit(signals.faceApiHappy, 1e-6),
    logit(signals.humanHappy, 0.005),
    signals.mouthWidth,
    signals.cornerDrop,
  ];
}

/** The fusion's logit of features on their modelling scale (linear in each feature). */
export function fusionLogit(features: readonly number[], fusion: SmileFusion = SMILE_FUSION): number {
  let z = fusion.weights[0] ?? 0;
  features.forEach((value, j) => {
    z += (fusion.weights[j + 1] ?? 0) * ((value - (fusion.mean[j] ?? 0)) / (fusion.scale[j] || 1));
  });
  return z;
}

/** A person's rest: the median of each fusion feature (modelling scale) over their calibration readings. */
export interface SmileBaseline {
  features: number[];
  /** Readings it was taken over. */
  readings: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
};

/**
 * The rest of a person from readings of their resting face; null without any. The median, not the
 * mean: face-api's logit flickers between its floor and about −5 on some neutral faces, and the
 * face's size in the frame moves every feature (README, "Each person against their own rest").
 */
export function smileBaseline(readings: readonly SmileSignals[]): SmileBaseline | null {
  if (readings.length === 0) return null;
  const rows = readings.map(smileFeatures);
  const features = SMILE_FEATURES.map((_, j) => median(rows.map((row) => row[j] ?? 0)));
  return { features, readings: readings.length };
}

/**
 * The happy probability. With a baseline: logistic(z(x) − z(rest) + restLogit): the person's rest
 * reads as the typical neutral face, and every reading is moved by the same logit. z is linear in
 * the features, so this is exact for a rest shifted on any of them, up or down. Until issue 21's
 * camera runs a rest below the typical neutral face was not added back: the rest was then the
 * mean of the 3 neutral seconds only, which sat at face-api's floor on some faces and caught the
 * head at one distance; over the whole calibration and as a median it no longer does (README).
 */
export function fusedHappy(
  signals: SmileSignals,
  fusion: SmileFusion = SMILE_FUSION,
  baseline: SmileBaseline | null = null,
): number {
  let z = fusionLogit(smileFeatures(signals), fusion);
  if (baseline) z -= fusionLogit(baseline.features, fusion) - fusion.restLogit;
  return 1 / (1 + Math.exp(-z));
}

/** The signals of a reading when all four are there (the smile-fusion model). */
export function completeSignals(signals: Partial<SmileSignals> | null): SmileSignals | null {
  if (!signals) return null;
  const { faceApiHappy, humanHappy, mouthWidth, cornerDrop } = signals;
  return faceApiHappy === undefined ||
    humanHappy === undefined ||
    mouthWidth === undefined ||
    cornerDrop === undefined
    ? null
    : { faceApiHappy, humanHappy, mouthWidth, cornerDrop };
}

/**
 * A reading's expression against the person's rest: its happy share refitted with the baseline
 * (the other six keep their proportions). Unchanged without a baseline or the fusion's signals.
 */
export function againstRest(
  expr: ExpressionScores | null,
  signals: Partial<SmileSignals> | null,
  baseline: SmileBaseline | null,
): ExpressionScores | null {
  const complete = completeSignals(signals);
  if (!expr || !baseline || !complete) return expr;
  return withHappy(expr, fusedHappy(complete, SMILE_FUSION, baseline));
}

/** L2-penalised logistic regression by gradient descent on standardised features. */
export function fitSmileFusion(
  rows: number[][],
  labels: number[],
  l2 = 0.01,
  iterations = 4000,
): SmileFusion {
  const width = rows[0]?.length ?? 0;
  if (rows.length === 0 || width === 0 || labels.length !== rows.length)
    throw new Error('fusion: no data to fit');
  const mean = Array.from(
    { length: width },
    (_, j) => rows.reduce((sum, row) => sum + (row[j] ?? 0), 0) / rows.length,
  );
  const scale = mean.map((m, j) => {
    const spread = Math.sqrt(rows.reduce((sum, row) => sum + ((row[j] ?? 0) - m) ** 2, 0) / rows.length);
    return spread > 1e-12 ? spread : 1;
  });
  const z = rows.map((row) => row.map((value, j) => (value - (mean[j] ?? 0)) / (scale[j] ?? 1)));
  let weights = new Array<number>(width + 1).fill(0);
  const rate = 0.1;
  for (let step = 0; step < iterations; step++) {
    const gradient = new Array<number>(width + 1).fill(0);
    z.forEach((row, i) => {
      const score = row.reduce((sum, value, j) => sum + value * (weights[j + 1] ?? 0), weights[0] ?? 0);
      const error = 1 / (1 + Math.exp(-score)) - (labels[i] ?? 0);
      gradient[0] = (gradient[0] ?? 0) + error;
      row.forEach((value, j) => (gradient[j + 1] = (gradient[j + 1] ?? 0) + error * value));
    });
    weights = weights.map((w, j) => w - rate * ((gradient[j] ?? 0) / rows.length + (j > 0 ? l2 * w : 0)));
  }
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  const fitted = {
    mean: mean.map(round),
    scale: scale.map(round),
    weights: weights.map(round),
    restLogit: 0,
  };
  const neutral = rows.filter((_, i) => !labels[i]).map((row) => fusionLogit(row, fitted));
  fitted.restLogit = round(neutral.length ? neutral.reduce((sum, z) => sum + z, 0) / neutral.length : 0);
  return fitted;
}

export interface FusionExample {
  /** Who is in the image: images of one person are held out together. */
  identity: string;
  happy: boolean;
  signals: SmileSignals;
}

/** The fusion's happy probability for each example, fitted without that example's person. */
export function leaveOneIdentityOut(examples: readonly FusionExample[], l2 = 0.01): number[] {
  // One fit per person (all their images are held out together), not one per image.
  const fits = new Map<string, SmileFusion>();
  const fitWithout = (identity: string) => {
    const training = examples.filter((other) => other.identity !== identity);
    return fitSmileFusion(
      training.map((other) => smileFeatures(other.signals)),
      training.map((other) => (other.happy ? 1 : 0)),
      l2,
    );
  };
  return examples.map((example) => {
    const fusion = fits.get(example.identity) ?? fitWithout(example.identity);
    fits.set(example.identity, fusion);
    return fusedHappy(example.signals, fusion);
  });
}
