import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type RunningShop, startShop } from './harness.ts';

/**
 * Whether the replica tests can run: they need a PostgreSQL server and a Redis (CI sets both;
 * a laptop may have neither). Without them the tests are skipped with this message.
 */
export const replicaServices = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
};
export const replicasSkipReason =
  replicaServices.databaseUrl && replicaServices.redisUrl
    ? undefined
    : 'DATABASE_URL and REDIS_URL are not both set: the three-replica tests are skipped (CI sets both).';

/**
 * A small round-robin load balancer: each request goes to the next replica in turn (not each
 * connection, so a browser's kept-alive connection still meets every replica), with
 * `X-Forwarded-For` as a real one adds it and the replica that answered in `X-Replica` (1-3).
 */
export type RoundRobinProxy = {
  url: string;
  /** The replica (0-based) that answered each request, in order. */
  servedBy: number[];
  close(): Promise<void>;
};

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const servedBy: number[] = [];
  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    servedBy.push(index);
    const upstream = new URL(upstreams[index] ?? '');
    const client = incoming.socket.remoteAddress ?? '127.0.0.1';
    const forwardedFor = incoming.headers['x-forwarded-for'];
    const proxied = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-replica': String(index + 1),
        });
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('The replica did not answer');
    });
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    servedBy,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ReplicaSet = {
  /** The load balancer's origin: what a shopper talks to. */
  readonly url: string;
  /** Each replica's own origin, to talk to one directly (e.g. send a webhook to replica 1). */
  readonly replicas: readonly RunningShop[];
  readonly proxy: RoundRobinProxy;
  /** The Redis key prefix these replicas share (their own, so runs never meet). */
  readonly keyPrefix: string;
  readonly databaseUrl: string;
};

/**
 * Three (or `count`) built shop processes started together on one fresh PostgreSQL database
 * and one Redis under a key prefix of their own, behind a round-robin proxy: the deployment
 * of compose.yaml without Docker. Started before the surrounding describe's tests, stopped
 * (and the database dropped) after them. Use inside `describe.skipIf(replicasSkipReason)`.
 */
export function useReplicaSet({
  count = 3,
  env = {},
}: {
  count?: number;
  env?: Record<string, string>;
} = {}): ReplicaSet {
  const suffix = randomBytes(5).toString('hex');
  const databaseName = `cairn_replicas_${suffix}`;
  const keyPrefix = `cairn-test-replicas-${suffix}:`;
  let replicas: RunningShop[] = [];
  let proxy: RoundRobinProxy | undefined;
  let databaseUrl = '';

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: replicaServices.databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    if (!replicaServices.databaseUrl || !replicaServices.redisUrl) return;
    await admin(`create database "${databaseName}"`);
    const url = new URL(replicaServices.databaseUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.href;
    // All at once on the empty database: migrations and seeding must take turns by themselves.
    const started = await Promise.allSettled(
      Array.from({ length: count }, () =>
        startShop({
          env: {
            DATABASE_URL: databaseUrl,
            REDIS_URL: replicaServices.redisUrl ?? '',
            REDIS_KEY_PREFIX: keyPrefix,
            // The proxy below is the one hop in front of the replicas.
            TRUST_PROXY: '1',
            LOG_FORMAT: 'json',
            ...env,
          },
          // Three processes starting on two shared cores, one seeding while the others wait.
          startTimeoutMs: 240_000,
        }),
      ),
    );
    replicas = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startRoundRobinProxy(replicas.map((replica) => replica.url));
  }, 300_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(replicas.map((replica) => replica.stop()));
    if (databaseUrl) await admin(`drop database if exists "${databaseName}" with (force)`);
  });

  const running = () => {
    if (!proxy) throw new Error('The replica set is used outside its describe block');
    return proxy;
  };
  return {
    get url() {
      return running().url;
    },
    get replicas() {
      running();
      return replicas;
    },
    get proxy() {
      return running();
    },
    keyPrefix,
    get databaseUrl() {
      return databaseUrl;
    },
  };
}
