import type { z } from 'zod';
import {
  accountsContract,
  apiErrorSchema,
  type ApiErrorBody,
  type Domain,
  type RouteContract,
} from '@adpulse/shared';
import type { LoginResponse } from '@adpulse/shared/accounts/index';
import { apiUrl as urlOf, type RouteInput } from '../../web/src/api/client.ts';
import { invoke, type InvokableHandler, type InvokeResult } from './invoke.ts';
import { waitFor } from './wait.ts';

/**
 * Tests call the API through the route contracts of `shared/src/contracts`, never by a method
 * and a path written by hand: `invokeRoute(projectsContract.routes.getProject, { params, token })`.
 * What a call takes is the web client's `RouteInput` of the route; what it answers is typed by
 * the route's response schema. `tests/architecture/test-api-calls.test.ts` keeps it that way.
 */

/** How the caller reaches the API, besides the route's own input. */
export interface CallerOptions {
  token?: string;
  /** Accept-Language; default en. */
  lang?: string;
  /** Source address; by default a random one, so login throttling of one test never reaches another. */
  ip?: string;
  headers?: Record<string, string>;
  /** A body the contract does not describe: Stripe's webhook event, sent as signed. */
  foreignBody?: unknown;
}

/** The JSON a route answers on success, as its response schema reads it. */
export type RouteBody<R extends RouteContract> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : undefined;

export interface RouteAnswer<R extends RouteContract> {
  status: number;
  /** The answer's JSON: the route's response on success (on a refusal, read `error`). */
  body: RouteBody<R>;
  /** The refusal's body with its stable code, when the status is 4xx or 5xx. */
  error: ApiErrorBody | undefined;
  headers: Record<string, string>;
}

/** Input that breaks the route's schema on purpose, to test its refusal. */
export function malformed(value: unknown): never {
  return value as never;
}

const HANDLERS: Record<Domain, () => Promise<{ handler: InvokableHandler }>> = {
  platform: () => import('../../functions/src/platform/handler.ts'),
  accounts: () => import('../../functions/src/accounts/handler.ts'),
  projects: () => import('../../functions/src/projects/handler.ts'),
  folders: () => import('../../functions/src/folders/handler.ts'),
  assets: () => import('../../functions/src/assets/handler.ts'),
  fieldwork: () => import('../../functions/src/fieldwork/handler.ts'),
  analysis: () => import('../../functions/src/analysis/handler.ts'),
  billing: () => import('../../functions/src/billing/handler.ts'),
  sharing: () => import('../../functions/src/sharing/handler.ts'),
};

function answerOf<R extends RouteContract>(result: InvokeResult): RouteAnswer<R> {
  const refused = result.status >= 400;
  const parsed = refused ? apiErrorSchema.safeParse(result.body) : undefined;
  return {
    status: result.status,
    body: result.body as RouteBody<R>,
    error: parsed?.success ? parsed.data : undefined,
    headers: result.headers,
  };
}

/**
 * Calls the route's domain handler in-process with the API Gateway event the local adapter
 * builds (integration tests): the same handler, path and route key the deployed API would use.
 */
export async function invokeRoute<R extends RouteContract>(
  route: R,
  input: RouteInput<R> & CallerOptions,
): Promise<RouteAnswer<R>> {
  const { handler } = await HANDLERS[route.domain]();
  const { params, query } = input as { params?: object; query?: object };
  const body = bodyOf(input);
  const result = await invoke(handler, route.method, route.path, {
    ...(params ? { params: params as Record<string, string> } : {}),
    ...(query ? { query: query as Record<string, string | number | undefined> } : {}),
    ...(body !== undefined ? { body } : {}),
    ...callerOf(input),
  });
  return answerOf<R>(result);
}

function bodyOf(input: CallerOptions): unknown {
  return (input as { body?: unknown }).body ?? input.foreignBody;
}

function callerOf(input: CallerOptions): CallerOptions {
  const { token, lang, ip, headers } = input;
  return {
    ...(token ? { token } : {}),
    ...(lang ? { lang } : {}),
    ...(ip ? { ip } : {}),
    ...(headers ? { headers } : {}),
  };
}

/** Sends the route over HTTP to a running API (`runtime.apiUrl`), as the web client would. */
export async function requestRoute<R extends RouteContract>(
  apiUrl: string,
  route: R,
  input: RouteInput<R> & CallerOptions,
): Promise<RouteAnswer<R>> {
  const { token, lang, headers } = callerOf(input);
  const body = bodyOf(input);
  const response = await fetch(urlOf(apiUrl, route, input), {
    method: route.method,
    headers: {
      'accept-language': lang ?? 'en',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return answerOf<R>({
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    headers: Object.fromEntries(response.headers),
  });
}

/** `requestRoute` for arranging data: the success body, or an error naming the route and its refusal. */
export async function callRoute<R extends RouteContract>(
  apiUrl: string,
  route: R,
  input: RouteInput<R> & CallerOptions,
): Promise<RouteBody<R>> {
  const answer = await requestRoute(apiUrl, route, input);
  if (answer.status >= 400)
    throw new Error(
      `${route.domain}.${route.name} answered ${answer.status}: ${JSON.stringify(answer.error ?? answer.body)}`,
    );
  return answer.body;
}

/**
 * `invokeRoute` for a table of probes over many routes (roles, tenancy): the input is checked
 * by the route's handler, not typed per route.
 */
export function probeRoute<R extends RouteContract>(
  route: R,
  input: { params?: Record<string, string>; body?: unknown } & CallerOptions,
): Promise<RouteAnswer<R>> {
  return invokeRoute(route, input as RouteInput<R> & CallerOptions);
}

/** One caller's `callRoute`: the token is the caller's, the route and its input the call's. */
export type RouteCaller = <R extends RouteContract>(route: R, input: RouteInput<R>) => Promise<RouteBody<R>>;

export function routeCaller(apiUrl: string, token: string): RouteCaller {
  return (route, input) => callRoute(apiUrl, route, { ...input, token });
}

/**
 * Signs a client user in through POST /users/login, as the login form does; throws on a refusal.
 * A login answered `common.busy` (the password hash could not finish in the function's time on a
 * loaded machine: overload, no attempt counted) is sent again, as the web app does with a busy answer.
 */
export async function loginAt(apiUrl: string, email: string, password: string): Promise<LoginResponse> {
  const route = accountsContract.routes.login;
  const input = { body: { email, password, domain: 'client' as const } };
  const answer = await waitFor(`A login of ${email} not answered busy`, async () => {
    const attempt = await requestRoute(apiUrl, route, input);
    return attempt.status === 429 && attempt.error?.code === 'common.busy' ? undefined : attempt;
  });
  if (answer.status >= 400)
    throw new Error(
      `accounts.login answered ${answer.status}: ${JSON.stringify(answer.error ?? answer.body)}`,
    );
  return answer.body;
}
