import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * One HTTP request on its own connection, optionally from a chosen loopback source address
 * (any of 127.0.0.0/8 on Linux): the local API takes the socket's address as the caller's
 * `sourceIp`, as API Gateway does, so tests can play many callers or one.
 */
export function sendRaw(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  } = {},
): Promise<RawAnswer> {
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        headers: {
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** POST of a JSON body from a source address. */
export function postJson(
  url: string,
  body: unknown,
  localAddress?: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return sendRaw(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: JSON.stringify(body),
    ...(localAddress ? { localAddress } : {}),
  });
}

/** How many answers had each status: `{ 401: 5, 429: 46 }`. */
export function countStatuses(answers: readonly RawAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

let used = 0;
const secondOctet = 1 + Math.floor(Math.random() * 250);

/** A loopback source address no other call of this file used: 127.<random>.<n / 250>.<n % 250 + 1>. */
export function freshLoopbackAddress(): string {
  const n = used;
  used += 1;
  return `127.${secondOctet}.${Math.floor(n / 250) % 256}.${1 + (n % 250)}`;
}
