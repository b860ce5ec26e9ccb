import { useEffect, useState } from 'react';
import { fieldworkApi } from '../../../api/fieldwork.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useFollow } from '../../../api/use-follow.ts';
import { FEASIBILITY_LIMIT_MS, feasibilityOutcome, nextReadDelay } from './feasibility.ts';
import { errorText } from '../../../api/error-text.ts';

export type FeasibilityPhase =
  { status: 'checking' } | { status: 'feasible' } | { status: 'error'; message: string };

/** Where a refused checkout goes back to Review, with the error to show there. */
export type ReviewErrorKey =
  | 'errors.incompleteProject'
  | 'errors.maxAllowanceExceeded'
  | 'errors.projectFeasibility'
  | 'errors.cannotBuy';

/**
 * Starts the feasibility machine and follows it through `useFollow`: a first reading shortly
 * after the start, then every 15 s for up to 180 s. Anything but every item feasible and READY
 * goes back to Review.
 */
export function useFeasibility(
  projectId: string,
  enabled: boolean,
  backToReview: (errorKey: ReviewErrorKey) => void,
): { phase: FeasibilityPhase; retry: () => void } {
  const [phase, setPhase] = useState<FeasibilityPhase>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const settle = (outcome: ReturnType<typeof feasibilityOutcome>) => {
    if (outcome === 'feasible') setPhase({ status: 'feasible' });
    else backToReview('errors.projectFeasibility');
  };
  const { start } = useFollow(fieldworkApi.getFeasibility, {
    settled: (view) => feasibilityOutcome(view) !== 'waiting',
    every: (elapsedMs) => nextReadDelay(elapsedMs) ?? 0,
    limitMs: FEASIBILITY_LIMIT_MS,
    onSettled: (view) => settle(feasibilityOutcome(view)),
    onTimedOut: () => backToReview('errors.projectFeasibility'),
    onRefused: (error) => setPhase({ status: 'error', message: errorText(error) }),
  });

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    setPhase({ status: 'checking' });
    void (async () => {
      try {
        const started = await fieldworkApi.startFeasibility({ params: { projectId } });
        if (stopped) return;
        const outcome = feasibilityOutcome(started);
        if (outcome === 'waiting') await start({ params: { projectId } });
        else settle(outcome);
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.is('assets.max_allowance')) {
          backToReview('errors.maxAllowanceExceeded');
        } else if (error instanceof ApiError && error.is('fieldwork.incomplete_project')) {
          backToReview('errors.incompleteProject');
        } else setPhase({ status: 'error', message: errorText(error) });
      }
    })();
    return () => {
      stopped = true;
    };
    // backToReview is a navigation: a new identity must not restart the machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId, enabled, attempt]);

  return { phase, retry: () => setAttempt((value) => value + 1) };
}
