import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { API_BASE_PATH } from '@adpulse/shared';
import { resetAwsClients } from '@adpulse/functions/platform/aws';
import { createApiAdapter } from './api/adapter.ts';
import { launchDynamoDb } from './dynamodb.ts';
import { applyEnvironment, runtimeEnvironment } from './environment.ts';
import { LocalLambdas } from './lambda.ts';
import { localEndpoints } from './local-endpoints.ts';
import { assertPortFree, freePort } from './net.ts';
import { DEFAULT_DATA_DIR, WEB_DIST_DIR } from './paths.ts';
import { provisionFromTemplates, type ProvisionReport } from './provision.ts';
import { startS3Thread } from './s3-thread.ts';
import { localTokenSecret } from './secrets.ts';
import { runSeeds, type Seed } from './seed.ts';
import { RuntimeServer } from './server.ts';
import { LocalExecutions } from './sfn/executions.ts';
import { scheduleSweeper } from './sweeper-schedule.ts';
import { handleStepFunctions, SFN_PATH } from './sfn/service.ts';
import { createStaticHandler } from './static.ts';
import { synthesizeStacks } from './synth.ts';
import { readLocalResources, type LocalResources, type StackTemplate } from './template.ts';

export const DEFAULT_PORTS = { app: 3000, dynamodb: 8000, s3: 4569 } as const;

export interface LocalRuntimeOptions {
  /** App and API port; 0 picks free ports for it and for DynamoDB Local and s3rver. Default 3000. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Host names answered besides localhost, 127.0.0.1, [::1] and `host` (others get 421). */
  allowedHosts?: readonly string[];
  /** Where DynamoDB, S3, Step Functions executions, the outbox and the token secret persist. Default <repo>/.local. */
  dataDir?: string;
  /** No request lines, Powertools logs silenced. */
  quiet?: boolean;
  /** DynamoDB Local keeps its tables in memory (DynamoDbOptions.inMemory): for runtimes whose data dir dies with them. */
  dynamoDbInMemory?: boolean;
  dynamoDbPort?: number;
  s3Port?: number;
  webDistDir?: string;
  /**
   * DynamoDB Local and the S3 server already running, used instead of starting them (and left
   * running at stop): the crash test keeps them across SIGKILLs of the runtime, as a restart of
   * the runtime alone would find them. The S3 server must already have the template's buckets.
   */
  services?: { dynamodb: string; s3: string };
  /** Templates to run instead of synthesizing the CDK app (tests). */
  stacks?: readonly StackTemplate[];
  /** Run after provisioning, before serving; in addition to seeds from registerSeed(). */
  seed?: Seed;
  /** Milliseconds every Step Functions Wait state lasts instead of its own duration. */
  stepFunctionsWaitMs?: number;
  /** Validate the state machines' definitions at start (ExecutionOptions.validate); default on. */
  validateWorkflows?: boolean;
  log?: (line: string) => void;
}

export interface LocalRuntime {
  url: string;
  apiUrl: string;
  dataDir: string;
  endpoints: { dynamodb: string; s3: string; sfn: string };
  /** The variables set on process.env for the handlers. */
  environment: Record<string, string>;
  resources: LocalResources;
  provisioned: ProvisionReport;
  executions: LocalExecutions;
  stop(): Promise<void>;
}

/**
 * The whole product on this machine: synthesizes the CDK app, starts DynamoDB Local and
 * s3rver, creates the template's tables and buckets, and serves the API (the Lambda handlers
 * in-process), Step Functions and the built web app from one HTTP server.
 * One runtime at a time per process: handlers and their AWS clients are module singletons (the
 * clients are made again for each runtime).
 */
export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  const log = options.quiet ? () => undefined : (options.log ?? ((line: string) => console.log(line)));
  const host = options.host ?? '127.0.0.1';
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const randomPorts = options.port === 0;
  const server = new RuntimeServer(
    (error) => log(`Request failed: ${describe(error)}`),
    options.allowedHosts ?? [],
  );
  const services = new Services();

  try {
    await mkdir(join(dataDir, 'outbox'), { recursive: true });
    const port = await server.listen(options.port ?? DEFAULT_PORTS.app, host);
    const url = `http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${port}`;
    const apiUrl = `${url}${API_BASE_PATH}`;

    // Java takes the longest to start: it boots while the CDK app synthesizes. Ports and Java
    // itself are checked first, so those failures come before the synth's seconds.
    const given = options.services;
    const dynamoDbPort = options.dynamoDbPort ?? (randomPorts ? await freePort() : DEFAULT_PORTS.dynamodb);
    const s3Port = options.s3Port ?? (randomPorts ? await freePort() : DEFAULT_PORTS.s3);
    if (!given) await assertPortFree(s3Port, 'S3 (s3rver)');
    const dynamoDb = given
      ? undefined
      : await services.track(
          launchDynamoDb({
            dir: join(dataDir, 'dynamodb'),
            port: dynamoDbPort,
            inMemory: options.dynamoDbInMemory ?? false,
          }),
        );
    const stacks = options.stacks ? [...options.stacks] : await synthesizeStacks(join(dataDir, 'cdk.out'));
    const resources = readLocalResources(stacks);
    const s3 = given
      ? undefined
      : await services.track(
          startS3Thread({ dir: join(dataDir, 's3'), port: s3Port, buckets: resources.buckets }),
        );
    await dynamoDb?.ready;
    const endpoints = {
      dynamodb: given?.dynamodb ?? dynamoDb!.endpoint,
      s3: given?.s3 ?? s3!.endpoint,
      sfn: `http://127.0.0.1:${port}${SFN_PATH}`,
    };
    const provisioned = await provisionFromTemplates(stacks, endpoints);

    const { variables, conflicting } = runtimeEnvironment({
      functions: resources.functions,
      endpoints,
      appUrl: url,
      outboxDir: join(dataDir, 'outbox'),
      tokenSecret: await localTokenSecret(dataDir),
      quiet: options.quiet ?? false,
    });
    services.restoreEnvironment = applyEnvironment(variables);
    resetAwsClients();
    if (conflicting.length) log(`Per-function variables not set process-wide: ${conflicting.join(', ')}`);

    const lambdas = new LocalLambdas(resources.functions);
    services.lambdas = lambdas;
    const executions = new LocalExecutions(resources.stateMachines, lambdas, {
      stateDir: join(dataDir, 'stepfunctions'),
      ...(options.validateWorkflows === false ? { validate: false } : {}),
      ...(options.stepFunctionsWaitMs !== undefined ? { waitOverrideMs: options.stepFunctionsWaitMs } : {}),
    });
    services.executions = executions;
    await runSeeds({ url, apiUrl, dataDir, endpoints, provisioned }, options.seed ? [options.seed] : []);

    server.ready({
      api: createApiAdapter({ lambdas, cors: resources.apiCors, log }),
      stepFunctions: (request, response) => handleStepFunctions(executions, request, response),
      local: localEndpoints({
        endpoints,
        resources,
        outboxDir: join(dataDir, 'outbox'),
        timings: server.timings,
      }),
      web: createStaticHandler(options.webDistDir ?? WEB_DIST_DIR),
    });
    // Once the API and Step Functions answer: a resumed task may call them.
    const resumed = executions.resume();
    if (resumed) log(`Resumed ${resumed} unfinished Step Functions execution(s)`);
    services.stopSweeper = scheduleSweeper(executions, resources.stateMachines, log);

    let stopping: Promise<void> | undefined;
    return {
      url,
      apiUrl,
      dataDir,
      endpoints,
      environment: variables,
      resources,
      provisioned,
      executions,
      stop: () => (stopping ??= services.stop(server)),
    };
  } catch (error) {
    await services.stop(server).catch(() => undefined);
    throw error;
  }
}

/** What started so far, stopped in a safe order however far the start got. */
class Services {
  private readonly started: Promise<{ stop(): Promise<void> }>[] = [];
  executions: LocalExecutions | undefined;
  lambdas: LocalLambdas | undefined;
  restoreEnvironment: (() => void) | undefined;
  stopSweeper: (() => void) | undefined;

  track<T extends { stop(): Promise<void> }>(starting: Promise<T>): Promise<T> {
    this.started.push(starting);
    // Awaited later: until then a failed start must not count as an unhandled rejection.
    starting.catch(() => undefined);
    return starting;
  }

  async stop(server: RuntimeServer): Promise<void> {
    const errors: unknown[] = [];
    const attempt = async (step: () => Promise<void> | void) => {
      try {
        await step();
      } catch (error) {
        errors.push(error);
      }
    };
    await attempt(() => this.stopSweeper?.());
    await attempt(() => server.close());
    // Suspended, not stopped: they carry on at the next start, as Step Functions would run them.
    await attempt(() => this.executions?.suspendAll());
    await attempt(() => this.lambdas?.stop());
    const results = await Promise.allSettled(this.started.splice(0));
    for (const result of results) if (result.status === 'fulfilled') await attempt(() => result.value.stop());
    await attempt(() => this.restoreEnvironment?.());
    this.restoreEnvironment = undefined;
    resetAwsClients();
    if (errors.length) throw new AggregateError(errors, 'The local runtime did not stop cleanly');
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
