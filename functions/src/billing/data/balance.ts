import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LedgerEntry, LedgerReason } from '@adpulse/shared/billing/schemas';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { now } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import { queryPage } from '../../platform/dynamo/reads.ts';
import { LEDGER_PREFIX, balanceKey, ledgerKey, withoutKeys } from './keys.ts';
import { retryUntil } from '../../platform/retry.ts';
import { transact, type TransactItem } from '../../platform/dynamo/transactions.ts';
import { optimisticWrite } from './transactions.ts';

/**
 * A client's analysis balance (`CLIENT#c` / `BALANCE`: balance, version) and its ledger
 * (`CLIENT#c` / `LEDGER#<at>#<id>`). Every change writes the new balance, conditioned on the
 * version it read, and its ledger entry (who, when, why, balance after) in one transaction:
 * the ledger always adds up to the balance, and two debits racing for the last analyses cannot
 * both pass (the loser re-reads and is refused), so the balance never goes below zero.
 */
export interface BalanceState {
  balance: number;
  /** 0 when the client has no balance item yet. */
  version: number;
}

export type LedgerActor = LedgerEntry['actor'];

export async function readBalance(clientId: string): Promise<BalanceState> {
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: balanceKey(clientId), ConsistentRead: true }),
  );
  return {
    balance: Number(answer.Item?.balance ?? 0),
    version: Number(answer.Item?.version ?? 0),
  };
}

export interface BalanceChange {
  clientId: string;
  /** Positive adds analyses, negative takes them. */
  change: number;
  reason: LedgerReason;
  note: string;
  actor: LedgerActor;
  projectId?: string;
}

/** A debit larger than the balance. */
export class BalanceTooLow extends Error {
  constructor(readonly available: number) {
    super(`The balance is ${available}`);
    this.name = 'BalanceTooLow';
  }
}

/** An item written with the change refused its condition (index among `companions`). */
export class CompanionRefused extends Error {
  constructor(readonly index: number) {
    super(`Companion write ${index} refused its condition`);
    this.name = 'CompanionRefused';
  }
}

/**
 * Applies a change and its ledger entry, together with `companions` (written in the same
 * transaction: a consumption record, a period claim...). Re-reads and retries when another
 * change won the race; throws BalanceTooLow for an overdraft, CompanionRefused when a companion's
 * own condition fails (nothing is written then).
 */
export async function changeBalance(
  input: BalanceChange,
  companions: (state: BalanceState) => TransactItem[] = () => [],
): Promise<LedgerEntry> {
  return retryUntil(optimisticWrite(`the balance of ${input.clientId}`), async () => {
    const state = await readBalance(input.clientId);
    const balanceAfter = state.balance + input.change;
    if (input.change < 0 && balanceAfter < 0) throw new BalanceTooLow(state.balance);
    const at = new Date(now()).toISOString();
    const entry: LedgerEntry = {
      at,
      change: input.change,
      balanceAfter,
      reason: input.reason,
      note: input.note,
      actor: input.actor,
      ...(input.projectId ? { projectId: input.projectId } : {}),
    };
    const outcome = await transact([
      balanceWrite(input.clientId, state, balanceAfter, at),
      {
        Put: {
          TableName: tableName(),
          Item: { ...ledgerKey(input.clientId, at, newId(now())), ...entry },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...companions(state),
    ]);
    if (outcome.ok) return entry;
    const companion = outcome.refused.find((index) => index >= 2);
    if (companion !== undefined) throw new CompanionRefused(companion - 2);
    return undefined;
  });
}

function balanceWrite(clientId: string, state: BalanceState, balance: number, at: string): TransactItem {
  if (state.version === 0) {
    return {
      Put: {
        TableName: tableName(),
        Item: { ...balanceKey(clientId), clientId, balance, version: 1, updatedAt: at },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }
  return {
    Update: {
      TableName: tableName(),
      Key: balanceKey(clientId),
      UpdateExpression: 'SET balance = :balance, version = :next, updatedAt = :at',
      ConditionExpression: 'version = :seen',
      ExpressionAttributeValues: {
        ':balance': balance,
        ':next': state.version + 1,
        ':seen': state.version,
        ':at': at,
      },
    },
  };
}

/** The latest ledger entries, newest first. */
export async function listLedger(clientId: string, limit = 50): Promise<LedgerEntry[]> {
  const page = await queryPage({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `CLIENT#${clientId}`, ':prefix': LEDGER_PREFIX },
    ScanIndexForward: false,
    Limit: limit,
    ConsistentRead: true,
  });
  return page.items.map((item) => withoutKeys<LedgerEntry>(item));
}
