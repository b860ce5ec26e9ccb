import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { ENV } from '@adpulse/shared';
import { env } from './aws.ts';

let persistence: DynamoDBPersistenceLayer | undefined;

/** Powertools idempotency records, in the IdempotencyTable (env IDEMPOTENCY_TABLE_NAME). */
export function idempotencyStore(): DynamoDBPersistenceLayer {
  persistence ??= new DynamoDBPersistenceLayer({
    tableName: env(ENV.idempotencyTableName),
    awsSdkV3Client: new DynamoDBClient({}),
  });
  return persistence;
}
