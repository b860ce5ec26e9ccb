import { billingContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { ENV, MESSAGES } from '@adpulse/shared';
import { forgetStripeSettings, STRIPE_LOCAL_ENV } from '../../functions/src/billing/stripe/settings.ts';

const STRIPE_VARIABLES = [STRIPE_LOCAL_ENV.secretKey, STRIPE_LOCAL_ENV.webhookSecret, ENV.stripeSecretName];
const saved = Object.fromEntries(STRIPE_VARIABLES.map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  forgetStripeSettings();
});

describe('the Stripe webhook of an installation without Stripe', () => {
  it('answers 503 billing.stripe_not_configured with its text, not a 500', async () => {
    for (const name of STRIPE_VARIABLES) delete process.env[name];
    forgetStripeSettings();
    for (const lang of ['en', 'fr'] as const) {
      const answer = await invokeRoute(billingContract.routes.stripeWebhook, {
        foreignBody: { id: 'evt_1', type: 'checkout.session.completed' },
        headers: { 'stripe-signature': 't=1,v1=0' },
        lang,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.error?.code).toBe('billing.stripe_not_configured');
      expect(answer.error?.message).toBe(MESSAGES[lang].errors.paymentsUnavailable);
    }
  });
});
