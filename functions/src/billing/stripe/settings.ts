import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { ENV } from '@adpulse/shared';
import { BILLING_CYCLES, type BillingCycle, type PlanId } from '@adpulse/shared/billing/plans';

/**
 * What the Stripe adapter needs (README "Stripe"):
 * - the secret key and the webhook signing secret: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 *   (local runs), else the JSON `{ "secretKey", "webhookSecret" }` of the Secrets Manager secret
 *   named by STRIPE_SECRET_NAME (AWS), read once per container;
 * - STRIPE_PRICES: the price ids of the paid plans, `{ "pro.monthly": "price_…", ... }`;
 * - STRIPE_API_URL (tests only): a stand-in for api.stripe.com, e.g. `http://127.0.0.1:12111`.
 */
export const STRIPE_LOCAL_ENV = {
  secretKey: 'STRIPE_SECRET_KEY',
  webhookSecret: 'STRIPE_WEBHOOK_SECRET',
  apiUrl: 'STRIPE_API_URL',
} as const;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Partial<Record<`${PlanId}.${BillingCycle}`, string>>;
  apiUrl?: URL;
}

const secretSchema = z.object({ secretKey: z.string().min(1), webhookSecret: z.string().min(1) });
const pricesSchema = z.record(
  z.string().regex(new RegExp(`^(pro|extreme)\\.(${BILLING_CYCLES.join('|')})$`)),
  z.string().min(1),
);

/**
 * Whether this installation has Stripe's keys (local variables, or the secret's name): without
 * them the webhook answers 503 `billing.stripe_not_configured`, not a 500.
 */
export function stripeConfigured(): boolean {
  const local = process.env[STRIPE_LOCAL_ENV.secretKey] && process.env[STRIPE_LOCAL_ENV.webhookSecret];
  return Boolean(local || process.env[ENV.stripeSecretName]);
}

let cached: Promise<StripeSettings> | undefined;

export function stripeSettings(): Promise<StripeSettings> {
  cached ??= loadSettings().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Forgets the settings read (tests that change the environment). */
export function forgetStripeSettings(): void {
  cached = undefined;
}

async function loadSettings(): Promise<StripeSettings> {
  const keys = await readKeys();
  const prices = pricesSchema.parse(JSON.parse(process.env[ENV.stripePrices] ?? '{}'));
  const apiUrl = process.env[STRIPE_LOCAL_ENV.apiUrl];
  return { ...keys, prices, ...(apiUrl ? { apiUrl: new URL(apiUrl) } : {}) };
}

async function readKeys(): Promise<z.infer<typeof secretSchema>> {
  const secretKey = process.env[STRIPE_LOCAL_ENV.secretKey];
  const webhookSecret = process.env[STRIPE_LOCAL_ENV.webhookSecret];
  if (secretKey && webhookSecret) return { secretKey, webhookSecret };
  const secretId = process.env[ENV.stripeSecretName];
  if (!secretId) {
    throw new Error(
      `Stripe needs ${STRIPE_LOCAL_ENV.secretKey} and ${STRIPE_LOCAL_ENV.webhookSecret}, or ${ENV.stripeSecretName}`,
    );
  }
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  return secretSchema.parse(JSON.parse(answer.SecretString ?? '{}'));
}
