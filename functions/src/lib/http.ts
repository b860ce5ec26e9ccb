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
  routesOf,
  routeKey,
  type ApiRoute,
  type Domain,
  type Language,
  type RouteAuth,
  type RouteKey,
} from '@adpulse/shared';
import { BusyError, HttpError } from './errors.ts';
import { errorResponder } from './error-responder.ts';
import { observability, type Observability } from './observability.ts';
import { runWithDeadline } from './deadline.ts';
import { validationError } from './validation.ts';
import { languageOf, toResult, type HttpEvent, type HttpResult, type Reply } from './response.ts';
import { authorizeRoute } from './auth/authorize.ts';
import type { Session } from './auth/session.ts';

export { ok, created, accepted, noContent, type Reply, type HttpEvent, type HttpResult } from './response.ts';
export type { Session } from './auth/session.ts';

export interface Request<Body, Query, Params> {
  body: Body;
  query: Query;
  params: Params;
  language: Language;
  event: HttpEvent;
  context: Context;
  log: Observability['logger'];
  /** Present on 'user' routes (verified by domainHandler before the route runs). */
  session?: Session;
}

/** The request of a route built with `userRoute()`: the session is always there. */
export interface UserRequest<Body, Query, Params> extends Request<Body, Query, Params> {
  session: Session;
}

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}
type Parsed<S extends Schemas, K extends keyof Schemas> = S[K] extends z.ZodType ? z.output<S[K]> : undefined;

export interface RouteHandler {
  (
    event: HttpEvent,
    context: Context,
    obs: Observability,
    language: Language,
    session?: Session,
  ): Promise<Reply>;
  /** 'user' when built by userRoute(): it may only serve routes whose table entry is 'user'. */
  readonly requires?: RouteAuth;
}

type RequestOf<S extends Schemas> = Request<Parsed<S, 'body'>, Parsed<S, 'query'>, Parsed<S, 'params'>>;
type UserRequestOf<S extends Schemas> = UserRequest<
  Parsed<S, 'body'>,
  Parsed<S, 'query'>,
  Parsed<S, 'params'>
>;

/** A route: zod schemas for what it accepts, and the domain call it makes. */
export function route<S extends Schemas>(
  schemas: S,
  handle: (request: RequestOf<S>) => Promise<Reply>,
): RouteHandler {
  return async (event, context, obs, language, session) => {
    const body = parsePart(schemas.body, readJsonBody(event), 'body');
    const query = parsePart(schemas.query, event.queryStringParameters ?? {}, 'query');
    const params = parsePart(schemas.params, event.pathParameters ?? {}, 'params');
    return handle({
      body: body as Parsed<S, 'body'>,
      query: query as Parsed<S, 'query'>,
      params: params as Parsed<S, 'params'>,
      language,
      event,
      context,
      log: obs.logger,
      ...(session ? { session } : {}),
    });
  };
}

/** A route of a signed-in user: its request carries the caller's session. */
export function userRoute<S extends Schemas>(
  schemas: S,
  handle: (request: UserRequestOf<S>) => Promise<Reply>,
): RouteHandler {
  const inner = route(schemas, (request) => {
    if (!request.session) throw new HttpError('unauthorized', 'errors.unauthorized');
    return handle({ ...request, session: request.session });
  });
  return Object.assign(inner, { requires: 'user' as const });
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
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
    throw new HttpError('validation', 'errors.default', [{ field: 'body', message: 'validation.invalid' }]);
  }
}

/** The route key of an event without the API base path: `GET /projects/{projectId}`. */
export function eventRouteKey(event: HttpEvent): RouteKey {
  const [method = '', path = ''] = event.routeKey.split(' ');
  const bare = path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) || '/' : path;
  return `${method} ${bare}` as RouteKey;
}

/** Time kept before the function's deadline to answer a request that ran out of time. */
export const TIMEOUT_MARGIN_MS = 1_000;

/**
 * The Lambda handler of one domain: the middy stack shared by every function, dispatching
 * to the domain's routes by route key. Every route of the shared table for this domain must
 * have an implementation, checked when the module loads.
 */
export function domainHandler(domain: Domain, routes: Record<RouteKey, RouteHandler>) {
  const table = new Map<RouteKey, ApiRoute>(routesOf(domain).map((entry) => [routeKey(entry), entry]));
  const expected = [...table.keys()];
  const missing = expected.filter((key) => !(key in routes));
  const extra = Object.keys(routes).filter((key) => !expected.includes(key as RouteKey));
  if (missing.length || extra.length) {
    throw new Error(`Domain ${domain}: missing routes [${missing}] / unknown routes [${extra}]`);
  }
  const misfits = expected.filter(
    (key) => routes[key]?.requires === 'user' && table.get(key)?.auth !== 'user',
  );
  if (misfits.length) throw new Error(`Domain ${domain}: userRoute() on public routes [${misfits}]`);
  const obs = observability(domain);

  const dispatch = (event: HttpEvent, context: Context): Promise<HttpResult> =>
    typeof context.getRemainingTimeInMillis === 'function'
      ? runWithDeadline(Date.now() + context.getRemainingTimeInMillis() - TIMEOUT_MARGIN_MS, () =>
          answer(event, context),
        )
      : answer(event, context);

  const answer = async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    const key = eventRouteKey(event);
    const handle = routes[key];
    const spec = table.get(key);
    if (!handle || !spec) throw new HttpError('method_not_allowed', 'errors.methodNotAllowed');
    const session = await authorizeRoute(spec, event);
    const reply = await handle(event, context, obs, languageOf(event), session);
    return toResult(reply);
  };

  // Just before the function's deadline the request is answered 429 (overload: try again
  // later) instead of being cut off, which API Gateway would turn into a 500.
  const timedOut = () => {
    obs.logger.warn('The request ran out of time: answered 429');
    obs.metrics.addMetric('TimedOut', 'Count', 1);
    throw new BusyError();
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
    .use(errorResponder(obs))
    .handler(dispatch);
}
