import {
  EVOKED_EMOTIONS,
  type EvokedEmotion,
  type Gender,
  type StimulusKind,
  type TestQuestion,
} from '@adpulse/shared/fieldwork/index';
import type { Population } from '@adpulse/shared/projects/index';
import { MEASURED_ERRORS, type MeasurementModel } from './measurement.ts';

/**
 * The generative model of simulated respondents (docs/methodology.md, "Simulated respondents").
 * A stimulus model holds the truth of one ad (what the population does while watching it); a
 * population model holds how respondents and their devices vary. Every parameter is plain data so
 * a test can state the truth it checks the analysis against.
 */

/** One Gaussian of the true gaze map, in stimulus coordinates (0..1), active over [from, to) seconds. */
export interface GazeComponent {
  x: number;
  y: number;
  /** Standard deviations, as shares of the stimulus width and height. */
  sx: number;
  sy: number;
  weight: number;
  from?: number;
  to?: number;
}

export interface EvokedPropensity {
  /** Share of respondents who report the emotion. */
  share: number;
  /** Probabilities of intensity 1..5 among them (normalised when used). */
  intensity: [number, number, number, number, number];
}

export interface StimulusModel {
  stimulusId: string;
  kind: StimulusKind;
  duration: number;
  width: number;
  height: number;
  /** True attention a(s): probability of being attentive in second s (one entry per 1 s bin). */
  attention: number[];
  /**
   * Mean expression probabilities among viewers, per second: happy, the sum of the negative ones
   * (sad, angry, fear, disgust, split 40/20/20/20) and surprise; neutral is the rest.
   */
  happy: number[];
  negative: number[];
  surprise: number[];
  gaze: GazeComponent[];
  evoked: Record<EvokedEmotion, EvokedPropensity>;
}

/** Answers to one client question: choice weights, a scale's distribution, or open-ended phrases. */
export type AnswerModel =
  | { kind: 'choice'; weights: number[] }
  | { kind: 'scale'; values: number[]; weights: number[] }
  | { kind: 'open'; phrases: string[] };

export interface PopulationModel {
  webcamRefusalRate: number;
  dropoutRate: number;
  /** Respondents whose camera finds a face in only ~35% of samples (fail the face rule). */
  badCameraRate: number;
  badCameraFaceRate: number;
  /** Respondents whose device samples at 4 Hz (fail the sampling-rate rule). */
  slowDeviceRate: number;
  slowDeviceHz: number;
  sampleHz: { mean: number; sd: number; min: number; max: number };
  /** Timing jitter, standard deviation as a share of the sampling interval. */
  jitter: number;
  /** Probability that a second's attention state carries over to the next (before the curve's constraint). */
  attentionPersistence: number;
  /**
   * A change of state happens up to this many seconds before or after the second's boundary, so
   * seconds around a change are partly in each state and their reading can go either way.
   */
  switchJitter: number;
  /** Attentive second: share of samples read as not attentive (blinks, detection misses). */
  blinkRate: number;
  /** Inattentive second: share of samples with a face found, and of those read as attentive. */
  faceWhenAwayRate: number;
  falseAttentiveRate: number;
  /** Attentive samples whose gaze falls off the stimulus (the viewer's frame, the feed). */
  offStimulusRate: number;
  /** Mean fixation duration, seconds. */
  fixationSeconds: number;
  /** Gaze error: log-normal median and log-sd, degrees; the stimulus spans `stimulusDegrees` wide. */
  gazeErrorDeg: { median: number; logSd: number };
  stimulusDegrees: number;
  /** Per-respondent expressiveness multiplier, uniform in [min, max] (mean 1). */
  expressiveness: { min: number; max: number };
  /** Per-sample multiplicative noise on expressions: uniform in [1 - noise, 1 + noise]. */
  expressionNoise: number;
  /** Report the calibration's neutral baseline, and add this resting bias to every sample. */
  neutralBaseline: { report: boolean; restingSad: number };
  /**
   * How devices read respondents (measurement.ts): resting bias, expressive scale, noise, gaze
   * offset, drift and the smile's gaze shift. With it the calibration always reports the neutral
   * baseline it read. Null: a perfect measurement (samples are the truth), for tests that isolate
   * one effect.
   */
  measurement: MeasurementModel | null;
  population: Population;
  regions: string[];
  /** Per question id; questions without a model get uniform choices, a 1-10 scale or stock phrases. */
  answers: Record<string, AnswerModel>;
}

export const DEFAULT_POPULATION: PopulationModel = {
  webcamRefusalRate: 0.1,
  dropoutRate: 0.05,
  badCameraRate: 0.04,
  badCameraFaceRate: 0.35,
  slowDeviceRate: 0.03,
  slowDeviceHz: 4,
  sampleHz: { mean: 12, sd: 2, min: 6, max: 30 },
  jitter: 0.15,
  attentionPersistence: 0.85,
  switchJitter: 0.45,
  blinkRate: 0.04,
  faceWhenAwayRate: 0.8,
  falseAttentiveRate: 0.04,
  offStimulusRate: 0.03,
  fixationSeconds: 0.3,
  gazeErrorDeg: { median: 2, logSd: 0.35 },
  stimulusDegrees: 30,
  expressiveness: { min: 0.4, max: 1.6 },
  expressionNoise: 0.2,
  neutralBaseline: { report: false, restingSad: 0 },
  measurement: MEASURED_ERRORS,
  population: 'national',
  regions: ['north-west', 'north-east', 'centre', 'south'],
  answers: {},
};

/** Age groups and the default splits of spec section 9. */
export const AGE_SPLITS: Record<Population, { from: number; to: number; share: number }[]> = {
  national: [
    { from: 18, to: 25, share: 0.2 },
    { from: 26, to: 35, share: 0.2 },
    { from: 36, to: 45, share: 0.2 },
    { from: 46, to: 55, share: 0.2 },
    { from: 56, to: 75, share: 0.2 },
  ],
  primary: [
    { from: 18, to: 34, share: 0.35 },
    { from: 35, to: 54, share: 0.45 },
    { from: 55, to: 64, share: 0.2 },
  ],
};
export const FEMALE_SHARE: Record<Population, number> = { national: 0.5, primary: 0.75 };
export const GENDER_ORDER: readonly Gender[] = ['male', 'female'];

/** Shares of the negative expressions within `negative`. */
export const NEGATIVE_SPLIT = { sad: 0.4, angry: 0.2, fear: 0.2, disgust: 0.2 } as const;

export const STOCK_PHRASES = [
  'I liked the music',
  'the brand was clear',
  'funny and warm',
  'too long for me',
  'beautiful images',
  'the product looks good',
  'I did not understand the ending',
  'nice colours and music',
];

const bump = (s: number, centre: number, width: number) =>
  Math.exp(-((s - centre) ** 2) / (2 * width * width));

/** A typical video ad: attention decays with a dip mid-way, happiness peaks at the end (the reveal). */
export function defaultVideoModel(
  stimulusId: string,
  duration = 30,
  options: { width?: number; height?: number } = {},
): StimulusModel {
  const bins = Math.ceil(duration);
  const seconds = Array.from({ length: bins }, (_, s) => s);
  return {
    stimulusId,
    kind: 'video',
    duration,
    width: options.width ?? 1280,
    height: options.height ?? 720,
    attention: seconds.map((s) => 0.9 - 0.15 * (s / bins) - 0.12 * bump(s, 0.45 * bins, 0.06 * bins + 0.5)),
    happy: seconds.map((s) => 0.08 + 0.18 * bump(s, 0.85 * bins, 0.12 * bins + 0.5)),
    negative: seconds.map((s) => 0.05 + 0.06 * bump(s, 0.3 * bins, 0.08 * bins + 0.5)),
    surprise: seconds.map(() => 0.04),
    gaze: [
      { x: 0.5, y: 0.45, sx: 0.13, sy: 0.16, weight: 3 },
      { x: 0.25, y: 0.3, sx: 0.09, sy: 0.12, weight: 2, from: 0, to: duration / 2 },
      { x: 0.75, y: 0.7, sx: 0.1, sy: 0.13, weight: 2.5, from: duration / 2, to: duration },
      { x: 0.82, y: 0.18, sx: 0.075, sy: 0.09, weight: 1 },
    ],
    evoked: defaultEvoked(),
  };
}

/**
 * A video whose expressions change within a second or two, as a joke, a sad beat and a reveal do:
 * a smile at 30% of the ad, a negative beat at 55%, a surprise and a bigger smile at 80%. Its
 * curves are what a recovery test needs to notice a measurement that lags or runs backwards.
 */
export function eventfulVideoModel(stimulusId: string, duration = 30): StimulusModel {
  const model = defaultVideoModel(stimulusId, duration);
  const bins = Math.ceil(duration);
  const seconds = Array.from({ length: bins }, (_, s) => s);
  return {
    ...model,
    happy: seconds.map((s) => 0.06 + 0.2 * bump(s, 0.3 * bins, 1.2) + 0.28 * bump(s, 0.8 * bins, 1.5)),
    negative: seconds.map((s) => 0.04 + 0.12 * bump(s, 0.55 * bins, 1.5)),
    surprise: seconds.map((s) => 0.03 + 0.1 * bump(s, 0.78 * bins, 0.8)),
  };
}

/** A typical image ad: the product centre-left, a headline top-right, a logo bottom-right. */
export function defaultImageModel(
  stimulusId: string,
  exposure = 6,
  options: { width?: number; height?: number } = {},
): StimulusModel {
  const bins = Math.ceil(exposure);
  return {
    stimulusId,
    kind: 'image',
    duration: exposure,
    width: options.width ?? 1080,
    height: options.height ?? 1080,
    attention: Array.from({ length: bins }, (_, s) => 0.93 - 0.03 * s),
    happy: Array.from({ length: bins }, () => 0.12),
    negative: Array.from({ length: bins }, () => 0.05),
    surprise: Array.from({ length: bins }, () => 0.03),
    gaze: [
      { x: 0.38, y: 0.52, sx: 0.15, sy: 0.15, weight: 4 },
      { x: 0.72, y: 0.22, sx: 0.12, sy: 0.075, weight: 2.5 },
      { x: 0.8, y: 0.85, sx: 0.075, sy: 0.075, weight: 1.2 },
    ],
    evoked: defaultEvoked(),
  };
}

export function defaultEvoked(): Record<EvokedEmotion, EvokedPropensity> {
  const shares: Record<EvokedEmotion, number> = {
    amusement: 0.35,
    anger: 0.04,
    awe: 0.12,
    contentment: 0.3,
    disgust: 0.03,
    excitement: 0.2,
    fear: 0.03,
    sadness: 0.06,
  };
  return Object.fromEntries(
    EVOKED_EMOTIONS.map((emotion) => [
      emotion,
      {
        share: shares[emotion],
        intensity: [0.1, 0.25, 0.3, 0.25, 0.1] as [number, number, number, number, number],
      },
    ]),
  ) as Record<EvokedEmotion, EvokedPropensity>;
}

/** Checks that the model can only produce valid samples (probabilities within 0..1). */
export function validateModel(stimulus: StimulusModel, population: PopulationModel): void {
  const bins = Math.ceil(stimulus.duration - 1e-9);
  for (const [name, curve] of Object.entries({
    attention: stimulus.attention,
    happy: stimulus.happy,
    negative: stimulus.negative,
    surprise: stimulus.surprise,
  })) {
    if (curve.length !== bins) throw new Error(`${stimulus.stimulusId}: ${name} needs ${bins} values`);
    if (curve.some((value) => !(value >= 0 && value <= 1)))
      throw new Error(`${stimulus.stimulusId}: ${name} outside 0..1`);
  }
  const peak =
    population.expressiveness.max *
      (1 + population.expressionNoise) *
      Math.max(
        ...stimulus.happy.map((h, s) => h + (stimulus.negative[s] ?? 0) + (stimulus.surprise[s] ?? 0)),
      ) +
    population.neutralBaseline.restingSad;
  if (peak > 1) throw new Error(`${stimulus.stimulusId}: expressions can exceed 1 (${peak.toFixed(2)})`);
  if (stimulus.gaze.length === 0) throw new Error(`${stimulus.stimulusId}: the gaze map needs a component`);
}

export type SimulatedQuestion = Pick<TestQuestion, 'questionId' | 'type' | 'text' | 'answers'>;

/**
 * A random ad from the prior used for the seed norms: attention, expressions, gaze regions and
 * evoked emotions vary from ad to ad within the ranges below (docs/methodology.md, "Seed norms").
 */
export function randomStimulusModel(
  random: { between(low: number, high: number): number; int(n: number): number },
  stimulusId: string,
  kind: StimulusKind,
  duration: number,
): StimulusModel {
  const bins = Math.ceil(duration);
  const seconds = Array.from({ length: bins }, (_, s) => s);
  const start = random.between(0.78, 0.96);
  const decay = random.between(0.02, 0.3);
  const dip = random.between(0, 0.18);
  const dipAt = random.between(0.2, 0.8) * bins;
  const happyBase = random.between(0.03, 0.12);
  const happyPeak = random.between(0, 0.2);
  const happyAt = random.between(0.3, 1) * bins;
  const negativeBase = random.between(0.02, 0.06);
  const negativePeak = random.between(0, 0.06);
  const negativeAt = random.between(0, 1) * bins;
  const surprise = random.between(0.02, 0.06);
  const width = kind === 'video' ? 1280 : 1080;
  const height = kind === 'video' ? 720 : 1080;
  const components = 2 + random.int(4);
  const gaze: GazeComponent[] = Array.from({ length: components }, () => ({
    x: random.between(0.15, 0.85),
    y: random.between(0.15, 0.85),
    sx: random.between(0.07, 0.16),
    sy: random.between(0.07, 0.16),
    weight: random.between(0.5, 3),
  }));
  const evoked = defaultEvoked();
  for (const emotion of EVOKED_EMOTIONS) {
    evoked[emotion].share = Math.min(0.9, evoked[emotion].share * random.between(0.4, 1.6));
  }
  return {
    stimulusId,
    kind,
    duration,
    width,
    height,
    attention: seconds.map((s) =>
      Math.max(0.3, start - decay * (s / bins) - dip * bump(s, dipAt, 0.06 * bins + 0.5)),
    ),
    happy: seconds.map((s) => happyBase + happyPeak * bump(s, happyAt, 0.12 * bins + 0.5)),
    negative: seconds.map((s) => negativeBase + negativePeak * bump(s, negativeAt, 0.08 * bins + 0.5)),
    surprise: seconds.map(() => surprise),
    gaze,
    evoked,
  };
}
