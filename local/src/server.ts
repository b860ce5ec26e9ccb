import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { API_BASE_PATH } from '@adpulse/shared';
import { sendJson } from './http-util.ts';
import { PortInUseError } from './net.ts';
import { RequestTimings } from './request-timings.ts';
import { SFN_PATH } from './sfn/service.ts';

export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface Routes {
  api: Handler;
  stepFunctions: Handler;
  local: Handler;
  web: Handler;
}

/** Reserved for the runtime's own endpoints; never part of the app's client-side routes. */
export const LOCAL_PATH = '/_local';

/** Host names the runtime answers to (with its port): a page of another site that resolves to 127.0.0.1 (DNS rebinding) sends its own name and is refused. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * Connection limits: a client has 10 s to send its headers and 60 s for a whole request (bodies
 * are at most 6 MB; uploads go to S3, not here); a kept-alive connection idle for 5 s, or any
 * connection silent for 2 minutes, is closed. Checked every second.
 */
export const CONNECTION_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 120_000,
  checkingIntervalMs: 1_000,
} as const;

export type ConnectionLimits = { [K in keyof typeof CONNECTION_LIMITS]: number };

/**
 * One HTTP server for everything the browser and the handlers reach: /api (the API Gateway
 * adapter), /_aws/sfn (Step Functions), /_local (runtime status) and the web app. Until
 * `ready()` it answers 503, so it can listen (and claim its port) before the rest starts.
 */
export class RuntimeServer {
  private readonly server: Server;
  private routes: Routes | undefined;
  private allowedHosts = new Set<string>();
  /** Per connection: when its next request's headers must have arrived (Node's own check is not reliable enough to lean on alone). */
  private readonly headerDeadlines = new WeakMap<Socket, NodeJS.Timeout>();
  /** Each request's server-side latency (/_local/timings). */
  readonly timings = new RequestTimings();

  /** `extraHosts`: more names to answer to (a LAN address when listening beyond loopback). */
  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly extraHosts: readonly string[] = [],
    private readonly limits: ConnectionLimits = CONNECTION_LIMITS,
  ) {
    this.server = createServer(
      { connectionsCheckingInterval: limits.checkingIntervalMs },
      (request, response) => {
        this.expectNoRequest(request.socket);
        const timed = this.timings.begin(request.method ?? 'GET', (request.url ?? '/').split('?')[0] ?? '/');
        response.once('finish', () => {
          timed();
          this.expectRequest(request.socket);
        });
        this.dispatch(request, response).catch((error: unknown) => {
          this.onError(error);
          if (!response.headersSent) sendJson(response, 500, { message: 'Internal error', code: 'internal' });
          else response.destroy();
        });
      },
    );
    this.server.headersTimeout = limits.headersTimeoutMs;
    this.server.requestTimeout = limits.requestTimeoutMs;
    this.server.keepAliveTimeout = limits.keepAliveTimeoutMs;
    this.server.setTimeout(limits.idleTimeoutMs);
    this.server.on('connection', (socket: Socket) => {
      this.expectRequest(socket);
      socket.once('close', () => this.expectNoRequest(socket));
    });
  }

  /**
   * The connection must bring a whole request's headers within the limit, or it is closed. The
   * limit counts from when its bytes arrive, not from when the timer was armed: after a stalled
   * event loop the timer fires before the waiting request is even read. So an expired timer
   * looks once more after the loop has read what is pending (setImmediate runs after the poll
   * phase): a request that arrived meanwhile clears it; bytes that arrived get the full limit
   * from now (once; Node's own headersTimeout still bounds a slow sender).
   */
  private expectRequest(socket: Socket): void {
    if (socket.destroyed) return;
    this.expectNoRequest(socket);
    const bytesAtStart = socket.bytesRead;
    const arm = (ms: number, extended: boolean) => {
      const timer = setTimeout(
        () =>
          setImmediate(() => {
            if (this.headerDeadlines.get(socket) !== timer) return;
            if (!extended && socket.bytesRead !== bytesAtStart) arm(this.limits.headersTimeoutMs, true);
            else socket.destroy();
          }),
        ms,
      );
      timer.unref();
      this.headerDeadlines.set(socket, timer);
    };
    arm(this.limits.headersTimeoutMs, false);
  }

  private expectNoRequest(socket: Socket): void {
    clearTimeout(this.headerDeadlines.get(socket));
    this.headerDeadlines.delete(socket);
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((done, fail) => {
      const onError = (error: NodeJS.ErrnoException) =>
        fail(error.code === 'EADDRINUSE' ? new PortInUseError(port, 'AdPulse app and API') : error);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        const address = this.server.address();
        const listening = typeof address === 'object' && address ? address.port : port;
        const names = [...LOOPBACK_HOSTS, ...this.extraHosts, ...(isWildcard(host) ? [] : [host])];
        this.allowedHosts = new Set(names.map((name) => `${name.toLowerCase()}:${listening}`));
        done(listening);
      });
    });
  }

  ready(routes: Routes): void {
    this.routes = routes;
  }

  close(): Promise<void> {
    this.timings.stop();
    return new Promise((done) => {
      if (!this.server.listening) return done();
      this.server.close(() => done());
      this.server.closeAllConnections();
    });
  }

  private async dispatch(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!this.allowedHosts.has((request.headers.host ?? '').toLowerCase())) {
      request.resume();
      response.setHeader('connection', 'close');
      sendJson(response, 421, {
        message: `This server answers ${[...this.allowedHosts].join(', ')} only`,
        code: 'forbidden',
      });
      return;
    }
    const routes = this.routes;
    if (!routes) {
      request.resume();
      sendJson(
        response,
        503,
        { message: 'The local runtime is starting', code: 'internal' },
        { 'retry-after': '1' },
      );
      return;
    }
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (under(path, API_BASE_PATH)) return routes.api(request, response);
    if (under(path, SFN_PATH)) return routes.stepFunctions(request, response);
    if (under(path, LOCAL_PATH) || under(path, '/_aws')) return routes.local(request, response);
    return routes.web(request, response);
  }
}

const isWildcard = (host: string) => host === '0.0.0.0' || host === '::' || host === '';

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
