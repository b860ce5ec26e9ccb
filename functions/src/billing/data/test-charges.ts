import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { queryAll } from '../../platform/dynamo/reads.ts';
import type { Charge } from '../providers/payment-provider.ts';

/**
 * The test payment provider's own ledger (`CLIENT#c` / `TESTCHARGE#<at>#<chargeId>`), like the
 * provider's records: every successful test charge, so a test can count what a client paid.
 */
const ledgerPk = (clientId: string) => `CLIENT#${clientId}`;
const LEDGER_PREFIX = 'TESTCHARGE#';

/** gsi2 (sparse): every test charge of every client by time, as the provider would list them. */
const ALL_CHARGES_PK = 'TESTCHARGES';

export interface TestLedgerEntry extends Charge {
  projectId: string;
  idempotencyKey: string;
  description: string;
  /** Set when the charge was given back (a refund). */
  refundedAt?: string;
  /** How many refunds the charge was given: one per refund idempotency key, as the provider de-duplicates them. */
  refunds?: number;
  /** The amount the first refund gave back (minor units): the whole charge or part of it. */
  refundedAmount?: number;
}

const ledgerSk = (entry: Pick<TestLedgerEntry, 'createdAt' | 'chargeId'>) =>
  `${LEDGER_PREFIX}${entry.createdAt}#${entry.chargeId}`;

/** A charge the test provider made. */
export async function recordTestCharge(clientId: string, entry: TestLedgerEntry): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        pk: ledgerPk(clientId),
        sk: ledgerSk(entry),
        gsi2pk: ALL_CHARGES_PK,
        gsi2sk: `${entry.createdAt}#${entry.chargeId}`,
        ...entry,
      },
    }),
  );
}

/** The test provider's charges to a client, oldest first. */
export async function testLedger(clientId: string): Promise<TestLedgerEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': ledgerPk(clientId), ':prefix': LEDGER_PREFIX },
  });
  return items.map(entryOf);
}

/** Every client's test charges made since `since` (ISO), oldest first, with their client. */
export async function testChargesSince(since: string): Promise<(TestLedgerEntry & { clientId: string })[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :since',
    ExpressionAttributeValues: { ':pk': ALL_CHARGES_PK, ':since': since },
  });
  return items.map((item) => ({ ...entryOf(item), clientId: String(item.pk).replace(/^CLIENT#/, '') }));
}

/**
 * The test provider gives a charge back: a refunded charge keeps its first refund time, and
 * counts one refund per idempotency key (a repeat with the same key is the same refund, as with
 * Stripe), so a test sees a charge refunded twice.
 */
export async function markTestChargeRefunded(
  clientId: string,
  entry: TestLedgerEntry,
  at: string,
  idempotencyKey: string,
  amount: number,
): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: ledgerPk(clientId), sk: ledgerSk(entry) },
      UpdateExpression:
        'SET refundedAt = if_not_exists(refundedAt, :at), refundedAmount = if_not_exists(refundedAmount, :amount) ADD refundKeys :key',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at, ':amount': amount, ':key': new Set([idempotencyKey]) },
    }),
  );
}

function entryOf(item: Record<string, unknown>): TestLedgerEntry {
  return {
    chargeId: String(item.chargeId),
    provider: String(item.provider),
    amount: Number(item.amount),
    currency: 'eur',
    createdAt: String(item.createdAt),
    projectId: String(item.projectId),
    idempotencyKey: String(item.idempotencyKey),
    description: String(item.description),
    ...(typeof item.refundedAt === 'string' ? { refundedAt: item.refundedAt } : {}),
    ...(item.refundKeys instanceof Set ? { refunds: item.refundKeys.size } : {}),
    ...(typeof item.refundedAmount === 'number' ? { refundedAmount: item.refundedAmount } : {}),
  };
}
