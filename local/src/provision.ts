import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import {
  CreateBucketCommand,
  ListBucketsCommand,
  PutBucketCorsCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { localDynamoDb, localS3, type LocalEndpoints } from './aws-clients.ts';
import {
  readLocalResources,
  type LocalBucket,
  type LocalResources,
  type LocalTable,
  type StackTemplate,
} from './template.ts';

export interface ProvisionReport {
  createdTables: string[];
  createdIndexes: string[];
  createdBuckets: string[];
  resources: LocalResources;
}

/**
 * Makes DynamoDB Local and s3rver hold every table and bucket of the templates. Idempotent:
 * existing tables and buckets (persisted from an earlier run) are kept with their data; what
 * the templates added since (tables, indexes, TTL, buckets, CORS) is created.
 */
export async function provisionFromTemplates(
  stacks: readonly StackTemplate[],
  endpoints: LocalEndpoints,
): Promise<ProvisionReport> {
  const resources = readLocalResources(stacks);
  const dynamodb = localDynamoDb(endpoints.dynamodb);
  const s3 = localS3(endpoints.s3);
  try {
    const [tables, buckets] = await Promise.all([
      provisionTables(dynamodb, resources.tables),
      provisionBuckets(s3, resources.buckets),
    ]);
    return { ...tables, createdBuckets: buckets, resources };
  } finally {
    dynamodb.destroy();
    s3.destroy();
  }
}

async function provisionTables(client: DynamoDBClient, tables: readonly LocalTable[]) {
  const existing = new Set(await listTables(client));
  const createdTables: string[] = [];
  const createdIndexes: string[] = [];
  for (const table of tables) {
    const name = table.create.TableName ?? '';
    if (existing.has(name)) {
      createdIndexes.push(...(await addMissingIndexes(client, table)));
    } else {
      await client.send(new CreateTableCommand(table.create));
      createdTables.push(name);
    }
    if (table.ttlAttribute) await enableTtl(client, name, table.ttlAttribute);
  }
  return { createdTables, createdIndexes };
}

async function listTables(client: DynamoDBClient): Promise<string[]> {
  const names: string[] = [];
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    names.push(...(page.TableNames ?? []));
    start = page.LastEvaluatedTableName;
  } while (start);
  return names;
}

async function addMissingIndexes(client: DynamoDBClient, table: LocalTable): Promise<string[]> {
  const described = await client.send(new DescribeTableCommand({ TableName: table.create.TableName }));
  const present = new Set((described.Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const added: string[] = [];
  for (const index of table.create.GlobalSecondaryIndexes ?? []) {
    if (present.has(index.IndexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: table.create.TableName,
        AttributeDefinitions: table.create.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    added.push(`${table.create.TableName}/${index.IndexName}`);
  }
  return added;
}

async function enableTtl(client: DynamoDBClient, tableName: string, attributeName: string): Promise<void> {
  const current = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const description = current.TimeToLiveDescription;
  if (description?.TimeToLiveStatus === 'ENABLED' && description.AttributeName === attributeName) return;
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: attributeName, Enabled: true },
    }),
  );
}

async function provisionBuckets(client: S3Client, buckets: readonly LocalBucket[]): Promise<string[]> {
  const listed = await client.send(new ListBucketsCommand({}));
  const existing = new Set((listed.Buckets ?? []).map((bucket) => bucket.Name));
  const created: string[] = [];
  for (const bucket of buckets) {
    if (!existing.has(bucket.name)) {
      await client.send(new CreateBucketCommand({ Bucket: bucket.name }));
      created.push(bucket.name);
    }
    if (bucket.cors.length) {
      await client.send(
        new PutBucketCorsCommand({
          Bucket: bucket.name,
          CORSConfiguration: {
            CORSRules: bucket.cors.map((rule) => ({
              AllowedMethods: rule.AllowedMethods,
              AllowedOrigins: rule.AllowedOrigins,
              AllowedHeaders: rule.AllowedHeaders,
              ExposeHeaders: rule.ExposedHeaders,
              MaxAgeSeconds: rule.MaxAge,
            })),
          },
        }),
      );
    }
  }
  return created;
}
