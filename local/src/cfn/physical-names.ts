import { LOCAL_ACCOUNT, LOCAL_REGION } from '../local-aws.ts';
import type { CfnResource } from './types.ts';

/**
 * What `Ref` and `Fn::GetAtt` give for a resource that "exists" locally. Names come from the
 * logical id (or the explicit name property, as CloudFormation would use it), so they are
 * stable across restarts and identical in every process that synthesizes the same app.
 */
export interface LocalIdentity {
  ref: string;
  attributes: Record<string, string>;
}

const arn = (service: string, resource: string, region = LOCAL_REGION) =>
  `arn:aws:${service}:${region}:${LOCAL_ACCOUNT}:${resource}`;

/** A DNS-valid bucket name: lowercase, digits and dashes, 3..63 characters. */
export function localBucketName(stackName: string, logicalId: string): string {
  const raw = `${stackName}-${logicalId}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  const trimmed = raw.replace(/-+/g, '-').replace(/^-|-$/g, '').slice(0, 63).replace(/-$/, '');
  return trimmed.length >= 3 ? trimmed : `${trimmed}-bucket`;
}

export function localFunctionArn(name: string): string {
  return arn('lambda', `function:${name}`);
}

export function localStateMachineArn(name: string): string {
  return arn('states', `stateMachine:${name}`);
}

export function localIdentity(
  stackName: string,
  logicalId: string,
  resource: CfnResource,
  explicitName: (property: string) => string | undefined,
): LocalIdentity {
  const named = (property: string) => explicitName(property) ?? logicalId;
  switch (resource.Type) {
    case 'AWS::DynamoDB::Table':
    case 'AWS::DynamoDB::GlobalTable': {
      const name = named('TableName');
      const tableArn = arn('dynamodb', `table/${name}`);
      return { ref: name, attributes: { Arn: tableArn, StreamArn: `${tableArn}/stream/local` } };
    }
    case 'AWS::S3::Bucket': {
      const name = explicitName('BucketName') ?? localBucketName(stackName, logicalId);
      return {
        ref: name,
        attributes: {
          Arn: `arn:aws:s3:::${name}`,
          DomainName: `${name}.s3.amazonaws.com`,
          RegionalDomainName: `${name}.s3.${LOCAL_REGION}.amazonaws.com`,
          WebsiteURL: `http://${name}.s3-website-${LOCAL_REGION}.amazonaws.com`,
        },
      };
    }
    case 'AWS::Lambda::Function': {
      const name = named('FunctionName');
      return { ref: name, attributes: { Arn: localFunctionArn(name) } };
    }
    case 'AWS::StepFunctions::StateMachine': {
      const name = named('StateMachineName');
      const machineArn = localStateMachineArn(name);
      return { ref: machineArn, attributes: { Arn: machineArn, Name: name } };
    }
    case 'AWS::SecretsManager::Secret': {
      // Shaped like CloudFormation's: a generated name is `<logicalId>-<random>`, and the ARN
      // ends with a 6-character suffix (CDK parses the name back out of it).
      const name = explicitName('Name') ?? `${logicalId}-localsecret`;
      const secretArn = arn('secretsmanager', `secret:${name}-local0`);
      return { ref: secretArn, attributes: { Id: secretArn } };
    }
    case 'AWS::IAM::Role': {
      const name = named('RoleName');
      return { ref: name, attributes: { Arn: `arn:aws:iam::${LOCAL_ACCOUNT}:role/${name}`, RoleId: name } };
    }
    case 'AWS::SNS::Topic': {
      const topicArn = arn('sns', named('TopicName'));
      return { ref: topicArn, attributes: { TopicArn: topicArn } };
    }
    case 'AWS::SQS::Queue': {
      const name = named('QueueName');
      return {
        ref: `http://sqs.${LOCAL_REGION}.localhost/${LOCAL_ACCOUNT}/${name}`,
        attributes: { Arn: arn('sqs', name), QueueName: name },
      };
    }
    case 'AWS::Logs::LogGroup': {
      const name = named('LogGroupName');
      return { ref: name, attributes: { Arn: arn('logs', `log-group:${name}:*`) } };
    }
    default: {
      const service = resource.Type.split('::')[1]?.toLowerCase() ?? 'local';
      return { ref: logicalId, attributes: { Arn: arn(service, logicalId) } };
    }
  }
}
