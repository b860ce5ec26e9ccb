import { afterEach, describe, expect, it } from 'vitest';
import { ENV, MESSAGES } from '@adpulse/shared';
import { handler as billingHandler } from '../../functions/src/billing/handler.ts';
import { forgetStripeSettings, STRIPE_LOCAL_ENV } from '../../functions/src/billing/stripe/settings.ts';
import { invoke } from '../support/invoke.ts';

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
      const answer = await invoke<{ code: string; message: string }>(
        billingHandler,
        'POST',
        '/billing/stripe/webhook',
        {
          body: { id: 'evt_1', type: 'checkout.session.completed' },
          headers: { 'stripe-signature': 't=1,v1=0' },
          lang,
        },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.body.code).toBe('billing.stripe_not_configured');
      expect(answer.body.message).toBe(MESSAGES[lang].errors.paymentsUnavailable);
    }
  });
});
