import * as z from 'zod';
import {
  demographicsSchema,
  evokedAnswerSchema,
  gazeValidationSchema,
  playbackReportSchema,
  questionAnswerSchema,
  screenerAnswersSchema,
} from '@adpulse/shared/fieldwork/index';

/** The part of the Web Storage API the progress uses (localStorage in the app). */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const ridgeSchema = z.object({
  mean: z.array(z.number()),
  scale: z.array(z.number()),
  weights: z.array(z.array(z.number())),
  lambda: z.number(),
});

const flowProgressSchema = z.object({
  sessionId: z.string().min(1),
  /** Consent to the webcam (the session's), and whether the camera was measuring. */
  webcam: z.boolean(),
  measuring: z.boolean(),
  screener: screenerAnswersSchema,
  /** The step reached, in planSteps' list of this session. */
  index: z.number().int().min(0),
  evoked: z.record(z.string(), z.array(evokedAnswerSchema)),
  questions: z.array(questionAnswerSchema),
  demographics: demographicsSchema,
  /** Each ad's playback report so far (a reload keeps its seeks and hides). */
  playback: z.record(z.string(), playbackReportSchema).default({}),
  /** The calibration's gaze model, so samples after a reload still carry gaze. */
  gaze: z
    .object({
      ridge: ridgeSchema,
      quality: gazeValidationSchema.omit({ screen: true }),
    })
    .nullable(),
  /** How far the stimulus on screen had played, in seconds of its own time. */
  playedTo: z.object({ stimulusId: z.string(), t: z.number().min(0) }).nullable(),
});

/** Where a respondent is in their test: enough to resume the same session after a reload. */
export type FlowProgress = z.infer<typeof flowProgressSchema>;

export interface ProgressStore {
  read(): FlowProgress | null;
  write(progress: FlowProgress): void;
  clear(): void;
}

/**
 * The respondent's progress kept on this device, per test and panel respondent id: a reload
 * (or a browser that closed) enters the same session again and goes on at the step it left.
 * Storage that refuses or holds something unreadable means starting from consent.
 */
export function progressStore(storage: ProgressStorage, testId: string, respondentId: string): ProgressStore {
  const key = `adpulse.progress.${testId}.${respondentId}`;
  return {
    read() {
      try {
        const text = storage.getItem(key);
        if (text === null) return null;
        const parsed = flowProgressSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write(progress) {
      try {
        storage.setItem(key, JSON.stringify(progress));
      } catch {
        // Storage full or refused: only a reload would lose the place.
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

/**
 * Where a resumed session opens. When the camera was measuring and a stimulus (or the
 * calibration) is still ahead, the camera must start again first (the models live in the page):
 * the camera step, then straight on to the step the respondent was at.
 */
export function resumePlan(
  progress: Pick<FlowProgress, 'index' | 'measuring'>,
  steps: readonly { kind: string }[],
): { index: number; resumeAt: number | null } {
  const index = Math.min(progress.index, Math.max(0, steps.length - 1));
  const cameraAhead = steps
    .slice(index)
    .some((step) => step.kind === 'stimulus' || step.kind === 'calibration' || step.kind === 'revalidation');
  if (progress.measuring && index > 0 && cameraAhead && steps[0]?.kind === 'camera') {
    return { index: 0, resumeAt: index };
  }
  return { index, resumeAt: null };
}
