import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpCors from '@middy/http-cors';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import {
  API_BASE_PATH,
  routeKey,
  routesOfContract,
  successStatusOf,
  type Contract,
  type Language,
  type RouteContract,
  type RouteKey,
} from '@adpulse/shared';
import { authorizeRoute } from '../auth/authorize.ts';
import type { Session } from '../auth/session.ts';
import { CONSUMED_CAPACITY_HEADER, capacityHeaderEnabled, meterReads } from '../dynamo/capacity.ts';
import { requestClock, runAt } from '../clock.ts';
import { runWithDeadline } from '../deadline.ts';
import { DomainError, busy, invalidField } from '../errors.ts';
import { observability, type Observability } from '../observability.ts';
import { checkResponse, contractChecksOn } from './contract-check.ts';
import { errorResponder } from './error-responder.ts';
import { languageOf, toResult, type HttpEvent, type HttpResult } from './response.ts';
import { validationError } from './validation.ts';

export type { HttpEvent, HttpResult } from './response.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route's implementation gets: the request parsed by its contract, and the caller. */
export interface RouteRequest<R extends RouteContract = RouteContract> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  /** The caller's live session on 'user' routes (checked before the implementation runs). */
  session: R['auth'] extends 'user' ? Session : undefined;
  language: Language;
  event: HttpEvent;
  context: Context;
  log: Observability['logger'];
}

/** The body a route answers (its contract's response), or nothing for 204 routes. */
export type RouteResponse<R extends RouteContract> = R['response'] extends z.ZodType
  ? z.input<R['response']>
  : void;

/** One function per route of the contract, keyed by route name. */
export type Implementation<C extends Contract> = {
  [K in keyof C['routes']]: (request: RouteRequest<C['routes'][K]>) => Promise<RouteResponse<C['routes'][K]>>;
};

/** The route key of an event without the API base path: `GET /projects/{projectId}`. */
export function eventRouteKey(event: HttpEvent): RouteKey {
  const [method = '', path = ''] = event.routeKey.split(' ');
  const bare = path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) || '/' : path;
  return `${method} ${bare}` as RouteKey;
}

/** Time kept before the function's deadline to answer a request that ran out of time. */
export const TIMEOUT_MARGIN_MS = 1_000;

/**
 * The Lambda handler of one domain: the middy stack every function shares, dispatching by
 * route key to the implementation of the contract's route. Before the implementation runs the
 * caller is authorized (auth, client in the path, screen) and params, query and body are parsed
 * by the contract's schemas; the answer's status is the contract's. The work inside knows its
 * deadline (currentDeadline()), and a request that runs out of time is answered 429
 * (common.busy) just before the function's deadline instead of being cut off into a 500.
 */
export function domainHandler<C extends Contract>(contract: C, implementation: Implementation<C>) {
  const routes = routesOfContract(contract);
  const unknown = Object.keys(implementation).filter((name) => !(name in contract.routes));
  if (unknown.length) throw new Error(`Domain ${contract.domain}: no such routes [${unknown}]`);
  const byKey = new Map<RouteKey, RouteContract>(routes.map((route) => [routeKey(route), route]));
  const routeOf = (event: HttpEvent) => byKey.get(eventRouteKey(event));
  const implementations = implementation as Record<string, (request: RouteRequest) => Promise<unknown>>;
  const obs = observability(contract.domain);

  const answer = async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    const route = routeOf(event);
    const implement = route && implementations[route.name];
    if (!route || !implement) throw new DomainError('common.method_not_allowed');
    const session = await authorizeRoute(route, event);
    const request: RouteRequest<RouteContract> = {
      params: parsePart(route.params, event.pathParameters ?? {}, 'params'),
      query: parsePart(route.query, event.queryStringParameters ?? {}, 'query'),
      body: route.body ? parsePart(route.body, readJsonBody(event), 'body') : undefined,
      session,
      language: languageOf(event),
      event,
      context,
      log: obs.logger,
    } as RouteRequest<RouteContract>;
    const body = await implement(request);
    const status = successStatusOf(route, body);
    if (contractChecksOn()) {
      const violation = checkResponse(route, status, body);
      if (violation) throw violation;
    }
    return toResult({ status, body: body ?? undefined });
  };

  const metered = async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    if (!capacityHeaderEnabled()) return answer(event, context);
    const { result, rcu } = await meterReads(() => answer(event, context));
    return { ...result, headers: { ...result.headers, [CONSUMED_CAPACITY_HEADER]: String(rcu) } };
  };

  const clocked = (event: HttpEvent, context: Context): Promise<HttpResult> =>
    runAt(requestClock(event.headers), () => metered(event, context));

  const dispatch = (event: HttpEvent, context: Context): Promise<HttpResult> =>
    typeof context.getRemainingTimeInMillis === 'function'
      ? runWithDeadline(Date.now() + context.getRemainingTimeInMillis() - TIMEOUT_MARGIN_MS, () =>
          clocked(event, context),
        )
      : clocked(event, context);

  // Just before the function's deadline the request is answered 429 (overload: try again
  // later) instead of being cut off, which API Gateway would turn into a 500.
  const timedOut = () => {
    obs.logger.warn('The request ran out of time: answered 429');
    obs.metrics.addMetric('TimedOut', 'Count', 1);
    throw busy();
  };

  return middy<HttpEvent, HttpResult>({
    timeoutEarlyInMillis: TIMEOUT_MARGIN_MS,
    timeoutEarlyResponse: timedOut,
  })
    .use(httpHeaderNormalizer())
    .use(injectLambdaContext(obs.logger, { resetKeys: true }))
    .use(logMetrics(obs.metrics))
    .use(captureLambdaHandler(obs.tracer))
    .use(httpCors({ origins: ['*'], headers: 'Authorization,Content-Type,Accept-Language' }))
    .use(errorResponder(obs, routeOf))
    .handler(dispatch);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's parsed types are checked by Implementation<C>
function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): any {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, part);
  return result.data;
}

function readJsonBody(event: HttpEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidField('body');
  }
}
