import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { ENV, type EnvName } from '@adpulse/shared';

/**
 * AWS clients, created once per container. The SDK reads AWS_ENDPOINT_URL (and the per-service
 * AWS_ENDPOINT_URL_DYNAMODB, _S3, _SFN) itself, so the same code talks to AWS, LocalStack or the
 * embedded local runtime. S3 emulators need path-style addressing, so it is on whenever an
 * endpoint is overridden.
 */
const endpointOverridden = Object.keys(process.env).some((name) => name.startsWith('AWS_ENDPOINT_URL'));

let dynamo: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let sfn: SFNClient | undefined;

export function dynamoClient(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return dynamo;
}

/**
 * No default checksum: with the SDK's WHEN_SUPPORTED default a presigned PUT carries the CRC32 of
 * an empty body, and S3 then refuses the browser's real upload.
 */
export function s3Client(): S3Client {
  s3 ??= new S3Client({ forcePathStyle: endpointOverridden, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return s3;
}

export function sfnClient(): SFNClient {
  sfn ??= new SFNClient({});
  return sfn;
}

/** A required environment variable; a missing one is a deployment fault, said loudly. */
export function env(name: EnvName): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

export const tableName = () => env(ENV.tableName);
