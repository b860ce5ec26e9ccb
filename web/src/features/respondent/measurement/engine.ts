/**
 * The face engine of the measurement worker: human (WASM backend) for face, mesh, iris and head
 * pose, and the chosen expression model. Runs inside the worker only (never on the main thread).
 */
import { Human, type Config, type FaceResult } from '@vladmandic/human';
import { FaceExpressionNet, NetInput } from '@vladmandic/face-api/dist/face-api.esm-nobundle.js';
import type * as TF from '@tensorflow/tfjs-core';
import type { ExpressionScores } from '../../../../../shared/src/fieldwork/index.ts';
import { toExpressionScores, withHappy } from './expression.ts';
import { rgbFromRgba } from './frame-pixels.ts';
import {
  faceGeometry,
  mouthCornerDrop,
  mouthWidthRatio,
  type HeadPose,
  type Point,
} from './face-geometry.ts';
import { fusedHappy, type SmileSignals } from './smile-fusion.ts';
import type { FrameReading, WorkerInit } from './protocol.ts';

type Tf = typeof TF;

/**
 * Between detections the face is tracked by its mesh (a lost track re-runs the detector on the
 * next frame). human's own defaults: 2.5 s or 99 frames. The detector cost 35-70 ms a run on
 * this machine, as much as a whole tracked frame.
 */
const DETECT_EVERY_MS = 2500;
const DETECT_EVERY_FRAMES = 99;
/**
 * On video the expression (human's emotion model and face-api's net, about 23 of the 63 ms a
 * frame took on this machine) is read at most this often; face, mesh, iris and pose every frame.
 * Samples between two expression readings carry `expr: null` (never a copy). At 30 frames a
 * second that is every third frame, at 15-20 every other one: about 10 expression readings a
 * second, the methodology's rate, while face, attention and gaze keep the full rate.
 */
export const EXPRESSION_EVERY_MS = 90;

const usesHumanEmotion = (init: WorkerInit) => init.expressionModel !== 'face-api-expression';

function humanConfig(init: WorkerInit): Partial<Config> {
  const humanEmotion = usesHumanEmotion(init);
  return {
    backend: 'wasm',
    wasmPath: `${init.assetBase}wasm/`,
    modelBasePath: `${init.assetBase}human/`,
    debug: false,
    async: true,
    warmup: 'none',
    // Video: track the face by its mesh and re-run the detector every DETECT_EVERY_MS (or when
    // the track is lost); human's own scene-change test would re-detect on every moving frame.
    // Stills: no caching at all, each image stands alone.
    cacheSensitivity: init.stills ? 0 : 1000,
    // Image filters run on WebGL: without a GPU they would cost more than the detection.
    filter: { enabled: false },
    gesture: { enabled: false },
    face: {
      enabled: true,
      detector: {
        maxDetected: 1,
        rotation: false,
        return: false,
        skipFrames: DETECT_EVERY_FRAMES,
        skipTime: DETECT_EVERY_MS,
      },
      mesh: { enabled: true },
      iris: { enabled: true },
      // A reading is its frame's own: no reuse of a previous frame's emotion. Switched per frame
      // by the expression cadence (analyse).
      emotion: { enabled: humanEmotion, minConfidence: 0, skipFrames: 0, skipTime: 0 },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
    } as Config['face'],
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
  } as Partial<Config>;
}

interface ExpressionReading {
  expr: ExpressionScores;
  signals: Partial<SmileSignals>;
}

interface ExpressionReader {
  read(frame: TF.Tensor3D, face: FaceResult): Promise<ExpressionReading>;
}

/**
 * Side of the square crop fed to face-api's expression net, over the mesh's larger extent
 * (measured: 0.8 to 1.25; the larger crop, closer to face-api's own detector boxes, did best).
 */
const FACE_API_CROP_SCALE = 1.25;
const FACE_API_INPUT = 112;
/** Output order of face-api's expression net. */
const FACE_API_LABELS = ['neutral', 'happy', 'sad', 'angry', 'fearful', 'disgusted', 'surprised'] as const;

async function faceApiReader(tf: Tf, assetBase: string): Promise<ExpressionReader> {
  const base = `${assetBase}face-api/`;
  const response = await fetch(`${base}face_expression_model-weights_manifest.json`);
  if (!response.ok) throw new Error(`expression model manifest: HTTP ${response.status}`);
  const manifest = (await response.json()) as TF.io.WeightsManifestConfig;
  const weights = await tf.io.loadWeights(manifest, base);
  const net = new FaceExpressionNet();
  // face-api declares its own copy of the tfjs types; the runtime tfjs is one and the same.
  net.loadFromWeightMap(weights as unknown as Parameters<FaceExpressionNet['loadFromWeightMap']>[0]);
  return {
    async read(frame, face) {
      const [height, width] = frame.shape;
      const box = squareAround(face.mesh, FACE_API_CROP_SCALE);
      const probabilities = tf.tidy(() => {
        const batch = tf.expandDims(frame, 0) as TF.Tensor4D;
        const crop = tf.image.cropAndResize(
          batch,
          [[box.top / height, box.left / width, box.bottom / height, box.right / width]],
          [0],
          [FACE_API_INPUT, FACE_API_INPUT],
        );
        const input = new NetInput([crop as unknown as ConstructorParameters<typeof NetInput>[0][number]]);
        return net.forwardInput(input) as unknown as TF.Tensor2D;
      });
      const values = await probabilities.data();
      probabilities.dispose();
      return {
        expr: toExpressionScores(
          Object.fromEntries(FACE_API_LABELS.map((label, i) => [label, values[i] ?? 0])),
        ),
        signals: { faceApiHappy: values[FACE_API_LABELS.indexOf('happy')] ?? 0 },
      };
    },
  };
}

function humanHappy(face: FaceResult): number {
  return face.emotion?.find((entry) => entry.emotion === 'happy')?.score ?? 0;
}

const humanEmotionReader: ExpressionReader = {
  async read(_frame, face) {
    return {
      expr: toExpressionScores(
        Object.fromEntries((face.emotion ?? []).map((entry) => [entry.emotion, entry.score])),
      ),
      signals: { humanHappy: humanHappy(face) },
    };
  },
};

/** face-api's distribution with the happy share from the smile fusion (smile-fusion.ts). */
function smileFusionReader(faceApi: ExpressionReader): ExpressionReader {
  return {
    async read(frame, face) {
      const appearance = await faceApi.read(frame, face);
      const signals: SmileSignals = {
        faceApiHappy: appearance.signals.faceApiHappy ?? 0,
        humanHappy: humanHappy(face),
        mouthWidth: mouthWidthRatio(face.mesh) ?? 0,
        cornerDrop: mouthCornerDrop(face.mesh) ?? 0,
      };
      return { expr: withHappy(appearance.expr, fusedHappy(signals)), signals };
    },
  };
}

async function expressionReader(tf: Tf, init: WorkerInit): Promise<ExpressionReader> {
  if (init.expressionModel === 'human-emotion') return humanEmotionReader;
  const faceApi = await faceApiReader(tf, init.assetBase);
  return init.expressionModel === 'smile-fusion' ? smileFusionReader(faceApi) : faceApi;
}

/** A square around the mesh's extent, scaled about its centre (pixels of the frame). */
function squareAround(mesh: readonly Point[], scale: number) {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const point of mesh) {
    const [x = 0, y = 0] = point;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const half = (Math.max(maxX - minX, maxY - minY) * scale) / 2;
  const [cx, cy] = [(minX + maxX) / 2, (minY + maxY) / 2];
  return { left: cx - half, top: cy - half, right: cx + half, bottom: cy + half };
}

const toDegrees = (radians: number) => Math.round(((radians * 180) / Math.PI) * 10) / 10;

const NO_FACE: Omit<FrameReading, 'workMs'> = {
  face: false,
  faceScore: 0,
  pose: null,
  eyeOpenness: null,
  gazeFeatures: null,
  expr: null,
  signals: null,
};

export interface FaceEngine {
  backend: string;
  analyse(bitmap: ImageBitmap): Promise<FrameReading>;
}

/**
 * Camera frames to float RGB tensors through one CPU-backed canvas: tfjs's own fromPixels draws
 * into a GPU canvas and reads it back, which costs 40-120 ms a frame without a GPU.
 */
function pixelReader(tf: Tf) {
  let canvas: OffscreenCanvas | null = null;
  let context: OffscreenCanvasRenderingContext2D | null = null;
  return {
    read(bitmap: ImageBitmap): TF.Tensor3D {
      const { width, height } = bitmap;
      if (!canvas || !context || canvas.width !== width || canvas.height !== height) {
        canvas = new OffscreenCanvas(width, height);
        context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('no 2D canvas in the worker');
      }
      context.drawImage(bitmap, 0, 0);
      bitmap.close();
      const rgba = context.getImageData(0, 0, width, height).data;
      return tf.tensor3d(rgbFromRgba(rgba, width * height), [height, width, 3], 'float32');
    },
  };
}

export async function createFaceEngine(init: WorkerInit): Promise<FaceEngine> {
  const human = new Human(humanConfig(init));
  await human.load();
  const tf = human.tf as Tf;
  await tf.ready();
  if (tf.getBackend() !== 'wasm') throw new Error(`the WASM backend did not start (got ${tf.getBackend()})`);
  const expression = await expressionReader(tf, init);
  const pixels = pixelReader(tf);
  const humanEmotion = usesHumanEmotion(init);
  let lastExpressionAt = -Infinity;
  return {
    backend: tf.getBackend(),
    async analyse(bitmap) {
      const started = performance.now();
      const withExpression = init.stills || started - lastExpressionAt >= EXPRESSION_EVERY_MS;
      const frame = pixels.read(bitmap);
      try {
        // human keeps the merged config: the switch is set on every call.
        const perFrame = { face: { emotion: { enabled: humanEmotion && withExpression } } };
        const result = await human.detect(frame, perFrame as Partial<Config>);
        if (result.error) throw new Error(result.error);
        const face = result.face[0];
        if (!face || face.mesh.length === 0) return { ...NO_FACE, workMs: performance.now() - started };
        if (withExpression) lastExpressionAt = started;
        const reading = await readFace(frame, face, withExpression ? expression : null);
        // Stills only: the mesh, for validate:expressions --dump (mesh features tried offline).
        const mesh = init.stills ? { mesh: face.mesh.map((point) => [point[0] ?? 0, point[1] ?? 0]) } : {};
        return { ...reading, ...mesh, workMs: performance.now() - started };
      } finally {
        frame.dispose();
      }
    },
  };
}

async function readFace(
  frame: TF.Tensor3D,
  face: FaceResult,
  expression: ExpressionReader | null,
): Promise<Omit<FrameReading, 'workMs'>> {
  const [height, width] = frame.shape;
  const angle = face.rotation?.angle;
  const pose: HeadPose | null = angle
    ? { yaw: toDegrees(angle.yaw), pitch: toDegrees(angle.pitch), roll: toDegrees(angle.roll) }
    : null;
  const geometry = pose ? faceGeometry(face.mesh, { width, height }, pose) : null;
  const { expr, signals } = expression ? await expression.read(frame, face) : { expr: null, signals: null };
  return {
    face: true,
    faceScore: Math.round(Math.min(1, Math.max(0, face.faceScore || face.score)) * 1000) / 1000,
    pose,
    eyeOpenness: geometry ? Math.round(geometry.eyeOpenness * 1000) / 1000 : null,
    gazeFeatures: geometry?.features ?? null,
    expr,
    signals,
  };
}
