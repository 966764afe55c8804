import { createOwnServerClient } from '@cairn/commerce-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { CommerceProvider } from '../../commerce/commerce-context.tsx';

export type FakeAnswer = { status?: number; body?: unknown; token?: string };
export type SentRequest = { method: string; path: string; body: unknown };

/**
 * Answers the browser's fetch by "METHOD /path" (without the origin), records what was sent,
 * and fails loudly for anything unexpected. Paths under /commerce are the commerce backend.
 */
export function stubFetch(answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    const key = `${request.method} ${url.pathname}`;
    sent.push({ method: request.method, path: url.pathname, body });
    const answer = answers[key];
    if (!answer)
      return new Response(JSON.stringify({ error: `unexpected ${key}` }), { status: 599 });
    const {
      status = 200,
      body: reply = {},
      token,
    } = typeof answer === 'function' ? answer(body) : answer;
    return new Response(JSON.stringify(reply), {
      status,
      headers: { 'content-type': 'application/json', ...(token ? { 'API-Token': token } : {}) },
    });
  });
  return sent;
}

/**
 * Renders one page at `path` in a memory router with the shop's providers (query cache,
 * commerce client over localStorage) and stand-in pages for where it may navigate.
 */
export function renderCustomerPage(path: string, routes: Record<string, () => ReactNode>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const shop = createOwnServerClient({ baseUrl: window.location.origin });
  const root = createRootRouteWithContext<{ shop: typeof shop }>()({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <CommerceProvider>
          <Outlet />
        </CommerceProvider>
      </QueryClientProvider>
    ),
  });
  const children = Object.entries(routes).map(([routePath, component]) =>
    createRoute({ getParentRoute: () => root, path: routePath, component }),
  );
  const router = createRouter({
    routeTree: root.addChildren(children),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { shop },
  });
  const view = render(<RouterProvider router={router as never} />);
  return { ...view, router, queryClient };
}
