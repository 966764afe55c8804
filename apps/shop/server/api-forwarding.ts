import type { Api } from '@cairn/api';
import type { Fetch } from '@cairn/commerce-client';
import { currentRequestId } from '@cairn/server-kit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';

/** What the API answers, besides `/healthz`: every other GET is a page. */
export const apiPrefixes = ['/api/', '/content/', '/commerce/', '/images/'];

/** A `Fetch` to the API for one client request, given the socket's bindings (`c.env`). */
export type ApiFetchFor = (bindings: unknown) => Fetch;

/**
 * Calls the API for a client request: in-process with the socket's bindings (so the API sees
 * the client's real address, `getConnInfo`), or at `apiUrl` with the socket's address added to
 * X-Forwarded-For (that API then trusts one more hop, TRUST_PROXY).
 */
export function apiFetcher({ api, apiUrl }: { api?: Api; apiUrl?: string }): ApiFetchFor {
  return (bindings) => (request) => {
    if (api) return Promise.resolve(api.app.fetch(request, bindings));
    const url = new URL(request.url);
    const forwarded = new Request(new URL(url.pathname + url.search, apiUrl), request);
    // One request id through the page and the API calls made for it (the in-process API
    // reads it from the request's async context).
    const requestId = currentRequestId();
    if (requestId && !forwarded.headers.has('x-request-id')) {
      forwarded.headers.set('x-request-id', requestId);
    }
    const socket = socketAddress(bindings);
    if (socket) {
      const chain = forwarded.headers.get('x-forwarded-for');
      forwarded.headers.set('x-forwarded-for', chain ? `${chain}, ${socket}` : socket);
    }
    // A fetched answer's headers are immutable; the shop's own (CSP, no-store) go on a copy.
    return fetch(forwarded).then(
      (response) =>
        new Response(response.body, {
          status: response.status,
          statusText: response.statusText,
          headers: new Headers(response.headers),
        }),
    );
  };
}

/** `/healthz` and the API's prefixes, answered by the API as the client asked them. */
export function apiRoutes(apiFetchFor: ApiFetchFor): Hono {
  const app = new Hono();
  const forward = (c: { req: { raw: Request }; env: unknown }) => apiFetchFor(c.env)(c.req.raw);
  app.all('/healthz', forward);
  for (const prefix of apiPrefixes) app.all(`${prefix}*`, forward);
  return app;
}

/** The socket's peer address in `@hono/node-server` bindings, if there is a socket. */
function socketAddress(bindings: unknown): string | undefined {
  if (!bindings) return undefined;
  try {
    return getConnInfo({ env: bindings } as Parameters<typeof getConnInfo>[0]).remote.address;
  } catch {
    return undefined;
  }
}
