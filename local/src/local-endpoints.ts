import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http-util.ts';
import { renderOutboxPage } from './outbox.ts';
import type { RequestTimings } from './request-timings.ts';
import type { LocalResources } from './template.ts';

export interface LocalStatus {
  endpoints: Record<string, string>;
  resources: LocalResources;
  outboxDir: string;
  timings: RequestTimings;
}

/**
 * The runtime's own pages under /_local: `status` (what runs where, as JSON), `outbox` (the
 * e-mails the functions wrote instead of sending them) and `timings?since=<epoch ms>&path=<prefix>`
 * (each request's server-side latency, and the event loop's delay: request-timings.ts).
 */
export function localEndpoints(status: LocalStatus) {
  const body = {
    ready: true,
    endpoints: status.endpoints,
    tables: status.resources.tables.map((table) => table.create.TableName),
    buckets: status.resources.buckets.map((bucket) => bucket.name),
    stateMachines: status.resources.stateMachines.map((machine) => machine.arn),
    functions: status.resources.functions.map((fn) => ({ name: fn.name, entry: fn.entry })),
  };
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    request.resume();
    const url = new URL(request.url ?? '/', 'http://local');
    const path = url.pathname;
    if (path === '/_local/status') return sendJson(response, 200, body);
    if (path === '/_local/timings') {
      const since = Number(url.searchParams.get('since') ?? 0);
      return sendJson(response, 200, {
        requests: status.timings.since(
          Number.isFinite(since) ? since : 0,
          url.searchParams.get('path') ?? '/',
        ),
        loop: status.timings.loopDelay(),
        stalledMs: status.timings.stalledMs(Number.isFinite(since) ? since : 0),
      });
    }
    if (path === '/_local/outbox') {
      const page = renderOutboxPage(status.outboxDir);
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(page),
        'cache-control': 'no-store',
      });
      response.end(page);
      return;
    }
    sendJson(response, 404, { message: 'Not found', code: 'not_found' });
  };
}
