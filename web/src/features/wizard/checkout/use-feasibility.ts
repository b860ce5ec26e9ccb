import { useEffect, useState } from 'react';
import { fieldworkApi } from '../../../api/fieldwork.ts';
import { ApiError } from '../../../api/api-error.ts';
import { feasibilityOutcome, nextReadDelay } from './feasibility.ts';
import { errorText } from '../../../api/error-text.ts';
import { mayPassLater } from '../../../api/error-kinds.ts';

export type FeasibilityPhase =
  { status: 'checking' } | { status: 'feasible' } | { status: 'error'; message: string };

/** Where a refused checkout goes back to Review, with the error to show there. */
export type ReviewErrorKey =
  | 'errors.incompleteProject'
  | 'errors.maxAllowanceExceeded'
  | 'errors.projectFeasibility'
  | 'errors.cannotBuy';

/**
 * Starts the feasibility machine and follows it: a first reading shortly after the start, then
 * every 15 s for up to 180 s. Anything but every item feasible and READY goes back to Review.
 */
export function useFeasibility(
  projectId: string,
  enabled: boolean,
  backToReview: (errorKey: ReviewErrorKey) => void,
): { phase: FeasibilityPhase; retry(): void } {
  const [phase, setPhase] = useState<FeasibilityPhase>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    let reads = 0;
    setPhase({ status: 'checking' });

    const settle = (view: Parameters<typeof feasibilityOutcome>[0]): boolean => {
      const outcome = feasibilityOutcome(view);
      if (outcome === 'waiting') return false;
      if (outcome === 'feasible') setPhase({ status: 'feasible' });
      else backToReview('errors.projectFeasibility');
      return true;
    };

    const schedule = () => {
      const delay = nextReadDelay(Date.now() - startedAt, reads);
      if (delay === null) {
        backToReview('errors.projectFeasibility');
        return;
      }
      timer = setTimeout(() => void read(), delay);
    };

    const read = async () => {
      reads += 1;
      try {
        const view = await fieldworkApi.getFeasibility({ params: { projectId } });
        if (stopped || settle(view)) return;
      } catch (error) {
        if (stopped) return;
        // A reading that failed (a network blip) is not the machine's answer: read again later.
        if (!(error instanceof ApiError) || mayPassLater(error)) {
          schedule();
          return;
        }
        setPhase({ status: 'error', message: errorText(error) });
        return;
      }
      schedule();
    };

    void (async () => {
      try {
        const started = await fieldworkApi.startFeasibility({ params: { projectId } });
        if (stopped || settle(started)) return;
        schedule();
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
      if (timer) clearTimeout(timer);
    };
    // backToReview is a navigation: a new identity must not restart the machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId, enabled, attempt]);

  return { phase, retry: () => setAttempt((value) => value + 1) };
}
