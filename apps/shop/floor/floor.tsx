/**
 * The framework floor (issue 33): the smallest app on the shop's own React, TanStack Router and
 * TanStack Query, one route whose loader fills the query cache and whose component reads it, as
 * every shop page does. `scripts/js-budget.ts` builds it in the same run as the shop and measures
 * it the same way, so the routes' budgets are set above what the framework alone costs and follow
 * its upgrades, not a figure fixed on the day it was written.
 */
import {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useSuspenseQuery,
} from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const greeting = queryOptions({
  queryKey: ['greeting'],
  queryFn: () => Promise.resolve('A one-heading page'),
});

const queryClient = new QueryClient();
const rootRoute = createRootRoute({ component: Outlet });
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: () => queryClient.ensureQueryData(greeting),
  component: function Floor() {
    const { data } = useSuspenseQuery(greeting);
    return <h1>{data}</h1>;
  },
});
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
