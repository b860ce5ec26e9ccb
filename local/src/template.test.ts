import { describe, expect, it } from 'vitest';
import { readLocalResources } from './template.ts';
import type { StackTemplate } from './cfn/types.ts';

const stacks: StackTemplate[] = [
  {
    stackName: 'T-Data',
    template: {
      Resources: {
        Main: {
          Type: 'AWS::DynamoDB::Table',
          Properties: {
            KeySchema: [
              { AttributeName: 'pk', KeyType: 'HASH' },
              { AttributeName: 'sk', KeyType: 'RANGE' },
            ],
            AttributeDefinitions: [
              { AttributeName: 'pk', AttributeType: 'S' },
              { AttributeName: 'sk', AttributeType: 'S' },
              { AttributeName: 'g1', AttributeType: 'S' },
            ],
            BillingMode: 'PAY_PER_REQUEST',
            GlobalSecondaryIndexes: [
              {
                IndexName: 'gsi1',
                KeySchema: [{ AttributeName: 'g1', KeyType: 'HASH' }],
                Projection: { ProjectionType: 'ALL' },
              },
            ],
            TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            SSESpecification: { SSEEnabled: true },
          },
        },
        Global: {
          Type: 'AWS::DynamoDB::GlobalTable',
          Properties: {
            KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
            AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
            Replicas: [{ Region: 'us-east-1' }],
            StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
          },
        },
        Uploads: {
          Type: 'AWS::S3::Bucket',
          Properties: {
            CorsConfiguration: {
              CorsRules: [
                {
                  AllowedMethods: ['PUT'],
                  AllowedOrigins: [{ 'Fn::Join': ['', ['http://', 'localhost:3000']] }],
                  MaxAge: 60,
                },
              ],
            },
          },
        },
        Off: { Type: 'AWS::S3::Bucket', Condition: 'Never' },
      },
      Conditions: { Never: { 'Fn::Equals': ['a', 'b'] } },
      Outputs: { MainName: { Value: { Ref: 'Main' }, Export: { Name: 'T-Data:Main' } } },
    },
  },
  {
    stackName: 'T-Api',
    template: {
      Resources: {
        Fn: {
          Type: 'AWS::Lambda::Function',
          Metadata: { 'adpulse:entry': 'functions/src/platform/handler.ts', 'adpulse:handler': 'handler' },
          Properties: {
            Timeout: 10,
            Environment: { Variables: { TABLE_NAME: { 'Fn::ImportValue': 'T-Data:Main' }, FLAG: true } },
          },
        },
        CdkProvider: { Type: 'AWS::Lambda::Function', Properties: { Handler: 'index.handler' } },
        Machine: {
          Type: 'AWS::StepFunctions::StateMachine',
          Properties: {
            DefinitionString: {
              'Fn::Join': [
                '',
                ['{"StartAt":"A","States":{"A":{"Type":"Task","Resource":"${TaskArn}","End":true}}}'],
              ],
            },
            DefinitionSubstitutions: { TaskArn: { 'Fn::GetAtt': ['Fn', 'Arn'] } },
          },
        },
        HttpApi: {
          Type: 'AWS::ApiGatewayV2::Api',
          Properties: {
            CorsConfiguration: {
              AllowOrigins: ['*'],
              AllowMethods: ['GET'],
              AllowHeaders: ['Authorization'],
              MaxAge: 600,
            },
          },
        },
      },
    },
  },
];

describe('readLocalResources', () => {
  const resources = readLocalResources(stacks);

  it('turns tables (Table and TableV2 global tables) into CreateTable calls with keys, indexes, streams and TTL', () => {
    const [main, global] = resources.tables;
    expect(main?.create).toEqual({
      TableName: 'Main',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
        { AttributeName: 'g1', AttributeType: 'S' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [{ AttributeName: 'g1', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    expect(main?.ttlAttribute).toBe('expiresAt');
    expect(global?.create).toMatchObject({
      TableName: 'Global',
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    });
    expect(global?.ttlAttribute).toBeUndefined();
  });

  it('reads buckets with their resolved CORS rules and skips resources whose condition is false', () => {
    expect(resources.buckets).toEqual([
      {
        stackName: 'T-Data',
        logicalId: 'Uploads',
        name: 't-data-uploads',
        cors: [{ AllowedMethods: ['PUT'], AllowedOrigins: ['http://localhost:3000'], MaxAge: 60 }],
      },
    ]);
  });

  it('reads functions with source metadata only, with their environment resolved across stacks', () => {
    expect(resources.functions).toEqual([
      {
        stackName: 'T-Api',
        logicalId: 'Fn',
        name: 'Fn',
        arn: 'arn:aws:lambda:us-east-1:000000000000:function:Fn',
        entry: 'functions/src/platform/handler.ts',
        handlerExport: 'handler',
        environment: { TABLE_NAME: 'Main', FLAG: 'true' },
        timeoutSeconds: 10,
        memoryMb: 128,
      },
    ]);
  });

  it('substitutes definition placeholders with the local function ARNs', () => {
    expect(resources.stateMachines[0]?.arn).toBe(
      'arn:aws:states:us-east-1:000000000000:stateMachine:Machine',
    );
    expect(resources.stateMachines[0]?.definition).toEqual({
      StartAt: 'A',
      States: {
        A: { Type: 'Task', Resource: 'arn:aws:lambda:us-east-1:000000000000:function:Fn', End: true },
      },
    });
  });

  it('reads the HTTP API CORS configuration', () => {
    expect(resources.apiCors).toEqual({
      allowOrigins: ['*'],
      allowMethods: ['GET'],
      allowHeaders: ['Authorization'],
      exposeHeaders: [],
      maxAge: 600,
      allowCredentials: false,
    });
  });
});
