import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { sendJson } from './http-util.ts';
import { CONNECTION_LIMITS, RuntimeServer } from './server.ts';

const HEADERS_TIMEOUT_MS = 300;
const STALL_MS = 1500;

/** A server whose API stalls this thread's event loop on /api/stall, as an in-process analysis did. */
async function stallingServer(): Promise<{ server: RuntimeServer; port: number }> {
  const server = new RuntimeServer(() => undefined, [], {
    ...CONNECTION_LIMITS,
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: 1000,
  });
  const port = await server.listen(0, '127.0.0.1');
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.includes('stall')) {
      const until = Date.now() + STALL_MS;
      while (Date.now() < until) {
        // The loop is blocked: nothing is read meanwhile.
      }
    }
    sendJson(response, 200, { ok: true });
  };
  server.ready({
    api: async (request, response) => answer(request, response),
    stepFunctions: async (request, response) => answer(request, response),
    local: async (request, response) => answer(request, response),
    web: async (request, response) => answer(request, response),
  });
  return { server, port };
}

/**
 * The client runs in a worker thread, whose event loop the server's stall does not block: it
 * asks on connection A, then stalls the server through connection B, then sends its next request
 * on A (kept alive) while the server is stalled. It reports what A's second request got.
 */
const CLIENT = `
const { workerData, parentPort } = require('node:worker_threads');
const net = require('node:net');
const { port, host } = workerData;
const request = (path) => 'GET ' + path + ' HTTP/1.1\\r\\nHost: ' + host + '\\r\\n\\r\\n';
const a = net.connect(port, '127.0.0.1');
let received = '';
let answers = 0;
a.on('data', (chunk) => {
  received += chunk.toString();
  const count = received.split('HTTP/1.1 200').length - 1;
  if (count > answers) {
    answers = count;
    if (answers === 1) {
      const b = net.connect(port, '127.0.0.1', () => b.write(request('/api/stall')));
      b.on('data', () => b.end());
      setTimeout(() => a.write(request('/api/second')), 200);
    } else {
      parentPort.postMessage('answered');
      a.end();
    }
  }
});
a.on('close', () => parentPort.postMessage(answers >= 2 ? 'answered' : 'closed'));
a.on('error', () => undefined);
a.write(request('/api/first'));
`;

const servers: RuntimeServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

describe('the header deadline', () => {
  it('counts from when bytes arrive: a request sent while the loop was stalled is answered', async () => {
    const { server, port } = await stallingServer();
    servers.push(server);
    const client = new Worker(CLIENT, { eval: true, workerData: { port, host: `127.0.0.1:${port}` } });
    const outcome = await new Promise<string>((resolve) => client.once('message', resolve));
    await client.terminate();
    expect(outcome).toBe('answered');
  });

  it('still closes a connection that sends nothing', async () => {
    const { server, port } = await stallingServer();
    servers.push(server);
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(Date.now() - started).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(HEADERS_TIMEOUT_MS + 2000);
  });
});
