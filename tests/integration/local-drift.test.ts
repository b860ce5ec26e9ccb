import { join } from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { GetBucketCorsCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import { AttributeType, Billing, BillingMode, Table, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { buildApp } from '@adpulse/infra/app';
import { localDynamoDb, localS3 } from '../../local/src/aws-clients.ts';
import { provisionFromTemplates } from '../../local/src/provision.ts';
import type { CfnTemplate } from '../../local/src/template.ts';

const runtime = inject('integrationRuntime');

/**
 * The drift test: a table (or bucket) added to the CDK app appears locally with no other code
 * change, because the local runtime creates what the synthesized template declares.
 */
describe('a resource added to the CDK app', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('appears in DynamoDB Local and s3rver after provisioning, with its keys, indexes, TTL and CORS', async () => {
    vi.stubEnv('CDK_OUTDIR', join(runtime.dataDir, 'cdk.out.drift'));
    const { app, stacks } = buildApp({ bundling: false, context: { demo: 'true' } });
    new Table(stacks.data, 'DriftProbeTable', {
      partitionKey: { name: 'probeId', type: AttributeType.STRING },
      sortKey: { name: 'seenAt', type: AttributeType.NUMBER },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: 'ttl',
    });
    new TableV2(stacks.data, 'DriftProbeTableV2', {
      partitionKey: { name: 'id', type: AttributeType.STRING },
      billing: Billing.onDemand(),
      globalSecondaryIndexes: [
        { indexName: 'byOwner', partitionKey: { name: 'owner', type: AttributeType.STRING } },
      ],
    });
    new Bucket(stacks.data, 'DriftProbeBucket', {
      cors: [{ allowedMethods: [HttpMethods.PUT], allowedOrigins: ['http://localhost:3000'] }],
    });
    const assembly = app.synth();
    const templates = assembly.stacks.map((stack) => ({
      stackName: stack.stackName,
      template: stack.template as CfnTemplate,
    }));
    const resources =
      templates.find((stack) => stack.stackName === stacks.data.stackName)?.template.Resources ?? {};
    const logicalId = (prefix: string, type: string) =>
      Object.keys(resources).find((id) => id.startsWith(prefix) && resources[id]?.Type === type) ?? '';

    const report = await provisionFromTemplates(templates, runtime.endpoints);

    const tableName = logicalId('DriftProbeTable', 'AWS::DynamoDB::Table');
    const tableV2Name = logicalId('DriftProbeTableV2', 'AWS::DynamoDB::GlobalTable');
    expect(report.createdTables.sort()).toEqual([tableName, tableV2Name].sort());
    const dynamodb = localDynamoDb(runtime.endpoints.dynamodb);
    const { Table: probe } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
    expect(probe?.KeySchema).toEqual([
      { AttributeName: 'probeId', KeyType: 'HASH' },
      { AttributeName: 'seenAt', KeyType: 'RANGE' },
    ]);
    expect(probe?.AttributeDefinitions).toContainEqual({ AttributeName: 'seenAt', AttributeType: 'N' });
    const ttl = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ AttributeName: 'ttl', TimeToLiveStatus: 'ENABLED' });
    const { Table: probeV2 } = await dynamodb.send(new DescribeTableCommand({ TableName: tableV2Name }));
    expect(probeV2?.GlobalSecondaryIndexes?.map((index) => index.IndexName)).toEqual(['byOwner']);

    const bucketName = report.resources.buckets.find((bucket) =>
      bucket.logicalId.startsWith('DriftProbeBucket'),
    )?.name;
    expect(report.createdBuckets).toEqual([bucketName]);
    const s3 = localS3(runtime.endpoints.s3);
    await s3.send(new HeadBucketCommand({ Bucket: bucketName }));
    const cors = await s3.send(new GetBucketCorsCommand({ Bucket: bucketName }));
    expect(cors.CORSRules?.[0]).toMatchObject({
      AllowedMethods: ['PUT'],
      AllowedOrigins: ['http://localhost:3000'],
    });
  });
});
