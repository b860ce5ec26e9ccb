import Stripe from 'stripe';
import { stripeSettings } from './settings.ts';

let client: { key: string; stripe: Stripe } | undefined;

/**
 * The Stripe client of this container (the `stripe` package, its pinned API version). With
 * STRIPE_API_URL set (tests) it talks to that server instead of api.stripe.com.
 */
export async function stripeClient(): Promise<Stripe> {
  const settings = await stripeSettings();
  const key = `${settings.secretKey} ${settings.apiUrl?.href ?? ''}`;
  if (client?.key !== key) {
    const api = settings.apiUrl;
    client = {
      key,
      stripe: new Stripe(settings.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        ...(api
          ? {
              host: api.hostname,
              port: api.port || (api.protocol === 'https:' ? 443 : 80),
              protocol: api.protocol === 'https:' ? 'https' : 'http',
            }
          : {}),
      }),
    };
  }
  return client.stripe;
}
