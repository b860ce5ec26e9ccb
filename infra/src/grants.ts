import { Annotations, ArnFormat, Stack } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { ENV } from '@adpulse/shared';
import { MAIL_CONFIGURATION_SET } from './constructs/mail-events.ts';
import { acknowledge } from './constructs/nag.ts';
import type { NodeFunction } from './constructs/node-function.ts';
import type { PanelsConfig, PaymentsConfig } from './config.ts';
import type { BucketAccess, DomainAccess } from './domain-access.ts';
import { APP_TABLE_GSIS, type DataStack } from './stacks/data-stack.ts';
import type { Workflow } from './workflows.ts';

export interface GrantContext {
  data: DataStack;
  mailFrom: string;
  payments?: PaymentsConfig;
  panels?: PanelsConfig;
  /** Resolves a state machine a function may start; absent where none can be (the task functions). */
  workflowNamed?: (name: string) => Workflow | undefined;
}

/**
 * The environment every function gets (names from ENV); state machine ARNs are added by the API
 * stack. The payment settings only when the provider is not the default test provider, so that
 * local runs and tests choose theirs.
 */
export function baseEnvironment(
  data: DataStack,
  settings: {
    appUrl: string;
    mailFrom: string;
    /** The operators' address of the Support form (SUPPORT_EMAIL); the form answers 500 without it. */
    supportEmail?: string;
    payments?: PaymentsConfig;
    panels?: PanelsConfig;
    demo?: boolean;
  },
): Record<string, string> {
  const { payments, panels } = settings;
  return {
    // The panel mode is always the deployment's context, never a default in the functions.
    ...(panels ? { [ENV.panelMode]: panels.mode } : {}),
    ...(panels?.panelSecretName ? { [ENV.panelSecretsName]: panels.panelSecretName } : {}),
    ...(settings.demo ? { [ENV.demoStack]: 'true' } : {}),
    ...(settings.supportEmail ? { [ENV.supportEmail]: settings.supportEmail } : {}),
    ...(payments && payments.provider !== 'test'
      ? {
          [ENV.paymentProvider]: payments.provider,
          [ENV.stripeSecretName]: payments.stripeSecretName,
          [ENV.stripePrices]: payments.stripePrices,
        }
      : {}),
    [ENV.tableName]: data.table.tableName,
    [ENV.idempotencyTableName]: data.idempotencyTable.tableName,
    [ENV.uploadsBucket]: data.uploadsBucket.bucketName,
    [ENV.resultsBucket]: data.resultsBucket.bucketName,
    [ENV.samplesBucket]: data.samplesBucket.bucketName,
    [ENV.rawSampleRetentionDays]: String(data.rawSampleRetentionDays),
    [ENV.tokenSecretName]: data.tokenSecretName,
    [ENV.appUrl]: settings.appUrl,
    [ENV.mailFrom]: settings.mailFrom,
    [ENV.sesConfigurationSet]: MAIL_CONFIGURATION_SET,
  };
}

/** Turns a declared access into IAM statements on the function's own role, least privilege. */
export function grantAccess(target: NodeFunction, access: DomainAccess, context: GrantContext): void {
  const { data } = context;
  if (access.table) grantItems(target, data.table, APP_TABLE_GSIS, access.table);
  if (access.idempotency) grantItems(target, data.idempotencyTable, [], 'readWrite');
  if (access.uploads) grantObjects(target, data, data.uploadsBucket, access.uploads);
  if (access.results) grantObjects(target, data, data.resultsBucket, access.results);
  if (access.samples) grantObjects(target, data, data.samplesBucket, access.samples);
  if (access.tokenSecret) data.tokenSecret.grantRead(target.fn);
  if (access.mail) grantMail(target, context.mailFrom);
  if (access.paymentSecret && context.payments?.stripeSecretName) {
    grantSecretNamed(target, context.payments.stripeSecretName);
  }
  if (access.panelSecret && context.panels?.panelSecretName) {
    grantSecretNamed(target, context.panels.panelSecretName);
  }
  for (const name of access.workflows ?? []) {
    const workflow = context.workflowNamed?.(name);
    if (!workflow)
      throw new Error(`Function ${target.node.path} needs workflow "${name}", which is not defined`);
    grantWorkflow(target, workflow);
  }
  for (const name of access.watches ?? []) {
    const workflow = context.workflowNamed?.(name);
    if (!workflow)
      throw new Error(`Function ${target.node.path} watches workflow "${name}", which is not defined`);
    grantWatch(target, workflow);
  }
}

const ITEM_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const ITEM_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** Item access on the table and its named indexes (no `index/*` wildcard, no stream actions). */
function grantItems(
  target: NodeFunction,
  table: Table,
  indexes: readonly string[],
  level: 'read' | 'readWrite',
): void {
  target.fn.addToRolePolicy(
    new PolicyStatement({
      actions: [...ITEM_READ, ...(level === 'readWrite' ? ITEM_WRITE : [])],
      resources: [table.tableArn, ...indexes.map((index) => `${table.tableArn}/index/${index}`)],
    }),
  );
}

/** Object actions per level; ListBucket (on the bucket itself) comes with every level. */
const OBJECT_ACTIONS: Record<BucketAccess, string[]> = {
  read: ['s3:GetObject'],
  delete: ['s3:DeleteObject'],
  readDelete: ['s3:GetObject', 's3:DeleteObject'],
  readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
};

/**
 * Explicit object actions rather than CDK's grantRead/grantReadWrite/grantDelete, whose wildcard
 * actions (s3:GetObject*, s3:DeleteObject*, s3:Abort*) reach ACLs, tagging and versions too.
 */
function grantObjects(target: NodeFunction, data: DataStack, bucket: Bucket, level: BucketAccess): void {
  const { exportName, arn } = data.bucketArnExport(bucket);
  target.fn.addToRolePolicy(new PolicyStatement({ actions: OBJECT_ACTIONS[level], resources: [`${arn}/*`] }));
  target.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [arn] }));
  acknowledge(
    target.fn.role ?? target,
    `AwsSolutions-IAM5[Resource::${exportName}/*]`,
    'Object keys hold project and asset ids created at run time; access stays within this one bucket.',
  );
}

/**
 * ses:SendEmail from the MAIL_FROM identity only, whether SES verified the address or its domain,
 * with the configuration set that reports bounces and complaints (SES checks both resources).
 */
function grantMail(target: NodeFunction, mailFrom: string): void {
  const address = senderAddress(mailFrom);
  if (!address) {
    Annotations.of(target).addWarningV2(
      'adpulse:mailFromMissing',
      `Context mailFrom is not set: ${target.node.path} cannot send e-mail (-c mailFrom=no-reply@your-domain).`,
    );
    return;
  }
  const domain = address.slice(address.indexOf('@') + 1);
  const stack = Stack.of(target);
  target.fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        ...[address, domain].map((identity) =>
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
        ),
        stack.formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: MAIL_CONFIGURATION_SET,
        }),
      ],
    }),
  );
}

/** Starts executions only: the machines record their own ends for the API to read. */
function grantWorkflow(target: NodeFunction, workflow: Workflow): void {
  workflow.stateMachine.grantStartExecution(target.fn);
}

/** DescribeExecution on the machine's executions (the sweeper asks whether one still runs). */
function grantWatch(target: NodeFunction, workflow: Workflow): void {
  workflow.stateMachine.grantExecution(target.fn, 'states:DescribeExecution');
  const machine = Stack.of(workflow.stateMachine).getLogicalId(
    workflow.stateMachine.node.defaultChild as CfnStateMachine,
  );
  acknowledge(
    target.fn.role ?? target,
    `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:{"Fn::Select":[6,{"Fn::Split":[":",{"Ref":"${machine}"}]}]}:*]`,
    "DescribeExecution on the machine's executions: their names are per project, so only a pattern names them.",
  );
}

/** Reads a secret created by hand in Secrets Manager (the Stripe keys, the panel keys; ARNs end with 6 random characters). */
function grantSecretNamed(target: NodeFunction, secretName: string): void {
  const arn = Stack.of(target).formatArn({
    service: 'secretsmanager',
    resource: 'secret',
    resourceName: `${secretName}-??????`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
  target.fn.addToRolePolicy(
    new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [arn] }),
  );
}

/** `AdPulse <no-reply@example.com>` or `no-reply@example.com` -> the address. */
export function senderAddress(mailFrom: string): string | undefined {
  const address = (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();
  return address.includes('@') ? address : undefined;
}
