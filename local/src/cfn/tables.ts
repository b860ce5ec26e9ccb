import type {
  AttributeDefinition,
  CreateTableCommandInput,
  GlobalSecondaryIndex,
  KeySchemaElement,
  LocalSecondaryIndex,
  Projection,
} from '@aws-sdk/client-dynamodb';
import { isObject, type JsonObject } from './types.ts';

export interface LocalTable {
  create: CreateTableCommandInput;
  /** The TTL attribute, when the template enables one. */
  ttlAttribute: string | undefined;
}

const DEFAULT_THROUGHPUT = { ReadCapacityUnits: 5, WriteCapacityUnits: 5 };

/**
 * A CreateTable call for an AWS::DynamoDB::Table or ::GlobalTable (what dynamodb.Table and
 * TableV2 synthesize). Only what shapes the data is kept: keys, indexes, streams, TTL.
 */
export function tableFromResource(type: string, tableName: string, properties: JsonObject): LocalTable {
  const payPerRequest =
    type === 'AWS::DynamoDB::GlobalTable'
      ? properties.BillingMode !== 'PROVISIONED'
      : properties.BillingMode === 'PAY_PER_REQUEST';
  const throughput = payPerRequest ? {} : { ProvisionedThroughput: DEFAULT_THROUGHPUT };
  const gsis = objects(properties.GlobalSecondaryIndexes).map((index): GlobalSecondaryIndex => ({
    IndexName: String(index.IndexName),
    KeySchema: keySchema(index.KeySchema),
    Projection: projection(index.Projection),
    ...throughput,
  }));
  const lsis = objects(properties.LocalSecondaryIndexes).map((index): LocalSecondaryIndex => ({
    IndexName: String(index.IndexName),
    KeySchema: keySchema(index.KeySchema),
    Projection: projection(index.Projection),
  }));
  const stream = isObject(properties.StreamSpecification)
    ? properties.StreamSpecification.StreamViewType
    : undefined;
  const ttl = isObject(properties.TimeToLiveSpecification) ? properties.TimeToLiveSpecification : undefined;
  const create: CreateTableCommandInput = {
    TableName: tableName,
    KeySchema: keySchema(properties.KeySchema),
    AttributeDefinitions: objects(properties.AttributeDefinitions).map((definition): AttributeDefinition => ({
      AttributeName: String(definition.AttributeName),
      AttributeType: String(definition.AttributeType) as AttributeDefinition['AttributeType'],
    })),
    BillingMode: payPerRequest ? 'PAY_PER_REQUEST' : 'PROVISIONED',
    ...throughput,
    ...(gsis.length ? { GlobalSecondaryIndexes: gsis } : {}),
    ...(lsis.length ? { LocalSecondaryIndexes: lsis } : {}),
    ...(typeof stream === 'string'
      ? { StreamSpecification: { StreamEnabled: true, StreamViewType: stream as 'NEW_AND_OLD_IMAGES' } }
      : {}),
  };
  return {
    create,
    ttlAttribute:
      ttl && ttl.Enabled !== false && typeof ttl.AttributeName === 'string' ? ttl.AttributeName : undefined,
  };
}

function objects(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function keySchema(value: unknown): KeySchemaElement[] {
  return objects(value).map((key) => ({
    AttributeName: String(key.AttributeName),
    KeyType: String(key.KeyType) as KeySchemaElement['KeyType'],
  }));
}

function projection(value: unknown): Projection {
  if (!isObject(value)) return { ProjectionType: 'ALL' };
  return {
    ProjectionType: String(value.ProjectionType ?? 'ALL') as Projection['ProjectionType'],
    ...(Array.isArray(value.NonKeyAttributes)
      ? { NonKeyAttributes: value.NonKeyAttributes.map(String) }
      : {}),
  };
}
