import { randomInt, randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { ENV } from '@adpulse/shared';
import { buildHttpEvent } from '../../functions/src/platform/http/event.ts';
import type { HttpEvent, HttpResult } from '../../functions/src/platform/http/response.ts';
import { listOutbox, type OutboxMessage } from '../../local/src/outbox.ts';

/**
 * Calls a domain handler in-process with the API Gateway v2 event the local adapter and
 * API Gateway would build, and reads the answer back as JSON.
 */
export type InvokableHandler = (event: HttpEvent, context: Context) => Promise<HttpResult | void>;

export interface InvokeOptions {
  /** Values for the `{name}` segments of the route template. */
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  token?: string;
  /** Accept-Language; default en. */
  lang?: string;
  /** Source address; by default a random one, so login throttling of one test never reaches another. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface InvokeResult<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string>;
}

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A Lambda context for a handler called in the test's process. */
export function fakeContext(): Context {
  return {
    awsRequestId: randomUUID(),
    functionName: 'integration-test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:integration-test',
    memoryLimitInMB: '512',
    logGroupName: '/aws/lambda/integration-test',
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export async function invoke<T = unknown>(
  handler: InvokableHandler,
  method: string,
  routeTemplate: string,
  options: InvokeOptions = {},
): Promise<InvokeResult<T>> {
  const params = options.params ?? {};
  const rawPath = routeTemplate.replace(/\{(\w+)\+?\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} of ${routeTemplate}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const headers: Record<string, string> = {
    'accept-language': options.lang ?? 'en',
    ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const event = buildHttpEvent({
    method,
    routePath: `/api${routeTemplate}`,
    rawPath: `/api${rawPath}`,
    ...(Object.keys(params).length ? { pathParameters: params } : {}),
    query,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    sourceIp: options.ip ?? randomIp(),
  });
  const result = (await handler(event, fakeContext())) as HttpResult;
  const text = result.body ?? '';
  return {
    status: result.statusCode ?? 200,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)]),
    ),
  };
}

/** The local outbox the accounts functions write e-mails to (LOCAL_OUTBOX_DIR). */
export function outboxDir(): string {
  const dir = process.env[ENV.localOutboxDir];
  if (!dir) throw new Error(`${ENV.localOutboxDir} is not set: the integration setup should set it`);
  return dir;
}

export function outboxMessagesTo(email: string): OutboxMessage[] {
  return listOutbox(outboxDir()).filter((message) => message.to === email.toLowerCase());
}

/** The token of the newest e-mail link of a kind to an address: `.../{lang}/confirm/{token}` or `.../recovery/{token}`. */
export function latestLinkTo(
  email: string,
  kind: 'confirm' | 'recovery',
): { url: string; token: string; lang: string } {
  const url = outboxMessagesTo(email)
    .flatMap((message) => message.links)
    .find((link) => link.includes(`/${kind}/`));
  const match = url ? new RegExp(`/(\\w{2})/${kind}/([A-Za-z0-9_-]+)$`).exec(url) : null;
  if (!url || !match?.[1] || !match[2]) throw new Error(`No ${kind} link in the outbox for ${email}`);
  return { url, lang: match[1], token: match[2] };
}

/** A unique e-mail address for one test. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@test.adpulse.local`;
}
