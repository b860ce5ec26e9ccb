import { findSubscription } from './data/subscriptions.ts';
import { grantSubscription } from './plans/grant.ts';
import { now } from '../platform/clock.ts';

/** A year of the pro plan with 50 analyses, as an operator would grant it to a demo custom client. */
const DEMO_GRANT = { plan: 'pro', billing: 'yearly', analyses: 50 } as const;

/**
 * The demo custom clients' subscriptions (`npm start`): a client without one gets a year of pro
 * with 50 analyses, through the operator's grant; one that has a subscription keeps it, so
 * restarts change nothing.
 */
export async function seedDemoSubscription(clientId: string): Promise<void> {
  if (await findSubscription(clientId)) return;
  await grantSubscription({
    clientId,
    ...DEMO_GRANT,
    endsAt: new Date(now() + 365 * 24 * 3600 * 1000).toISOString(),
    actor: { kind: 'operator', id: 'demo' },
    note: 'Demo contract',
  });
}
