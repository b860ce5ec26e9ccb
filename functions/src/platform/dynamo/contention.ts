import { cancellationCodes } from './conditions.ts';

/**
 * DynamoDB errors that mean "too many writers or readers at once", not a fault: a transaction
 * cancelled by a concurrent one or by throttling, a condition lost to a concurrent write that
 * the domain did not turn into a refusal of its own, or the table's throughput exceeded. The
 * API answers them 429 common.busy (try again) instead of 500.
 */
const CONTENTION_ERRORS = new Set([
  'ConditionalCheckFailedException',
  'TransactionConflictException',
  'TransactionInProgressException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
]);

/** Reasons of a cancelled transaction that contention explains (None: the item was fine). */
const CONTENTION_REASONS = new Set([
  'None',
  'ConditionalCheckFailed',
  'TransactionConflict',
  'ProvisionedThroughputExceeded',
  'ThrottlingError',
]);

/** Whether an error escaped from DynamoDB because of concurrent writes or throttling. */
export function isWriteContention(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (CONTENTION_ERRORS.has(error.name)) return true;
  const codes = cancellationCodes(error);
  if (!codes) return false;
  // A transaction with a malformed item (ValidationError) is our bug, not contention.
  return codes.some((code) => code !== 'None') && codes.every((code) => CONTENTION_REASONS.has(code));
}
