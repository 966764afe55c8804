import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type TcpFaultProxy = {
  /** The port clients connect to instead of the target's. */
  port: number;
  /**
   * What a server restart looks like from the client: every open connection is dropped and
   * new ones are refused until `restore`.
   */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP proxy between the app and a server (PostgreSQL, Redis) that can drop every connection
 * and refuse new ones for a while: a restart of the shared server, without restarting it.
 */
export async function startTcpFaultProxy(target: {
  host: string;
  port: number;
}): Promise<TcpFaultProxy> {
  const open = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  function listen(): Promise<void> {
    const next = createServer((client) => {
      const upstream = createConnection(target);
      open.add(client);
      open.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        open.delete(client);
        open.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    server = next;
    return new Promise((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  }

  function stop(): Promise<void> {
    const current = server;
    server = undefined;
    // A reset, not a polite FIN: what a killed server leaves its clients.
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
    return new Promise((resolve) => (current ? current.close(() => resolve()) : resolve()));
  }

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
