import type { LocalExecutions } from './sfn/executions.ts';
import type { LocalStateMachine } from './template.ts';

/**
 * Seconds between two local sweeps (the cloud's EventBridge schedule runs every 5 minutes);
 * `off` runs none (the test runtimes, whose fixtures leave fieldwork without a machine on purpose).
 */
export const SWEEPER_SECONDS_ENV = 'SWEEPER_SECONDS';
const DEFAULT_SWEEPER_SECONDS = 60;

/** The period in seconds, or 0 for none. */
export function sweeperSeconds(environment: Record<string, string | undefined> = process.env): number {
  const raw = environment[SWEEPER_SECONDS_ENV];
  if (raw === 'off') return 0;
  const seconds = Number(raw);
  return raw && Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_SWEEPER_SECONDS;
}

/**
 * The local stand-in for the cloud's schedule: starts the sweeper state machine at once (what a
 * restart left behind) and then every `SWEEPER_SECONDS`, never two at a time. Answers the stop.
 */
export function scheduleSweeper(
  executions: LocalExecutions,
  machines: readonly LocalStateMachine[],
  log: (line: string) => void,
): () => void {
  const sweeper = machines.find((machine) => machine.name.endsWith('-sweeper'));
  const seconds = sweeperSeconds();
  if (!sweeper || !seconds) return () => undefined;
  let current: string | undefined;
  const start = () => {
    if (current && executions.describe(current).status === 'RUNNING') return;
    try {
      current = executions.start(sweeper.arn, '{}', undefined).executionArn;
    } catch (error) {
      log(`The sweeper did not start: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  start();
  const timer = setInterval(start, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
