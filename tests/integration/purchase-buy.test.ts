import { assetsContract, billingContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Asset } from '@adpulse/shared/assets/schemas';
import { mediaFixture } from '../fixtures/media.ts';
import { topUpCredits } from '../../functions/src/billing/credits.ts';
import { readBalance } from '../../functions/src/billing/data/balance.ts';
import { findSubscription } from '../../functions/src/billing/data/subscriptions.ts';
import { grantSubscription } from '../../functions/src/billing/plans/grant.ts';
import { savePurchaseAttempt } from '../../functions/src/billing/data/purchases.ts';
import { startPaidPurchase } from '../../functions/src/billing/purchase/buy.ts';
import { validateOrder } from '../../functions/src/billing/purchase/order.ts';
import { findProject, markProjectClosed } from '../../functions/src/projects/index.ts';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { testLedger } from '../../functions/src/billing/providers/test-provider.ts';
import { findTestLink } from '../../functions/src/fieldwork/launch.ts';
import { outboxMessagesTo } from '../support/invoke.ts';
import { customAdmin, registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { endedPurchase, settledPurchase } from './purchase-fixtures.ts';
import {
  BILLING,
  ITALIAN_AUDIENCE,
  advanceTo,
  createProject,
  getProject,
  patchProject,
  projectAtCheckout,
  putToPresignedUrl,
  uploadPredictImage,
  uploadReady,
} from './wizard-fixtures.ts';

const VISA = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

function buy(user: SignedIn, projectId: string, paymentMethod?: string, lang?: string) {
  return invokeRoute(billingContract.routes.buyProject, {
    token: user.token,
    params: { projectId },
    body: paymentMethod === undefined ? {} : { paymentMethod },
    ...(lang ? { lang } : {}),
  });
}

const inOneYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const OPERATOR = { kind: 'operator' as const, id: 'ops@adpulse.test' };
const grant = (clientId: string, endsAt: string, analyses: number, startsAt?: string) =>
  grantSubscription({
    clientId,
    plan: 'pro',
    billing: 'yearly',
    endsAt,
    analyses,
    actor: OPERATOR,
    note: 'contract',
    ...(startsAt ? { startsAt } : {}),
  });

let regular: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  [regular, customer] = await Promise.all([registeredUser('buyer'), customAdmin(false, 'buyer')]);
});

describe('buying with a card (regular users, test provider)', () => {
  it('charges the package price, activates the project, launches fieldwork and tells the buyer', async () => {
    const project = await projectAtCheckout(regular, 'discover');
    const started = await buy(regular, project._id, VISA);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toEqual({ state: 'running', attempt: 1 });
    expect(await settledPurchase(regular, project._id)).toEqual({
      state: 'succeeded',
      attempt: 1,
      paidWith: 'card',
    });

    expect(await getProject(regular, project._id)).toMatchObject({ status: 'active', step: 6 });
    const charges = (await testLedger(regular.clientId)).filter((charge) => charge.projectId === project._id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: 100_000, currency: 'eur', provider: 'test' });

    const execution = await endedPurchase(regular.clientId, project._id);
    expect(execution.status, execution.cause).toBe('SUCCEEDED');
    const output = JSON.parse(execution.output ?? '{}') as Record<string, unknown>;
    expect(output.notificationFailure).toBeUndefined();
    expect(output.notification).toEqual({ sentTo: regular.email });
    const link = await findTestLink(regular.clientId, project._id);
    expect(link).toMatchObject({ projectId: project._id, panelProvider: 'dynata', status: 'live' });
    expect(link?.testId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(output.fieldwork).toEqual({ testId: link?.testId });
    // The activation and the invoice e-mails, in whichever order the machine sent them.
    const subjects = outboxMessagesTo(regular.email)
      .map((message) => message.subject)
      .filter((subject) => subject.includes(project.name));
    expect(subjects).toContain(`[Simulated] Your project ${project.name} is active`);
    expect(subjects.some((subject) => /Invoice \d{4}-\d{6} for /.test(subject))).toBe(true);
  }, 120_000);

  it('a buy sent twice charges once, and a buy of a bought project starts nothing', async () => {
    const project = await projectAtCheckout(regular, 'abtest');
    const [first, second] = await Promise.all([
      buy(regular, project._id, VISA),
      buy(regular, project._id, VISA),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(await settledPurchase(regular, project._id)).toMatchObject({ state: 'succeeded' });
    const again = await buy(regular, project._id, VISA);
    expect(again.status).toBe(202);
    expect(again.body.state).toBe('succeeded');
    const charges = (await testLedger(regular.clientId)).filter((charge) => charge.projectId === project._id);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amount).toBe(190_000);
  }, 120_000);

  it('a declined card says the card’s own reason, leaves the project pending, and can be retried', async () => {
    const project = await projectAtCheckout(regular, 'discover');
    expect((await buy(regular, project._id, DECLINED)).status).toBe(202);
    expect(await settledPurchase(regular, project._id)).toEqual({
      state: 'failed',
      attempt: 1,
      error: {
        code: 'purchase.payment_declined',
        message: MESSAGES.en.errors.payment_card_declined,
        params: { reason: 'card_declined' },
      },
    });
    expect(await getProject(regular, project._id)).toMatchObject({ status: 'pending', step: 5 });
    expect((await testLedger(regular.clientId)).filter((charge) => charge.projectId === project._id)).toEqual(
      [],
    );

    const retried = await buy(regular, project._id, VISA);
    expect(retried.body).toEqual({ state: 'running', attempt: 2 });
    expect(await settledPurchase(regular, project._id)).toMatchObject({ state: 'succeeded', attempt: 2 });
    expect(
      (await testLedger(regular.clientId)).filter((charge) => charge.projectId === project._id),
    ).toHaveLength(1);
  }, 120_000);

  it('a project that cannot be bought answers the spec text before anything starts', async () => {
    const early = await createProject(regular, 'discover');
    const refused = await buy(regular, early._id, VISA);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(
      'Sorry, you are not able to buy this project. Please check our help page or contact us.',
    );

    const noCard = await projectAtCheckout(regular, 'discover');
    const withoutCard = await buy(regular, noCard._id);
    expect(withoutCard.status).toBe(400);
    expect(withoutCard.error?.details?.map((detail) => detail.field)).toEqual(['checkout.paymentMethod']);

    const { company: _company, ...withoutCompany } = BILLING;
    await patchProject(regular, noCard._id, { payment: { ...withoutCompany, acceptedTerms: false } });
    const noTerms = await buy(regular, noCard._id, VISA);
    expect(noTerms.status).toBe(400);
    expect(noTerms.error?.details?.map((detail) => detail.field)).toEqual([
      'checkout.payment.company',
      'checkout.payment.acceptedTerms',
    ]);
    expect((await getProject(regular, noCard._id)).status).toBe('pending');
  });
});

describe('the price of a project (shared/src/billing/pricing.ts), quoted and charged alike', () => {
  // An own audience (the client's link, no panel) pays the set-up alone, whatever the sample.
  // The last case also changes the plan afterwards (once: it issues another invoice).
  for (const [sampleSize, source, euros, perRespondent, changesPlan] of [
    [50, 'panel', 600, 4, false],
    [300, 'panel', 1600, 4, false],
    [300, 'own', 400, 0, true],
  ] as const) {
    it(`a Discover of ${sampleSize} respondents from ${source === 'own' ? 'its own link' : 'the panel'}: the quote says ${euros} € and why, the card pays exactly that, and so does the invoice`, async () => {
      const buyer = await registeredUser(`price-${sampleSize}-${source}`);
      const project = await createProject(buyer, 'discover');
      await patchProject(buyer, project._id, {
        audience: { ...ITALIAN_AUDIENCE, sampleSize, source },
        country: 'IT',
        payment: BILLING,
      });
      await uploadReady(buyer, project._id, 'mp4');
      await advanceTo(buyer, project._id, 5);

      const quote = await invokeRoute(billingContract.routes.getPurchaseQuote, {
        token: buyer.token,
        params: { projectId: project._id },
      });
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      expect(quote.body).toMatchObject({ method: 'card', amount: euros });
      expect(quote.body.price).toEqual({
        kind: 'package',
        type: 'discover',
        audience: source,
        sampleSize,
        setup: 400,
        perRespondent,
        total: euros,
      });

      // No billing information of its own yet: the checkout's details become the client's.
      const before = await invokeRoute(billingContract.routes.getBillingInfo, {
        token: buyer.token,
        params: { clientId: buyer.clientId },
      });
      expect(before.body.billingInfo).toBeNull();
      expect((await buy(buyer, project._id, VISA)).status).toBe(202);
      expect(await settledPurchase(buyer, project._id)).toMatchObject({
        state: 'succeeded',
        paidWith: 'card',
      });
      const charges = (await testLedger(buyer.clientId)).filter((charge) => charge.projectId === project._id);
      expect(charges.map((charge) => charge.amount)).toEqual([euros * 100]);
      const after = await invokeRoute(billingContract.routes.getBillingInfo, {
        token: buyer.token,
        params: { clientId: buyer.clientId },
      });
      expect(after.body.billingInfo).toMatchObject({ company: BILLING.company, vat: BILLING.vat });
      const invoices = await invokeRoute(billingContract.routes.listInvoices, {
        token: buyer.token,
        params: { clientId: buyer.clientId },
      });
      expect(invoices.body.items).toEqual([
        expect.objectContaining({ projectId: project._id, total: euros * 100 }),
      ]);
      expect(invoices.body.items[0]?.description.includes('(own audience)')).toBe(source === 'own');

      if (!changesPlan) return;
      // The saved details are enough for a change of plan: it is not refused for billing information.
      const plan = await invokeRoute(billingContract.routes.changePlan, {
        token: buyer.token,
        params: { clientId: buyer.clientId },
        body: { plan: 'pro', billing: 'monthly', paymentMethod: VISA },
      });
      expect(plan.status, JSON.stringify(plan.body)).toBe(200);
      expect(plan.body.state).toBe('active');
    }, 120_000);
  }
});

describe('buying with analysis credits (customers)', () => {
  it('without a subscription: the no-subscription message, nothing consumed', async () => {
    const project = await projectAtCheckout(customer, 'custom', { customer: true, stimuli: 1 });
    expect((await buy(customer, project._id)).status).toBe(202);
    expect(await settledPurchase(customer, project._id)).toMatchObject({
      state: 'failed',
      error: {
        code: 'purchase.no_subscription',
        message: 'You need to have a subscription to create an analysis.',
      },
    });
  });

  it('an expired subscription, then too few analyses (needed versus available), then enough', async () => {
    const project = await projectAtCheckout(customer, 'custom', { customer: true, stimuli: 2 });
    await grant(customer.clientId, '2020-01-01T00:00:00.000Z', 0, '2019-01-01T00:00:00.000Z');
    await buy(customer, project._id);
    expect(await settledPurchase(customer, project._id)).toMatchObject({
      error: {
        code: 'purchase.subscription_expired',
        message: 'Your subscription has expired, please contact us to renew it.',
      },
    });

    await grant(customer.clientId, inOneYear(), 1);
    await buy(customer, project._id);
    expect(await settledPurchase(customer, project._id, { lang: 'it' })).toMatchObject({
      error: {
        code: 'purchase.not_enough_analyses',
        message: 'Analisi disponibili insufficienti: questo progetto ne richiede 2, il tuo piano ne ha 1.',
        params: { needed: 2, available: 1 },
      },
    });

    await topUpCredits({ clientId: customer.clientId, analyses: 4, note: 'top-up', actor: OPERATOR });
    const [first, second] = await Promise.all([buy(customer, project._id), buy(customer, project._id)]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(await settledPurchase(customer, project._id)).toMatchObject({ state: 'succeeded', attempt: 3 });
    expect(await findSubscription(customer.clientId)).toMatchObject({ analysesUsed: 2 });
    expect((await readBalance(customer.clientId)).balance).toBe(3);
    expect(await getProject(customer, project._id)).toMatchObject({ status: 'active', step: 6 });
  }, 120_000);
});

describe('one error channel: a DomainError thrown in a purchase task reaches GET /buy', () => {
  it('a project closed after its order was validated: Activate refuses with purchase.cannot_buy, and GET /buy says so', async () => {
    const project = await projectAtCheckout(customer, 'custom', { customer: true, stimuli: 1 });
    await grant(customer.clientId, inOneYear(), 5);
    // The order as POST /buy validated it when it opened a payment page; then the project closes.
    const order = await validateOrder(
      { clientId: customer.clientId, projectId: project._id, clientType: 'custom', paymentMethod: '' },
      await findProject(customer.clientId, project._id),
    );
    const at = new Date().toISOString();
    await savePurchaseAttempt(customer.clientId, {
      projectId: project._id,
      attempt: 1,
      state: 'awaiting_payment',
      checkoutId: 'cs_closed_meanwhile',
      order,
      startedAt: at,
      updatedAt: at,
    });
    await markProjectClosed(customer.clientId, project._id);
    await startPaidPurchase({
      checkoutId: 'cs_closed_meanwhile',
      clientId: customer.clientId,
      projectId: project._id,
      attempt: 1,
      userId: customer.userId,
      language: 'en',
      clientType: 'custom',
    });
    // The project is no longer pending, so GET /buy is read once the execution has ended.
    expect(await endedPurchase(customer.clientId, project._id)).toMatchObject({ status: 'FAILED' });
    expect(await settledPurchase(customer, project._id, { lang: 'it' })).toEqual({
      state: 'failed',
      attempt: 1,
      error: {
        code: 'purchase.cannot_buy',
        message: MESSAGES.it.errors.cannotBuy,
      },
    });
  }, 120_000);
});

describe('the quick predict flow (spec section 4), end to end', () => {
  it('create, set the thumbnail, upload the image as the predict asset, buy with the plan’s analyses', async () => {
    const project = await createProject(regular, 'predict', { predictMediaType: 'image' });
    const png = await readFile(await mediaFixture('png'));
    const thumbnail = await invokeRoute(assetsContract.routes.createThumbnailUpload, {
      token: regular.token,
      params: { projectId: project._id },
      body: { contentType: 'image/png', fileSize: png.length },
    });
    expect(thumbnail.status).toBe(201);
    expect((await putToPresignedUrl(thumbnail.body.upload, png)).status).toBe(200);
    const checked = await invokeRoute(assetsContract.routes.completeThumbnailUpload, {
      token: regular.token,
      params: { projectId: project._id },
      body: { key: thumbnail.body.upload.key },
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);

    const refusedVideo = await invokeRoute(assetsContract.routes.createAsset, {
      token: regular.token,
      params: { projectId: project._id },
      body: {
        name: 'Spot',
        category: 'predict',
        type: 'other',
        status: 'final',
        requiredRespondents: 75,
        fileName: 'spot.mp4',
        fileType: 'video/mp4',
        fileSize: 1000,
      },
    });
    expect(refusedVideo.status).toBe(400);

    const uploaded = await uploadPredictImage(regular, project._id);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const asset: Asset = uploaded.body;
    expect(asset).toMatchObject({
      kind: 'image',
      requiredRespondents: 75,
      category: 'predict',
      contentType: 'other',
      developmentStage: 'final',
    });

    expect((await buy(regular, project._id)).status).toBe(202);
    // The plan's analysis paid for it: no money moved, so nothing says "Payment received".
    expect(await settledPurchase(regular, project._id)).toMatchObject({
      state: 'succeeded',
      paidWith: 'credits',
    });
    expect(await getProject(regular, project._id)).toMatchObject({ status: 'active', step: 6 });
    expect(await findSubscription(regular.clientId)).toMatchObject({ plan: 'basic', analysesUsed: 1 });
    expect((await readBalance(regular.clientId)).balance).toBe(2);
  }, 120_000);
});
