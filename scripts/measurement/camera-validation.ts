/**
 * validate:camera's pipeline (scripts/validate-camera.ts, tests/browser/camera-validation.test.ts):
 * a fake-camera video per identity with a known schedule of neutral and happy, read through the
 * respondent app's measurement module in headless Chromium, each sample matched to the frame it
 * was read from, and the figures.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { HAPPY_THRESHOLD } from '../../web/src/features/respondent/measurement/expression.ts';
import {
  FRAME_CODE,
  frameCodeBlocks,
} from '../../web/src/features/respondent/measurement/harness/frame-code.ts';
import type { CameraValidationResult } from '../../web/src/features/respondent/measurement/harness/harness-api.ts';
import type {
  SmileBaseline,
  SmileSignals,
} from '../../web/src/features/respondent/measurement/smile-fusion.ts';
import { rocAuc } from '../../web/src/features/respondent/measurement/validation-report.ts';
import { BACKGROUND_GREY, CAMERA_FRAME } from './compose-frame.ts';
import { fakeCameraArgs, harnessCall, openHarness } from './harness-driver.ts';

/** The video's plan: a neutral lead-in for the calibration, then phases alternating happy and neutral. */
export interface CameraSchedule {
  fps: number;
  leadInSeconds: number;
  phaseSeconds: number;
  /** Phases after the lead-in, starting with happy. */
  phases: number;
  /** The photo's height over the frame's height: it drifts slowly between these. */
  minHeightShare: number;
  maxHeightShare: number;
}

/**
 * 15 s neutral (3 s of neutral calibration and 13 gaze targets of 400 ms, with room for a slow machine), then 6 phases of 2 s:
 * happy, neutral, happy, neutral, happy, neutral. The photo's height drifts between 75% and 150%
 * of the frame's (the face itself, forehead to chin, measures 40% of the photo: 30% to 60% of
 * the frame), its centre over ±15% of the width and ±5% of the height.
 */
export const CAMERA_SCHEDULE: CameraSchedule = {
  fps: 30,
  leadInSeconds: 15,
  phaseSeconds: 2,
  phases: 6,
  minHeightShare: 0.75,
  maxHeightShare: 1.5,
};

export const CALIBRATION_FOR_VALIDATION = { neutralMs: 3000, settleMs: 0, collectMs: 400 } as const;

export const CAMERA_TARGETS = { pooledAuc: 0.98, neutralReadHappy: 0.05, smileReadHappy: 0.9, maxLagMs: 100 };

export const scheduleFrames = (schedule: CameraSchedule) =>
  Math.round((schedule.leadInSeconds + schedule.phases * schedule.phaseSeconds) * schedule.fps);

/** What the camera shows at a frame: the phase, and where and how large the photo is. */
export function frameAt(schedule: CameraSchedule, index: number) {
  const t = index / schedule.fps;
  const after = t - schedule.leadInSeconds;
  const happy = after >= 0 && Math.floor(after / schedule.phaseSeconds) % 2 === 0;
  const { minHeightShare: low, maxHeightShare: high } = schedule;
  return {
    happy,
    heightShare: low + ((high - low) * (1 - Math.cos((2 * Math.PI * t) / 7))) / 2,
    centreX: 0.5 + 0.15 * Math.sin((2 * Math.PI * t) / 11),
    centreY: 0.5 + 0.05 * Math.sin((2 * Math.PI * t) / 5),
  };
}

/** The truth at a frame index (true = happy); null outside the schedule. */
export function phaseAt(schedule: CameraSchedule, index: number): boolean | null {
  if (index < 0 || index >= scheduleFrames(schedule)) return null;
  return frameAt(schedule, index).happy;
}

type Rgb = { data: Buffer; side: number };

async function resized(photo: Buffer, side: number, cache: Map<number, Rgb>): Promise<Rgb> {
  const hit = cache.get(side);
  if (hit) return hit;
  const data = await sharp(photo).resize(side, side, { fit: 'cover' }).removeAlpha().raw().toBuffer();
  const entry = { data, side };
  cache.set(side, entry);
  return entry;
}

/** One frame as 4:2:0 Y, U, V planes: the photo placed (cropped by the frame's edges), the code on top. */
function frameYuv(face: Rgb, left: number, top: number, index: number): Buffer {
  const { width, height } = CAMERA_FRAME;
  const y = Buffer.alloc(
    width * height,
    Math.round(0.299 * BACKGROUND_GREY + 0.587 * BACKGROUND_GREY + 0.114 * BACKGROUND_GREY),
  );
  const u = Buffer.alloc((width / 2) * (height / 2), 128);
  const v = Buffer.alloc((width / 2) * (height / 2), 128);
  for (let row = Math.max(0, top); row < Math.min(height, top + face.side); row++) {
    for (let col = Math.max(0, left); col < Math.min(width, left + face.side); col++) {
      const at = ((row - top) * face.side + (col - left)) * 3;
      const [r, g, b] = [face.data[at] ?? 0, face.data[at + 1] ?? 0, face.data[at + 2] ?? 0];
      y[row * width + col] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const chroma = (row / 2) * (width / 2) + col / 2;
        u[chroma] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
        v[chroma] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
      }
    }
  }
  frameCodeBlocks(index).forEach((white, block) => {
    for (let row = 0; row < FRAME_CODE.blockHeight; row++) {
      y.fill(
        white ? 235 : 16,
        row * width + block * FRAME_CODE.blockWidth,
        row * width + (block + 1) * FRAME_CODE.blockWidth,
      );
    }
    for (let row = 0; row < FRAME_CODE.blockHeight / 2; row++) {
      const from = row * (width / 2) + (block * FRAME_CODE.blockWidth) / 2;
      u.fill(128, from, from + FRAME_CODE.blockWidth / 2);
      v.fill(128, from, from + FRAME_CODE.blockWidth / 2);
    }
  });
  return Buffer.concat([y, u, v]);
}

/** The fake camera's video (.y4m, 640x480, 4:2:0) for one identity, following the schedule. */
export async function buildCameraVideo(
  neutral: Buffer,
  happy: Buffer,
  file: string,
  schedule: CameraSchedule = CAMERA_SCHEDULE,
): Promise<void> {
  const out = createWriteStream(file);
  const write = async (chunk: Buffer | string) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write(
    `YUV4MPEG2 W${CAMERA_FRAME.width} H${CAMERA_FRAME.height} F${schedule.fps}:1 Ip A1:1 C420jpeg\n`,
  );
  const caches = { neutral: new Map<number, Rgb>(), happy: new Map<number, Rgb>() };
  for (let index = 0; index < scheduleFrames(schedule); index++) {
    const at = frameAt(schedule, index);
    const side = Math.round(CAMERA_FRAME.height * at.heightShare);
    const face = await resized(at.happy ? happy : neutral, side, at.happy ? caches.happy : caches.neutral);
    const left = Math.round(at.centreX * CAMERA_FRAME.width - side / 2);
    const top = Math.round(at.centreY * CAMERA_FRAME.height - side / 2);
    await write('FRAME\n');
    await write(frameYuv(face, left, top, index));
  }
  out.end();
  await once(out, 'finish');
}

/** A sample with an expression, matched to the frame it was read from. */
export interface MatchedSample {
  identity: string;
  index: number;
  happy: number;
}

export interface IdentityRun {
  identity: string;
  matched: MatchedSample[];
  /** Samples emitted (with or without a face or expression) and seconds measured. */
  samples: number;
  seconds: number;
  faceShare: number;
  calibrationError: string | null;
  /** The calibration ran over neutral frames only. */
  calibratedOnNeutral: boolean;
  /** Every reading's fusion inputs and the person's rest, for offline analysis (--dump). */
  readings: DumpedReading[];
  smileBaseline: SmileBaseline | null;
}

/**
 * Each item's frame: the last frame the camera showed at or before its capture time (ms, the
 * page's performance.now()); items captured before the first decoded frame are dropped.
 */
function framesAt<T>(items: readonly T[], capturedAt: (item: T) => number, run: CameraValidationResult) {
  const matched: { item: T; index: number }[] = [];
  let frame = 0;
  for (const item of [...items].sort((a, b) => capturedAt(a) - capturedAt(b))) {
    const at = capturedAt(item);
    while (frame + 1 < run.frames.length && (run.frames[frame + 1]?.at ?? Infinity) <= at + 1) frame++;
    const shown = run.frames[frame];
    if (shown && shown.at <= at + 1) matched.push({ item, index: shown.index });
  }
  return matched;
}

/** Each sample with a face and an expression, matched to the frame it was read from. */
export function matchSamples(identity: string, run: CameraValidationResult): MatchedSample[] {
  return framesAt(run.samples, (sample) => run.shownAt + sample.t * 1000, run).flatMap(({ item, index }) =>
    item.face && item.expr ? [{ identity, index, happy: item.expr.happy }] : [],
  );
}

/** --dump: a reading's fusion inputs at the frame it was read from (calibration frames included). */
export interface DumpedReading {
  index: number;
  signals: Partial<SmileSignals>;
  /** Distance between the eye centres over the frame width (the face's size). */
  interocular: number | null;
}

/** One identity through the camera path: builds its video, measures, matches. */
export async function runIdentity(
  identity: string,
  photos: { neutral: Buffer; happy: Buffer },
  schedule: CameraSchedule = CAMERA_SCHEDULE,
): Promise<IdentityRun> {
  const folder = join(tmpdir(), `adpulse-validate-camera-${process.pid}`);
  await mkdir(folder, { recursive: true });
  const file = join(folder, `${identity}.y4m`);
  try {
    await buildCameraVideo(photos.neutral, photos.happy, file, schedule);
    const harness = await openHarness({ extraArgs: fakeCameraArgs(file) });
    try {
      const leadIn = schedule.leadInSeconds * schedule.fps;
      const run = await harnessCall(harness.page, 'cameraValidation', {
        calibration: CALIBRATION_FOR_VALIDATION,
        calibrateBefore: Math.round(schedule.fps * 1.5),
        lastIndex: scheduleFrames(schedule) - 2,
        timeoutMs: 120_000 + 2 * 1000 * (scheduleFrames(schedule) / schedule.fps),
      });
      if (harness.foreignRequests.length) {
        throw new Error(`the page tried to reach other hosts: ${harness.foreignRequests.join(', ')}`);
      }
      const faces = run.samples.filter((sample) => sample.face).length;
      return {
        identity,
        matched: matchSamples(identity, run),
        samples: run.samples.length,
        seconds: (run.samples.at(-1)?.t ?? 0) - (run.samples[0]?.t ?? 0),
        faceShare: run.samples.length ? faces / run.samples.length : 0,
        calibrationError: run.calibrationError,
        calibratedOnNeutral: run.calibratedFrom >= 0 && run.calibratedTo < leadIn,
        readings: framesAt(run.readings, (reading) => reading.capturedAt, run).map(({ item, index }) => ({
          index,
          signals: item.signals,
          interocular: item.interocular,
        })),
        smileBaseline: run.smileBaseline,
      };
    } finally {
      await harness.close();
    }
  } finally {
    await rm(file, { force: true });
  }
}

export interface CameraReport {
  identities: number;
  samples: number;
  pooledAuc: number | null;
  perSecondAuc: number | null;
  neutralReadHappy: number;
  smileReadHappy: number;
  perIdentityAuc: Record<string, number | null>;
  lagMs: number;
  samplesPerSecond: number;
  expressionsPerSecond: number;
  faceShare: number;
  calibrationErrors: number;
  targetsMet: boolean;
}

const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function correlation(a: readonly number[], b: readonly number[]): number {
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  a.forEach((x, i) => {
    const y = b[i] ?? 0;
    ab += (x - ma) * (y - mb);
    aa += (x - ma) ** 2;
    bb += (y - mb) ** 2;
  });
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}

/**
 * The lag (ms) of the best cross-correlation of the happy scores with the schedule, over ±1 s:
 * positive when the readings follow the schedule late.
 */
export function scheduleLagMs(
  samples: readonly MatchedSample[],
  schedule: CameraSchedule = CAMERA_SCHEDULE,
): number {
  let best = { lag: 0, r: -Infinity };
  for (let lag = -schedule.fps; lag <= schedule.fps; lag++) {
    const pairs = samples.flatMap((sample) => {
      const truth = phaseAt(schedule, sample.index - lag);
      return truth === null ? [] : [[sample.happy, truth ? 1 : 0] as const];
    });
    const r = correlation(
      pairs.map((pair) => pair[0]),
      pairs.map((pair) => pair[1]),
    );
    if (r > best.r + 1e-12 || (Math.abs(r - best.r) <= 1e-12 && Math.abs(lag) < Math.abs(best.lag)))
      best = { lag, r };
  }
  return Math.round((best.lag * 1000) / schedule.fps);
}

/** The figures of validate:camera over every identity's matched samples. */
export function cameraReport(
  runs: readonly IdentityRun[],
  schedule: CameraSchedule = CAMERA_SCHEDULE,
): CameraReport {
  const all = runs.flatMap((run) => run.matched).filter((sample) => phaseAt(schedule, sample.index) !== null);
  const split = (samples: readonly MatchedSample[]) => ({
    happy: samples.filter((sample) => phaseAt(schedule, sample.index)).map((sample) => sample.happy),
    neutral: samples
      .filter((sample) => phaseAt(schedule, sample.index) === false)
      .map((sample) => sample.happy),
  });
  const pooled = split(all);
  // Per second: each identity's mean happy score over each second of the schedule (phases are whole seconds).
  const seconds = new Map<string, { happy: boolean; scores: number[] }>();
  for (const sample of all) {
    const key = `${sample.identity}:${Math.floor(sample.index / schedule.fps)}`;
    const entry = seconds.get(key) ?? { happy: phaseAt(schedule, sample.index) === true, scores: [] };
    entry.scores.push(sample.happy);
    seconds.set(key, entry);
  }
  const secondMeans = [...seconds.values()];
  const perSecondAuc = rocAuc(
    secondMeans.filter((entry) => entry.happy).map((entry) => mean(entry.scores)),
    secondMeans.filter((entry) => !entry.happy).map((entry) => mean(entry.scores)),
  );
  const share = (values: readonly number[]) =>
    values.length ? values.filter((value) => value >= HAPPY_THRESHOLD).length / values.length : 0;
  const perIdentityAuc = Object.fromEntries(
    runs.map((run) => {
      const own = split(run.matched.filter((sample) => phaseAt(schedule, sample.index) !== null));
      const auc = rocAuc(own.happy, own.neutral);
      return [run.identity, auc === null ? null : round(auc)];
    }),
  );
  const seconds_ = runs.reduce((sum, run) => sum + run.seconds, 0);
  const samples = runs.reduce((sum, run) => sum + run.samples, 0);
  const pooledAuc = rocAuc(pooled.happy, pooled.neutral);
  const lagMs = all.length ? scheduleLagMs(all, schedule) : 0;
  const report = {
    identities: runs.length,
    samples: all.length,
    pooledAuc: pooledAuc === null ? null : round(pooledAuc),
    perSecondAuc: perSecondAuc === null ? null : round(perSecondAuc),
    neutralReadHappy: round(share(pooled.neutral)),
    smileReadHappy: round(share(pooled.happy)),
    perIdentityAuc,
    lagMs,
    samplesPerSecond: seconds_ > 0 ? round(samples / seconds_, 1) : 0,
    expressionsPerSecond:
      seconds_ > 0 ? round(runs.reduce((sum, run) => sum + run.matched.length, 0) / seconds_, 1) : 0,
    faceShare: round(runs.reduce((sum, run) => sum + run.faceShare * run.samples, 0) / Math.max(1, samples)),
    calibrationErrors: runs.filter((run) => run.calibrationError !== null || !run.calibratedOnNeutral).length,
  };
  return {
    ...report,
    targetsMet:
      report.pooledAuc !== null &&
      report.pooledAuc >= CAMERA_TARGETS.pooledAuc &&
      report.neutralReadHappy <= CAMERA_TARGETS.neutralReadHappy &&
      report.smileReadHappy >= CAMERA_TARGETS.smileReadHappy &&
      Math.abs(report.lagMs) <= CAMERA_TARGETS.maxLagMs,
  };
}
