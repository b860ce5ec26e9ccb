import { DomainError } from '../../platform/errors.ts';
import type { TransactOptions } from '../../platform/dynamo/transactions.ts';

/**
 * Many respondents entering at once meet on their fieldwork item, and DynamoDB cancels a
 * transaction that collides with another on the same item: it is tried again after a back-off
 * pause, and after 8 tries the caller is told to retry (fieldwork.busy, 429).
 */
export const FIELDWORK_CONTENTION: TransactOptions = {
  conflictAttempts: 8,
  busy: () => new DomainError('fieldwork.busy'),
};
