/**
 * The one route table of the HTTP API. The CDK API stack and the local runtime both read it,
 * so a route exists in the cloud exactly when it exists locally.
 */
export const API_BASE_PATH = '/api';

/** One Lambda function per domain; each serves the routes that name it. */
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

/** public: no token needed; user: a valid session token is required. */
export type RouteAuth = 'public' | 'user';

export interface ApiRoute {
  method: HttpMethod;
  /** Path under API_BASE_PATH, in API Gateway syntax: `/projects/{projectId}`. */
  path: string;
  domain: Domain;
  auth: RouteAuth;
}

export const API_ROUTES = [
  { method: 'GET', path: '/health', domain: 'platform', auth: 'public' },
] as const satisfies readonly ApiRoute[];

/** `GET /health`: the key a domain handler dispatches on (API Gateway's routeKey without the base path). */
export type RouteKey = `${HttpMethod} ${string}`;

export function routeKey(route: Pick<ApiRoute, 'method' | 'path'>): RouteKey {
  return `${route.method} ${route.path}`;
}

export function routesOf(domain: Domain): ApiRoute[] {
  return API_ROUTES.filter((route) => route.domain === domain);
}

/** Domains that serve at least one route, hence get a Lambda function. */
export function servedDomains(): Domain[] {
  return DOMAINS.filter((domain) => routesOf(domain).length > 0);
}
