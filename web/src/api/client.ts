import type { z } from 'zod';
import type { Language } from '@adpulse/shared';
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
  /** Error texts for failures without an API body, in the current language. */
  fallbackMessage(kind: 'network' | 'default'): string;
}

export interface CallOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Validates the answer; without it the call resolves to the parsed JSON as unknown. */
  schema?: z.ZodType<T>;
  area?: CallArea;
  /** False for calls whose 401 means something else than an expired session (login, logout). */
  reactToUnauthorized?: boolean;
  /** Shows the global loader while the call runs. */
  showLoader?: boolean;
  /** Lets the request finish even if the page unloads meanwhile. */
  keepalive?: boolean;
  signal?: AbortSignal;
}

let settings: ApiClientSettings | null = null;

export function configureApiClient(next: ApiClientSettings): void {
  settings = next;
}

export function apiUrl(baseUrl: string, path: string, query?: CallOptions<unknown>['query']): string {
  const base = baseUrl.replace(/\/+$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/** One call to the API: JSON in and out, the session token and the current language attached. */
export async function apiCall<T = unknown>(path: string, options: CallOptions<T> = {}): Promise<T> {
  if (!settings) throw new Error('The API client is used before configureApiClient()');
  const current = settings;
  if (!options.showLoader) return send(current, path, options);
  current.loading(1);
  try {
    return await send(current, path, options);
  } finally {
    current.loading(-1);
  }
}

async function send<T>(current: ApiClientSettings, path: string, options: CallOptions<T>): Promise<T> {
  const token = current.token();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': current.language(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(current.baseUrl, path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', current.fallbackMessage('network'));
  }

  const body = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, body, current.fallbackMessage('default'));
    const reaction = reactionTo(response.status, {
      hadSession: token !== null,
      area: options.area ?? 'default',
    });
    if (reaction === 'logout' && options.reactToUnauthorized !== false) current.onUnauthorized();
    if (reaction === 'dashboard') current.onResultsMissing();
    throw error;
  }
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, 'unexpected', current.fallbackMessage('default'));
  return parsed.data;
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
