import { randomUUID } from 'node:crypto';
import type { HttpEvent } from './response.ts';

export interface HttpEventInput {
  method: string;
  /** The matched route's path in API Gateway syntax, with the base path: `/api/projects/{projectId}`. */
  routePath: string;
  /** The raw request path: `/api/projects/p1`. */
  rawPath: string;
  pathParameters?: Record<string, string>;
  query?: URLSearchParams;
  headers?: Record<string, string>;
  body?: Buffer | string;
  sourceIp?: string;
}

/**
 * An API Gateway HTTP API (payload v2.0) event, as API Gateway would send it: used by the
 * local runtime's adapter and by tests that call a handler directly.
 */
export function buildHttpEvent(input: HttpEventInput): HttpEvent {
  const headers = Object.fromEntries(
    Object.entries(input.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const query = input.query ?? new URLSearchParams();
  const queryStringParameters: Record<string, string> = {};
  for (const key of new Set(query.keys())) queryStringParameters[key] = query.getAll(key).join(',');
  const body = input.body === undefined ? undefined : Buffer.from(input.body);
  const textual =
    !body || /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${input.method} ${input.routePath}`,
    rawPath: input.rawPath,
    rawQueryString: query.toString(),
    headers,
    ...(Object.keys(queryStringParameters).length ? { queryStringParameters } : {}),
    ...(input.pathParameters && Object.keys(input.pathParameters).length
      ? { pathParameters: input.pathParameters }
      : {}),
    ...(headers.cookie ? { cookies: headers.cookie.split(';').map((c) => c.trim()) } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: input.method,
        path: input.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${input.method} ${input.routePath}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body ? { body: textual ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !textual,
  };
}
