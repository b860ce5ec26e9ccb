import type { z } from 'zod';
import { fillPath, type Contract, type RouteContract } from '@adpulse/shared/contracts/define';
import type { Language } from '@adpulse/shared/i18n/index';
import { ApiError, toApiError } from './api-error.ts';
import { reactionTo, type CallArea } from './reactions.ts';

export interface ApiClientSettings {
  baseUrl: string;
  token(): string | null;
  language(): Language;
  /** A call made with a session answered 401. */
  onUnauthorized(): void;
  /** A results call answered 404 or 405. */
  onResultsMissing(): void;
  /** The global loader: +1 when a call that asked for it starts, -1 when it ends. */
  loading(delta: 1 | -1): void;
}

export interface CallOptions {
  area?: CallArea;
  /** False for calls whose 401 means something else than an expired session (login, logout). */
  reactToUnauthorized?: boolean;
  /** Shows the global loader while the call runs. */
  showLoader?: boolean;
  /** Lets the request finish even if the page unloads meanwhile. */
  keepalive?: boolean;
  signal?: AbortSignal;
}

type In<S> = S extends z.ZodType ? z.input<S> : never;
type Part<K extends string, S> = S extends z.ZodType
  ? Partial<In<S>> extends In<S>
    ? { [P in K]?: In<S> }
    : { [P in K]: In<S> }
  : { [P in K]?: never };

/** What a call of a route takes: its path parameters, query and body, typed by its contract. */
export type RouteInput<R extends RouteContract> = Part<'params', R['params']> &
  Part<'query', R['query']> &
  Part<'body', R['body']>;

/** What a call of a route resolves to: its response as the contract's schema parses it. */
export type RouteOutput<R extends RouteContract> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : void;

/** One route as a function: `projectsApi.getProject({ params: { projectId } })`. */
export interface RouteCall<R extends RouteContract> {
  (input: RouteInput<R>, options?: CallOptions): Promise<RouteOutput<R>>;
  readonly route: R;
}

type ClientOf<C extends Contract> = { [K in keyof C['routes']]: RouteCall<C['routes'][K]> };

let settings: ApiClientSettings | null = null;

export function configureApiClient(next: ApiClientSettings): void {
  settings = next;
}

/** The URL of a call: the configured base, the route's path with its parameters, the query. */
export function apiUrl(
  baseUrl: string,
  route: Pick<RouteContract, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const base = baseUrl.replace(/\/+$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return `${base}${fillPath(route.path, input.params as Record<string, unknown>)}${qs ? `?${qs}` : ''}`;
}

function routeCall<R extends RouteContract>(route: R): RouteCall<R> {
  const call = async (input: RouteInput<R>, options: CallOptions = {}) => {
    if (!settings) throw new Error('The API client is used before configureApiClient()');
    const current = settings;
    if (!options.showLoader) return send(current, route, input, options);
    current.loading(1);
    try {
      return await send(current, route, input, options);
    } finally {
      current.loading(-1);
    }
  };
  return Object.assign(call, { route }) as RouteCall<R>;
}

/**
 * The typed client of one domain, made from its shared contract: no screen builds a URL. Each
 * call sends the session token and the language, JSON in and out, and parses the answer with
 * the route's response schema; a failure is an ApiError with the stable code, its params and
 * field details. One module per domain (`api/accounts.ts`, ...) so a screen's bundle holds only
 * the contracts it calls: the login page does not download the results schemas.
 */
export function clientOf<C extends Contract>(contract: C): ClientOf<C> {
  return Object.fromEntries(
    Object.entries(contract.routes).map(([name, route]) => [name, routeCall(route)]),
  ) as unknown as ClientOf<C>;
}

async function send<R extends RouteContract>(
  current: ApiClientSettings,
  route: R,
  input: RouteInput<R>,
  options: CallOptions,
  resent = false,
): Promise<RouteOutput<R>> {
  const token = current.token();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': current.language(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = (input as { body?: unknown }).body;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(current.baseUrl, route, input), {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network');
  }

  // The session renewed while this call ran (SessionWatch): the server revoked the token it
  // carried, so its 401 says nothing of the session. A 401 is answered before any work, so the
  // call is sent again, once, with the current token.
  const latest = current.token();
  if (response.status === 401 && !resent && token !== null && latest !== null && latest !== token) {
    return send(current, route, input, options, true);
  }
  const answer = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, answer);
    const reaction = reactionTo(response.status, {
      hadSession: token !== null,
      area: options.area ?? 'default',
    });
    if (reaction === 'logout' && options.reactToUnauthorized !== false) current.onUnauthorized();
    if (reaction === 'dashboard') current.onResultsMissing();
    throw error;
  }
  if (!route.response) return undefined as RouteOutput<R>;
  const parsed = route.response.safeParse(answer);
  if (!parsed.success) throw new ApiError(response.status, 'unexpected');
  return parsed.data as RouteOutput<R>;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
