import { pause } from './retry.ts';

/**
 * Waits until `stepMs` (or the next multiple of it) has passed since `startedMs`
 * (a performance.now() reading), so the time an answer takes does not tell which path the
 * work took: every answer lands on the same steps.
 */
export async function waitForNextStep(startedMs: number, stepMs: number): Promise<void> {
  const elapsed = performance.now() - startedMs;
  const target = Math.max(1, Math.ceil(elapsed / stepMs)) * stepMs;
  if (target > elapsed) await pause(target - elapsed);
}
