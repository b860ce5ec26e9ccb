import type { GuardedScreen } from '../auth/permissions.ts';

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
  /**
   * The screen of spec section 6 this call belongs to: a 'user' route with a screen answers 403
   * to whoever `canAccess` denies that screen. This is the one call-to-permission mapping.
   */
  screen?: GuardedScreen;
}

export const API_ROUTES = [
  { method: 'GET', path: '/health', domain: 'platform', auth: 'public' },

  // accounts: session, registration and password links
  { method: 'POST', path: '/users/login', domain: 'accounts', auth: 'public' },
  { method: 'POST', path: '/users/logout', domain: 'accounts', auth: 'user' },
  { method: 'POST', path: '/users', domain: 'accounts', auth: 'public' },
  { method: 'POST', path: '/users/confirm', domain: 'accounts', auth: 'public' },
  { method: 'POST', path: '/users/recover', domain: 'accounts', auth: 'public' },
  { method: 'POST', path: '/users/reset', domain: 'accounts', auth: 'public' },
  // accounts: the caller's own account (account screen)
  { method: 'GET', path: '/users/me', domain: 'accounts', auth: 'user' },
  { method: 'PATCH', path: '/users/me', domain: 'accounts', auth: 'user', screen: 'account' },
  { method: 'DELETE', path: '/users/me', domain: 'accounts', auth: 'user', screen: 'account' },
  { method: 'POST', path: '/users/me/avatar', domain: 'accounts', auth: 'user', screen: 'account' },
  {
    method: 'PUT',
    path: '/clients/{clientId}/password',
    domain: 'accounts',
    auth: 'user',
    screen: 'account',
  },
  // accounts: users screen
  { method: 'GET', path: '/users', domain: 'accounts', auth: 'user', screen: 'users' },
  { method: 'POST', path: '/clients/{clientId}/users', domain: 'accounts', auth: 'user', screen: 'users' },
  { method: 'PATCH', path: '/users/{userId}', domain: 'accounts', auth: 'user', screen: 'users' },
  { method: 'DELETE', path: '/users/{userId}', domain: 'accounts', auth: 'user', screen: 'users' },
  // accounts: the client (read by every user of it; changed from the account screen)
  { method: 'GET', path: '/clients/{clientId}', domain: 'accounts', auth: 'user' },
  { method: 'PATCH', path: '/clients/{clientId}', domain: 'accounts', auth: 'user', screen: 'account' },
  // accounts: branches screen
  {
    method: 'POST',
    path: '/clients/{clientId}/branches',
    domain: 'accounts',
    auth: 'user',
    screen: 'branches',
  },
  {
    method: 'PATCH',
    path: '/clients/{clientId}/branches/{branchId}',
    domain: 'accounts',
    auth: 'user',
    screen: 'branches',
  },
  {
    method: 'DELETE',
    path: '/clients/{clientId}/branches/{branchId}',
    domain: 'accounts',
    auth: 'user',
    screen: 'branches',
  },
  // projects: dashboard lists, search, the project itself (any user of the client; branch visibility in the domain)
  { method: 'GET', path: '/clients/{clientId}/projects', domain: 'projects', auth: 'user' },
  { method: 'GET', path: '/clients/{clientId}/projects/search', domain: 'projects', auth: 'user' },
  { method: 'POST', path: '/projects', domain: 'projects', auth: 'user' },
  { method: 'GET', path: '/projects/{projectId}', domain: 'projects', auth: 'user' },
  { method: 'PATCH', path: '/projects/{projectId}', domain: 'projects', auth: 'user' },
  { method: 'DELETE', path: '/projects/{projectId}', domain: 'projects', auth: 'user' },
  // folders
  { method: 'GET', path: '/clients/{clientId}/folders', domain: 'folders', auth: 'user' },
  { method: 'POST', path: '/clients/{clientId}/folders', domain: 'folders', auth: 'user' },
  { method: 'GET', path: '/folders/{folderId}', domain: 'folders', auth: 'user' },
  { method: 'PATCH', path: '/folders/{folderId}', domain: 'folders', auth: 'user' },
  { method: 'DELETE', path: '/folders/{folderId}', domain: 'folders', auth: 'user' },
  { method: 'POST', path: '/folders/{folderId}/projects', domain: 'folders', auth: 'user' },
  { method: 'DELETE', path: '/folders/{folderId}/projects/{projectId}', domain: 'folders', auth: 'user' },
  // assets: the stimuli of a project, uploaded with presigned URLs then checked (functions/src/assets/README.md)
  { method: 'POST', path: '/projects/{projectId}/assets', domain: 'assets', auth: 'user' },
  { method: 'GET', path: '/projects/{projectId}/assets', domain: 'assets', auth: 'user' },
  { method: 'PATCH', path: '/projects/{projectId}/assets/{assetId}', domain: 'assets', auth: 'user' },
  { method: 'DELETE', path: '/projects/{projectId}/assets/{assetId}', domain: 'assets', auth: 'user' },
  { method: 'POST', path: '/projects/{projectId}/assets/{assetId}/complete', domain: 'assets', auth: 'user' },
  { method: 'POST', path: '/projects/{projectId}/thumbnail', domain: 'assets', auth: 'user' },
  { method: 'POST', path: '/projects/{projectId}/thumbnail/complete', domain: 'assets', auth: 'user' },
  // fieldwork: the checkout's feasibility check (Step Functions)
  { method: 'POST', path: '/projects/{projectId}/feasibility', domain: 'fieldwork', auth: 'user' },
  { method: 'GET', path: '/projects/{projectId}/feasibility', domain: 'fieldwork', auth: 'user' },
  // billing: buying a project (the purchase machine) and how the latest buy went
  { method: 'POST', path: '/projects/{projectId}/buy', domain: 'billing', auth: 'user' },
  { method: 'GET', path: '/projects/{projectId}/buy', domain: 'billing', auth: 'user' },
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
