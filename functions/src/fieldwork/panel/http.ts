/** A provider's API answered with an error, or not at all; Step Functions retries the task. */
export class PanelApiError extends Error {
  override name = 'PanelApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;

export interface JsonRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Statuses that are answers, not failures (a 409 for a project that exists). */
  accept?: readonly number[];
}

/** JSON in and out with a timeout; a non-2xx answer (other than `accept`) is a PanelApiError. */
export async function jsonCall<T>(request: JsonRequest): Promise<{ status: number; body: T }> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PanelApiError(`${request.method} ${request.url} failed: ${(error as Error).message}`, undefined);
  }
  const text = await response.text();
  if (!response.ok && !(request.accept ?? []).includes(response.status)) {
    throw new PanelApiError(
      `${request.method} ${request.url} answered ${response.status}: ${text.slice(0, 300)}`,
      response.status,
    );
  }
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
