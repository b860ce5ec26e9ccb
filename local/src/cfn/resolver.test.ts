import { describe, expect, it } from 'vitest';
import { TemplateResolver } from './resolver.ts';
import type { StackTemplate } from './types.ts';

const data: StackTemplate = {
  stackName: 'App-Data',
  template: {
    Parameters: { Stage: { Type: 'String', Default: 'dev' } },
    Conditions: {
      IsProd: { 'Fn::Equals': [{ Ref: 'Stage' }, 'prod'] },
      IsDev: { 'Fn::Not': [{ Condition: 'IsProd' }] },
    },
    Resources: {
      Table1: { Type: 'AWS::DynamoDB::Table', Properties: {} },
      Named: {
        Type: 'AWS::DynamoDB::Table',
        Properties: { TableName: { 'Fn::Sub': '${AWS::StackName}-named' } },
      },
      Uploads: { Type: 'AWS::S3::Bucket' },
      Secret: { Type: 'AWS::SecretsManager::Secret', Properties: { Name: 'app-token-key' } },
      Task: { Type: 'AWS::Lambda::Function' },
      Machine: { Type: 'AWS::StepFunctions::StateMachine' },
    },
    Outputs: {
      TableExport: { Value: { Ref: 'Table1' }, Export: { Name: 'App-Data:Table' } },
      BucketArnExport: {
        Value: { 'Fn::GetAtt': ['Uploads', 'Arn'] },
        Export: { Name: { 'Fn::Sub': '${AWS::StackName}:BucketArn' } },
      },
    },
  },
};
const api: StackTemplate = { stackName: 'App-Api', template: { Resources: {} } };
const resolver = new TemplateResolver([data, api]);
const resolve = (value: unknown) => resolver.resolve('App-Data', value);

describe('TemplateResolver', () => {
  it('gives local physical names: tables by logical id, buckets DNS-valid, ARNs in the local account', () => {
    expect(resolve({ Ref: 'Table1' })).toBe('Table1');
    expect(resolve({ Ref: 'Named' })).toBe('App-Data-named');
    expect(resolve({ Ref: 'Uploads' })).toBe('app-data-uploads');
    expect(resolve({ 'Fn::GetAtt': ['Uploads', 'Arn'] })).toBe('arn:aws:s3:::app-data-uploads');
    expect(resolve({ 'Fn::GetAtt': 'Task.Arn' })).toBe('arn:aws:lambda:us-east-1:000000000000:function:Task');
    expect(resolve({ Ref: 'Machine' })).toBe('arn:aws:states:us-east-1:000000000000:stateMachine:Machine');
    expect(resolve({ 'Fn::GetAtt': ['Table1', 'Arn'] })).toBe(
      'arn:aws:dynamodb:us-east-1:000000000000:table/Table1',
    );
  });

  it('resolves pseudo parameters, parameters with defaults and conditions', () => {
    expect(
      resolve({
        'Fn::Join': [':', [{ Ref: 'AWS::Partition' }, { Ref: 'AWS::Region' }, { Ref: 'AWS::AccountId' }]],
      }),
    ).toBe('aws:us-east-1:000000000000');
    expect(resolve({ Ref: 'Stage' })).toBe('dev');
    expect(resolve({ 'Fn::If': ['IsProd', 'big', 'small'] })).toBe('small');
    expect(resolve({ 'Fn::If': ['IsDev', 'yes', 'no'] })).toBe('yes');
    expect(resolve({ A: 1, B: { Ref: 'AWS::NoValue' }, C: [1, { Ref: 'AWS::NoValue' }, 3] })).toEqual({
      A: 1,
      C: [1, 3],
    });
  });

  it('resolves Fn::Sub with variables, references and escapes, and Select/Split', () => {
    expect(
      resolve({ 'Fn::Sub': ['${Name}/${Table1}/${Uploads.Arn}/${!Literal}', { Name: { Ref: 'Stage' } }] }),
    ).toBe('dev/Table1/arn:aws:s3:::app-data-uploads/${Literal}');
    expect(resolve({ 'Fn::Select': [1, { 'Fn::Split': ['-', 'a-b-c'] }] })).toBe('b');
  });

  it('resolves Fn::ImportValue through another stack export, evaluated in the exporting stack', () => {
    expect(resolver.resolve('App-Api', { 'Fn::ImportValue': 'App-Data:Table' })).toBe('Table1');
    expect(resolver.resolve('App-Api', { 'Fn::ImportValue': 'App-Data:BucketArn' })).toBe(
      'arn:aws:s3:::app-data-uploads',
    );
    expect(() => resolver.resolve('App-Api', { 'Fn::ImportValue': 'Nobody:Exports' })).toThrow(
      /No stack exports/,
    );
  });

  it('gives a secret an ARN from which CDK parses the name back', () => {
    const arn = String(resolve({ Ref: 'Secret' }));
    expect(arn).toMatch(/^arn:aws:secretsmanager:us-east-1:000000000000:secret:app-token-key-[a-z0-9]{6}$/);
    // What CDK synthesizes for `secret.secretName` of a secret named with 3 hyphenated parts.
    const name = resolve({
      'Fn::Join': [
        '-',
        [0, 1, 2].map((index) => ({
          'Fn::Select': [index, { 'Fn::Split': ['-', { 'Fn::Select': [6, { 'Fn::Split': [':', arn] }] }] }],
        })),
      ],
    });
    expect(name).toBe('app-token-key');
  });

  it('refuses what it cannot evaluate instead of guessing', () => {
    expect(() => resolve({ 'Fn::Cidr': ['10.0.0.0/16', 2, 8] })).toThrow(/Unsupported intrinsic/);
    expect(() => resolve({ Ref: 'Missing' })).toThrow(/Unknown resource/);
  });
});
