import { TEST_CLOCK_ENV } from './clock.ts';

/**
 * Names a point where the crash test kills the process (issue 22): with KILL_POINT_ENV naming
 * it, the process sends itself SIGKILL there, as a crash would cut it, with no hook run. Only a
 * test runtime honours it (TEST_CLOCK_ENV=on, never deployed; tests/integration/crash-purchase.test.ts).
 */
export const KILL_POINT_ENV = 'ADPULSE_KILL_POINT';

/** Along the whole path from a buy to the closed analysis. */
export const KILL_POINTS = [
  'charged-before-record',
  'activated-before-launch',
  'batch-taken-before-samples',
  'analysed-before-publish',
] as const;

export type KillPoint = (typeof KILL_POINTS)[number];

export function killPoint(point: KillPoint): void {
  if (process.env[TEST_CLOCK_ENV] !== 'on' || process.env[KILL_POINT_ENV] !== point) return;
  process.kill(process.pid, 'SIGKILL');
}
