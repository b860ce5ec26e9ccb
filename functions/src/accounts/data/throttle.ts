import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';

/**
 * Failed-login counters in fixed windows (access pattern A9). A subject (an e-mail or a source
 * address) whose failures in the current window reach the limit is refused until the window
 * ends; the counter item then expires by TTL. Nothing is locked for longer than one window.
 */
export interface ThrottleRule {
  kind: 'EMAIL' | 'IP';
  limit: number;
  windowSeconds: number;
}

/** 5 failures per e-mail and 50 per source address in 15-minute windows. */
export const LOGIN_THROTTLE = {
  email: { kind: 'EMAIL', limit: 5, windowSeconds: 15 * 60 },
  ip: { kind: 'IP', limit: 50, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export interface Window {
  start: number;
  end: number;
}

/** The fixed window holding `nowSeconds`: [start, end), aligned to multiples of its length. */
export function windowAt(nowSeconds: number, windowSeconds: number): Window {
  const start = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  return { start, end: start + windowSeconds };
}

/** Whether a count of failures already in the window refuses the next attempt. */
export function isBlocked(failures: number, rule: ThrottleRule): boolean {
  return failures >= rule.limit;
}

function counterKey(rule: ThrottleRule, subject: string, nowSeconds: number) {
  const window = windowAt(nowSeconds, rule.windowSeconds);
  return { key: { pk: `THROTTLE#${rule.kind}#${subject}`, sk: `WINDOW#${window.start}` }, window };
}

export async function failuresInWindow(
  rule: ThrottleRule,
  subject: string,
  nowSeconds: number,
): Promise<number> {
  const { key } = counterKey(rule, subject, nowSeconds);
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const count = answer.Item?.failures;
  return typeof count === 'number' ? count : 0;
}

export async function recordFailure(
  rule: ThrottleRule,
  subject: string,
  nowSeconds: number,
): Promise<number> {
  const { key, window } = counterKey(rule, subject, nowSeconds);
  const answer = await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD failures :one SET expiresAt = :end, entity = :entity',
      ExpressionAttributeValues: { ':one': 1, ':end': window.end, ':entity': 'throttle' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.failures ?? 1);
}

export async function clearFailures(rule: ThrottleRule, subject: string, nowSeconds: number): Promise<void> {
  const { key } = counterKey(rule, subject, nowSeconds);
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
}
