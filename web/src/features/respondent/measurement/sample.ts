import type { Sample } from '../../../../../shared/src/fieldwork/index.ts';
import { isAttentive } from './face-geometry.ts';
import { gazeOnStimulus, type GazeModel, type Rect } from './gaze.ts';
import type { FrameReading } from './protocol.ts';
import { againstRest, type SmileBaseline } from './smile-fusion.ts';

/** Where and when a frame was captured: the stimulus, its media time and its place on screen. */
export interface CaptureStamp {
  stimulusId: string;
  /** Seconds of stimulus time at capture. */
  t: number;
  /** The stimulus' rectangle in viewport CSS px at capture. */
  rect: Rect | null;
}

const MAX_STIMULUS_SECONDS = 3600;

/** A worker reading as the contract's Sample (happy read against the person's rest when there is one). */
export function toSample(
  reading: FrameReading,
  stamp: CaptureStamp,
  gaze: GazeModel | null,
  smileBaseline: SmileBaseline | null = null,
): Sample {
  const t = Math.round(Math.min(MAX_STIMULUS_SECONDS, Math.max(0, stamp.t)) * 1000) / 1000;
  const sample: Sample = {
    stimulusId: stamp.stimulusId,
    t,
    face: reading.face,
    attentive: isAttentive(reading),
    gaze: reading.face ? gazeOnStimulus(gaze, reading.gazeFeatures, reading.faceScore, stamp.rect) : null,
    expr: reading.face ? againstRest(reading.expr, reading.signals, smileBaseline) : null,
  };
  if (reading.pose) sample.pose = reading.pose;
  return sample;
}
