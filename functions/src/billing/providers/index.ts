import type { PaymentProvider } from './payment-provider.ts';
import { testProvider } from './test-provider.ts';

export * from './payment-provider.ts';

/** Env PAYMENT_PROVIDER picks the card provider; only the test provider exists until the billing issue. */
export const PAYMENT_PROVIDER_ENV = 'PAYMENT_PROVIDER';

export function paymentProvider(name = process.env[PAYMENT_PROVIDER_ENV] ?? 'test'): PaymentProvider {
  if (name === 'test') return testProvider;
  throw new Error(`Unknown payment provider "${name}" (${PAYMENT_PROVIDER_ENV})`);
}
