import {
  EVOKED_EMOTIONS,
  EVOKED_STRONG_INTENSITY,
  NEGATIVE_EXPRESSIONS,
  gazeAccuracy,
  QUALITY_RULES,
  type Expression,
  type GazeAccuracy,
  type RespondentSession,
} from '@adpulse/shared/fieldwork/index';
import { ATTENTIVE_BIN_SHARE, BIN_SECONDS, MIN_GAZE_CONFIDENCE } from './constants.ts';
import { cellOf, type SaliencyGrid } from './saliency/grid.ts';
import type { AnalysisAsset } from './types.ts';

/**
 * One pass over each respondent's samples of an asset, into typed arrays: per respondent and
 * 1 s bin, whether they were measured and attentive, their valence and engagement, faces and gaze
 * counts; and the gaze samples themselves, in respondent then time order. Nothing later touches
 * a sample object again.
 */
export interface AssetData {
  asset: AnalysisAsset;
  bins: number;
  /** Completed respondents who saw the asset: the bootstrap's units. */
  sessions: RespondentInfo[];
  respondents: number;
  simulated: number;
  /** Counted in attention and expression: webcam on, quality rules passed. */
  measured: Uint8Array;
  /** Counted in saliency: measured, calibrated within the validation error limit, with gaze. */
  gazeOk: Uint8Array;
  /** The stored gaze accuracy of each respondent counted in saliency, in the order they were read. */
  gazeAccuracy: GazeAccuracy[];
  /** Answered the evoked-emotion question of this asset. */
  answered: Uint8Array;
  /** Per respondent, per emotion (EVOKED_EMOTIONS order): intensity 1-5, 0 when not felt. */
  evoked: Uint8Array;
  /** Reported any emotion at intensity 3 or more. */
  strong: Uint8Array;
  /** Samples per second of stimulus time. */
  sampleHz: Float64Array;
  /** Seconds to the first inattentive bin (the whole duration when none); NaN when not measured. */
  span: Float64Array;
  /** respondent x bin. */
  binMeasured: Uint8Array;
  binAttentive: Uint8Array;
  /** NaN where undefined (not attentive, or no expression read). */
  binValence: Float32Array;
  /** NaN where not measured. */
  binEngagement: Float32Array;
  binFaces: Uint16Array;
  binGaze: Uint16Array;
  gaze: GazeSamples;
}

export interface GazeSamples {
  count: number;
  x: Float32Array;
  y: Float32Array;
  t: Float32Array;
  bin: Int32Array;
  cell: Int32Array;
  respondent: Int32Array;
  /** Per respondent, the range [start[r], end[r]) of its samples. */
  start: Int32Array;
  end: Int32Array;
}

interface Baseline {
  valence: number;
  neutral: number;
}

function baselineOf(session: RespondentSession, use: boolean): Baseline | null {
  const values = session.calibration?.neutralBaseline;
  if (!use || !values) return null;
  const read = (name: Expression) => values[name] ?? 0;
  const negative = NEGATIVE_EXPRESSIONS.reduce((sum, name) => sum + read(name), 0);
  const neutral = values.neutral ?? 1;
  return { valence: read('happy') - negative, neutral };
}

export function binCount(duration: number): number {
  return Math.max(1, Math.ceil(duration / BIN_SECONDS - 1e-9));
}

/** What the analysis keeps of a session once its samples are read: no samples. */
export interface RespondentInfo {
  sessionId: string;
  simulated: boolean;
  webcam: boolean;
  screener: RespondentSession['screener'];
}

/**
 * One respondent's share of an asset's arrays once its samples are read: what a later run adds
 * back (`addRow`) without reading the samples again, giving the same arrays as `add` did.
 */
export interface RespondentRow {
  info: RespondentInfo;
  measured: number;
  gazeOk: number;
  answered: number;
  strong: number;
  sampleHz: number;
  /** NaN when not measured. */
  span: number;
  /** EVOKED_EMOTIONS.length intensities. */
  evoked: Uint8Array;
  /** One per bin. */
  binMeasured: Uint8Array;
  binAttentive: Uint8Array;
  binValence: Float32Array;
  binEngagement: Float32Array;
  binFaces: Uint16Array;
  binGaze: Uint16Array;
  /** Present when counted in saliency. */
  gazeAccuracy: GazeAccuracy | null;
  gaze: Pick<GazeSamples, 'x' | 'y' | 't' | 'bin' | 'cell'>;
}

/**
 * Reads sessions one at a time (a Lambda can stream them from storage and drop each after
 * `add`), growing the typed arrays as respondents arrive.
 */
export class AssetAccumulator {
  private readonly data: AssetData;
  private capacity = 0;
  private gazeCapacity = 0;
  private readonly samplesInBin: Uint16Array;
  private readonly attentiveInBin: Uint16Array;
  private readonly exprInBin: Uint16Array;
  private readonly valenceSum: Float64Array;
  private readonly expressiveSum: Float64Array;

  constructor(
    readonly asset: AnalysisAsset,
    readonly grid: SaliencyGrid,
    private readonly useNeutralBaseline: boolean,
  ) {
    const bins = binCount(asset.duration);
    this.data = {
      asset,
      bins,
      sessions: [],
      respondents: 0,
      simulated: 0,
      measured: new Uint8Array(0),
      gazeOk: new Uint8Array(0),
      gazeAccuracy: [],
      answered: new Uint8Array(0),
      evoked: new Uint8Array(0),
      strong: new Uint8Array(0),
      sampleHz: new Float64Array(0),
      span: new Float64Array(0),
      binMeasured: new Uint8Array(0),
      binAttentive: new Uint8Array(0),
      binValence: new Float32Array(0),
      binEngagement: new Float32Array(0),
      binFaces: new Uint16Array(0),
      binGaze: new Uint16Array(0),
      gaze: emptyGaze(0, 0),
    };
    this.samplesInBin = new Uint16Array(bins);
    this.attentiveInBin = new Uint16Array(bins);
    this.exprInBin = new Uint16Array(bins);
    this.valenceSum = new Float64Array(bins);
    this.expressiveSum = new Float64Array(bins);
  }

  /** Adds a completed session (sessions that did not see the asset are skipped). */
  add(session: RespondentSession): void {
    if (!session.stimuli.includes(this.asset.assetId)) return;
    const data = this.data;
    const r = data.respondents;
    this.reserveRespondents(r + 1);
    data.respondents = r + 1;
    data.sessions.push({
      sessionId: session.sessionId,
      simulated: session.simulated,
      webcam: session.webcam,
      screener: session.screener,
    });
    if (session.simulated) data.simulated++;
    const bins = data.bins;
    const row = r * bins;
    data.span[r] = Number.NaN;
    data.binValence.fill(Number.NaN, row, row + bins);
    data.binEngagement.fill(Number.NaN, row, row + bins);
    readEvoked(data, session, r, this.asset.assetId);
    const gaze = data.gaze;
    gaze.start[r] = gaze.count;
    gaze.end[r] = gaze.count;

    const samples = session.webcam ? (session.samples[this.asset.assetId] ?? []) : [];
    if (samples.length === 0) return;
    const baseline = baselineOf(session, this.useNeutralBaseline);
    const { samplesInBin, attentiveInBin, exprInBin, valenceSum, expressiveSum } = this;
    samplesInBin.fill(0);
    attentiveInBin.fill(0);
    exprInBin.fill(0);
    valenceSum.fill(0);
    expressiveSum.fill(0);
    let faces = 0;
    let gazeSamples = 0;
    for (const sample of samples) {
      const bin = Math.min(bins - 1, Math.max(0, Math.floor(sample.t / BIN_SECONDS)));
      samplesInBin[bin]! += 1;
      if (sample.attentive) attentiveInBin[bin]! += 1;
      if (sample.face) {
        faces++;
        data.binFaces[row + bin]! += 1;
      }
      const expr = sample.expr;
      if (expr) {
        let valence = expr.happy - expr.sad - expr.angry - expr.fear - expr.disgust;
        let expressive = 1 - expr.neutral;
        if (baseline) {
          valence = Math.min(1, Math.max(-1, valence - baseline.valence));
          expressive = Math.min(1, Math.max(0, baseline.neutral - expr.neutral));
        }
        exprInBin[bin]! += 1;
        valenceSum[bin]! += valence;
        expressiveSum[bin]! += expressive;
      }
      if (sample.gaze && sample.gaze.confidence >= MIN_GAZE_CONFIDENCE) gazeSamples++;
    }

    const faceShare = faces / samples.length;
    const hz = samples.length / this.asset.duration;
    data.sampleHz[r] = hz;
    const passes = faceShare >= QUALITY_RULES.minFaceShare && hz >= QUALITY_RULES.minSampleHz;
    if (!passes) {
      data.binFaces.fill(0, row, row + bins);
      return;
    }
    data.measured[r] = 1;
    let span = Number.NaN;
    for (let s = 0; s < bins; s++) {
      const count = samplesInBin[s] as number;
      if (count === 0) continue;
      const cell = row + s;
      data.binMeasured[cell] = 1;
      const attentive = (attentiveInBin[s] as number) >= ATTENTIVE_BIN_SHARE * count;
      data.binAttentive[cell] = attentive ? 1 : 0;
      const exprCount = exprInBin[s] as number;
      if (attentive && exprCount > 0) data.binValence[cell] = (valenceSum[s] as number) / exprCount;
      if (!attentive) data.binEngagement[cell] = 0;
      else if (exprCount > 0) data.binEngagement[cell] = (expressiveSum[s] as number) / exprCount;
      if (!attentive && Number.isNaN(span)) span = s * BIN_SECONDS;
    }
    data.span[r] = Number.isNaN(span) ? this.asset.duration : span;

    // The stored accuracy: under the degrees limit and well below chance on the respondent's own
    // screen, at the calibration and at the end validation (gaze-quality.ts).
    const accuracy = gazeAccuracy(session.calibration, session.endValidation);
    if (!accuracy?.passes || gazeSamples === 0) {
      data.binFaces.fill(0, row, row + bins);
      return;
    }
    data.gazeOk[r] = 1;
    data.gazeAccuracy.push(accuracy);
    this.reserveGaze(gaze.count + gazeSamples);
    const target = data.gaze;
    for (const sample of samples) {
      if (!sample.gaze || sample.gaze.confidence < MIN_GAZE_CONFIDENCE) continue;
      const bin = Math.min(bins - 1, Math.max(0, Math.floor(sample.t / BIN_SECONDS)));
      const k = target.count++;
      target.x[k] = sample.gaze.x;
      target.y[k] = sample.gaze.y;
      target.t[k] = sample.t;
      target.bin[k] = bin;
      target.cell[k] = cellOf(this.grid, sample.gaze.x, sample.gaze.y);
      target.respondent[k] = r;
      data.binGaze[row + bin]! += 1;
    }
    target.end[r] = target.count;
  }

  /** Each respondent's row, in the order they were added (copies: the accumulator keeps its arrays). */
  *rows(): Generator<RespondentRow> {
    const data = this.data;
    const { bins, gaze } = data;
    const emotions = EVOKED_EMOTIONS.length;
    let accuracies = 0;
    for (let r = 0; r < data.respondents; r++) {
      const row = r * bins;
      const gazeFrom = gaze.start[r] as number;
      const gazeTo = gaze.end[r] as number;
      const gazeOk = data.gazeOk[r] as number;
      yield {
        info: data.sessions[r] as RespondentInfo,
        measured: data.measured[r] as number,
        gazeOk,
        answered: data.answered[r] as number,
        strong: data.strong[r] as number,
        sampleHz: data.sampleHz[r] as number,
        span: data.span[r] as number,
        evoked: data.evoked.slice(r * emotions, (r + 1) * emotions),
        binMeasured: data.binMeasured.slice(row, row + bins),
        binAttentive: data.binAttentive.slice(row, row + bins),
        binValence: data.binValence.slice(row, row + bins),
        binEngagement: data.binEngagement.slice(row, row + bins),
        binFaces: data.binFaces.slice(row, row + bins),
        binGaze: data.binGaze.slice(row, row + bins),
        gazeAccuracy: gazeOk ? (data.gazeAccuracy[accuracies++] ?? null) : null,
        gaze: {
          x: gaze.x.slice(gazeFrom, gazeTo),
          y: gaze.y.slice(gazeFrom, gazeTo),
          t: gaze.t.slice(gazeFrom, gazeTo),
          bin: gaze.bin.slice(gazeFrom, gazeTo),
          cell: gaze.cell.slice(gazeFrom, gazeTo),
        },
      };
    }
  }

  /** Adds a respondent from its row (`rows` of an earlier run): the arrays `add` made from its session. */
  addRow(source: RespondentRow): void {
    const data = this.data;
    const { bins } = data;
    if (source.binMeasured.length !== bins || source.evoked.length !== EVOKED_EMOTIONS.length)
      throw new Error(`A row of ${source.binMeasured.length} bins for an asset of ${bins}`);
    const r = data.respondents;
    this.reserveRespondents(r + 1);
    data.respondents = r + 1;
    data.sessions.push(source.info);
    if (source.info.simulated) data.simulated++;
    const row = r * bins;
    data.measured[r] = source.measured;
    data.gazeOk[r] = source.gazeOk;
    data.answered[r] = source.answered;
    data.strong[r] = source.strong;
    data.sampleHz[r] = source.sampleHz;
    data.span[r] = source.span;
    data.evoked.set(source.evoked, r * EVOKED_EMOTIONS.length);
    data.binMeasured.set(source.binMeasured, row);
    data.binAttentive.set(source.binAttentive, row);
    data.binValence.set(source.binValence, row);
    data.binEngagement.set(source.binEngagement, row);
    data.binFaces.set(source.binFaces, row);
    data.binGaze.set(source.binGaze, row);
    if (source.gazeAccuracy) data.gazeAccuracy.push(source.gazeAccuracy);
    const count = source.gaze.x.length;
    data.gaze.start[r] = data.gaze.count;
    if (count > 0) {
      this.reserveGaze(data.gaze.count + count);
      const target = data.gaze;
      const at = target.count;
      target.x.set(source.gaze.x, at);
      target.y.set(source.gaze.y, at);
      target.t.set(source.gaze.t, at);
      target.bin.set(source.gaze.bin, at);
      target.cell.set(source.gaze.cell, at);
      target.respondent.fill(r, at, at + count);
      target.count = at + count;
    }
    data.gaze.end[r] = data.gaze.count;
  }

  /** The arrays trimmed to the respondents read. */
  finish(): AssetData {
    const data = this.data;
    const r = data.respondents;
    const cells = r * data.bins;
    const gaze = data.gaze;
    return {
      ...data,
      measured: data.measured.subarray(0, r),
      gazeOk: data.gazeOk.subarray(0, r),
      answered: data.answered.subarray(0, r),
      evoked: data.evoked.subarray(0, r * EVOKED_EMOTIONS.length),
      strong: data.strong.subarray(0, r),
      sampleHz: data.sampleHz.subarray(0, r),
      span: data.span.subarray(0, r),
      binMeasured: data.binMeasured.subarray(0, cells),
      binAttentive: data.binAttentive.subarray(0, cells),
      binValence: data.binValence.subarray(0, cells),
      binEngagement: data.binEngagement.subarray(0, cells),
      binFaces: data.binFaces.subarray(0, cells),
      binGaze: data.binGaze.subarray(0, cells),
      gaze: {
        count: gaze.count,
        x: gaze.x.subarray(0, gaze.count),
        y: gaze.y.subarray(0, gaze.count),
        t: gaze.t.subarray(0, gaze.count),
        bin: gaze.bin.subarray(0, gaze.count),
        cell: gaze.cell.subarray(0, gaze.count),
        respondent: gaze.respondent.subarray(0, gaze.count),
        start: gaze.start.subarray(0, r),
        end: gaze.end.subarray(0, r),
      },
    };
  }

  private reserveRespondents(needed: number): void {
    if (needed <= this.capacity) return;
    const capacity = Math.max(64, this.capacity * 2);
    const bins = this.data.bins;
    const data = this.data;
    const grow = <T extends Uint8Array | Uint16Array | Float32Array | Float64Array | Int32Array>(
      old: T,
      size: number,
    ): T => {
      const next = new (old.constructor as new (length: number) => T)(size);
      next.set(old);
      return next;
    };
    data.measured = grow(data.measured, capacity);
    data.gazeOk = grow(data.gazeOk, capacity);
    data.answered = grow(data.answered, capacity);
    data.evoked = grow(data.evoked, capacity * EVOKED_EMOTIONS.length);
    data.strong = grow(data.strong, capacity);
    data.sampleHz = grow(data.sampleHz, capacity);
    data.span = grow(data.span, capacity);
    data.binMeasured = grow(data.binMeasured, capacity * bins);
    data.binAttentive = grow(data.binAttentive, capacity * bins);
    data.binValence = grow(data.binValence, capacity * bins);
    data.binEngagement = grow(data.binEngagement, capacity * bins);
    data.binFaces = grow(data.binFaces, capacity * bins);
    data.binGaze = grow(data.binGaze, capacity * bins);
    data.gaze.start = grow(data.gaze.start, capacity);
    data.gaze.end = grow(data.gaze.end, capacity);
    this.capacity = capacity;
  }

  private reserveGaze(needed: number): void {
    if (needed <= this.gazeCapacity) return;
    const capacity = Math.max(4096, this.gazeCapacity * 2, needed);
    const gaze = this.data.gaze;
    const grow = <T extends Float32Array | Int32Array>(old: T): T => {
      const next = new (old.constructor as new (length: number) => T)(capacity);
      next.set(old.subarray(0, gaze.count));
      return next;
    };
    gaze.x = grow(gaze.x);
    gaze.y = grow(gaze.y);
    gaze.t = grow(gaze.t);
    gaze.bin = grow(gaze.bin);
    gaze.cell = grow(gaze.cell);
    gaze.respondent = grow(gaze.respondent);
    this.gazeCapacity = capacity;
  }
}

function readEvoked(data: AssetData, session: RespondentSession, r: number, assetId: string): void {
  if (!session.answers) return;
  data.answered[r] = 1;
  for (const answer of session.answers.evoked) {
    if (answer.stimulusId !== assetId) continue;
    const index = EVOKED_EMOTIONS.indexOf(answer.emotion);
    const slot = r * EVOKED_EMOTIONS.length + index;
    data.evoked[slot] = Math.max(data.evoked[slot] as number, answer.intensity);
    if (answer.intensity >= EVOKED_STRONG_INTENSITY) data.strong[r] = 1;
  }
}

function emptyGaze(respondents: number, capacity: number): GazeSamples {
  return {
    count: 0,
    x: new Float32Array(capacity),
    y: new Float32Array(capacity),
    t: new Float32Array(capacity),
    bin: new Int32Array(capacity),
    cell: new Int32Array(capacity),
    respondent: new Int32Array(capacity),
    start: new Int32Array(respondents),
    end: new Int32Array(respondents),
  };
}
