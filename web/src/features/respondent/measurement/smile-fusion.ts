/**
 * The product's happy score: a logistic fusion of three independent readings of a smile
 * (README, "Choosing the expression model"):
 * - the happy probability of face-api's expression net (appearance, 112 px RGB crop);
 * - the happy probability of human's emotion model (appearance, 64 px grey crop, another net);
 * - the mouth-width ratio of the face mesh (geometry: corners drawn apart, AU12).
 * Each is put on a logit (or z) scale, standardised, weighted, and passed through the logistic.
 * The weights were fitted on the development set (`validate:expressions -- DIR --fit`).
 */
export interface SmileSignals {
  /** face-api's happy probability. */
  faceApiHappy: number;
  /** human's emotion model's happy probability (reported in steps of 0.01). */
  humanHappy: number;
  /** Distance between the mouth corners over the distance between the eye centres. */
  mouthWidth: number;
}

export const SMILE_FEATURES = ['faceApiHappy', 'humanHappy', 'mouthWidth'] as const;

export interface SmileFusion {
  /** Per feature (in SMILE_FEATURES order): mean and spread on the fitting set. */
  mean: number[];
  scale: number[];
  /** Intercept, then one weight per standardised feature. */
  weights: number[];
}

/**
 * Fitted on /work/shared/data/faces-london (33 neutral, 33 happy; L2 0.01), see the README for
 * the in-sample and leave-one-identity-out figures.
 */
export const SMILE_FUSION: SmileFusion = {
  mean: [-5.1324, -3.1138, 0.8796],
  scale: [7.2465, 3.0127, 0.0815],
  weights: [1.1831, 1.7469, 1.2508, 1.6349],
};

/** Probabilities are clamped before the logit: the nets are overconfident at both ends. */
const logit = (p: number, floor: number) => {
  const q = Math.min(1 - floor, Math.max(floor, p));
  return Math.log(q / (1 - q));
};

/** The raw fusion inputs on their modelling scale. */
export function smileFeatures(signals: SmileSignals): number[] {
  return [logit(signals.faceApiHappy, 1e-6), logit(signals.humanHappy, 0.005), signals.mouthWidth];
}

export function fusedHappy(signals: SmileSignals, fusion: SmileFusion = SMILE_FUSION): number {
  const features = smileFeatures(signals);
  let z = fusion.weights[0] ?? 0;
  features.forEach((value, j) => {
    z += (fusion.weights[j + 1] ?? 0) * ((value - (fusion.mean[j] ?? 0)) / (fusion.scale[j] || 1));
  });
  return 1 / (1 + Math.exp(-z));
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
  return { mean: mean.map(round), scale: scale.map(round), weights: weights.map(round) };
}

export interface FusionExample {
  /** Who is in the image: images of one person are held out together. */
  identity: string;
  happy: boolean;
  signals: SmileSignals;
}

/** The fusion's happy probability for each example, fitted without that example's person. */
export function leaveOneIdentityOut(examples: readonly FusionExample[], l2 = 0.01): number[] {
  return examples.map((example) => {
    const training = examples.filter((other) => other.identity !== example.identity);
    const fusion = fitSmileFusion(
      training.map((other) => smileFeatures(other.signals)),
      training.map((other) => (other.happy ? 1 : 0)),
      l2,
    );
    return fusedHappy(example.signals, fusion);
  });
}
