import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './conditions.ts';
import { dynamoClient, tableName } from '../aws.ts';

/**
 * Attempt counters in fixed windows (accounts' A9, fieldwork's entry limits). A subject (an e-mail or a source
 * address) has `limit` attempts per window. An attempt takes its slot with one conditional
 * write BEFORE the work it guards (a password check, a mail), so concurrent attempts cannot
 * all pass a check that was read before any of them counted: at the limit the write fails and
 * the attempt is refused. The counter item expires by TTL at the window end, so nothing is
 * locked for longer than one window.
 */
export interface ThrottleRule {
  kind: string;
  limit: number;
  windowSeconds: number;
}

export interface Window {
  start: number;
  end: number;
}

/** The fixed window holding `nowSeconds`: [start, end), aligned to multiples of its length. */
export function windowAt(nowSeconds: number, windowSeconds: number): Window {
  const start = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  return { start, end: start + windowSeconds };
}

export interface Claim {
  rule: ThrottleRule;
  subject: string;
}

function counterKey({ rule, subject }: Claim, nowSeconds: number) {
  const window = windowAt(nowSeconds, rule.windowSeconds);
  return { key: { pk: `THROTTLE#${rule.kind}#${subject}`, sk: `WINDOW#${window.start}` }, window };
}

/** One attempt in the claim's counter, unless the window already holds `limit`: false then. */
async function take(claim: Claim, nowSeconds: number): Promise<boolean> {
  const { key, window } = counterKey(claim, nowSeconds);
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD attempts :one SET expiresAt = :end, entity = :entity',
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': claim.rule.limit,
          ':end': window.end,
          ':entity': 'throttle',
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives one attempt back; never below zero (a success may have cleared the counter meanwhile). */
async function refund(claim: Claim, nowSeconds: number): Promise<void> {
  const { key } = counterKey(claim, nowSeconds);
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'attempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

async function clear(claim: Claim, nowSeconds: number): Promise<void> {
  const { key } = counterKey(claim, nowSeconds);
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
}

/** The slots one attempt holds: given back when the attempt did not happen, or cleared. */
export interface TakenSlots {
  /** The attempt did not run (overload, an error): every slot is given back. */
  refundAll(): Promise<void>;
  /** Gives back the slot of one rule. */
  refund(rule: ThrottleRule): Promise<void>;
  /** Resets the counter of one rule for this window (a successful login, for its e-mail). */
  clear(rule: ThrottleRule): Promise<void>;
}

/**
 * Takes one slot in each counter, in order; all or none: if one counter is full, the slots
 * already taken are given back and the answer is undefined (refuse the attempt).
 */
export async function takeSlots(
  claims: readonly Claim[],
  nowSeconds: number,
): Promise<TakenSlots | undefined> {
  const taken: Claim[] = [];
  for (const claim of claims) {
    if (await take(claim, nowSeconds)) {
      taken.push(claim);
      continue;
    }
    await Promise.all(taken.map((held) => refund(held, nowSeconds)));
    return undefined;
  }
  const of = (rule: ThrottleRule) => taken.filter((claim) => claim.rule === rule);
  return {
    refundAll: async () => {
      await Promise.all(taken.map((claim) => refund(claim, nowSeconds)));
    },
    refund: async (rule) => {
      await Promise.all(of(rule).map((claim) => refund(claim, nowSeconds)));
    },
    clear: async (rule) => {
      await Promise.all(of(rule).map((claim) => clear(claim, nowSeconds)));
    },
  };
}
