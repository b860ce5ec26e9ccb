import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { queryAll } from '../../platform/dynamo/reads.ts';
import type { Charge } from '../providers/payment-provider.ts';

/**
 * The test payment provider's own ledger (`CLIENT#c` / `TESTCHARGE#<at>#<chargeId>`), like the
 * provider's records: every successful test charge, so a test can count what a client paid.
 */
const ledgerPk = (clientId: string) => `CLIENT#${clientId}`;
const LEDGER_PREFIX = 'TESTCHARGE#';

export interface TestLedgerEntry extends Charge {
  projectId: string;
  idempotencyKey: string;
  description: string;
}

/** A charge the test provider made. */
export async function recordTestCharge(clientId: string, entry: TestLedgerEntry): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { pk: ledgerPk(clientId), sk: `${LEDGER_PREFIX}${entry.createdAt}#${entry.chargeId}`, ...entry },
    }),
  );
}

/** The test provider's charges to a client, oldest first. */
export async function testLedger(clientId: string): Promise<TestLedgerEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': ledgerPk(clientId), ':prefix': LEDGER_PREFIX },
  });
  return items.map((item) => ({
    chargeId: String(item.chargeId),
    provider: String(item.provider),
    amount: Number(item.amount),
    currency: 'eur',
    createdAt: String(item.createdAt),
    projectId: String(item.projectId),
    idempotencyKey: String(item.idempotencyKey),
    description: String(item.description),
  }));
}
