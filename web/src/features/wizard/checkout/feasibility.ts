import type { FeasibilityView } from '@adpulse/shared/fieldwork/feasibility';

/** The checkout follows the feasibility machine: every 15 s, for up to 180 s (spec sections 2 and 9). */
export const FEASIBILITY_POLL_MS = 15_000;
export const FEASIBILITY_TIMEOUT_MS = 180_000;
/** The machine asks the panel as soon as it starts: read it once shortly after, then every 15 s. */
export const FEASIBILITY_FIRST_READ_MS = 1_500;

export type FeasibilityOutcome = 'waiting' | 'feasible' | 'not-feasible';

/**
 * What the checkout does with a reading: all items must be feasible and READY; a failed or
 * timed-out machine, or any other item, is the project-feasibility error (back to Review).
 * A survey without stimuli succeeds with no items.
 */
export function feasibilityOutcome(view: FeasibilityView): FeasibilityOutcome {
  if (view.state === 'running') return 'waiting';
  if (view.state !== 'succeeded') return 'not-feasible';
  return view.items.every((item) => item.feasibility && item.status === 'READY')
    ? 'feasible'
    : 'not-feasible';
}

/** Readings stop at 180 s; the last one gets the first reading's pause to answer, then the checkout gives up. */
export const FEASIBILITY_LIMIT_MS = FEASIBILITY_TIMEOUT_MS + FEASIBILITY_FIRST_READ_MS;

/**
 * When to read next, `elapsedMs` after the following started (it reads at once, again at 1.5 s,
 * then every 15 s, a last time at 180 s), or null when the 180 s are over.
 */
export function nextReadDelay(elapsedMs: number): number | null {
  if (elapsedMs >= FEASIBILITY_TIMEOUT_MS) return null;
  const delay =
    elapsedMs < FEASIBILITY_FIRST_READ_MS ? FEASIBILITY_FIRST_READ_MS - elapsedMs : FEASIBILITY_POLL_MS;
  return Math.min(delay, FEASIBILITY_TIMEOUT_MS - elapsedMs);
}
