import { useCallback, useMemo, useRef } from 'react';
import type {
  Demographics,
  EvokedAnswer,
  PlaybackReport,
  QuestionAnswer,
} from '@adpulse/shared/fieldwork/index';
import type { GazeModel } from '../measurement/index.ts';
import type { FlowProgress, ProgressStore } from './flow-progress.ts';
import type { StepsPhase } from './flow-state.ts';

export interface CollectedAnswers {
  evoked: Map<string, EvokedAnswer[]>;
  /** Each ad's playback report (the playback quality rule). */
  playback: Map<string, PlaybackReport>;
  questions: Map<string, QuestionAnswer>;
  demographics: Demographics;
}

/**
 * What the respondent gave so far (answers, the calibration's gaze model, how far the video
 * played), held across renders and written to the device with the step reached, so a reload
 * opens the same place (flow-progress.ts).
 */
export function useKeptPlace(progress: ProgressStore) {
  const collected = useRef<CollectedAnswers>({
    evoked: new Map(),
    playback: new Map(),
    questions: new Map(),
    demographics: {},
  });
  const gaze = useRef<GazeModel | null>(null);
  const playedTo = useRef<FlowProgress['playedTo']>(null);

  const save = useCallback(
    (current: StepsPhase, measuring: boolean) => {
      // While the camera starts again after a reload, the kept place stays the one to go back to.
      if (current.resumeAt !== null) return;
      const { evoked, playback, questions, demographics } = collected.current;
      progress.write({
        sessionId: current.sessionId,
        webcam: current.webcam,
        measuring,
        screener: current.screener,
        index: current.index,
        evoked: Object.fromEntries(evoked),
        playback: Object.fromEntries(playback),
        questions: [...questions.values()],
        demographics,
        gaze: gaze.current,
        playedTo: playedTo.current,
      });
    },
    [progress],
  );

  /** Takes back what an earlier page of the same session kept. */
  const restore = useCallback((saved: FlowProgress) => {
    collected.current = {
      evoked: new Map(Object.entries(saved.evoked)),
      playback: new Map(Object.entries(saved.playback)),
      questions: new Map(saved.questions.map((answered) => [answered.questionId, answered])),
      demographics: saved.demographics,
    };
    gaze.current = saved.gaze;
    playedTo.current = saved.playedTo;
  }, []);

  return useMemo(() => ({ collected, gaze, playedTo, save, restore }), [save, restore]);
}

export type KeptPlace = ReturnType<typeof useKeptPlace>;
