import {
  centreGuessErrorPx,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  EVOKED_EMOTIONS,
  scaleValuesOf,
  type Calibration,
  type EvokedAnswer,
  type ExpressionScores,
  type OrderRule,
  type QuestionAnswer,
  type RespondentSession,
  type Sample,
  type ScreenerAnswers,
  validationTargetsOn,
} from '@adpulse/shared/fieldwork/index';
import { Random } from '../../platform/random.ts';
import {
  AGE_SPLITS,
  FEMALE_SHARE,
  NEGATIVE_SPLIT,
  STOCK_PHRASES,
  type PopulationModel,
  type SimulatedQuestion,
  type StimulusModel,
} from './model.ts';
import {
  PIXELS_PER_DEGREE,
  drawPersonMeasurement,
  neutralBaselineOf,
  readExpression,
  readGaze,
  validationErrorOf,
  type PersonMeasurement,
} from './measurement.ts';
import { activeComponents, attentionChain } from './truth.ts';

/** What a simulation needs: the project's stimuli with their truth, its questions, the population. */
export interface SimulationPlan {
  projectId: string;
  stimuli: StimulusModel[];
  orderRule: OrderRule;
  questions: SimulatedQuestion[];
  /** The project asks the attention check (ATTENTION_CHECK); absent: it does not. */
  attentionCheck?: boolean;
  population: PopulationModel;
  seed: number;
}

/** What the simulator knows about a respondent and the analysis must not see. */
export interface RespondentTruth {
  webcam: boolean;
  dropout: boolean;
  badCamera: boolean;
  slowDevice: boolean;
  sampleHz: number;
  gazeErrorDeg: number;
  expressiveness: number;
  /** How this respondent's device reads them (null when the population measures perfectly). */
  measurement: PersonMeasurement | null;
  /** Per stimulus: 1 where the respondent was attentive for at least half of the second. */
  attentive: Record<string, Uint8Array>;
}

export interface SimulatedRespondent {
  index: number;
  panelId: string;
  screener: ScreenerAnswers;
  webcam: boolean;
  calibration: Calibration | null;
  /** Stimulus ids in the order this respondent sees them. */
  order: string[];
  /** Per stimulus, samples in time order (cut where a drop-out leaves). */
  samples: Record<string, Sample[]>;
  dropout: { stimulusId: string; t: number } | null;
  /** Null for a drop-out: they never reach the questions. */
  answers: RespondentSession['answers'];
  truth: RespondentTruth;
}

const SCREEN = { width: 1280, height: 720 };
/** The calibration's neutral seconds (the respondent app's CALIBRATION_TIMING.neutralMs). */
const CALIBRATION_NEUTRAL_SECONDS = 3;

function lognormal(random: Random, median: number, logSd: number): number {
  return median * Math.exp(logSd * random.normal());
}

function screenerOf(random: Random, population: PopulationModel): ScreenerAnswers {
  const splits = AGE_SPLITS[population.population];
  const group = splits[random.categorical(splits.map((split) => split.share))] ?? splits[0]!;
  const age = group.from + random.int(group.to - group.from + 1);
  const gender = random.bernoulli(FEMALE_SHARE[population.population]) ? 'female' : 'male';
  const screener: ScreenerAnswers = { age, gender };
  if (population.regions.length) screener.region = population.regions[random.int(population.regions.length)];
  return screener;
}

function orderOf(random: Random, plan: SimulationPlan): string[] {
  const ids = plan.stimuli.map((stimulus) => stimulus.stimulusId);
  if (plan.orderRule === 'single') return ids.slice(0, 1);
  return plan.orderRule === 'random' ? random.shuffle([...ids]) : ids;
}

/** Draws a fixation point from the mixture active at t, inside the stimulus. */
function fixationPoint(random: Random, stimulus: StimulusModel, t: number): { x: number; y: number } {
  const components = activeComponents(stimulus.gaze, t);
  for (let attempt = 0; attempt < 20; attempt++) {
    const c = components[random.categorical(components.map((component) => component.weight))]!;
    const x = c.x + c.sx * random.normal();
    const y = c.y + c.sy * random.normal();
    if (x >= 0 && x <= 1 && y >= 0 && y <= 1) return { x, y };
  }
  return { x: components[0]!.x, y: components[0]!.y };
}

const inside = (point: { x: number; y: number }) =>
  point.x >= 0 && point.x <= 1 && point.y >= 0 && point.y <= 1;

interface Person {
  badCamera: boolean;
  hz: number;
  gazeSigmaX: number;
  expressiveness: number;
  measurement: PersonMeasurement | null;
}

function expressionOf(
  random: Random,
  stimulus: StimulusModel,
  s: number,
  person: Person,
  population: PopulationModel,
): ExpressionScores {
  const noise = population.expressionNoise;
  const factor = () => person.expressiveness * (1 - noise + 2 * noise * random.uniform());
  const happy = (stimulus.happy[s] as number) * factor();
  const negative = (stimulus.negative[s] as number) * factor();
  const surprise = (stimulus.surprise[s] as number) * factor();
  const sad = negative * NEGATIVE_SPLIT.sad + population.neutralBaseline.restingSad;
  const angry = negative * NEGATIVE_SPLIT.angry;
  const fear = negative * NEGATIVE_SPLIT.fear;
  const disgust = negative * NEGATIVE_SPLIT.disgust;
  const neutral = Math.max(0, 1 - happy - surprise - sad - angry - fear - disgust);
  return { happy, surprise, neutral, sad, angry, fear, disgust };
}

function stimulusSamples(
  random: Random,
  stimulus: StimulusModel,
  person: Person,
  population: PopulationModel,
  until: number,
  reading: { random: Random; elapsed: number },
): { samples: Sample[]; attentive: Uint8Array } {
  const bins = stimulus.attention.length;
  const attentive = new Uint8Array(bins);
  const { carry, redraw } = attentionChain(stimulus.attention, population.attentionPersistence);
  for (let s = 0; s < bins; s++) {
    if (s > 0 && random.bernoulli(carry[s] as number)) attentive[s] = attentive[s - 1] as number;
    else attentive[s] = random.bernoulli(redraw[s] as number) ? 1 : 0;
  }

  // Each change of state lands near its boundary, not on it: seconds around a change are mixed.
  const switchAt = new Float64Array(bins).fill(Number.NaN);
  for (let s = 1; s < bins; s++) {
    if (attentive[s] !== attentive[s - 1])
      switchAt[s] = s + population.switchJitter * (2 * random.uniform() - 1);
  }
  const latentAt = (t: number, s: number): boolean => {
    if (s + 1 < bins && t >= (switchAt[s + 1] as number)) return attentive[s + 1] === 1;
    if (s >= 1 && t < (switchAt[s] as number)) return attentive[s - 1] === 1;
    return attentive[s] === 1;
  };
  // What the respondent did in each second: attentive for at least half of it (the bin rule's truth).
  const majority = new Uint8Array(bins);
  for (let s = 0; s < bins; s++) {
    const before = s >= 1 && (switchAt[s] as number) > s ? (switchAt[s] as number) : s;
    const after = s + 1 < bins && (switchAt[s + 1] as number) < s + 1 ? (switchAt[s + 1] as number) : s + 1;
    const previous = s >= 1 ? (attentive[s - 1] as number) : 0;
    const next = s + 1 < bins ? (attentive[s + 1] as number) : 0;
    const time =
      after >= before
        ? (before - s) * previous + (after - before) * (attentive[s] as number) + (s + 1 - after) * next
        : (after - s) * previous + (s + 1 - after) * next;
    majority[s] = time >= 0.5 ? 1 : 0;
  }

  const count = Math.floor(stimulus.duration * person.hz);
  const times = new Float64Array(count);
  const interval = 1 / person.hz;
  for (let k = 0; k < count; k++) {
    const t = (k + 0.5) * interval + population.jitter * interval * random.normal();
    times[k] = Math.min(stimulus.duration - 1e-6, Math.max(0, t));
  }
  times.sort();

  const sigmaX = person.gazeSigmaX;
  const sigmaY = (sigmaX * stimulus.width) / stimulus.height;
  const samples: Sample[] = [];
  let fixationEnds = -1;
  let fixation = { x: 0.5, y: 0.5 };
  for (let k = 0; k < count; k++) {
    const t = times[k] as number;
    if (t >= until) break;
    const s = Math.min(bins - 1, Math.floor(t));
    const looking = latentAt(t, s);
    let face: boolean;
    let isAttentive: boolean;
    if (person.badCamera) {
      face = random.bernoulli(population.badCameraFaceRate);
      isAttentive = face && looking && !random.bernoulli(population.blinkRate);
    } else if (looking) {
      face = true;
      isAttentive = !random.bernoulli(population.blinkRate);
    } else {
      face = random.bernoulli(population.faceWhenAwayRate);
      isAttentive = face && random.bernoulli(population.falseAttentiveRate);
    }
    let gaze: Sample['gaze'] = null;
    let point: { x: number; y: number } | null = null;
    let confidence = 0;
    if (isAttentive && !random.bernoulli(population.offStimulusRate)) {
      if (t >= fixationEnds) {
        fixation = fixationPoint(random, stimulus, t);
        fixationEnds = t - population.fixationSeconds * Math.log(1 - random.uniform());
      }
      point = { x: fixation.x + sigmaX * random.normal(), y: fixation.y + sigmaY * random.normal() };
      // Drawn as before the measurement layer (only for a point on the stimulus), so that a
      // population without the layer gives the very samples it always gave.
      if (inside(point)) confidence = 0.6 + 0.4 * random.uniform();
    }
    const truth = face ? expressionOf(random, stimulus, s, person, population) : null;
    const model = population.measurement;
    const measured = person.measurement && model ? { model, person: person.measurement } : null;
    if (point && measured && truth) {
      point = readGaze(measured.model, measured.person, point, reading.elapsed + t, truth.happy, {
        degreesWide: population.stimulusDegrees,
        aspect: stimulus.height / stimulus.width,
      });
      if (inside(point) && confidence === 0) confidence = 0.6 + 0.4 * reading.random.uniform();
    }
    if (point && inside(point)) gaze = { x: point.x, y: point.y, confidence };
    samples.push({
      stimulusId: stimulus.stimulusId,
      t,
      face,
      attentive: isAttentive,
      gaze,
      expr:
        truth && measured ? readExpression(reading.random, measured.model, measured.person, truth) : truth,
    });
  }
  return { samples, attentive: majority };
}

function evokedAnswers(random: Random, stimulus: StimulusModel): EvokedAnswer[] {
  const answers: EvokedAnswer[] = [];
  for (const emotion of EVOKED_EMOTIONS) {
    const propensity = stimulus.evoked[emotion];
    if (!random.bernoulli(propensity.share)) continue;
    answers.push({
      stimulusId: stimulus.stimulusId,
      emotion,
      intensity: random.categorical(propensity.intensity) + 1,
    });
  }
  return answers;
}

function questionAnswer(
  random: Random,
  question: SimulatedQuestion,
  population: PopulationModel,
): QuestionAnswer {
  const list = question.answers.answerList;
  const model = population.answers[question.questionId];
  if (question.type === 'singleChoice') {
    const weights = model?.kind === 'choice' ? model.weights : list.map(() => 1);
    return { questionId: question.questionId, answer: list[random.categorical(weights)] ?? list[0] ?? '' };
  }
  if (question.type === 'multiChoice') {
    const weights = model?.kind === 'choice' ? model.weights : list.map(() => 0.35);
    return {
      questionId: question.questionId,
      answer: list.filter((_, k) => random.bernoulli(weights[k] ?? 0)),
    };
  }
  if (question.type === 'scale') {
    const values = model?.kind === 'scale' ? model.values : scaleValuesOf(list);
    const weights =
      model?.kind === 'scale'
        ? model.weights
        : values.map((_, k) => Math.exp(-((k / (values.length - 1) - 0.65) ** 2) / 0.08));
    return { questionId: question.questionId, answer: values[random.categorical(weights)] ?? values[0] ?? 0 };
  }
  const phrases = model?.kind === 'open' ? model.phrases : STOCK_PHRASES;
  return { questionId: question.questionId, answer: phrases[random.int(phrases.length)] ?? '' };
}

/** One simulated respondent, the same for the same plan seed and index. */
export function simulateRespondent(plan: SimulationPlan, index: number): SimulatedRespondent {
  const population = plan.population;
  const random = Random.derive(plan.seed, index);
  const screener = screenerOf(random, population);
  const order = orderOf(random, plan);
  const webcam = !random.bernoulli(population.webcamRefusalRate);
  const badCamera = random.bernoulli(population.badCameraRate);
  const slowDevice = random.bernoulli(population.slowDeviceRate);
  const hz = slowDevice
    ? population.slowDeviceHz
    : Math.min(
        population.sampleHz.max,
        Math.max(
          population.sampleHz.min,
          population.sampleHz.mean + population.sampleHz.sd * random.normal(),
        ),
      );
  const gazeErrorDeg = lognormal(random, population.gazeErrorDeg.median, population.gazeErrorDeg.logSd);
  const expressiveness = random.between(population.expressiveness.min, population.expressiveness.max);
  // The measurement draws from streams of their own, so the same respondent does the same with the
  // measurement layer on or off (tests compare the two).
  const readings = Random.derive(plan.seed, index, 0x6d65);
  const measurement = population.measurement ? drawPersonMeasurement(readings, population.measurement) : null;
  const person: Person = {
    badCamera,
    hz,
    gazeSigmaX: gazeErrorDeg / population.stimulusDegrees,
    expressiveness,
    measurement,
  };

  const dropped = random.bernoulli(population.dropoutRate);
  const dropIndex = dropped ? random.int(order.length) : -1;
  const byId = new Map(plan.stimuli.map((stimulus) => [stimulus.stimulusId, stimulus]));
  const dropStimulus = dropped ? byId.get(order[dropIndex] as string) : undefined;
  const dropout = dropStimulus
    ? { stimulusId: dropStimulus.stimulusId, t: random.uniform() * dropStimulus.duration }
    : null;

  const samples: Record<string, Sample[]> = {};
  const attentive: Record<string, Uint8Array> = {};
  let elapsed = 0;
  order.forEach((stimulusId, position) => {
    if (dropped && position > dropIndex) return;
    const stimulus = byId.get(stimulusId) as StimulusModel;
    const until = dropout && position === dropIndex ? dropout.t : Number.POSITIVE_INFINITY;
    const generated = stimulusSamples(
      Random.derive(plan.seed, index, position + 1),
      stimulus,
      person,
      population,
      until,
      { random: Random.derive(plan.seed, index, 0x6d65, position + 1), elapsed },
    );
    elapsed += stimulus.duration;
    attentive[stimulusId] = generated.attentive;
    if (webcam) samples[stimulusId] = generated.samples;
  });

  // The validation reads the per-sample noise (mean error sd x sqrt(pi/2), give or take 10%) and,
  // with the measurement layer, the person's constant offset as well.
  const noiseError = Math.max(0.1, gazeErrorDeg * Math.sqrt(Math.PI / 2) * (1 + 0.1 * random.normal()));
  const measuredError = measurement
    ? validationErrorOf(readings, measurement.bias, gazeErrorDeg)
    : noiseError;
  const calibration: Calibration | null = webcam
    ? {
        targets: 9,
        validation: {
          targets: 4,
          errorDeg: measuredError,
          errorPx: measuredError * PIXELS_PER_DEGREE,
          chanceErrorPx: centreGuessErrorPx(SCREEN, validationTargetsOn(SCREEN)),
          offsetPx: { x: 0, y: 0 },
          screen: SCREEN,
        },
        sampleHz: hz,
        ...(measurement && population.measurement
          ? {
              neutralBaseline: neutralBaselineOf(
                readings,
                population.measurement,
                measurement,
                Math.round(CALIBRATION_NEUTRAL_SECONDS * hz),
                population.neutralBaseline.restingSad,
              ),
            }
          : population.neutralBaseline.report
            ? {
                neutralBaseline: {
                  happy: 0,
                  surprise: 0,
                  neutral: 1 - population.neutralBaseline.restingSad,
                  sad: population.neutralBaseline.restingSad,
                  angry: 0,
                  fear: 0,
                  disgust: 0,
                },
              }
            : {}),
      }
    : null;

  const answers: RespondentSession['answers'] = dropped
    ? null
    : {
        evoked: order.flatMap((stimulusId) => evokedAnswers(random, byId.get(stimulusId) as StimulusModel)),
        questions: plan.questions.map((question) => questionAnswer(random, question, population)),
        demographics: {
          education: EDUCATION_LEVELS[random.int(EDUCATION_LEVELS.length)],
          employment: EMPLOYMENT_STATUSES[random.int(EMPLOYMENT_STATUSES.length)],
          children: random.bernoulli(0.4),
        },
      };

  return {
    index,
    panelId: `sim-${plan.seed}-${index}`,
    screener,
    webcam,
    calibration,
    order,
    samples,
    dropout,
    answers,
    truth: {
      webcam,
      dropout: dropped,
      badCamera,
      slowDevice,
      sampleHz: hz,
      gazeErrorDeg,
      expressiveness,
      measurement,
      attentive,
    },
  };
}
