import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { ENV } from '@adpulse/shared';
import { dynamoBaseClient, env } from './aws.ts';

let persistence: DynamoDBPersistenceLayer | undefined;
let persistenceClient: ReturnType<typeof dynamoBaseClient> | undefined;

/** Powertools idempotency records, in the IdempotencyTable (env IDEMPOTENCY_TABLE_NAME). */
export function idempotencyStore(): DynamoDBPersistenceLayer {
  // Made again when the DynamoDB client was (resetAwsClients).
  if (!persistence || persistenceClient !== dynamoBaseClient()) {
    persistenceClient = dynamoBaseClient();
    persistence = new DynamoDBPersistenceLayer({
      tableName: env(ENV.idempotencyTableName),
      awsSdkV3Client: persistenceClient,
    });
  }
  return persistence;
}
