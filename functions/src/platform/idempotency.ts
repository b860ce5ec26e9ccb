import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { ENV } from '@adpulse/shared';
import { dynamoBaseClient, env } from './aws.ts';

const layers = new Map<string, DynamoDBPersistenceLayer>();
let layersClient: ReturnType<typeof dynamoBaseClient> | undefined;

/**
 * Powertools idempotency records, in the IdempotencyTable (env IDEMPOTENCY_TABLE_NAME): one
 * persistence layer per operation, because a layer keeps the first configuration it is used with
 * (its event key path and expiry) and ignores any other. Shared by two operations in one process
 * (the local runtime runs every task in one), the purchase's Charge would be keyed by the upload's
 * path, or the other way round.
 */
export function idempotencyStore(operation: string): DynamoDBPersistenceLayer {
  // Made again when the DynamoDB client was (resetAwsClients).
  if (layersClient !== dynamoBaseClient()) {
    layersClient = dynamoBaseClient();
    layers.clear();
  }
  let layer = layers.get(operation);
  if (!layer) {
    layer = new DynamoDBPersistenceLayer({
      tableName: env(ENV.idempotencyTableName),
      awsSdkV3Client: layersClient,
    });
    layers.set(operation, layer);
  }
  return layer;
}
