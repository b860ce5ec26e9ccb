import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { App, Tags } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { API_ROUTES, type ApiRoute, type Domain } from '@adpulse/shared';
import type { DomainAccess } from './domain-access.ts';
import { readDeployConfig, refuseUnsellable } from './config.ts';
import { fromRepoRoot, REPO_ROOT } from './paths.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { ObservabilityStack } from './stacks/observability-stack.ts';
import { contentSecurityPolicy, WebStack } from './stacks/web-stack.ts';
import { WorkflowsStack } from './stacks/workflows-stack.ts';

export interface BuildAppOptions {
  /** false: skip esbuild (fast synth for the local runtime and tests). Default true. */
  bundling?: boolean;
  /**
   * CDK's built-in CloudFormation template validation (seconds per synth). Default: on when
   * bundling is on (the CLI), off for the fast in-process synth of the local runtime.
   */
  cfnValidation?: boolean;
  /** Extra context, as `-c key=value` would give. */
  context?: Record<string, unknown>;
  /** Built web app to deploy; default web/dist. Skipped when the folder does not exist. */
  webAssetDir?: string;
  /** Route table; default API_ROUTES. Tests pass a larger one to check grants ahead of domains. */
  routes?: readonly ApiRoute[];
  /** Overrides of the per-domain grants (tests exercise grants before a domain lands). */
  domainAccess?: Partial<Record<Domain, DomainAccess>>;
}

export interface AdPulseStacks {
  data: DataStack;
  workflows: WorkflowsStack;
  api: ApiStack;
  web: WebStack;
  observability: ObservabilityStack;
}

export const STACK_NAMES = {
  data: 'AdPulse-Data',
  workflows: 'AdPulse-Workflows',
  api: 'AdPulse-Api',
  web: 'AdPulse-Web',
  observability: 'AdPulse-Observability',
} as const satisfies Record<keyof AdPulseStacks, string>;

/**
 * The whole CDK app. Stacks are environment-agnostic (no lookups), so synth needs no AWS
 * credentials. cdk.json's context (feature flags) is applied here too, so that tests and the
 * local runtime synthesize exactly what `cdk synth` does.
 */
export function buildApp(options: BuildAppOptions = {}): { app: App; stacks: AdPulseStacks } {
  const app = new App({
    analyticsReporting: false,
    builtinCloudFormationValidation: options.cfnValidation ?? options.bundling !== false,
    context: {
      ...cdkJsonContext(),
      ...(options.bundling === false ? { 'aws:cdk:bundling-stacks': [] } : {}),
      ...options.context,
    },
  });
  const config = readDeployConfig(app.node);
  refuseUnsellable(config);
  const logRetention = retentionDays(config.logRetentionDays);

  const data = new DataStack(app, STACK_NAMES.data, {
    description: 'AdPulse data: tables, buckets, token secret',
    allowedOrigins: config.allowedOrigins,
  });
  const workflows = new WorkflowsStack(app, STACK_NAMES.workflows, {
    description: 'AdPulse workflows: Step Functions state machines and their tasks',
    data,
    appUrl: config.appUrl,
    mailFrom: config.mailFrom,
    payments: config.payments,
    panels: config.panels,
    demo: config.demo,
    logRetention,
  });
  const api = new ApiStack(app, STACK_NAMES.api, {
    description: 'AdPulse HTTP API and domain functions',
    data,
    workflows,
    routes: options.routes ?? API_ROUTES,
    ...(options.domainAccess ? { domainAccess: options.domainAccess } : {}),
    appUrl: config.appUrl,
    mailFrom: config.mailFrom,
    ...(config.webConfig.supportEmail ? { supportEmail: config.webConfig.supportEmail } : {}),
    payments: config.payments,
    panels: config.panels,
    demo: config.demo,
    allowedOrigins: config.allowedOrigins,
    logRetention,
    throttle: config.apiThrottle,
  });
  const web = new WebStack(app, STACK_NAMES.web, {
    description: 'AdPulse web app: S3 and CloudFront',
    httpApi: api.httpApi,
    webConfig: config.webConfig,
    webAssetDir: resolveFromRoot(options.webAssetDir ?? 'web/dist'),
    contentSecurityPolicy:
      stringContext(app, 'contentSecurityPolicy') ??
      contentSecurityPolicy(
        [data.uploadsBucket, data.resultsBucket].map(
          (bucket) => `https://${bucket.bucketRegionalDomainName}`,
        ),
      ),
  });
  const observability = new ObservabilityStack(app, STACK_NAMES.observability, {
    description: 'AdPulse alarms and dashboard',
    functions: [
      ...api.domainFunctions.map(({ domain, function: fn }) => ({ name: domain, function: fn })),
      { name: 'mail-events', function: api.mailEventsFunction },
      ...workflows.workflows.flatMap((workflow) =>
        workflow.tasks.map((task) => ({ name: `${workflow.spec.name}-${task.node.id}`, function: task })),
      ),
    ],
    httpApi: api.httpApi,
    workflows: workflows.workflows,
    alarmEmail: config.alarmEmail,
  });

  Tags.of(app).add('project', 'adpulse');
  return { app, stacks: { data, workflows, api, web, observability } };
}

function cdkJsonContext(): Record<string, unknown> {
  const file = fromRepoRoot('cdk.json');
  if (!existsSync(file)) return {};
  const json = JSON.parse(readFileSync(file, 'utf8')) as { context?: Record<string, unknown> };
  return json.context ?? {};
}

const resolveFromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

function stringContext(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value ? value : undefined;
}

function retentionDays(days: number): RetentionDays {
  const allowed = Object.values(RetentionDays).filter(
    (value): value is RetentionDays => typeof value === 'number',
  );
  const match = allowed.find((value) => value === days);
  if (match === undefined) throw new Error(`logRetentionDays must be one of ${allowed.join(', ')}`);
  return match;
}
