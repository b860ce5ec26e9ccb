import { randomUUID } from 'node:crypto';
import { now } from '../../platform/clock.ts';
import {
  PaymentDeclined,
  type Charge,
  type ChargeRequest,
  type PaymentProvider,
  refundKey,
} from './payment-provider.ts';
import {
  markTestChargeRefunded,
  recordTestCharge,
  testChargesSince,
  testLedger,
  type TestLedgerEntry,
} from '../data/test-charges.ts';

/**
 * A payment provider for local use and tests, with Stripe's test cards: 4242 4242 4242 4242
 * (and any other number passing the Luhn check) succeeds; 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000 0069 is expired; a number
 * failing the Luhn check is refused as incorrect.
 *
 * Every successful charge is written to a ledger in the application table, like the provider's
 * own records, so a test can count what the client was charged. The ledger does NOT
 * de-duplicate by idempotency key: making a buy charge once is the purchase machine's job,
 * and the tests check exactly that.
 */
const DECLINED: Record<string, string> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why a test card is refused, or undefined when it pays. */
export function testCardOutcome(paymentMethod: string): string | undefined {
  const digits = paymentMethod.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'incorrect_number';
  return DECLINED[digits];
}

export { testLedger, type TestLedgerEntry } from '../data/test-charges.ts';

/**
 * Takes the card in our own form (a test number) and charges it at once: projects through the
 * purchase machine's Charge step, plans when the plan screen pays (no renewal: a test card is not
 * kept, so a paid period ends and the client falls back to basic unless it pays again).
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  collectsCard: true,
  charge: chargeTestCard,
  async findCharge(lookup) {
    const charges = await testLedger(lookup.clientId);
    const made = charges.find(
      (entry) =>
        entry.idempotencyKey === lookup.idempotencyKey &&
        entry.projectId === lookup.projectId &&
        !entry.refundedAt,
    );
    if (!made) return undefined;
    const { chargeId, provider, amount, currency, createdAt } = made;
    return { chargeId, provider, amount, currency, createdAt };
  },
  async listCharges(since) {
    // Projects' charges only (a plan's payment is keyed `plan-…`), not given back.
    return (await testChargesSince(since))
      .filter((entry) => entry.idempotencyKey.startsWith('buy-') && !entry.refundedAt)
      .map(({ chargeId, provider, amount, currency, createdAt, clientId, projectId }) => ({
        chargeId,
        provider,
        amount,
        currency,
        createdAt,
        clientId,
        projectId,
      }));
  },
  async refund(charge, _why, amount) {
    const entry = (await testLedger(charge.clientId)).find((made) => made.chargeId === charge.chargeId);
    if (!entry) throw new Error(`No test charge ${charge.chargeId}`);
    await markTestChargeRefunded(
      charge.clientId,
      entry,
      new Date(now()).toISOString(),
      refundKey(charge.chargeId),
      Math.min(amount ?? entry.amount, entry.amount),
    );
  },
  startProjectCheckout() {
    return Promise.reject(new Error('The test provider takes the card in the checkout form'));
  },
  async payPlan(request) {
    const charge = await chargeTestCard({
      clientId: request.clientId,
      projectId: `plan-${request.plan}-${request.billing}`,
      idempotencyKey: request.idempotencyKey,
      amount: request.amount,
      currency: 'eur',
      paymentMethod: request.paymentMethod,
      description: request.description,
    });
    return { kind: 'paid', charge };
  },
  setRenewal: () => Promise.resolve(),
  cancelPlan: () => Promise.resolve(),
  closeCheckout: () => Promise.resolve('closed'),
};

async function chargeTestCard(request: ChargeRequest): Promise<Charge> {
  const declined = testCardOutcome(request.paymentMethod);
  if (declined) throw new PaymentDeclined(declined);
  const charge: Charge = {
    chargeId: `test_ch_${randomUUID()}`,
    provider: 'test',
    amount: request.amount,
    currency: request.currency,
    createdAt: new Date(now()).toISOString(),
  };
  const entry: TestLedgerEntry = {
    ...charge,
    projectId: request.projectId,
    idempotencyKey: request.idempotencyKey,
    description: request.description,
  };
  await recordTestCharge(request.clientId, entry);
  return charge;
}
