import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { ENV, type EnvName } from '@adpulse/shared';

/**
 * AWS clients, created once per container and reused by every call (their sockets kept alive).
 * The SDK reads AWS_ENDPOINT_URL (and the per-service AWS_ENDPOINT_URL_DYNAMODB, _S3, _SFN)
 * itself, so the same code talks to AWS, LocalStack or the embedded local runtime. S3 emulators
 * need path-style addressing, so it is on whenever an endpoint is overridden.
 */
const endpointOverridden = () => Object.keys(process.env).some((name) => name.startsWith('AWS_ENDPOINT_URL'));

let dynamoBase: DynamoDBClient | undefined;
let dynamo: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let sfn: SFNClient | undefined;

/** The plain DynamoDB client under dynamoClient(), for libraries that take one (Powertools). */
export function dynamoBaseClient(): DynamoDBClient {
  dynamoBase ??= new DynamoDBClient({});
  return dynamoBase;
}

export function dynamoClient(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(dynamoBaseClient(), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return dynamo;
}

/**
 * No default checksum: with the SDK's WHEN_SUPPORTED default a presigned PUT carries the CRC32 of
 * an empty body, and S3 then refuses the browser's real upload.
 */
export function s3Client(): S3Client {
  s3 ??= new S3Client({ forcePathStyle: endpointOverridden(), requestChecksumCalculation: 'WHEN_REQUIRED' });
  return s3;
}

export function sfnClient(): SFNClient {
  sfn ??= new SFNClient({});
  return sfn;
}

/**
 * Forgets the clients (closing their sockets): the next call makes new ones from the
 * environment as it is then. The local runtime calls it when it starts and stops, so a process
 * that runs one runtime after another (the bench) talks to the running one's endpoints.
 */
export function resetAwsClients(): void {
  for (const client of [dynamoBase, s3, sfn]) client?.destroy();
  dynamoBase = undefined;
  dynamo = undefined;
  s3 = undefined;
  sfn = undefined;
}

/** A required environment variable; a missing one is a deployment fault, said loudly. */
export function env(name: EnvName): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

export const tableName = () => env(ENV.tableName);
