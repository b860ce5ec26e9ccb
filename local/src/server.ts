import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { API_BASE_PATH } from '@adpulse/shared';
import { sendJson } from './http-util.ts';
import { PortInUseError } from './net.ts';
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

/**
 * One HTTP server for everything the browser and the handlers reach: /api (the API Gateway
 * adapter), /_aws/sfn (Step Functions), /_local (runtime status) and the web app. Until
 * `ready()` it answers 503, so it can listen (and claim its port) before the rest starts.
 */
export class RuntimeServer {
  private readonly server: Server;
  private routes: Routes | undefined;

  constructor(private readonly onError: (error: unknown) => void) {
    this.server = createServer((request, response) => {
      this.dispatch(request, response).catch((error: unknown) => {
        this.onError(error);
        if (!response.headersSent) sendJson(response, 500, { message: 'Internal error', code: 'internal' });
        else response.destroy();
      });
    });
    this.server.keepAliveTimeout = 5_000;
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((done, fail) => {
      const onError = (error: NodeJS.ErrnoException) =>
        fail(error.code === 'EADDRINUSE' ? new PortInUseError(port, 'AdPulse app and API') : error);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        const address = this.server.address();
        done(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  ready(routes: Routes): void {
    this.routes = routes;
  }

  close(): Promise<void> {
    return new Promise((done) => {
      if (!this.server.listening) return done();
      this.server.close(() => done());
      this.server.closeAllConnections();
    });
  }

  private async dispatch(request: IncomingMessage, response: ServerResponse): Promise<void> {
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

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
