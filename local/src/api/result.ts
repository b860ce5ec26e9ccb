import type { ServerResponse } from 'node:http';

type Headers = Record<string, string>;

/**
 * Writes what a Lambda returned the way API Gateway (payload 2.0) turns it into a response:
 * a structured result ({ statusCode, headers, cookies, body, isBase64Encoded }) as is; anything
 * else is taken as a JSON body with status 200. Returns the status written.
 */
export function writeLambdaResult(
  response: ServerResponse,
  result: unknown,
  finalHeaders: (headers: Headers) => Headers,
): number {
  const structured = isStructured(result) ? result : undefined;
  const status = structured ? Number(structured.statusCode) : 200;
  const headers: Headers = {};
  if (structured?.headers && typeof structured.headers === 'object') {
    for (const [name, value] of Object.entries(structured.headers as Record<string, unknown>)) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }
  } else if (!structured) {
    headers['content-type'] = 'application/json';
  }
  const body = bodyOf(structured, result);
  const cookies = Array.isArray(structured?.cookies) ? structured.cookies.map(String) : [];
  const written = { ...finalHeaders(headers), 'content-length': String(body.length) };
  for (const [name, value] of Object.entries(written)) response.setHeader(name, value);
  if (cookies.length) response.setHeader('set-cookie', cookies);
  response.writeHead(status);
  response.end(body);
  return status;
}

interface StructuredResult {
  statusCode: unknown;
  headers?: unknown;
  cookies?: unknown;
  body?: unknown;
  isBase64Encoded?: unknown;
}

function isStructured(result: unknown): result is StructuredResult {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

function bodyOf(structured: StructuredResult | undefined, result: unknown): Buffer {
  if (!structured) {
    if (result === undefined) return Buffer.alloc(0);
    return Buffer.from(typeof result === 'string' ? result : JSON.stringify(result));
  }
  const body = structured.body;
  if (body === undefined || body === null) return Buffer.alloc(0);
  return Buffer.from(String(body), structured.isBase64Encoded === true ? 'base64' : 'utf8');
}
