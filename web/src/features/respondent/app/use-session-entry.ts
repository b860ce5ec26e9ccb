import { useCallback, type Dispatch } from 'react';
import type {
  PanelEntry,
  ScreenerAnswers,
  SessionStarted,
  TestDefinition,
} from '@adpulse/shared/fieldwork/index';
import { errorText } from '../../../api/error-text.ts';
import { planSteps } from '../flow/plan.ts';
import { deviceKey } from './device-key.ts';
import type { FlowProgress, ProgressStore } from './flow-progress.ts';
import type { FlowEvent } from './flow-state.ts';
import type { RespondentCalls } from './respondent-calls.ts';

interface SessionEntryOptions {
  definition: TestDefinition;
  entry: PanelEntry;
  calls: RespondentCalls;
  progress: ProgressStore;
  /** Takes back the answers an earlier page of the same session kept. */
  restore: (saved: FlowProgress) => void;
  dispatch: Dispatch<FlowEvent>;
}

/**
 * Entering the test (after the screener) and entering it again (a kept place after a reload):
 * the server opens a session or ends the entry at once, and the flow follows its redirect.
 */
export function useSessionEntry({
  definition,
  entry,
  calls,
  progress,
  restore,
  dispatch,
}: SessionEntryOptions) {
  const { testId } = definition;

  const leave = useCallback(
    (redirect: string) => {
      progress.clear();
      dispatch({ type: 'left' });
      window.location.assign(redirect);
    },
    [progress, dispatch],
  );

  const open = useCallback(
    (answer: SessionStarted, screener: ScreenerAnswers, webcam: boolean, resumed?: FlowProgress) => {
      const steps = planSteps(definition, answer, webcam);
      dispatch({ type: 'opened', sessionId: answer.sessionId, webcam, screener, steps, resumed });
    },
    [definition, dispatch],
  );

  const startSession = useCallback(
    async (screener: ScreenerAnswers, webcam: boolean) =>
      calls.startSession({
        params: { testId },
        body: { panel: entry, screener, consent: { webcam }, device: await deviceKey(window.localStorage) },
      }),
    [calls, testId, entry],
  );

  const enter = useCallback(
    async (screener: ScreenerAnswers, webcam: boolean) => {
      dispatch({ type: 'entering' });
      try {
        const answer = await startSession(screener, webcam);
        if ('sessionId' in answer) open(answer, screener, webcam);
        else leave(answer.redirect);
      } catch (error) {
        dispatch({ type: 'entryFailed', message: errorText(error) });
      }
    },
    [dispatch, startSession, open, leave],
  );

  const resume = useCallback(
    async (saved: FlowProgress) => {
      dispatch({ type: 'entering' });
      try {
        const answer = await startSession(saved.screener, saved.webcam);
        if (!('sessionId' in answer)) return leave(answer.redirect);
        if (answer.sessionId !== saved.sessionId) {
          progress.clear();
          return open(answer, saved.screener, saved.webcam);
        }
        restore(saved);
        open(answer, saved.screener, saved.webcam, saved);
      } catch (error) {
        dispatch({ type: 'entryFailed', message: errorText(error) });
      }
    },
    [dispatch, startSession, leave, open, progress, restore],
  );

  return { enter, resume };
}
