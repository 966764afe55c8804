import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: Hono's map is extended by merging an interface
  interface ContextVariableMap {
    /** The client address `clientAddresses` worked out for this request (see `addressBlock`). */
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

/**
 * The block of addresses one client holds, which is what every per-address limit counts: an
 * IPv4 address is itself (an IPv4-mapped IPv6 one, `::ffff:192.0.2.1`, too), but one IPv6
 * subscriber is given a whole /64 at least (RFC 6177), so an IPv6 address stands for its /64
 * (`2001:db8:1:2::/64`). Counted address by address, one host could step through 2^64
 * addresses and never meet a limit. Anything else (`unknown`) is kept as it is.
 */
export function addressBlock(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(bare)) return address;
  return `${networkGroups(bare).join(':')}::/64`;
}

/** The first four 16-bit groups (the /64) of a valid IPv6 address, as short hex. */
function networkGroups(address: string): string[] {
  // An IPv4 tail (`64:ff9b::192.0.2.1`) is the last two groups, outside the /64.
  const [head = '', tail] = address.replace(/\d+\.\d+\.\d+\.\d+$/, '0:0').split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros =
    tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
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
 * Works out each request's client address once (see `addressFromChain`), as the block the
 * limits count (`addressBlock`), for `clientAddress`.
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
      addressBlock(
        addressFromChain(socketAddress(c), c.req.header('x-forwarded-for'), trustedHops),
      ),
    );
    await next();
  };
}

/**
 * The client address `clientAddresses` worked out (an IPv6 client's /64, see `addressBlock`);
 * without it, the socket's, or `unknown`. Every per-address limit takes this.
 */
export function clientAddress(c: Context): string {
  return c.get('clientAddress') ?? addressBlock(socketAddress(c) ?? 'unknown');
}
