import { describe, expect, inject, it } from 'vitest';
import { DescribeTableCommand, DescribeTimeToLiveCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { GetBucketCorsCommand, ListBucketsCommand } from '@aws-sdk/client-s3';
import { ENV } from '@adpulse/shared';
import { dynamoClient, s3Client } from '@adpulse/functions/platform/aws';
import { localDynamoDb, localS3 } from '../../local/src/aws-clients.ts';
import { provisionFromTemplates } from '../../local/src/provision.ts';
import { synthesizeStacks } from '../../local/src/synth.ts';
import { join } from 'node:path';

const runtime = inject('integrationRuntime');

describe('tables and buckets created from the synthesized template', () => {
  it('gives workers the handler environment, so the functions clients reach the local services', async () => {
    expect(process.env.AWS_ENDPOINT_URL_DYNAMODB).toBe(runtime.endpoints.dynamodb);
    expect(process.env.AWS_ENDPOINT_URL_S3).toBe(runtime.endpoints.s3);
    expect(process.env.AWS_ENDPOINT_URL_SFN).toBe(runtime.endpoints.sfn);
    const tables = await dynamoClient().send(new ListTablesCommand({}));
    expect(tables.TableNames).toContain(process.env[ENV.tableName]);
    const buckets = await s3Client().send(new ListBucketsCommand({}));
    expect(buckets.Buckets?.map((bucket) => bucket.Name)).toContain(process.env[ENV.uploadsBucket]);
  });

  it('creates the app table with pk/sk, the three GSIs (projection ALL) and TTL on expiresAt', async () => {
    const client = localDynamoDb(runtime.endpoints.dynamodb);
    const name = runtime.environment[ENV.tableName];
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    const indexes = (Table?.GlobalSecondaryIndexes ?? []).map((index) => ({
      name: index.IndexName,
      keys: index.KeySchema?.map((key) => `${key.AttributeName}:${key.KeyType}`),
      projection: index.Projection?.ProjectionType,
    }));
    expect(indexes.sort((a, b) => String(a.name).localeCompare(String(b.name)))).toEqual(
      [1, 2, 3].map((n) => ({
        name: `gsi${n}`,
        keys: [`gsi${n}pk:HASH`, `gsi${n}sk:RANGE`],
        projection: 'ALL',
      })),
    );
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: name }));
    expect(ttl.TimeToLiveDescription).toMatchObject({
      AttributeName: 'expiresAt',
      TimeToLiveStatus: 'ENABLED',
    });
  });

  it('creates the idempotency table keyed by id with TTL on expiration', async () => {
    const client = localDynamoDb(runtime.endpoints.dynamodb);
    const name = runtime.environment[ENV.idempotencyTableName];
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    expect(Table?.KeySchema).toEqual([{ AttributeName: 'id', KeyType: 'HASH' }]);
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: name }));
    expect(ttl.TimeToLiveDescription).toMatchObject({
      AttributeName: 'expiration',
      TimeToLiveStatus: 'ENABLED',
    });
  });

  it('creates the uploads bucket with the CORS rules of the template', async () => {
    const client = localS3(runtime.endpoints.s3);
    const cors = await client.send(
      new GetBucketCorsCommand({ Bucket: runtime.environment[ENV.uploadsBucket] }),
    );
    const methods = cors.CORSRules?.flatMap((rule) => rule.AllowedMethods ?? []) ?? [];
    expect(new Set(methods)).toEqual(new Set(['PUT', 'GET', 'HEAD']));
    expect(cors.CORSRules?.[0]?.AllowedOrigins?.length).toBeGreaterThan(0);
  });

  it('is idempotent: provisioning again creates nothing and keeps everything', async () => {
    const stacks = await synthesizeStacks(join(runtime.dataDir, 'cdk.out.again'));
    const report = await provisionFromTemplates(stacks, runtime.endpoints);
    expect(report.createdTables).toEqual([]);
    expect(report.createdIndexes).toEqual([]);
    expect(report.createdBuckets).toEqual([]);
    expect(report.resources.tables.length).toBeGreaterThanOrEqual(2);
    expect(report.resources.buckets.length).toBeGreaterThanOrEqual(3);
  });
});
