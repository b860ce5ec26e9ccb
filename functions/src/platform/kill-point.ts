import { appendFileSync } from 'node:fs';
import { TEST_CLOCK_ENV } from './clock.ts';

/**
 * Names a point where the crash test kills the process (issue 22): with KILL_POINT_ENV naming
 * it, the process sends itself SIGKILL there, as a crash would cut it, with no hook run. Only a
 * test runtime honours it (TEST_CLOCK_ENV=on, never deployed; tests/integration/crash-purchase.test.ts).
 */
export const KILL_POINT_ENV = 'ADPULSE_KILL_POINT';
/**
 * A file the kill point appends its name to, synchronously, before the kill: the test's proof
 * that the point fired (a kill at a point looks like any other SIGKILL from outside).
 */
export const KILL_POINT_LOG_ENV = 'ADPULSE_KILL_POINT_LOG';

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
  const log = process.env[KILL_POINT_LOG_ENV];
  if (log) appendFileSync(log, `${point}\n`);
  process.kill(process.pid, 'SIGKILL');
}
