/** DynamoDB refused a conditional write (checked by name: SDK error classes may be duplicated). */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

type Cancelled = Error & { CancellationReasons?: { Code?: string }[] };

/**
 * The reason code of each item of a cancelled transaction, in the order of the write list
 * ('None' for an item that was fine); undefined when the error is no cancelled transaction.
 */
export function cancellationCodes(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  return ((error as Cancelled).CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

/** Which items of a cancelled transaction failed their condition (indexes of the write list). */
export function failedConditions(error: unknown): number[] {
  return (cancellationCodes(error) ?? []).flatMap((code, index) =>
    code === 'ConditionalCheckFailed' ? [index] : [],
  );
}

/** A transaction that collided with a concurrent one on the same item: worth trying again. */
export function isTransactionConflict(error: unknown): boolean {
  if (error instanceof Error && error.name === 'TransactionConflictException') return true;
  return (cancellationCodes(error) ?? []).includes('TransactionConflict');
}
