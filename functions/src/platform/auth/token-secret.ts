import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ENV } from '@adpulse/shared';

/**
 * The key that signs session tokens: LOCAL_TOKEN_SECRET in the local runtime and tests, else
 * the SecretString of the Secrets Manager secret named by TOKEN_SECRET_NAME, read once per
 * container (a rotation reaches containers as they are recycled).
 */
const MIN_SECRET_LENGTH = 32;
let cached: Promise<Uint8Array> | undefined;

export function tokenSecret(): Promise<Uint8Array> {
  cached ??= loadSecret().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Forgets the cached key (tests that change LOCAL_TOKEN_SECRET). */
export function forgetTokenSecret(): void {
  cached = undefined;
}

async function loadSecret(): Promise<Uint8Array> {
  const local = process.env[ENV.localTokenSecret];
  const value = local ?? (await readFromSecretsManager());
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(`The token signing secret must have at least ${MIN_SECRET_LENGTH} characters`);
  }
  return new TextEncoder().encode(value);
}

async function readFromSecretsManager(): Promise<string> {
  const secretId = process.env[ENV.tokenSecretName];
  if (!secretId) throw new Error(`Neither ${ENV.localTokenSecret} nor ${ENV.tokenSecretName} is set`);
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!answer.SecretString) throw new Error(`Secret ${secretId} has no SecretString`);
  return answer.SecretString;
}
