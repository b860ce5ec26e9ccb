import { LocalRuntimeError } from './errors.ts';
import { PortInUseError } from './net.ts';
import { DEFAULT_PORTS, startLocalRuntime, type LocalRuntime } from './runtime.ts';
import { describeDemoAccounts, seedDemo, seedDemoAnalyses } from './demo.ts';
import { keepDemoFielding } from './demo-fielding.ts';
import type { DemoAccount } from '../../functions/src/accounts/demo.ts';

/**
 * `npm start`: the product on this machine. PORT (default 3000), DYNAMODB_PORT (8000),
 * S3_PORT (4569), ADPULSE_DATA_DIR (<repo>/.local), HOST (127.0.0.1) and ALLOWED_HOSTS (more
 * host names to answer, comma-separated) override the defaults.
 */
async function main(): Promise<void> {
  const launched = performance.now();
  const port = numberFromEnv('PORT', DEFAULT_PORTS.app);
  let runtime: LocalRuntime | undefined;
  let demoAccounts: DemoAccount[] = [];
  let stopping = false;

  const shutdown = async (signal: string) => {
    // A second signal does not wait: the exit hooks still kill DynamoDB Local.
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\n${signal}: stopping AdPulse...`);
    // Still starting: main() stops the runtime as soon as the start returns.
    if (!runtime) return;
    try {
      await runtime?.stop();
      process.exit(0);
    } catch (error) {
      console.error('AdPulse did not stop cleanly:', error);
      process.exit(1);
    }
  };
  // Installed before the start so a Ctrl-C during start-up stops what started.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal));
  // `kill <npm pid>` ends npm without passing the signal on; orphaned, we stop rather than linger.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('parent exited');
  }, 500).unref();

  try {
    runtime = await startLocalRuntime({
      port,
      // PORT=0 picks free ports for everything unless a service's own port is given.
      ...servicePort('dynamoDbPort', 'DYNAMODB_PORT', port === 0 ? undefined : DEFAULT_PORTS.dynamodb),
      ...servicePort('s3Port', 'S3_PORT', port === 0 ? undefined : DEFAULT_PORTS.s3),
      ...(process.env.ADPULSE_DATA_DIR ? { dataDir: process.env.ADPULSE_DATA_DIR } : {}),
      ...(process.env.HOST ? { host: process.env.HOST } : {}),
      ...(process.env.ALLOWED_HOSTS
        ? {
            allowedHosts: process.env.ALLOWED_HOSTS.split(',')
              .map((name) => name.trim())
              .filter(Boolean),
          }
        : {}),
      seed: async () => {
        demoAccounts = await seedDemo();
      },
    });
  } catch (error) {
    console.error(`\nAdPulse could not start: ${explain(error)}`);
    process.exit(1);
  }
  if (stopping) {
    await runtime.stop();
    process.exit(0);
  }
  const seconds = ((performance.now() - launched) / 1000).toFixed(1);
  console.log(
    [
      '',
      `AdPulse is running at ${runtime.url}  (started in ${seconds} s)`,
      `  API:             ${runtime.apiUrl}`,
      `  DynamoDB Local:  ${runtime.endpoints.dynamodb}`,
      `  S3 (s3rver):     ${runtime.endpoints.s3}`,
      `  Data:            ${runtime.dataDir}`,
      ...describeDemoAccounts(demoAccounts),
      `  E-mails (outbox): ${runtime.url}/_local/outbox`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  if (demoAccounts.length) void analyseDemoProjects(demoAccounts, () => stopping);
}

/**
 * The demo's bought projects are fielded and analysed after the start, so the product serves at
 * once (each one is reported as it is done); a restart finds them done. Interrupted by Ctrl-C,
 * they go on at the next start. Then the fielding ones keep fielding at the demo's pace.
 */
async function analyseDemoProjects(accounts: readonly DemoAccount[], stopping: () => boolean): Promise<void> {
  const started = performance.now();
  console.log('  Demo results: simulated respondents answer the demo projects, then they are analysed...');
  try {
    const fielding = await seedDemoAnalyses(accounts, (project, done, total) => {
      if (stopping()) return;
      const state = project.status === 'closed' ? 'closed with results' : 'fielding, live results';
      console.log(`  Demo results ${done}/${total}: ${project.name} (${state})`);
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `  Demo results ready (${seconds} s); ${fielding.length} demo projects keep fielding with simulated respondents.`,
    );
    await keepDemoFielding(fielding, stopping, (message) => console.error(message));
  } catch (error) {
    if (!stopping()) console.error(`  The demo results could not be made: ${explain(error)}`);
  }
}

function servicePort<K extends string>(key: K, name: string, fallback: number | undefined) {
  const value = process.env[name] ? numberFromEnv(name, 0) : fallback;
  return value ? ({ [key]: value } as Record<K, number>) : {};
}

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`${name} must be a port number, not "${raw}"`);
    process.exit(1);
  }
  return value;
}

function explain(error: unknown): string {
  if (error instanceof LocalRuntimeError || error instanceof PortInUseError) return error.message;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}

await main();
