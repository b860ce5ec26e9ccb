import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in received: method, path, query, headers and the raw body. */
export interface PanelCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface PanelAnswer {
  status: number;
  body?: unknown;
}

export interface RunningStandIn {
  url: string;
  calls: PanelCall[];
  /**
   * The next `times` calls whose path matches answer `status` (a provider's 429 or 5xx) before
   * the stand-in sees them.
   */
  failNext(status: number, times: number, path?: RegExp): void;
  stop(): Promise<void>;
}

/** One HTTP server on loopback answering JSON; `route` gives each call its answer. */
export async function serveStandIn(
  route: (call: PanelCall, url: string) => PanelAnswer | Promise<PanelAnswer>,
): Promise<RunningStandIn> {
  const calls: PanelCall[] = [];
  const faults: { status: number; left: number; path: RegExp }[] = [];
  let origin = '';
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', origin);
      const call: PanelCall = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      calls.push(call);
      const fault = faults.find((candidate) => candidate.left > 0 && candidate.path.test(call.path));
      if (fault) fault.left -= 1;
      Promise.resolve()
        .then(() =>
          fault
            ? { status: fault.status, body: { message: `stand-in fault ${fault.status}` } }
            : route(call, `${origin}${request.url ?? '/'}`),
        )
        .then(
          (answer) => answer,
          (error: unknown) => ({ status: 500, body: { message: String(error) } }),
        )
        .then((answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    calls,
    failNext: (status, times, path = /./) => {
      faults.push({ status, left: times, path });
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A multipart/form-data body's fields and files, as the server side reads them. */
export async function formOf(call: PanelCall): Promise<FormData> {
  return new Response(new Uint8Array(call.body), {
    headers: { 'content-type': String(call.headers['content-type']) },
  }).formData();
}

export const jsonOf = (call: PanelCall): unknown =>
  call.body.length ? JSON.parse(call.body.toString('utf8')) : undefined;
