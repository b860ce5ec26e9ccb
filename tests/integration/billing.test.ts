import { billingContract } from '@adpulse/shared';
import type { RouteContract } from '@adpulse/shared';
import { invokeRoute, probeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { pdfText } from '../support/pdf.ts';
import { readBalance } from '../../functions/src/billing/data/balance.ts';
import { findInvoice, invoiceRegister } from '../../functions/src/billing/data/invoices.ts';
import { invoicePayment } from '../../functions/src/billing/invoices/issue.ts';
import { grantSubscription } from '../../functions/src/billing/plans/grant.ts';
import { forgetStripeSettings } from '../../functions/src/billing/stripe/settings.ts';
import { storage } from '../../functions/src/platform/storage.ts';
import { parseOperatorArgs, runOperatorCommand } from '../../scripts/operator.ts';
import {
  customAdmin,
  customTeam,
  registeredUser,
  useFastHashing,
  type SignedIn,
} from './accounts-fixtures.ts';
import { getProject, projectAtCheckout } from './wizard-fixtures.ts';
import { settledPurchase } from './purchase-fixtures.ts';

useFastHashing();

const clientCall = <R extends RouteContract>(user: SignedIn, route: R, clientId = user.clientId) =>
  probeRoute(route, { token: user.token, params: { clientId } });

const OPERATOR = { kind: 'operator' as const, id: 'ops@adpulse.test' };
const inOneYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

describe('analysis credits of a custom client', () => {
  it('two concurrent purchases against a balance that covers only one: exactly one succeeds', async () => {
    const customer = await customAdmin(false, 'race');
    await grantSubscription({
      clientId: customer.clientId,
      plan: 'pro',
      billing: 'yearly',
      endsAt: inOneYear(),
      analyses: 1,
      actor: OPERATOR,
      note: 'contract',
    });
    const projects = await Promise.all([
      projectAtCheckout(customer, 'custom', { customer: true, stimuli: 1 }),
      projectAtCheckout(customer, 'custom', { customer: true, stimuli: 1 }),
    ]);
    const started = await Promise.all(
      projects.map((project) =>
        invokeRoute(billingContract.routes.buyProject, {
          token: customer.token,
          params: { projectId: project._id },
          body: {},
        }),
      ),
    );
    expect(started.map((answer) => answer.status)).toEqual([202, 202]);
    const outcomes = await Promise.all(projects.map((project) => settledPurchase(customer, project._id)));
    const succeeded = outcomes.filter((outcome) => outcome.state === 'succeeded');
    const failed = outcomes.filter((outcome) => outcome.state === 'failed');
    expect(succeeded, JSON.stringify(outcomes)).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.error).toMatchObject({
      code: 'purchase.not_enough_analyses',
      params: { needed: 1, available: 0 },
    });
    const statuses = await Promise.all(projects.map((project) => getProject(customer, project._id)));
    expect(statuses.map((project) => project.status).sort()).toEqual(['active', 'pending']);

    expect((await readBalance(customer.clientId)).balance).toBe(0);
    const credits = await clientCall(customer, billingContract.routes.getCredits);
    expect(credits.status).toBe(200);
    expect(credits.body.balance).toBe(0);
    expect(credits.body.entries.map((entry) => [entry.reason, entry.change, entry.balanceAfter])).toEqual([
      ['purchase', -1, 0],
      ['plan', 1, 1],
    ]);
    expect(credits.body.entries[0]?.actor).toEqual({ kind: 'user', id: customer.userId });
    expect(credits.body.entries[1]?.actor).toEqual(OPERATOR);
  }, 120_000);

  it('the operator commands grant a subscription and top up, each with a ledger entry', async () => {
    const customer = await customAdmin(false, 'ops');
    const grant = parseOperatorArgs([
      'grant-subscription',
      '--client',
      customer.clientId,
      '--plan',
      'extreme',
      '--billing',
      'monthly',
      '--ends',
      '2099-01-31',
      '--analyses',
      '5',
      '--by',
      'anna',
    ]);
    expect(await runOperatorCommand(grant.command)).toContain('is on extreme (monthly)');
    const topUp = parseOperatorArgs([
      'top-up-credits',
      '--client',
      customer.clientId,
      '--analyses',
      '3',
      '--by',
      'bo',
    ]);
    expect(await runOperatorCommand(topUp.command)).toContain('balance 8');
    expect(() =>
      parseOperatorArgs(['top-up-credits', '--client', 'c', '--analyses', 'x', '--by', 'b']),
    ).toThrow('--analyses must be a whole number');

    const subscription = await clientCall(customer, billingContract.routes.getSubscription);
    expect(subscription.body).toMatchObject({
      plan: 'extreme',
      status: 'active',
      unlimited: true,
      source: 'operator',
    });
    const credits = await clientCall(customer, billingContract.routes.getCredits);
    expect(
      credits.body.entries.map((entry) => [entry.reason, entry.change, entry.balanceAfter, entry.actor.id]),
    ).toEqual([
      ['top-up', 3, 8, 'bo'],
      ['plan', 5, 5, 'anna'],
    ]);
  }, 60_000);
});

describe('invoices', () => {
  it('numbering across 20 concurrent payments: no gap, no repeat, each with its PDF', async () => {
    const [first, second] = await Promise.all([registeredUser('inv-a'), registeredUser('inv-b')]);
    const issuedAt = new Date().toISOString();
    const invoices = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        invoicePayment({
          clientId: (index % 2 ? first : second).clientId,
          source: `test-payment-${index}-${issuedAt}`,
          kind: 'purchase',
          issuedAt,
          description: `Payment ${index}`,
          net: 81_967,
          vat: 18_033,
          total: 100_000,
          currency: 'eur',
          billedTo: {
            company: 'Acme',
            vat: '12345678901',
            address: 'Via Roma 1',
            zip: '20100',
            city: 'Milano',
            country: 'IT',
          },
          paidWith: { provider: 'test', reference: `ch_${index}` },
        }),
      ),
    );
    const sequences = invoices.map((invoice) => invoice.sequence).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
    const year = invoices[0]!.year;
    const register = (await invoiceRegister(year)).map((invoice) => Number(invoice.number.slice(5)));
    expect(register).toEqual(Array.from({ length: register.length }, (_, index) => index + 1));

    const sample = invoices[7]!;
    const stored = await storage().get({ bucket: 'results', key: sample.pdfKey! });
    expect(stored).toBeDefined();
    const text = await pdfText(new Uint8Array(stored!));
    expect(text).toContain(sample.number);
    expect(text).toContain('1.000,00 €');

    // A payment invoiced again keeps its number.
    const again = await invoicePayment({ ...sample, source: sample.source });
    expect(again.number).toBe(sample.number);
  }, 120_000);

  it('listed and downloadable by their client only; billing and usage closed to a researcher', async () => {
    const [owner, stranger] = await Promise.all([registeredUser('owner'), registeredUser('stranger')]);
    const issued = await invoicePayment({
      clientId: owner.clientId,
      source: `isolation-${Date.now()}`,
      kind: 'purchase',
      issuedAt: new Date().toISOString(),
      description: 'Isolation',
      net: 100,
      vat: 22,
      total: 122,
      currency: 'eur',
      billedTo: {
        company: 'Acme',
        vat: '12345678901',
        address: 'Via Roma 1',
        zip: '20100',
        city: 'Milano',
        country: 'IT',
      },
      paidWith: { provider: 'test', reference: 'ch_iso' },
    });
    const list = await clientCall(owner, billingContract.routes.listInvoices);
    expect(list.body.items.map((invoice) => invoice.number)).toEqual([issued.number]);
    const download = await invokeRoute(billingContract.routes.downloadInvoice, {
      token: owner.token,
      params: { clientId: owner.clientId, invoiceId: issued._id },
    });
    expect(download.status).toBe(200);
    const fetched = await fetch(download.body.url);
    expect(fetched.status).toBe(200);
    expect(await pdfText(new Uint8Array(await fetched.arrayBuffer()))).toContain(issued.number);

    for (const route of [
      billingContract.routes.listInvoices,
      billingContract.routes.getCredits,
      billingContract.routes.getBillingInfo,
    ]) {
      const answer = await clientCall(stranger, route, owner.clientId);
      expect([403, 404], route.name).toContain(answer.status);
    }
    const stolen = await invokeRoute(billingContract.routes.downloadInvoice, {
      token: stranger.token,
      params: { clientId: owner.clientId, invoiceId: issued._id },
    });
    expect([403, 404]).toContain(stolen.status);
    const ownPath = await invokeRoute(billingContract.routes.downloadInvoice, {
      token: stranger.token,
      params: { clientId: stranger.clientId, invoiceId: issued._id },
    });
    expect(ownPath.status).toBe(404);
    expect(await findInvoice(owner.clientId, issued._id)).toBeDefined();

    const team = await customTeam('billing');
    for (const route of [billingContract.routes.getUsage, billingContract.routes.getCredits]) {
      expect((await clientCall(team.admin, route)).status, route.name).toBe(200);
      expect([403, 404], route.name).toContain((await clientCall(team.researcher, route)).status);
    }
  }, 120_000);
});

describe('Stripe webhooks', () => {
  const webhookSecret = 'whsec_integration_test';
  beforeAll(() => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_integration';
    process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
    forgetStripeSettings();
  });

  function paidPlanInvoice(clientId: string, id: string): Record<string, unknown> {
    const start = Math.floor(Date.now() / 1000);
    const end = start + 30 * 24 * 3600;
    return {
      id: `evt_${id}`,
      object: 'event',
      type: 'invoice.paid',
      api_version: '2025-01-01',
      created: start,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: `in_${id}`,
          object: 'invoice',
          customer: `cus_${id}`,
          amount_paid: 29_000,
          period_start: start,
          period_end: end,
          lines: { object: 'list', data: [{ period: { start, end } }] },
          parent: {
            type: 'subscription_details',
            subscription_details: {
              subscription: `sub_${id}`,
              metadata: { clientId, plan: 'pro', billing: 'monthly' },
            },
          },
        },
      },
    };
  }

  const send = (event: Record<string, unknown>, secret = webhookSecret) => {
    const payload = JSON.stringify(event);
    const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret });
    return invokeRoute(billingContract.routes.stripeWebhook, {
      foreignBody: event,
      headers: { 'stripe-signature': signature },
    });
  };

  it('a paid subscription invoice starts the plan once; the replayed event changes nothing', async () => {
    const buyer = await registeredUser('stripe');
    const event = paidPlanInvoice(buyer.clientId, `${Date.now()}`);
    const forged = await send(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.error?.code).toBe('billing.webhook_rejected');

    const first = await send(event);
    expect(first.status).toBeLessThan(300);
    const subscription = await clientCall(buyer, billingContract.routes.getSubscription);
    expect(subscription.body).toMatchObject({
      plan: 'pro',
      billing: 'monthly',
      source: 'stripe',
      status: 'active',
    });
    const afterFirst = {
      balance: (await readBalance(buyer.clientId)).balance,
      invoices: (await clientCall(buyer, billingContract.routes.listInvoices)).body.items,
      ledger: (await clientCall(buyer, billingContract.routes.getCredits)).body.entries,
    };
    expect(afterFirst.invoices).toHaveLength(1);
    expect(afterFirst.invoices[0]).toMatchObject({ kind: 'subscription', total: 29_000, plan: 'pro' });
    // pro's 10 analyses for the month (basic's free ones were never asked for by this client).
    expect(afterFirst.balance).toBe(10);

    const replay = await send(event);
    expect(replay.status).toBeLessThan(300);
    expect((await readBalance(buyer.clientId)).balance).toBe(afterFirst.balance);
    expect((await clientCall(buyer, billingContract.routes.listInvoices)).body.items).toEqual(
      afterFirst.invoices,
    );
    expect((await clientCall(buyer, billingContract.routes.getCredits)).body.entries).toEqual(
      afterFirst.ledger,
    );
  }, 60_000);
});
