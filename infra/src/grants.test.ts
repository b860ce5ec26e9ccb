import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { DEFAULT_WEB_CONFIG } from './config.ts';
import { synthWithNag, type Violation } from './testing/synth.ts';
import { ofType, resourcesOf } from './testing/template.ts';

/**
 * The app as it will be once every grant kind is in use: the platform domain is given every
 * access a domain can have, the web app is built, and every context value is set. cdk-nag must
 * stay clean, so the acknowledgements written for future domains are proven now.
 */
let webDir: string;
let assembly: CloudAssembly;
let nagViolations: Violation[];

// Synthesis takes a few seconds alone, longer on a busy 2-core machine.
const SYNTH_TIMEOUT_MS = 120_000;

beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'adpulse-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDir, 'config.json'), '{"apiBaseUrl":"http://localhost:3000/api"}');

  const result = synthWithNag({
    webAssetDir: webDir,
    routes: [{ method: 'GET', path: '/health', domain: 'platform', auth: 'user' }],
    domainAccess: {
      platform: {
        table: 'readWrite',
        idempotency: true,
        uploads: 'readWrite',
        results: 'read',
        workflows: ['feasibility'],
        mail: true,
      },
    },
    context: {
      appUrl: 'https://app.adpulse.example',
      mailFrom: 'AdPulse <no-reply@adpulse.example>',
      alarmEmail: 'ops@adpulse.example',
      webConfig: { analyticsId: 'G-TEST' },
    },
  });
  assembly = result.assembly;
  nagViolations = result.nagViolations;
}, SYNTH_TIMEOUT_MS);

afterAll(() => {
  rmSync(webDir, { recursive: true, force: true });
  if (assembly) rmSync(assembly.directory, { recursive: true, force: true });
});

const policyText = () =>
  JSON.stringify(
    ofType(resourcesOf(assembly, 'AdPulse-Api'), 'AWS::IAM::Policy').map(([, policy]) => policy.Properties),
  );

describe('every grant kind in use', () => {
  it('leaves no unacknowledged cdk-nag finding', () => {
    expect(nagViolations).toEqual([]);
  });

  it('grants item access on the table and its named indexes, without wildcards or stream actions', () => {
    const policies = policyText();
    expect(policies).toContain('dynamodb:PutItem');
    for (const index of ['gsi1', 'gsi2', 'gsi3']) expect(policies).toContain(`/index/${index}`);
    expect(policies).not.toContain('/index/*');
    expect(policies).not.toMatch(/dynamodb:GetRecords|dynamodb:\*/);
  });

  it('grants object actions by name on the buckets, never s3:* or action wildcards', () => {
    const policies = policyText();
    expect(policies).toContain('"s3:PutObject"');
    expect(policies).toContain('AdPulse-Data-UploadsBucketArn');
    expect(policies).not.toMatch(/"s3:[A-Za-z]*\*"/);
  });

  it('lets the domain start the feasibility machine, and neither describe nor stop executions (the machines record their ends)', () => {
    const policies = policyText();
    expect(policies).toContain('states:StartExecution');
    expect(policies).not.toContain('states:DescribeExecution');
    expect(policies).not.toContain('states:StopExecution');
  });

  it('lets the domain send mail from the MAIL_FROM identity (address or its domain) only', () => {
    const policies = policyText();
    expect(policies).toContain('ses:SendEmail');
    expect(policies).toContain(':identity/no-reply@adpulse.example');
    expect(policies).toContain(':identity/adpulse.example');
  });

  it('narrows CORS of the API and the uploads bucket to the app origin', () => {
    const api = ofType(resourcesOf(assembly, 'AdPulse-Api'), 'AWS::ApiGatewayV2::Api');
    expect(api[0]?.[1].Properties?.CorsConfiguration).toMatchObject({
      AllowOrigins: ['https://app.adpulse.example'],
    });
    const buckets = JSON.stringify(ofType(resourcesOf(assembly, 'AdPulse-Data'), 'AWS::S3::Bucket'));
    expect(buckets).toContain('"AllowedOrigins":["https://app.adpulse.example"]');
  });

  it('subscribes the alarm e-mail', () => {
    const subscriptions = ofType(resourcesOf(assembly, 'AdPulse-Observability'), 'AWS::SNS::Subscription');
    expect(subscriptions.map(([, subscription]) => subscription.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@adpulse.example' }),
    ]);
  });
});

describe('web deployment', () => {
  it('deploys hashed assets immutable and the entry files revalidated, invalidating the CDN', () => {
    const deployments = ofType(resourcesOf(assembly, 'AdPulse-Web'), 'Custom::CDKBucketDeployment').map(
      ([, deployment]) => deployment.Properties as Record<string, unknown>,
    );
    expect(deployments).toHaveLength(2);
    const hashed = deployments.find((deployment) => deployment.DestinationBucketKeyPrefix === 'assets/');
    const entry = deployments.find((deployment) => deployment.DestinationBucketKeyPrefix === undefined);
    expect(hashed?.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(entry?.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(entry?.DistributionPaths).toEqual(['/*']);
  });

  it('replaces the build config.json with the runtime config of the context', () => {
    const staged = readdirSync(assembly.directory)
      .map((name) => join(assembly.directory, name, 'config.json'))
      .filter((file) => existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
    expect(staged).toEqual([{ ...DEFAULT_WEB_CONFIG, analyticsId: 'G-TEST' }]);
  });
});
