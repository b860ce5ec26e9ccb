import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../platform/aws.ts';
import {
  cancellationCodes,
  failedConditions,
  isTransactionConflict,
} from '../../platform/dynamo/conditions.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** How one transaction ended: committed, or which of its items refused (indexes), or a clash with another. */
export type TransactOutcome = { ok: true } | { ok: false; refused: number[]; conflict: boolean };

/**
 * Runs a TransactWrite and reports a cancellation instead of throwing it: the indexes of the
 * items whose condition failed, and whether another transaction held an item (retry).
 */
export async function transact(items: TransactItem[]): Promise<TransactOutcome> {
  try {
    await dynamoClient().send(new TransactWriteCommand({ TransactItems: items }));
    return { ok: true };
  } catch (error) {
    if (!cancellationCodes(error)) throw error;
    const refused = failedConditions(error);
    return { ok: false, refused, conflict: isTransactionConflict(error) || refused.length === 0 };
  }
}

/** A short random pause before retrying an optimistic write that lost a race. */
export function backoff(attempt: number): Promise<void> {
  const ms = Math.min(200, 5 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random());
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Optimistic writes give up after this many lost races (each a read and a transaction). */
export const MAX_OPTIMISTIC_ATTEMPTS = 40;

/** Too many writers at once on one counter or balance: the caller may retry later. */
export class WriteContention extends Error {
  constructor(what: string) {
    super(`Too many concurrent writes on ${what}`);
    this.name = 'WriteContention';
  }
}
