import type { Node } from 'constructs';

/** Runtime configuration served to the web app as /config.json; each key can be overridden by context. */
export interface WebConfig {
  apiBaseUrl: string;
  showProjectTestUrls: boolean;
  showViewerSelector: boolean;
  paymentProviderId: string;
  chartsLicenceId: string;
  analyticsId: string;
  metricsId: string;
  /** The operators' support address shown on the Support page (context webConfig). */
  supportEmail?: string;
}

export const DEFAULT_WEB_CONFIG: WebConfig = {
  apiBaseUrl: '/api',
  showProjectTestUrls: false,
  showViewerSelector: true,
  paymentProviderId: '',
  chartsLicenceId: '',
  analyticsId: '',
  metricsId: '',
  supportEmail: '',
};

/**
 * The card payment provider: `test` (default) or `stripe`, with the Secrets Manager secret of
 * the Stripe keys (JSON `{ secretKey, webhookSecret }`) and the plans' Stripe price ids (JSON).
 */
export interface PaymentsConfig {
  provider: 'test' | 'stripe';
  stripeSecretName: string;
  stripePrices: string;
}

/**
 * How respondents are recruited: `live` through the panel connectors, whose keys are the JSON
 * SecretString of `panelSecretName` (Secrets Manager); `simulated` only on a demo stack.
 */
export interface PanelsConfig {
  mode: 'live' | 'simulated';
  panelSecretName: string;
}

/** Deployment settings read from CDK context (`-c key=value` or cdk.json). */
export interface DeployConfig {
  /** Public URL of the app (links in e-mails); empty when not given. */
  appUrl: string;
  /** Origins allowed to call the API and to PUT into the uploads bucket from a browser. */
  allowedOrigins: string[];
  /** Verified SES sender of the account e-mails (MAIL_FROM); empty when not given. */
  mailFrom: string;
  /** E-mail subscribed to the alarm topic, if any. */
  alarmEmail: string | undefined;
  webConfig: WebConfig;
  logRetentionDays: number;
  /** Steady-state requests per second and burst of the API's default stage. */
  apiThrottle: { rateLimit: number; burstLimit: number };
  payments: PaymentsConfig;
  /** Context `demo=true`: a demo stack, which may run the simulated panel and the test payment provider. */
  demo: boolean;
  panels: PanelsConfig;
}

/**
 * Context values may arrive as strings from `-c` or as JSON from cdk.json, so lists and
 * objects accept both a JSON text and a comma-separated list.
 */
export function readDeployConfig(node: Node): DeployConfig {
  const appUrl = stringValue(node.tryGetContext('appUrl')) ?? '';
  const origins = listValue(node.tryGetContext('allowedOrigins'));
  return {
    appUrl,
    // Presigned URLs authorise every upload, so '*' exposes nothing; a known app URL narrows it.
    allowedOrigins: origins ?? (appUrl ? [new URL(appUrl).origin] : ['*']),
    mailFrom: stringValue(node.tryGetContext('mailFrom')) ?? '',
    alarmEmail: stringValue(node.tryGetContext('alarmEmail')),
    webConfig: { ...DEFAULT_WEB_CONFIG, ...webConfigOverrides(node.tryGetContext('webConfig')) },
    logRetentionDays: numberValue(node.tryGetContext('logRetentionDays')) ?? 30,
    apiThrottle: {
      rateLimit: numberValue(node.tryGetContext('apiRateLimit')) ?? 100,
      burstLimit: numberValue(node.tryGetContext('apiBurstLimit')) ?? 200,
    },
    payments: readPayments(node),
    demo: booleanValue(node.tryGetContext('demo')),
    panels: readPanels(node),
  };
}

/**
 * Why this deployment would sell what it cannot deliver, or nothing when it is sellable or
 * marked as a demo: a stack without `demo=true` refuses the simulated panel, the test payment
 * provider, and a live panel without its keys.
 */
export function unsellableReasons(config: DeployConfig): string[] {
  if (config.demo) return [];
  const reasons: string[] = [];
  if (config.panels.mode === 'simulated') {
    reasons.push(
      'panelMode=simulated: paying clients would get simulated respondents. Use -c panelMode=live with -c panelSecretName=<secret>.',
    );
  } else if (!config.panels.panelSecretName) {
    reasons.push(
      'panelMode=live needs -c panelSecretName=<Secrets Manager secret with the panel keys> (README, "Panel secrets").',
    );
  }
  if (config.payments.provider === 'test') {
    reasons.push(
      'paymentProvider=test accepts any valid-looking card number. Use -c paymentProvider=stripe with -c stripeSecretName=<secret>.',
    );
  }
  return reasons;
}

/** Throws, with every reason, when the stack is neither sellable nor marked as a demo. */
export function refuseUnsellable(config: DeployConfig): void {
  const reasons = unsellableReasons(config);
  if (!reasons.length) return;
  throw new Error(
    [
      'This stack would sell what it cannot deliver:',
      ...reasons.map((reason) => `  - ${reason}`),
      'For a demo stack, where every project is labelled simulated, pass -c demo=true.',
    ].join('\n'),
  );
}

function booleanValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false || value === 'false')
    return false;
  if (value === true || value === 'true') return true;
  throw new Error(`Expected true or false in context, got ${String(value)}`);
}

function readPanels(node: Node): PanelsConfig {
  const demo = booleanValue(node.tryGetContext('demo'));
  const mode = stringValue(node.tryGetContext('panelMode')) ?? (demo ? 'simulated' : 'live');
  if (mode !== 'live' && mode !== 'simulated') throw new Error('Context panelMode must be live or simulated');
  return { mode, panelSecretName: stringValue(node.tryGetContext('panelSecretName')) ?? '' };
}

function stringValue(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function numberValue(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`Expected a positive number in context, got ${String(value)}`);
  return number;
}

function listValue(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map(String);
  const text = stringValue(value);
  if (!text) return undefined;
  if (text.startsWith('[')) return (JSON.parse(text) as unknown[]).map(String);
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function readPayments(node: Node): PaymentsConfig {
  const provider = stringValue(node.tryGetContext('paymentProvider')) ?? 'test';
  if (provider !== 'test' && provider !== 'stripe')
    throw new Error('Context paymentProvider must be test or stripe');
  const stripeSecretName = stringValue(node.tryGetContext('stripeSecretName')) ?? '';
  const prices: unknown = node.tryGetContext('stripePrices');
  const stripePrices =
    prices === undefined ? '{}' : typeof prices === 'string' ? prices : JSON.stringify(prices);
  JSON.parse(stripePrices);
  if (provider === 'stripe' && !stripeSecretName) {
    throw new Error('Context paymentProvider=stripe needs stripeSecretName (and stripePrices)');
  }
  return { provider, stripeSecretName, stripePrices };
}

function webConfigOverrides(value: unknown): Partial<WebConfig> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (parsed === undefined || parsed === null) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('Context webConfig must be a JSON object');
  const overrides: Partial<Record<keyof WebConfig, unknown>> = {};
  for (const [key, entry] of Object.entries(parsed)) {
    if (!(key in DEFAULT_WEB_CONFIG)) throw new Error(`Unknown webConfig key "${key}"`);
    const expected = typeof DEFAULT_WEB_CONFIG[key as keyof WebConfig];
    if (typeof entry !== expected) throw new Error(`webConfig.${key} must be a ${expected}`);
    overrides[key as keyof WebConfig] = entry;
  }
  return overrides as Partial<WebConfig>;
}
