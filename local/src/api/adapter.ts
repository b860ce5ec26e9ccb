import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  API_BASE_PATH,
  API_ROUTES,
  parseAcceptLanguage,
  pickLanguage,
  ERRORS,
  type ApiRoute,
  type ErrorCode,
} from '@adpulse/shared';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import { buildHttpEvent } from '@adpulse/functions/platform/http/event';
import type { LocalLambdas } from '../lambda.ts';
import type { ApiCors, LocalFunction } from '../template.ts';
import { BodyTooLargeError, readBody, sendJson } from '../http-util.ts';
import { isCorsHeader, preflightHeaders, responseCorsHeaders } from './cors.ts';
import { RouteTable } from './routes.ts';
import { writeLambdaResult } from './result.ts';

/** Lambda's synchronous invocation payload limit. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/**
 * Invocations of one function running at once in the local process. In the cloud each
 * request gets a container of its own; here they share one process and its CPU, and a burst
 * beyond this many would only make every request miss its deadline. The rest are answered
 * 429 at once, as a throttled function's would be.
 */
export const DEFAULT_MAX_CONCURRENT_INVOCATIONS = 16;

export interface ApiAdapterOptions {
  lambdas: LocalLambdas;
  cors: ApiCors | undefined;
  routes?: readonly ApiRoute[];
  basePath?: string;
  log?: (line: string) => void;
  /** Per function; default DEFAULT_MAX_CONCURRENT_INVOCATIONS. */
  maxConcurrentInvocations?: number;
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * API Gateway (HTTP API, payload 2.0) in front of the in-process Lambda handlers: the route
 * table of @adpulse/shared picks the domain, whose function (by its `adpulse:entry`) gets the
 * event API Gateway would send.
 */
export function createApiAdapter(options: ApiAdapterOptions): RequestHandler {
  const basePath = options.basePath ?? API_BASE_PATH;
  const table = new RouteTable(options.routes ?? API_ROUTES, basePath);
  const functionOf = (route: ApiRoute): LocalFunction | undefined =>
    options.lambdas.byEntry(`functions/src/${route.domain}/handler.ts`);
  const maxConcurrent = options.maxConcurrentInvocations ?? DEFAULT_MAX_CONCURRENT_INVOCATIONS;
  const running = new Map<string, number>();

  return async (request, response) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = (request.method ?? 'GET').toUpperCase();
    const origin = header(request, 'origin');
    const language = pickLanguage(parseAcceptLanguage(header(request, 'accept-language')));
    const requestId = randomUUID();
    const fail = (code: ErrorCode) =>
      sendJson(
        response,
        ERRORS[code].status,
        { code, message: translatorFor(language)(ERRORS[code].message) },
        {
          'apigw-requestid': requestId,
          ...(options.cors ? responseCorsHeaders(options.cors, origin) : {}),
        },
      );

    if (options.cors && method === 'OPTIONS' && origin && header(request, 'access-control-request-method')) {
      response.writeHead(204, { ...preflightHeaders(options.cors, origin), 'apigw-requestid': requestId });
      response.end();
      return;
    }

    const match = table.match(method, url.pathname);
    if (!match) {
      request.resume();
      return fail('common.not_found');
    }
    const fn = functionOf(match.route);
    if (!fn) {
      request.resume();
      options.log?.(
        `No function in the template has the entry functions/src/${match.route.domain}/handler.ts`,
      );
      return fail('common.internal');
    }

    let body: Buffer;
    try {
      body = await readBody(request, MAX_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      response.setHeader('connection', 'close');
      return fail('common.payload_too_large');
    }

    const event = buildHttpEvent({
      method,
      routePath: match.routePath,
      rawPath: url.pathname,
      pathParameters: match.pathParameters,
      query: url.searchParams,
      headers: forwardedHeaders(request),
      ...(body.length ? { body } : {}),
      sourceIp: remoteAddress(request),
    });
    event.requestContext.requestId = requestId;

    const inFlight = running.get(fn.name) ?? 0;
    if (inFlight >= maxConcurrent) {
      options.log?.(`${method} ${url.pathname} 429: ${fn.name} already runs ${inFlight} invocations`);
      response.setHeader('retry-after', '1');
      return fail('common.busy');
    }
    running.set(fn.name, inFlight + 1);
    let result: unknown;
    try {
      result = await options.lambdas.invoke(fn, event);
    } catch (error) {
      options.log?.(
        `${method} ${url.pathname} failed in ${fn.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return fail('common.internal');
    } finally {
      running.set(fn.name, (running.get(fn.name) ?? 1) - 1);
    }
    const status = writeLambdaResult(response, result, (headers) => ({
      ...(options.cors
        ? Object.fromEntries(Object.entries(headers).filter(([name]) => !isCorsHeader(name)))
        : headers),
      ...(options.cors ? responseCorsHeaders(options.cors, origin) : {}),
      'apigw-requestid': requestId,
    }));
    options.log?.(`${method} ${url.pathname} ${status} ${Date.now() - started} ms`);
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function remoteAddress(request: IncomingMessage): string {
  return (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** Request headers as API Gateway forwards them: one string each, plus its X-Forwarded-* set. */
function forwardedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(name === 'cookie' ? '; ' : ', ') : value;
  }
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ?? remoteAddress(request);
  headers['x-forwarded-proto'] = headers['x-forwarded-proto'] ?? 'http';
  headers['x-forwarded-port'] = headers['x-forwarded-port'] ?? String(request.socket.localPort ?? '');
  return headers;
}
