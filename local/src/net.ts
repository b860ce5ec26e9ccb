import { createServer } from 'node:net';

/** A port nobody listens on right now (the OS picks it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not allocate a free port'));
      });
    });
  });
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly purpose: string,
  ) {
    super(`Port ${port} (${purpose}) is already in use: stop the process using it or choose another port.`);
    this.name = 'PortInUseError';
  }
}

/** Fails with a clear message when `port` is taken, before a child process fails obscurely on it. */
export function assertPortFree(port: number, purpose: string, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, purpose) : error);
    });
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
