import * as z from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/index.ts';
import { QUESTION_TYPES, VIEWERS } from '../projects/constants.ts';
import {
  ATTENTION_CHECK,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  ENTRY_SOURCES,
  EVOKED_EMOTIONS,
  EVOKED_INTENSITY_MAX,
  EVOKED_INTENSITY_MIN,
  EXPRESSIONS,
  GENDERS,
  MAX_PLAYBACK_EVENTS,
  MAX_SAMPLES_PER_BATCH,
  MAX_SIGNAL_SEQ,
  ORDER_RULES,
  OUTCOMES,
  RESPONDENT_BOUNDS,
  RESPONDENT_MAX_AGE,
  RESPONDENT_MIN_AGE,
  SESSION_STATUSES,
  STIMULUS_KINDS,
} from './constants.ts';

/**
 * The data contract of fieldwork (the respondent calls of ../shared/api.md). The respondent app,
 * the simulator, the fieldwork API and the analysis all parse and produce these shapes.
 */

/** The longest advertiser name a feed mock-up shows. */
export const ADVERTISER_MAX = 120;

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const unit = z.number().min(0).max(1);
const probability = unit;
/** A finite number within ±bound (RESPONDENT_BOUNDS). */
const within = (bound: number) => z.number().min(-bound).max(bound);
const gazePx = within(RESPONDENT_BOUNDS.gazePx);
const poseDeg = within(RESPONDENT_BOUNDS.poseDeg);

// ---------------------------------------------------------------------------------------------
// What the respondent sees: GET /t/{testId}
// ---------------------------------------------------------------------------------------------

export const testStimulusSchema = z.object({
  stimulusId: id,
  kind: z.enum(STIMULUS_KINDS),
  /** Where the browser loads the media from (a short-lived URL of the checked rendition). */
  src: z.string().min(1),
  /** Seconds: the video's length, or the image's exposure. */
  duration: z.number().positive(),
  viewer: z.enum(VIEWERS),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** The media's name (its file name as uploaded): for the respondent's own record, not shown as the advertiser. */
  name: z.string().max(120),
});
export type TestStimulus = z.infer<typeof testStimulusSchema>;

export const testQuestionSchema = z.object({
  questionId: id,
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  answers: z.object({ answerList: z.array(z.string()), randomOrder: z.boolean() }),
});
export type TestQuestion = z.infer<typeof testQuestionSchema>;

export const screenerOptionsSchema = z.object({
  minAge: z.number().int(),
  maxAge: z.number().int(),
  genders: z.array(z.enum(GENDERS)),
  /** Region option ids and their names in the test's language; empty when the audience has none. */
  regions: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ScreenerOptions = z.infer<typeof screenerOptionsSchema>;

export const testDefinitionSchema = z.object({
  testId: id,
  status: z.enum(['open', 'closed']),
  /** The audience's language first; the respondent may switch among these. */
  languages: z.array(z.enum(SUPPORTED_LANGUAGES)).min(1),
  consent: z.object({
    /** How long raw samples are kept before they are deleted. */
    retentionDays: z.number().int().positive(),
  }),
  screener: screenerOptionsSchema,
  orderRule: z.enum(ORDER_RULES),
  /**
   * The advertiser the feed mock-ups name in their post header: the client's company name (its
   * brand), null when the client has none; the respondent app then shows a neutral "Advertiser".
   */
  advertiser: z.string().max(ADVERTISER_MAX).nullable(),
  stimuli: z.array(testStimulusSchema),
  questions: z.array(testQuestionSchema),
  /** The project asks the attention check after its questions (ATTENTION_CHECK). */
  attentionCheck: z.boolean(),
});
export type TestDefinition = z.infer<typeof testDefinitionSchema>;

// ---------------------------------------------------------------------------------------------
// Entering: POST /t/{testId}/sessions
// ---------------------------------------------------------------------------------------------

export const screenerAnswersSchema = z.object({
  age: z
    .number()
    .int()
    .min(RESPONDENT_MIN_AGE - 5)
    .max(RESPONDENT_MAX_AGE + 20),
  gender: z.enum(GENDERS),
  /** A region option id of the test definition; absent when the audience has no regions. */
  region: z.string().max(64).optional(),
});
export type ScreenerAnswers = z.infer<typeof screenerAnswersSchema>;

export const panelEntrySchema = z.object({
  provider: z.enum(ENTRY_SOURCES),
  /** The panel's pseudonymous id of the respondent; the only identifier we keep. */
  respondentId: z.string().min(1).max(128),
  /** The provider's entry parameters, echoed back on the return links as the provider requires. */
  params: z.record(z.string().max(64), z.string().max(512)).default({}),
  /**
   * The link the respondent came in by, as the browser received it. With a live panel
   * (PANEL_MODE=live) its provider's signature is checked and `params` must be its own; the
   * direct link and the simulated panel need none.
   */
  url: z.string().max(4096).optional(),
});
export type PanelEntry = z.infer<typeof panelEntrySchema>;

export const startSessionRequestSchema = z.object({
  panel: panelEntrySchema,
  screener: screenerAnswersSchema,
  consent: z.object({ webcam: z.boolean() }),
  /**
   * The device key: SHA-256 (hex) of a random id the respondent app keeps in the browser, so the
   * same device entering a project twice is a duplicate; the server stores only its keyed hash.
   */
  device: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /** Set by the simulator only: the session is labelled simulated in every result. */
  simulated: z.boolean().default(false),
});
export type StartSessionRequest = z.input<typeof startSessionRequestSchema>;

export const sessionStartedSchema = z.object({
  sessionId: id,
  /** Stimulus ids in the order this respondent sees them. */
  stimuli: z.array(id),
});
export type SessionStarted = z.infer<typeof sessionStartedSchema>;

export const sessionEndedSchema = z.object({
  outcome: z.enum(OUTCOMES),
  /** Where the browser goes next: the panel's return link, or our own end page. */
  redirect: z.string(),
});
export type SessionEnded = z.infer<typeof sessionEndedSchema>;

// ---------------------------------------------------------------------------------------------
// Calibration: POST /sessions/{sessionId}/calibration
// ---------------------------------------------------------------------------------------------

export const screenSizeSchema = z.object({
  width: z.number().int().positive().max(RESPONDENT_BOUNDS.screenPx),
  height: z.number().int().positive().max(RESPONDENT_BOUNDS.screenPx),
});

/**
 * The gaze model checked on targets it was not fitted on (gaze-quality.ts): at the calibration,
 * and again after the last stimulus (POST /sessions/{sessionId}/end-validation).
 */
export const gazeValidationSchema = z.object({
  /** Validation targets that had readings. */
  targets: z.number().int().min(0).max(50),
  /** Mean distance between each reading's predicted point and its target, CSS px and degrees. */
  errorPx: gazePx.min(0),
  errorDeg: z.number().min(0).max(RESPONDENT_BOUNDS.gazeDeg),
  /** The same error for a constant guess at the screen's centre, on the same targets (chance). */
  chanceErrorPx: gazePx.positive(),
  /** Mean of predicted point minus target, CSS px: a systematic shift. */
  offsetPx: z.object({ x: gazePx, y: gazePx }),
  screen: screenSizeSchema,
});
export type GazeValidation = z.infer<typeof gazeValidationSchema>;

export const calibrationSchema = z.object({
  /** How many targets the gaze model was fitted on. */
  targets: z.number().int().min(0).max(50),
  /** The fitted model checked on separate targets: the respondent's gaze quality. */
  validation: gazeValidationSchema,
  /** Mean expression probabilities during the calibration's neutral seconds (the baseline), by expression. */
  neutralBaseline: z.partialRecord(z.enum(EXPRESSIONS), probability).optional(),
  /** Detections per second measured during calibration. */
  sampleHz: z.number().min(0).max(RESPONDENT_BOUNDS.sampleHz).optional(),
});
export type Calibration = z.infer<typeof calibrationSchema>;

// ---------------------------------------------------------------------------------------------
// Signals: POST /sessions/{sessionId}/signals
// ---------------------------------------------------------------------------------------------

export const expressionScoresSchema = z.object({
  happy: probability,
  surprise: probability,
  neutral: probability,
  sad: probability,
  angry: probability,
  fear: probability,
  disgust: probability,
});
export type ExpressionScores = z.infer<typeof expressionScoresSchema>;

export const gazePointSchema = z.object({
  /** 0..1 over the stimulus, left to right and top to bottom. */
  x: unit,
  y: unit,
  confidence: unit,
});
export type GazePoint = z.infer<typeof gazePointSchema>;

export const sampleSchema = z.object({
  stimulusId: id,
  /** Stimulus time in seconds: the video element's currentTime, or time since an image was shown. */
  t: z.number().min(0).max(3600),
  face: z.boolean(),
  /** A face, turned to the screen (yaw and pitch within about 25 degrees), eyes open. */
  attentive: z.boolean(),
  /** The point of regard on the stimulus, or null when off it or unknown. */
  gaze: gazePointSchema.nullable(),
  /** Expression probabilities; null when no face was found. */
  expr: expressionScoresSchema.nullable(),
  pose: z.object({ yaw: poseDeg, pitch: poseDeg, roll: poseDeg }).optional(),
});
export type Sample = z.infer<typeof sampleSchema>;

export const signalBatchSchema = z.object({
  seq: z.number().int().min(0).max(MAX_SIGNAL_SEQ),
  samples: z.array(sampleSchema).min(1).max(MAX_SAMPLES_PER_BATCH),
});
export type SignalBatch = z.infer<typeof signalBatchSchema>;

export const signalReceiptSchema = z.object({
  accepted: z.number().int().min(0),
  /** True when this seq was already stored: nothing changed. */
  duplicate: z.boolean(),
});
export type SignalReceipt = z.infer<typeof signalReceiptSchema>;

// ---------------------------------------------------------------------------------------------
// Answers: POST /sessions/{sessionId}/answers
// ---------------------------------------------------------------------------------------------

export const evokedAnswerSchema = z.object({
  stimulusId: id,
  emotion: z.enum(EVOKED_EMOTIONS),
  intensity: z.number().int().min(EVOKED_INTENSITY_MIN).max(EVOKED_INTENSITY_MAX),
});
export type EvokedAnswer = z.infer<typeof evokedAnswerSchema>;

/** singleChoice: the answer's text; multiChoice: the texts chosen; scale: a number; openEnded: free text. */
export const questionAnswerSchema = z.object({
  questionId: id,
  answer: z.union([
    z.string().max(2000),
    within(RESPONDENT_BOUNDS.answerNumber),
    z.array(z.string().max(200)).max(20),
  ]),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

export const demographicsSchema = z
  .object({
    education: z.enum(EDUCATION_LEVELS),
    employment: z.enum(EMPLOYMENT_STATUSES),
    children: z.boolean(),
  })
  .partial();
export type Demographics = z.infer<typeof demographicsSchema>;

/**
 * How an ad played, as the respondent app saw it (methodology, "Respondent quality", playback):
 * `seeks`, seeking events of the video after it started; `hides`, times the page was hidden
 * (visibilitychange) while the ad showed.
 */
export const playbackReportSchema = z.object({
  stimulusId: id,
  seeks: z.number().int().min(0).max(MAX_PLAYBACK_EVENTS),
  hides: z.number().int().min(0).max(MAX_PLAYBACK_EVENTS),
});
export type PlaybackReport = z.infer<typeof playbackReportSchema>;

/** The evoked-emotion list in the order one respondent saw it after one stimulus (evokedOrder). */
export const evokedOrderSchema = z.object({
  stimulusId: id,
  order: z
    .array(z.enum(EVOKED_EMOTIONS))
    .length(EVOKED_EMOTIONS.length)
    .refine((order) => new Set(order).size === order.length, { message: 'not a permutation' }),
});
export type EvokedOrder = z.infer<typeof evokedOrderSchema>;

export const answersSchema = z.object({
  /** One entry per emotion felt; a stimulus with no entry means none was felt. */
  evoked: z.array(evokedAnswerSchema).max(200),
  questions: z.array(questionAnswerSchema).max(20),
  demographics: demographicsSchema.default({}),
  /** One per stimulus shown (absent: sent by an app before the playback check). */
  playback: z.array(playbackReportSchema).max(20).optional(),
  /** The option chosen in the project's attention check (ATTENTION_CHECK); absent when it asks none. */
  attentionCheck: z.enum(ATTENTION_CHECK.options).optional(),
  /** The order each stimulus' evoked-emotion list was shown in (absent: sent by an app before it was shuffled). */
  evokedOrder: z.array(evokedOrderSchema).max(20).optional(),
  /**
   * A simulated respondent's time in the survey, in seconds (the simulator does not wait); refused
   * on a session that is not simulated, whose time the server measures.
   */
  simulatedSeconds: z
    .number()
    .min(0)
    .max(24 * 3600)
    .optional(),
});
export type Answers = z.input<typeof answersSchema>;

// ---------------------------------------------------------------------------------------------
// What the analysis reads: one respondent's whole session
// ---------------------------------------------------------------------------------------------

export const sessionQualitySchema = z.object({
  /** Per stimulus: share of samples with a face. */
  faceShare: z.record(z.string(), unit),
  /** Per stimulus: samples per second of stimulus time. */
  sampleHz: z.record(z.string(), z.number().min(0)),
  validationErrorDeg: z.number().min(0).nullable(),
  validationErrorPx: z.number().min(0).nullable(),
  /** The validation error over chance's on the respondent's screen (the worse of start and end). */
  validationChanceRatio: z.number().min(0).nullable(),
});
export type SessionQuality = z.infer<typeof sessionQualitySchema>;

/** A respondent's complete record as the analysis receives it. */
export const respondentSessionSchema = z.object({
  sessionId: id,
  projectId: id,
  simulated: z.boolean(),
  status: z.enum(SESSION_STATUSES),
  panel: z.object({ provider: z.enum(ENTRY_SOURCES), respondentId: z.string() }),
  screener: screenerAnswersSchema,
  webcam: z.boolean(),
  stimuli: z.array(id),
  calibration: calibrationSchema.nullable(),
  /** The re-validation after the last stimulus; null when it was not reached or not saved. */
  endValidation: gazeValidationSchema.nullable(),
  /** Per stimulus id, its samples in time order. */
  samples: z.record(z.string(), z.array(sampleSchema)),
  answers: answersSchema.nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type RespondentSession = z.infer<typeof respondentSessionSchema>;
