import { ENV } from '@adpulse/shared';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws.ts';
import type { LocalFunction } from './template.ts';

export interface RuntimeEnvironmentInput {
  functions: readonly LocalFunction[];
  endpoints: { dynamodb: string; s3: string; sfn: string };
  appUrl: string;
  outboxDir: string;
  tokenSecret: string;
  quiet: boolean;
}

/**
 * Variables the cloud sets per function that make no sense process-wide. Powertools gets the
 * service name from each handler's own constructor argument.
 */
const NOT_SHARED = new Set([
  'NODE_OPTIONS',
  'AWS_NODEJS_CONNECTION_REUSE_ENABLED',
  'POWERTOOLS_SERVICE_NAME',
]);

/**
 * The environment the in-process handlers see: every function's resolved variables (one
 * process hosts them all, so a name with different values per function, like
 * POWERTOOLS_SERVICE_NAME, is left out and reported), then the local endpoints, fake
 * credentials and local-only settings.
 */
export function runtimeEnvironment(input: RuntimeEnvironmentInput): {
  variables: Record<string, string>;
  conflicting: string[];
} {
  const merged: Record<string, string> = {};
  const conflicting = new Set<string>();
  for (const fn of input.functions) {
    for (const [name, value] of Object.entries(fn.environment)) {
      if (NOT_SHARED.has(name)) continue;
      if (name in merged && merged[name] !== value) conflicting.add(name);
      merged[name] = value;
    }
  }
  for (const name of conflicting) delete merged[name];
  const variables: Record<string, string> = {
    ...merged,
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: input.endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: input.endpoints.s3,
    AWS_ENDPOINT_URL_SFN: input.endpoints.sfn,
    POWERTOOLS_DEV: 'true',
    // Quiet (tests) still logs errors: an answer of 500 in a CI run must say why.
    POWERTOOLS_LOG_LEVEL: input.quiet ? 'ERROR' : 'WARN',
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_TRACE_ENABLED: 'false',
    [ENV.appUrl]: input.appUrl,
    [ENV.localOutboxDir]: input.outboxDir,
    [ENV.localTokenSecret]: input.tokenSecret,
  };
  return { variables, conflicting: [...conflicting].sort() };
}

/** Variables that would send the SDK elsewhere than the local endpoints (a profile, a session). */
export const UNSET_FOR_LOCAL = ['AWS_PROFILE', 'AWS_SESSION_TOKEN'];

/** Sets `variables` (and unsets UNSET_FOR_LOCAL) on process.env; returns the undo. */
export function applyEnvironment(variables: Record<string, string>): () => void {
  const names = [...Object.keys(variables), ...UNSET_FOR_LOCAL];
  const previous = new Map(names.map((name) => [name, process.env[name]]));
  for (const name of UNSET_FOR_LOCAL) delete process.env[name];
  Object.assign(process.env, variables);
  return () => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
