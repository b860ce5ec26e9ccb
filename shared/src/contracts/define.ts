import type { z } from 'zod';
import type { GuardedScreen } from '../auth/permissions.ts';
import type { ErrorCode } from './errors.ts';

/** The API's base path, locally and on the API Gateway stage. */
export const API_BASE_PATH = '/api';

/** One Lambda function per domain; each serves the routes of its contract. */
export const DOMAINS = [
  'platform',
  'accounts',
  'projects',
  'folders',
  'assets',
  'fieldwork',
  'analysis',
  'billing',
  'sharing',
] as const;
export type Domain = (typeof DOMAINS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: no token needed; user: a live session token is required. */
export type RouteAuth = 'public' | 'user';

export type SuccessStatus = 200 | 201 | 202 | 204;

/** What a route is, as written in a contract file. */
export interface RouteSpec {
  method: HttpMethod;
  /** Path under API_BASE_PATH, in API Gateway syntax: `/projects/{projectId}`. */
  path: string;
  auth: RouteAuth;
  /**
   * The screen of spec section 6 this call belongs to: a 'user' route with a screen answers 403
   * to whoever `canAccess` denies that screen. This is the one call-to-permission mapping.
   */
  screen?: GuardedScreen;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's body; a route without one answers 204. */
  response?: z.ZodType;
  /** Default: 200 with a response, 204 without. */
  status?: SuccessStatus;
  /** The codes of this route's own refusals; the ones every route of its kind may answer are added. */
  errors?: readonly ErrorCode[];
}

/** A route of a contract: its spec plus its name, domain, status and every code it may answer. */
export type RouteContract<S extends RouteSpec = RouteSpec> = S & {
  name: string;
  domain: Domain;
  status: SuccessStatus;
  errors: readonly ErrorCode[];
};

export interface Contract<
  D extends Domain = Domain,
  R extends Record<string, RouteSpec> = Record<string, RouteSpec>,
> {
  domain: D;
  routes: { [K in keyof R]: RouteContract<R[K]> };
}

/** `GET /projects/{projectId}`: what API Gateway's routeKey says, without the base path. */
export type RouteKey = `${HttpMethod} ${string}`;

export function routeKey(route: Pick<RouteSpec, 'method' | 'path'>): RouteKey {
  return `${route.method} ${route.path}`;
}

/** The codes any route of this shape may answer besides its own. */
function impliedErrors(spec: RouteSpec): ErrorCode[] {
  const codes: ErrorCode[] = ['common.internal', 'common.busy'];
  if (spec.params || spec.query || spec.body) codes.push('common.validation');
  if (spec.auth === 'user') codes.push('auth.unauthorized');
  if (spec.screen) codes.push('auth.forbidden');
  // A path naming a client or a thing of one answers 404 for another client's.
  if (spec.auth === 'user' && spec.path.includes('{')) codes.push('common.not_found');
  return codes;
}

/**
 * A domain's contract: each route's method, path, auth, screen, the zod schemas of what it
 * accepts and answers, and its error codes. The route table, the handlers and the web client
 * are all made from these objects.
 */
export function defineContract<const D extends Domain, const R extends Record<string, RouteSpec>>(
  domain: D,
  routes: R,
): Contract<D, R> {
  const built = Object.fromEntries(
    Object.entries(routes).map(([name, spec]) => [
      name,
      {
        ...spec,
        name,
        domain,
        status: spec.status ?? (spec.response ? 200 : 204),
        errors: [...new Set([...impliedErrors(spec), ...(spec.errors ?? [])])],
      },
    ]),
  );
  return { domain, routes: built as unknown as Contract<D, R>['routes'] };
}

/** Every route of a contract, in the order written. */
export function routesOfContract(contract: Contract): RouteContract[] {
  return Object.values(contract.routes);
}

/** `/projects/{projectId}` with `{ projectId: 'p 1' }` gives `/projects/p%201`. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`No value for {${name}} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
