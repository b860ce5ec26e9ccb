import { ENV } from '@adpulse/shared';
import type { CheckoutSettings, PaymentProviderName } from '@adpulse/shared/billing/schemas';
import type { PaymentProvider } from './payment-provider.ts';
import { stripeProvider } from './stripe-provider.ts';
import { testProvider } from './test-provider.ts';

export * from './payment-provider.ts';

const PROVIDERS: Record<PaymentProviderName, PaymentProvider> = {
  test: testProvider,
  stripe: stripeProvider,
};

/** PAYMENT_PROVIDER picks the card provider: `test` (the default, local runs and tests) or `stripe`. */
export function paymentProvider(name = process.env[ENV.paymentProvider] || 'test'): PaymentProvider {
  if (name in PROVIDERS) return PROVIDERS[name as PaymentProviderName];
  throw new Error(`Unknown payment provider "${name}" (${ENV.paymentProvider})`);
}

/** What the web needs to know of the provider: whether its forms take the card. */
export function checkoutSettings(): CheckoutSettings {
  const provider = paymentProvider();
  return { provider: provider.name, collectsCard: provider.collectsCard };
}
