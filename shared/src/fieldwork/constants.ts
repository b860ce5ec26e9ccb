/**
 * The vocabulary of fieldwork: what a respondent's browser measures and answers
 * (../shared/methodology.md, "What a respondent produces"). The respondent app, the simulator,
 * the fieldwork API and the analysis all read these, so they cannot disagree.
 */

/** Facial expression probabilities sent with each sample (the 7 basic expression names). */
export const EXPRESSIONS = ['happy', 'surprise', 'neutral', 'sad', 'angry', 'fear', 'disgust'] as const;
export type Expression = (typeof EXPRESSIONS)[number];

/** Expressions that count against valence (methodology: happy minus the sum of these). */
export const NEGATIVE_EXPRESSIONS = [
  'sad',
  'angry',
  'fear',
  'disgust',
] as const satisfies readonly Expression[];

/** The evoked-emotion question asked after each stimulus (spec section 9). */
export const EVOKED_EMOTIONS = [
  'amusement',
  'anger',
  'awe',
  'contentment',
  'disgust',
  'excitement',
  'fear',
  'sadness',
] as const;
export type EvokedEmotion = (typeof EVOKED_EMOTIONS)[number];
export const EVOKED_INTENSITY_MIN = 1;
export const EVOKED_INTENSITY_MAX = 5;
/** emotion_score_kpi counts respondents who reported an emotion at this intensity or more. */
export const EVOKED_STRONG_INTENSITY = 3;

/** Sampling: the browser aims at this rate and a session under the minimum does not count. */
export const TARGET_SAMPLE_HZ = 10;
export const MIN_SAMPLE_HZ = 5;
/** Images are shown for a fixed exposure unless the project says otherwise. */
export const IMAGE_EXPOSURE_SECONDS = 6;

/**
 * Who counts in attention, expression and saliency (the quality rules; the methodology
 * document gives the reasons). A session that fails any of them still counts in the survey.
 */
export const QUALITY_RULES = {
  /** Share of a stimulus' samples with a face found. */
  minFaceShare: 0.6,
  /** Mean error on the calibration's validation targets, in degrees of visual angle. */
  maxValidationErrorDeg: 6,
  /**
   * That error over the error of a constant guess at the screen's centre on the same targets
   * (gaze-quality.ts): at most half of chance, so the limit means the same on a phone and a
   * desktop screen.
   */
  maxValidationChanceRatio: 0.5,
  /** Samples per second of stimulus time. */
  minSampleHz: MIN_SAMPLE_HZ,
} as const;

/**
 * Respondent quality (methodology, "Respondent quality"): why a session that reached its end
 * does not count as a complete. It ends as a quality termination with the panel's quality
 * redirect, and gives its quota slot back.
 * - noMeasurement: the webcam was accepted but a stimulus has fewer samples than
 *   QUALITY_RULES.minSampleHz per second of it (a stimulus of d seconds needs
 *   ceil(minSampleHz x d) samples: the floor under which the analysis would not count it);
 * - playback: the respondent app saw the ad sought or the page hidden while an ad played;
 * - straightLining: STRAIGHT_LINING_RULE.minItems or more scale answers, all on the same point;
 * - attentionCheck: the project asks the attention check (ATTENTION_CHECK) and the respondent
 *   chose another answer than the one the question tells them to choose, or none;
 * - duplicate: an entry from a device that entered the project before, or past
 *   RESPONDENT_ENTRY_LIMITS.entriesPerAddress from one address; it ends at the entry;
 * - speeder: judged by the analysis, not at the end (it needs the median of the completes): a
 *   complete whose time in the survey is under SPEEDER_RULE.shareOfMedian of the median is left
 *   out of the analysis and counted here.
 */
export const QUALITY_REASONS = [
  'speeder',
  'noMeasurement',
  'playback',
  'straightLining',
  'attentionCheck',
  'duplicate',
] as const;

/**
 * The attention check (methodology, "Respondent quality"): an optional question per project
 * (the project's `attentionCheck`, off by default), asked after the client's questions, whose text
 * tells the respondent which of the options to choose (`instructed`). The options are the
 * catalogue's colour names in the respondent's language; the answer is the option's key.
 */
export const ATTENTION_CHECK = {
  options: ['red', 'green', 'blue', 'yellow'],
  instructed: 'blue',
} as const;
export type AttentionCheckOption = (typeof ATTENTION_CHECK.options)[number];
export type QualityReason = (typeof QUALITY_REASONS)[number];
/** The reasons a session is ended for at its end or entry (every reason but the analysis' speeder). */
export type SessionQualityReason = Exclude<QualityReason, 'speeder'>;

/**
 * Speeders (methodology, "Respondent quality"): a complete whose time in the survey is under
 * shareOfMedian of the median time of the project's completes, judged once there are at least
 * minCompletes of them (a median of a handful says little).
 */
export const SPEEDER_RULE = { shareOfMedian: 0.5, minCompletes: 10 } as const;

/**
 * Straight-lining (methodology, "Respondent quality"): at least minItems answers on a scale (the
 * client's scale questions and the evoked-emotion intensities), every one on the same point of
 * its scale counted from its start.
 */
export const STRAIGHT_LINING_RULE = { minItems: 4 } as const;

/** What the respondent app reports of an ad's playback: seeks and hides per stimulus, bounded. */
export const MAX_PLAYBACK_EVENTS = 1000;

/**
 * Entries of a project's test links (methodology, "Respondent quality"), each limit taken by a
 * conditional write before the entry's work:
 * - perLinkPerMinute, perAddressPerMinute: entries per minute per link, and per link from one
 *   source address; past them the entry answers 429 fieldwork.rate_limited (try again later);
 * - entriesPerAddress: entries of one project from one source address in all; past it an entry
 *   ends as a duplicate (a household or an office may hold a few respondents, a script many).
 */
export const RESPONDENT_ENTRY_LIMITS = {
  perLinkPerMinute: 600,
  perAddressPerMinute: 10,
  entriesPerAddress: 3,
} as const;

/** Signal upload: samples per batch, so a batch stays a few kilobytes. */
export const MAX_SAMPLES_PER_BATCH = 600;
/** A signal batch sequence number above this is refused (a two-minute video at 30 Hz fits many times). */
export const MAX_SIGNAL_SEQ = 100_000;

export const STIMULUS_KINDS = ['video', 'image'] as const;
export type StimulusKind = (typeof STIMULUS_KINDS)[number];

/**
 * In which order a respondent sees a project's stimuli:
 * - single: one stimulus (discover, predict);
 * - random: every stimulus, in an order drawn per respondent (A/B test, custom), so order effects cancel;
 * - fixed: every stimulus, in the order the client uploaded them (sequential: a story told in sequence).
 */
export const ORDER_RULES = ['single', 'random', 'fixed'] as const;
export type OrderRule = (typeof ORDER_RULES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const RESPONDENT_MIN_AGE = 18;
export const RESPONDENT_MAX_AGE = 99;

/** Where a respondent comes from: a panel provider, or a link the client shares itself. */
export const ENTRY_SOURCES = ['dynata', 'pure-spectrum', 'direct'] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/** How a session ends. dropout is set by the server on sessions that never complete. */
export const OUTCOMES = ['complete', 'screenout', 'overquota', 'quality', 'closed', 'dropout'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const SESSION_STATUSES = ['started', ...OUTCOMES] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const EDUCATION_LEVELS = ['primary', 'secondary', 'university', 'postgraduate'] as const;
export const EMPLOYMENT_STATUSES = [
  'employed',
  'self-employed',
  'student',
  'unemployed',
  'retired',
  'other',
] as const;

/** Raw samples are kept this many days unless the deployment says otherwise (RAW_SAMPLE_RETENTION_DAYS). */
export const DEFAULT_RAW_SAMPLE_RETENTION_DAYS = 90;

/**
 * Signals: a sample's t may run past its stimulus by this much (the media element's clock and an
 * image's exposure timer overshoot a little); a later t is refused.
 */
export const SIGNAL_T_TOLERANCE_SECONDS = 1;
/**
 * A session may store at most this many samples per second of its stimuli (plus the tolerance):
 * three times the fastest device the measurement reaches, so a browser is never refused while a
 * loop that resends samples under new seqs is.
 */
export const MAX_SESSION_SAMPLE_HZ = 60;

/** Who may enter a test: the panels of spec section 9 and the direct link. */
export const TEST_PANELS = ENTRY_SOURCES;
export type TestPanel = EntrySource;

/** The life of a project's fieldwork: entries open, then closing (no new entries, sessions finish), then closed. */
export const FIELDWORK_STATES = ['fielding', 'closing', 'closed'] as const;
export type FieldworkState = (typeof FIELDWORK_STATES)[number];

/**
 * Why fieldwork closed: its sample, its field time, its client closed it early
 * (POST .../fieldwork/close); `panel_closed`: the provider closed the survey while we fielded;
 * `panel_error`: the provider refused the project (the record's `panel.error` holds the code).
 */
export const CLOSE_REASONS = [
  'sample_reached',
  'time_up',
  'closed_early',
  'panel_closed',
  'panel_error',
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** The respondent app's paths on the app's origin (its own entry of the web build). */
export const RESPONDENT_TEST_PATH = '/t/{testId}';
export const RESPONDENT_END_PATH = '/t/{testId}/end';

/**
 * The test id a preview carries (GET /projects/{projectId}/preview): never a stored test, so no
 * respondent call can take it; the preview's session and its answers stay on the device.
 */
export const PREVIEW_TEST_ID = 'preview';

/**
 * The ranges of the numbers a respondent's browser sends (calibration, validation, samples,
 * answers), each finite and no wider than a real measurement can be. Anything outside is refused
 * with 400 and its field, so nothing out of range is stored (a number of 2^53 or more cannot be
 * written to DynamoDB as a JavaScript number: it used to answer 500). The schemas take them from here.
 */
export const RESPONDENT_BOUNDS = {
  /** A screen side, CSS px. */
  screenPx: 10_000,
  /** A gaze error, chance error or offset, CSS px: beyond the largest screen's diagonal. */
  gazePx: 15_000,
  /** A gaze error, degrees of visual angle. */
  gazeDeg: 180,
  /** Head yaw, pitch and roll, degrees. */
  poseDeg: 180,
  /** Detections a second. */
  sampleHz: 240,
  /** A numeric answer (a scale point, a number typed). */
  answerNumber: 1_000_000,
} as const;
