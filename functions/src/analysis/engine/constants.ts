import { MIN_VERDICT_N, type GlobalIndexComponent } from '@adpulse/shared/analysis/index';
import { MIN_SAMPLE_HZ } from '@adpulse/shared/fieldwork/index';

/**
 * The engine's constants. Each is stated, with its reason, in docs/methodology.md; a change here
 * changes the numbers of every analysis, so it goes with a note there.
 */

/** Replicates of the respondent bootstrap for KPIs and for per-second curves. */
export const BOOTSTRAP_REPLICATES = 1000;
export const CURVE_REPLICATES = 200;
export const DEFAULT_ANALYSIS_SEED = 20_240_611;

/**
 * A bound on the systematic error of a per-second reading (docs/methodology.md, "Intervals"):
 * what the measurement moves a second's mean by, the same way for every respondent, which the
 * spread between respondents cannot show. Each band of valence(s) (-1..1) and engagement(s) (0..1)
 * is widened by it on both sides; the KPIs of these readings, means of the seconds, hold for it too
 * (stats/intervals.ts, withBiasBound). Measured through the simulator's measurement layer (issue 21's
 * camera figures): the largest per-second mean error over 400 fieldworks, valence 0.003 (the
 * recovery test's valence_kpi, -0.23 points, is 0.0046), engagement 0.0104; rounded up.
 */
export const READING_SYSTEMATIC_ERROR = { valence: 0.005, engagement: 0.011 } as const;

/** Bins are 1 s; a respondent is attentive in a bin when at least half of its samples are. */
export const BIN_SECONDS = 1;
export const ATTENTIVE_BIN_SHARE = 0.5;

/**
 * A gaze sample counts in the maps from this confidence on. The respondent app's confidence is
 * the face mesh's score times the calibration's factor (1 at a perfect validation, 0.5 at the
 * quality limits, 0 at twice them); a respondent in the maps has passed the limits, so this
 * drops the frames whose face the mesh barely found (a score under 0.5).
 */
export const MIN_GAZE_CONFIDENCE = 0.25;

/** Saliency grid: the stimulus' longer side has this many cells (cells are square). */
export const SALIENCY_GRID_LONG_SIDE = 48;
/** Gaussian kernel sigma as a share of the stimulus diagonal. */
export const KERNEL_SIGMA_DIAGONAL_SHARE = 0.03;
/** Spread: the smallest share of the area that holds this share of the density. */
export const SPREAD_MASS = 0.8;
/** A respondent needs this many gaze samples in a map to count in its clarity. */
export const CLARITY_MIN_SAMPLES = 2;

/**
 * Map statistics (focus, spread, clarity, mental demand) are computed at a reference sample so
 * that they compare across projects (docs/methodology.md, "Reference sample"): subsets of this
 * many gaze respondents (the fewest a verdict needs, so every compared value reaches it), each
 * respondent's gaze thinned to at most REFERENCE_SAMPLE_HZ (the lowest rate the quality rules
 * accept, so every counted respondent reaches it).
 */
export const REFERENCE_RESPONDENTS = MIN_VERDICT_N;
export const REFERENCE_SAMPLE_HZ = MIN_SAMPLE_HZ;
/** Subsets drawn: whole random partitions of the respondents, at least this many partitions and subsets. */
export const REFERENCE_MIN_PARTITIONS = 1;
export const REFERENCE_MIN_SUBSETS = 8;

/** Fixation clusters: local maxima of the density at least this share of the highest one. */
export const CLUSTER_MIN_PEAK_SHARE = 0.2;
export const CLUSTER_MAX = 8;
/** Peaks closer than this many kernel sigmas merge into one cluster. */
export const CLUSTER_MERGE_SIGMAS = 2;
/** A gaze sample belongs to the nearest cluster within this many kernel sigmas. */
export const CLUSTER_ASSIGN_SIGMAS = 3;
/** A move to another cluster counts once the gaze stays there this many samples. */
export const TRANSITION_CONFIRM_SAMPLES = 2;
/**
 * Mental demand = 100 x d / (d + typical), d = distance travelled between clusters per second of
 * gaze, in stimulus diagonals. `typical` is the median of the seed norm's projects, so 50 is typical.
 */
export const MENTAL_DEMAND_TYPICAL = 0.135;

/** Global index weights (they add to 1). */
export const GLOBAL_INDEX_WEIGHTS = {
  attention: 0.3,
  engagement: 0.2,
  valence: 0.15,
  emotionScore: 0.2,
  clarity: 0.15,
} as const satisfies Record<GlobalIndexComponent, number>;
export type { GlobalIndexComponent };

/**
 * Reference mean and spread of each component (0-100 scales) that turn it into a 0-100 score,
 * 100 x Phi((x - mean) / sd). Fixed so that an index does not move when norms are refreshed;
 * taken from the seed norm set (docs/methodology.md, "Global index").
 */
export const GLOBAL_INDEX_ANCHORS: Record<GlobalIndexComponent, { mean: number; sd: number }> = {
  attention: { mean: 77.5, sd: 7.2 },
  engagement: { mean: 15.6, sd: 3.5 },
  valence: { mean: 53.2, sd: 1.8 },
  emotionScore: { mean: 55.4, sd: 8.4 },
  clarity: { mean: 34.8, sd: 14.1 },
};

/** digitalPerformance: attentive in every bin of the first seconds, where a feed is scrolled past. */
export const THUMB_STOP_SECONDS = 3;

/** Open-ended answers: most frequent words kept, and answers listed. */
export const OPEN_ENDED_TOP_WORDS = 20;
export const OPEN_ENDED_MAX_ANSWERS = 200;
export const OPEN_ENDED_MIN_WORD_LENGTH = 3;
