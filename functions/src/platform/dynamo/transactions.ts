import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../aws.ts';
import { retrying } from '../retry.ts';
import { cancellationCodes, failedConditions, isTransactionConflict } from './conditions.ts';

/** One write of a TransactWrite (Put, Update, Delete or ConditionCheck). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * How a transaction ended: committed, or cancelled — `refused` the indexes of the items whose
 * condition failed, `conflict` when no condition failed but another transaction held an item
 * (worth trying again), `error` the cancellation as DynamoDB threw it.
 */
export type TransactOutcome =
  { ok: true } | { ok: false; refused: number[]; conflict: boolean; error: unknown };

export interface TransactOptions {
  /**
   * Tries in all while the transaction only collides with concurrent ones (no condition
   * failed): many writers meeting on one item (a quota counter, a link count) are cancelled by
   * DynamoDB and tried again after a back-off pause. Default 1: the caller decides.
   */
  conflictAttempts?: number;
  /** Thrown when the last try still collided (e.g. a 429 DomainError); default: the outcome says conflict. */
  busy?: () => Error;
}

class StillConflicting extends Error {
  constructor(readonly outcome: TransactOutcome) {
    super('Transaction conflict');
  }
}

async function transactOnce(items: TransactItem[]): Promise<TransactOutcome> {
  try {
    await dynamoClient().send(new TransactWriteCommand({ TransactItems: items }));
    return { ok: true };
  } catch (error) {
    if (!cancellationCodes(error) && !isTransactionConflict(error)) throw error;
    const refused = failedConditions(error);
    return { ok: false, refused, conflict: refused.length === 0, error };
  }
}

/**
 * The one TransactWrite of the backend. A cancellation is answered, not thrown: the caller
 * reads which condition refused; a collision with a concurrent transaction is retried per
 * `options`. Any other error (a malformed item, the network) is thrown.
 */
export async function transact(
  items: TransactItem[],
  options: TransactOptions = {},
): Promise<TransactOutcome> {
  const attempts = options.conflictAttempts ?? 1;
  try {
    return await retrying(
      { attempts, baseMs: 20, capMs: 1_000, retryable: (error) => error instanceof StillConflicting },
      async () => {
        const outcome = await transactOnce(items);
        if (!outcome.ok && outcome.conflict && attempts > 1) throw new StillConflicting(outcome);
        return outcome;
      },
    );
  } catch (error) {
    if (!(error instanceof StillConflicting)) throw error;
    if (options.busy) throw options.busy();
    return error.outcome;
  }
}
