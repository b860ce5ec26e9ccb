import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, inject, it } from 'vitest';

/** Whether a TCP connection to host:port is accepted ('refused' when nothing listens there). */
function tryConnect(host: string, port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.setTimeout(5_000, () => {
      socket.destroy();
      reject(new Error(`No answer from ${host}:${port} within 5 s`));
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve('refused');
      else reject(error);
    });
  });
}

/** This machine's addresses other than loopback: what another machine on its networks reaches. */
const outsideAddresses = Object.values(networkInterfaces())
  .flatMap((addresses) => addresses ?? [])
  .filter((address) => !address.internal && address.family === 'IPv4')
  .map((address) => address.address);

/**
 * Issue 22: DynamoDB Local listened on every interface, so anyone on the machine's networks could
 * read and write every table. It must accept connections on 127.0.0.1 only. 127.0.0.2 is loopback
 * too but is not 127.0.0.1: a server bound to every interface accepts it, one bound to 127.0.0.1
 * refuses it, so the check holds on a machine with no network at all.
 */
describe('DynamoDB Local listens on loopback only', () => {
  const port = Number(new URL(inject('integrationRuntime').endpoints.dynamodb).port);

  it('accepts 127.0.0.1 and refuses every other address of the machine', async () => {
    expect(await tryConnect('127.0.0.1', port)).toBe('accepted');
    expect(await tryConnect('127.0.0.2', port)).toBe('refused');
    for (const address of outsideAddresses) {
      expect(await tryConnect(address, port), address).toBe('refused');
    }
  });
});
