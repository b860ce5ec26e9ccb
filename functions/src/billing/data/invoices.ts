import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Invoice } from '@adpulse/shared/billing/schemas';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { queryAll } from '../../platform/dynamo/reads.ts';
import {
  INVOICE_PREFIX,
  invoiceCounterKey,
  invoiceKey,
  invoiceRegisterPk,
  invoiceSourceKey,
  withoutKeys,
} from './keys.ts';
import { retryUntil } from '../../platform/retry.ts';
import { transact } from '../../platform/dynamo/transactions.ts';
import { optimisticWrite } from './transactions.ts';

/** Who the invoice is made out to (the billing information at the time of the payment). */
export interface BilledTo {
  company: string;
  vat: string;
  address: string;
  zip: string;
  city: string;
  province?: string;
  country: string;
  recipientCode?: string;
  pec?: string;
  po?: string;
}

/** What an invoice says before it has a number. */
export interface InvoiceDraft extends Omit<Invoice, '_id' | 'number'> {
  clientId: string;
  /** What was paid, once: `purchase-<projectId>`, `period-<periodId>`. */
  source: string;
  billedTo: BilledTo;
  paidWith: { provider: string; reference: string };
}

export interface InvoiceRecord extends InvoiceDraft {
  _id: string;
  number: string;
  year: number;
  sequence: number;
  /** The PDF in the results bucket, once made. */
  pdfKey?: string;
}

const SEQUENCE_DIGITS = 6;
const pad = (sequence: number) => String(sequence).padStart(SEQUENCE_DIGITS, '0');

/** The year of an instant in Italy, where the invoices are issued (numbering restarts each year). */
export function invoiceYear(iso: string): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date(iso)),
  );
}

/**
 * Issues the invoice of a payment, once per `source`, with the next number of its year. The
 * year's counter (`INVOICES#<year>` / `COUNTER`), the invoice and the source's claim are written
 * in one transaction conditioned on the counter value read, so concurrent payments get
 * consecutive numbers with no gap and no repeat (a loser re-reads and takes the next one), and a
 * number is never taken without its invoice.
 */
export async function issueInvoice(draft: InvoiceDraft): Promise<InvoiceRecord> {
  const issued = await findInvoiceBySource(draft.clientId, draft.source);
  if (issued) return issued;
  const year = invoiceYear(draft.issuedAt);
  return retryUntil(optimisticWrite(`the invoice counter of ${year}`), async () => {
    const last = await lastSequence(year);
    const sequence = last + 1;
    const invoiceId = `${year}-${pad(sequence)}`;
    const record: InvoiceRecord = { ...draft, _id: invoiceId, number: invoiceId, year, sequence };
    const outcome = await transact([
      last === 0
        ? {
            Put: {
              TableName: tableName(),
              Item: { ...invoiceCounterKey(year), last: sequence },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          }
        : {
            Update: {
              TableName: tableName(),
              Key: invoiceCounterKey(year),
              UpdateExpression: 'SET #last = :next',
              ConditionExpression: '#last = :seen',
              ExpressionAttributeNames: { '#last': 'last' },
              ExpressionAttributeValues: { ':next': sequence, ':seen': last },
            },
          },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...invoiceKey(draft.clientId, invoiceId),
            ...record,
            gsi1pk: invoiceRegisterPk(year),
            gsi1sk: pad(sequence),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...invoiceSourceKey(draft.clientId, draft.source), invoiceId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
    if (outcome.ok) return record;
    if (outcome.refused.includes(2)) {
      const other = await findInvoiceBySource(draft.clientId, draft.source);
      if (other) return other;
    }
    return undefined;
  });
}

async function lastSequence(year: number): Promise<number> {
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: invoiceCounterKey(year), ConsistentRead: true }),
  );
  return Number(answer.Item?.last ?? 0);
}

async function findInvoiceBySource(clientId: string, source: string): Promise<InvoiceRecord | undefined> {
  const claim = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: invoiceSourceKey(clientId, source), ConsistentRead: true }),
  );
  const invoiceId = claim.Item?.invoiceId;
  return typeof invoiceId === 'string' ? findInvoice(clientId, invoiceId) : undefined;
}

export async function findInvoice(clientId: string, invoiceId: string): Promise<InvoiceRecord | undefined> {
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: invoiceKey(clientId, invoiceId), ConsistentRead: true }),
  );
  return answer.Item ? withoutKeys<InvoiceRecord>(answer.Item) : undefined;
}

/** A client's invoices, newest first (ids sort by year and number). */
export async function listInvoices(clientId: string): Promise<InvoiceRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `CLIENT#${clientId}`, ':prefix': INVOICE_PREFIX },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys<InvoiceRecord>(item));
}

export async function setInvoicePdf(clientId: string, invoiceId: string, pdfKey: string): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: invoiceKey(clientId, invoiceId),
      UpdateExpression: 'SET pdfKey = :key',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':key': pdfKey },
    }),
  );
}

/** The year's register: every invoice number issued, in order (accounting, audits, tests). */
export async function invoiceRegister(year: number): Promise<{ number: string; clientId: string }[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': invoiceRegisterPk(year) },
  });
  return items.map((item) => ({ number: String(item.number), clientId: String(item.clientId) }));
}
