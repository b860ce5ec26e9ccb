import {
  EVOKED_EMOTIONS,
  EVOKED_INTENSITY_MAX,
  EVOKED_INTENSITY_MIN,
  type EvokedAnswer,
  type EvokedEmotion,
} from '../../../../../shared/src/fieldwork/index.ts';

/** The respondent's choices on the evoked-emotion question: each felt emotion with its intensity. */
export type EvokedSelection = Partial<Record<EvokedEmotion, number>>;

export const EVOKED_INTENSITIES = Array.from(
  { length: EVOKED_INTENSITY_MAX - EVOKED_INTENSITY_MIN + 1 },
  (_, i) => EVOKED_INTENSITY_MIN + i,
);

/**
 * The answers of one stimulus, in the catalogue's emotion order: one per emotion felt. No
 * emotion chosen is an answer too ("none of these"): an empty list.
 */
export function evokedAnswers(stimulusId: string, selection: EvokedSelection): EvokedAnswer[] {
  return EVOKED_EMOTIONS.flatMap((emotion) => {
    const intensity = selection[emotion];
    if (intensity === undefined) return [];
    if (!Number.isInteger(intensity) || intensity < EVOKED_INTENSITY_MIN || intensity > EVOKED_INTENSITY_MAX)
      throw new RangeError(`intensity ${intensity} of ${emotion} is outside the scale`);
    return [{ stimulusId, emotion, intensity }];
  });
}

/** Whether every chosen emotion has its intensity (the step's Continue is enabled then). */
export function evokedComplete(chosen: readonly EvokedEmotion[], selection: EvokedSelection): boolean {
  return chosen.every((emotion) => selection[emotion] !== undefined);
}
