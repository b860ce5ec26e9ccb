import { PanelError, type PanelErrorKind } from './panel-error.ts';

export interface JsonCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export type Fetch = typeof fetch;

/** Time a provider call may take before it counts as unavailable (the tasks' own timeouts are longer). */
const CALL_TIMEOUT_MS = 10_000;

/** One HTTP call; a network failure or timeout is an `unavailable` PanelError. */
export async function send(provider: string, call: JsonCall, fetchImpl: Fetch): Promise<JsonAnswer> {
  const form = call.body instanceof FormData;
  let response: Response;
  try {
    response = await fetchImpl(call.url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
        ...call.headers,
      },
      ...(call.body !== undefined
        ? { body: form ? (call.body as FormData) : JSON.stringify(call.body) }
        : {}),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PanelError(provider, 'unavailable', `${call.method} ${call.url}: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a gateway's HTML page): kept as text for the error message.
  }
  return { status: response.status, body };
}

/** The error kind of an HTTP status where the status alone decides it. */
export function kindOfStatus(status: number): PanelErrorKind | undefined {
  if (status === 401 || status === 403) return 'bad-token';
  if (status === 404) return 'not-found';
  if (status >= 500 || status === 429) return 'unavailable';
  return undefined;
}
