import { readFileSync, rmSync } from 'node:fs';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, API_ROUTES, ENV, servedDomains, type Domain } from '@adpulse/shared';
import { STACK_NAMES } from './app.ts';
import { ENTRY_METADATA, HANDLER_METADATA } from './constructs/node-function.ts';
import { DOMAIN_RUNTIME } from './domain-runtime.ts';
import { fromRepoRoot } from './paths.ts';
import { synthWithNag, type Violation } from './testing/synth.ts';
import { ofType, onlyOfType, resourcesOf, sourceExports, type Resources } from './testing/template.ts';
import { WORKFLOWS, type WorkflowSpec } from './workflows.ts';

let templates: Record<keyof typeof STACK_NAMES, Template>;
let resources: Record<keyof typeof STACK_NAMES, Resources>;
let nagViolations: Violation[];
let assemblyDir: string | undefined;

// Synthesis takes a few seconds alone, longer on a busy 2-core machine.
const SYNTH_TIMEOUT_MS = 120_000;

beforeAll(() => {
  // No web build: the deployment is covered in grants.test.ts with a fixture.
  const result = synthWithNag({
    webAssetDir: fromRepoRoot('.no-web-build'),
    context: { mailFrom: 'no-reply@adpulse.example' },
  });
  nagViolations = result.nagViolations;
  assemblyDir = result.assembly.directory;
  const keys = Object.keys(STACK_NAMES) as Array<keyof typeof STACK_NAMES>;
  resources = Object.fromEntries(
    keys.map((key) => [key, resourcesOf(result.assembly, STACK_NAMES[key])]),
  ) as typeof resources;
  templates = Object.fromEntries(
    keys.map((key) => [key, Template.fromJSON(result.assembly.getStackByName(STACK_NAMES[key]).template)]),
  ) as typeof templates;
}, SYNTH_TIMEOUT_MS);

afterAll(() => {
  if (assemblyDir) rmSync(assemblyDir, { recursive: true, force: true });
});

const allFunctions = () =>
  Object.values(resources).flatMap((stack) => ofType(stack, 'AWS::Lambda::Function'));

describe('cdk-nag (AwsSolutions)', () => {
  it('leaves no unacknowledged error or warning', () => {
    expect(nagViolations).toEqual([]);
  });
});

describe('data stack', () => {
  it('has the app table: pk/sk, gsi1-3 with ALL projection, TTL expiresAt, on demand, PITR, encrypted, retained', () => {
    templates.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        GlobalSecondaryIndexes: ['gsi1', 'gsi2', 'gsi3'].map((index) => ({
          IndexName: index,
          KeySchema: [
            { AttributeName: `${index}pk`, KeyType: 'HASH' },
            { AttributeName: `${index}sk`, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    });
  });

  it('has the idempotency table: id, TTL expiration', () => {
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      TimeToLiveSpecification: { AttributeName: 'expiration', Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('encrypts every bucket of every stack and blocks all public access', () => {
    const buckets = Object.values(resources).flatMap((stack) => ofType(stack, 'AWS::S3::Bucket'));
    expect(buckets.length).toBeGreaterThanOrEqual(5);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties).toMatchObject({
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
      });
    }
  });

  it('denies non-TLS access to every bucket', () => {
    const policies = Object.values(resources).flatMap((stack) => ofType(stack, 'AWS::S3::BucketPolicy'));
    const buckets = Object.values(resources).flatMap((stack) => ofType(stack, 'AWS::S3::Bucket'));
    expect(policies).toHaveLength(buckets.length);
    for (const [, policy] of policies) {
      expect(JSON.stringify(policy.Properties)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('lets browsers PUT/GET/HEAD uploads from the allowed origins (default any)', () => {
    templates.data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: ['PUT', 'GET', 'HEAD'], AllowedOrigins: ['*'] })],
      },
    });
  });

  it('generates the session-token secret under a fixed name', () => {
    templates.data.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'AdPulse-Data/session-token-signing-key',
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
  });
});

describe('api stack', () => {
  it('has one function per served domain, built for nodejs22.x with tracing, on arm64 unless it needs the media layer', () => {
    const functions = ofType(resources.api, 'AWS::Lambda::Function');
    const entries = functions.map(([, fn]) => fn.Metadata?.[ENTRY_METADATA]).sort();
    expect(entries).toEqual(
      servedDomains()
        .map((domain) => `functions/src/${domain}/handler.ts`)
        .sort(),
    );
    for (const [, fn] of functions) {
      const domain = (fn.Metadata?.[ENTRY_METADATA] as string).split('/')[2] as Domain;
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: [DOMAIN_RUNTIME[domain]?.media ? 'x86_64' : 'arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
      });
      expect(fn.Metadata?.[HANDLER_METADATA]).toBe('handler');
    }
  });

  it('gives every domain function the shared environment and Powertools settings', () => {
    for (const [, fn] of ofType(resources.api, 'AWS::Lambda::Function')) {
      const variables = (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
      const names = [
        ENV.tableName,
        ENV.idempotencyTableName,
        ENV.uploadsBucket,
        ENV.resultsBucket,
        ENV.tokenSecretName,
        ENV.appUrl,
      ];
      for (const name of [...names, ENV.feasibilityStateMachineArn]) {
        expect(variables, name).toHaveProperty(name);
      }
      expect(variables.POWERTOOLS_SERVICE_NAME).toBe((fn.Metadata?.[ENTRY_METADATA] as string).split('/')[2]);
      expect(variables.POWERTOOLS_METRICS_NAMESPACE).toBe('AdPulse');
      expect(variables[ENV.tokenSecretName]).toBe('AdPulse-Data/session-token-signing-key');
      expect(variables[ENV.mailFrom]).toBe('no-reply@adpulse.example');
    }
  });

  it('has exactly one route per entry of the route table, under /api, to its domain function', () => {
    const routes = ofType(resources.api, 'AWS::ApiGatewayV2::Route');
    const keys = routes.map(([, route]) => route.Properties?.RouteKey).sort();
    expect(keys).toEqual(API_ROUTES.map((route) => `${route.method} ${API_BASE_PATH}${route.path}`).sort());

    const integrations = ofType(resources.api, 'AWS::ApiGatewayV2::Integration');
    for (const route of API_ROUTES) {
      const [, cfnRoute] = routes.find(
        ([, r]) => r.Properties?.RouteKey === `${route.method} ${API_BASE_PATH}${route.path}`,
      )!;
      const target = JSON.stringify(cfnRoute.Properties?.Target);
      const [, integration] = integrations.find(([id]) => target.includes(id))!;
      const functionId = JSON.stringify(integration.Properties?.IntegrationUri).match(
        /"([A-Za-z0-9]+Function[A-Za-z0-9]+)"/,
      )?.[1];
      expect(resources.api[functionId!]?.Metadata?.[ENTRY_METADATA]).toBe(
        `functions/src/${route.domain}/handler.ts`,
      );
    }
  });

  it('throttles the $default stage and writes access logs', () => {
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('gives the health-only platform function no data access', () => {
    const [, platform] = ofType(resources.api, 'AWS::Lambda::Function').find(
      ([, fn]) => fn.Metadata?.[ENTRY_METADATA] === 'functions/src/platform/handler.ts',
    )!;
    const role = JSON.stringify(platform.Properties?.Role).match(/"(PlatformApiRole[A-Za-z0-9]+)"/)?.[1];
    const policies = ofType(resources.api, 'AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties?.Roles).includes(role!),
    );
    const actions = JSON.stringify(policies.map(([, policy]) => policy.Properties?.PolicyDocument));
    expect(actions).not.toMatch(/dynamodb:|s3:|secretsmanager:|states:/);
  });
});

describe('every Lambda function', () => {
  it('names its source and export in metadata, and the source exports it', () => {
    const ours = allFunctions().filter(([, fn]) => fn.Metadata?.[ENTRY_METADATA] !== undefined);
    expect(ours.length).toBe(servedDomains().length + WORKFLOWS.flatMap((workflow) => workflow.tasks).length);
    for (const [, fn] of ours) {
      const entry = fn.Metadata?.[ENTRY_METADATA] as string;
      expect(entry).toMatch(/^functions\/src\/.+\.ts$/);
      expect(sourceExports(entry, fn.Metadata?.[HANDLER_METADATA] as string), entry).toBe(true);
    }
  });

  it('has a log group with retention', () => {
    const logGroups = Object.values(resources).flatMap((stack) => ofType(stack, 'AWS::Logs::LogGroup'));
    for (const [, logGroup] of logGroups) expect(logGroup.Properties?.RetentionInDays).toBe(30);
    for (const [, fn] of allFunctions())
      expect(fn.Properties?.LoggingConfig).toMatchObject({ LogGroup: expect.anything() });
  });
});

describe('workflows stack', () => {
  it('has one state machine per workflow of the registry', () => {
    const names = ofType(resources.workflows, 'AWS::StepFunctions::StateMachine').map(
      ([, machine]) => machine.Properties?.StateMachineName,
    );
    expect(names.sort()).toEqual(WORKFLOWS.map((workflow) => `adpulse-${workflow.name}`).sort());
  });

  it.each(WORKFLOWS.map((workflow): [string, WorkflowSpec] => [workflow.name, workflow]))(
    '%s: deploys the ASL file unchanged, each placeholder substituted with its task function',
    (name, workflow) => {
      const [, machine] = ofType(resources.workflows, 'AWS::StepFunctions::StateMachine').find(
        ([, candidate]) => candidate.Properties?.StateMachineName === `adpulse-${name}`,
      )!;
      expect(machine.Properties?.DefinitionString).toBe(
        readFileSync(fromRepoRoot(workflow.definitionFile), 'utf8'),
      );
      const substitutions = machine.Properties?.DefinitionSubstitutions as Record<
        string,
        { 'Fn::GetAtt': [string, string] }
      >;
      expect(Object.keys(substitutions).sort()).toEqual(
        workflow.tasks.map((task) => task.placeholder).sort(),
      );
      for (const task of workflow.tasks) {
        const [functionId, attribute] = substitutions[task.placeholder]?.['Fn::GetAtt'] ?? [];
        expect(attribute).toBe('Arn');
        expect(resources.workflows[functionId ?? '']?.Metadata).toMatchObject({
          [ENTRY_METADATA]: task.entry,
          [HANDLER_METADATA]: task.handlerExport,
        });
      }
    },
  );

  it('logs every event and traces with X-Ray', () => {
    templates.workflows.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: true }),
      TracingConfiguration: { Enabled: true },
    });
  });

  it('lets each state machine invoke its own tasks only', () => {
    const machines = ofType(resources.workflows, 'AWS::StepFunctions::StateMachine');
    for (const [, machine] of machines) {
      const roleId = JSON.stringify(machine.Properties?.RoleArn).match(
        /"([A-Za-z0-9]+Role[A-Za-z0-9]+)"/,
      )?.[1];
      const policy = JSON.stringify(
        ofType(resources.workflows, 'AWS::IAM::Policy').filter(([, p]) =>
          JSON.stringify(p.Properties?.Roles).includes(roleId!),
        ),
      );
      const invoked = new Set(
        [...policy.matchAll(/"([A-Za-z0-9]+TaskFunction[A-Za-z0-9]+)","Arn"/g)].map((match) => match[1]),
      );
      const substituted = new Set(
        Object.values(
          machine.Properties?.DefinitionSubstitutions as Record<string, { 'Fn::GetAtt': [string, string] }>,
        ).map((value) => value['Fn::GetAtt'][0]),
      );
      expect(policy).toContain('lambda:InvokeFunction');
      expect(invoked).toEqual(substituted);
    }
  });
});

describe('web stack', () => {
  it('routes /api/* to the HTTP API uncached, with all methods and viewer headers except Host', () => {
    templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
            ViewerProtocolPolicy: 'https-only',
          }),
        ],
      }),
    });
    const [, distribution] = onlyOfType(resources.web, 'AWS::CloudFront::Distribution');
    const origins = JSON.stringify(
      (distribution.Properties?.DistributionConfig as { Origins: unknown }).Origins,
    );
    expect(origins).toMatch(
      /"Fn::ImportValue":"AdPulse-Api:ExportsOutputFnGetAttHttpApi[A-Za-z0-9]+ApiEndpoint/,
    );
  });

  it('serves the SPA through a viewer-request function, not error responses, from a private bucket', () => {
    const [, distribution] = onlyOfType(resources.web, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties?.DistributionConfig as Record<string, unknown>;
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    const [functionId] = onlyOfType(resources.web, 'AWS::CloudFront::Function');
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
      ],
      ResponseHeadersPolicyId: expect.anything(),
    });
    expect(JSON.stringify(config.Origins)).toContain('OriginAccessControlId');
  });

  it('deploys the SPA rewrite source file as the CloudFront function code', () => {
    templates.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: readFileSync(fromRepoRoot('infra/src/web/spa-rewrite.js'), 'utf8'),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('sends security headers', () => {
    templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.anyValue(),
          }),
        }),
      }),
    });
  });

  it('lets the pages connect and load media only from the app and its own buckets, no other https host', () => {
    const [, policy] = onlyOfType(resources.web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const csp = JSON.stringify(policy.Properties);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/https:[ ;"]/);
    for (const directive of ['connect-src', 'img-src', 'media-src']) {
      expect(csp).toMatch(new RegExp(`${directive} 'self'[^;]*https://`));
    }
    expect(csp).toContain('RegionalDomainName');
  });

  it('skips the web deployment when the web app is not built', () => {
    expect(ofType(resources.web, 'Custom::CDKBucketDeployment')).toHaveLength(0);
  });
});

describe('the sweeper (issue 22)', () => {
  it('starts the sweeper state machine every 5 minutes from an EventBridge schedule', () => {
    const rules = ofType(resources.workflows, 'AWS::Events::Rule');
    const sweeper = rules.filter(([, rule]) => rule.Properties?.ScheduleExpression === 'rate(5 minutes)');
    expect(sweeper).toHaveLength(1);
    const target = (sweeper[0]?.[1].Properties?.Targets as { Arn: unknown; Input: string }[])[0];
    expect(JSON.stringify(target?.Arn)).toContain('SweeperStateMachine');
    expect(JSON.parse(target?.Input ?? 'null')).toEqual({});
  });

  it('lets the sweep task describe fieldwork and purchase executions, and start the machines it resumes', () => {
    const policies = JSON.stringify(
      ofType(resources.workflows, 'AWS::IAM::Policy').filter(([id]) => id.startsWith('SweepTask')),
    );
    expect(policies).toContain('states:DescribeExecution');
    for (const machine of ['FieldworkStateMachine', 'PurchaseStateMachine', 'AnalysisStateMachine'])
      expect(policies).toContain(machine);
  });

  it('reconciles orphaned charges after each sweep: the task reads the payment keys and starts purchases it adopts', () => {
    const policies = JSON.stringify(
      ofType(resources.workflows, 'AWS::IAM::Policy').filter(([id]) => id.startsWith('ReconcileTask')),
    );
    expect(policies).toContain('PurchaseStateMachine');
    const machine = JSON.stringify(
      ofType(resources.workflows, 'AWS::StepFunctions::StateMachine').filter(([id]) =>
        id.startsWith('SweeperStateMachine'),
      ),
    );
    expect(machine).toContain('ReconcileFunctionArn');
    const orphaned = ofType(resources.observability, 'AWS::CloudWatch::Alarm').filter(
      ([, alarm]) => alarm.Properties?.MetricName === 'OrphanedCharges',
    );
    expect(orphaned).toHaveLength(1);
  });
});

describe('observability stack', () => {
  it('alarms on errors and throttles of every function, API 5xx, failed and timed-out executions', () => {
    const ours = allFunctions().filter(([, fn]) => fn.Metadata?.[ENTRY_METADATA] !== undefined).length;
    const alarms = ofType(resources.observability, 'AWS::CloudWatch::Alarm');
    const metrics = alarms.map(([, alarm]) => alarm.Properties?.MetricName);
    expect(metrics.filter((name) => name === 'Errors')).toHaveLength(ours);
    expect(metrics.filter((name) => name === 'Throttles')).toHaveLength(ours);
    expect(metrics).toContain('5xx');
    expect(metrics.filter((name) => name === 'ExecutionsFailed')).toHaveLength(WORKFLOWS.length);
    expect(metrics.filter((name) => name === 'ExecutionsTimedOut')).toHaveLength(WORKFLOWS.length);
  });

  it('raises an alarm on a project stuck after a dead execution (issue 22: the sweeper moved one)', () => {
    const stuck = ofType(resources.observability, 'AWS::CloudWatch::Alarm').filter(
      ([, alarm]) => alarm.Properties?.MetricName === 'StuckProjects',
    );
    expect(stuck).toHaveLength(1);
    expect(stuck[0]?.[1].Properties).toMatchObject({
      Namespace: 'AdPulse',
      Dimensions: [{ Name: 'service', Value: 'sweeper' }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('notifies an encrypted SNS topic from every alarm', () => {
    const [topicId, topic] = onlyOfType(resources.observability, 'AWS::SNS::Topic');
    expect(topic.Properties?.KmsMasterKeyId).toBeDefined();
    for (const [, alarm] of ofType(resources.observability, 'AWS::CloudWatch::Alarm')) {
      expect(alarm.Properties?.AlarmActions).toEqual([{ Ref: topicId }]);
    }
  });
});
