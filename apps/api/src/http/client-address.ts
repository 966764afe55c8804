import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: Hono's map is extended by merging an interface
  interface ContextVariableMap {
    /** The client address `clientAddresses` worked out for this request. */
    clientAddress?: string;
  }
}

/**
 * The client's address as Express's `trust proxy` with a number of hops reads it: the socket's
 * peer and the `X-Forwarded-For` entries form a chain (client first, socket last); the last
 * `trustedHops` entries are our own proxies, so the one before them is the client. With 0 hops
 * the header is ignored: anyone can write it.
 */
export function addressFromChain(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  const socket = socketAddress || 'unknown';
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    socket,
  ];
  return (chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket).slice(0, 100);
}

/** The socket's peer address, when the request came through `@hono/node-server`. */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket: app.request() in tests, or a caller that passed no bindings.
    return undefined;
  }
}

/**
 * Works out each request's client address once (see `addressFromChain`) for `clientAddress`.
 * Mount it first on the API; a caller in the same process passes the socket's bindings as the
 * second argument of `app.fetch(request, env)`.
 */
export function clientAddresses({
  trustedHops = 0,
}: {
  trustedHops?: number;
} = {}): MiddlewareHandler {
  return async function resolveClientAddress(c, next) {
    c.set(
      'clientAddress',
      addressFromChain(socketAddress(c), c.req.header('x-forwarded-for'), trustedHops),
    );
    await next();
  };
}

/** The client address `clientAddresses` worked out; without it, the socket's, or `unknown`. */
export function clientAddress(c: Context): string {
  return c.get('clientAddress') ?? socketAddress(c) ?? 'unknown';
}
