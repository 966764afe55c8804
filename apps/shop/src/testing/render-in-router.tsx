import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { parsePlainSearch, stringifyPlainSearch } from '../site/plain-search.ts';

/**
 * Renders `page` at `url` inside a router that reads search params as the shop's does, for
 * components built on the router's links. Resolves once the route has loaded; wait for the
 * content before asserting. The router comes back with the render, for a test that follows a
 * link in the app.
 *
 * @example await renderInRouter('/all/clothing/jackets?page=2', () => <Pagination … />)
 */
export async function renderInRouter(url: string, page: () => ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
  await router.load();
  return Object.assign(render(<RouterProvider router={router} />), { router });
}
