import { globalsQueryOptions, setupQueryOptions } from '@cairn/commerce-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  HeadContent,
  type MakeRouteMatchUnion,
  Outlet,
  Scripts,
  useMatches,
} from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect } from 'react';
import { CommerceProvider } from '../commerce/commerce-context.tsx';
import { Layout } from '../layouts/Layout.tsx';
import { pageLoaderDataOf } from '../page-types/page-loader-data.ts';
import { PreviewBridge } from '../preview/PreviewBridge.tsx';
import { previewOf, previewSearch } from '../preview/preview-search.ts';
import type { LayoutName, RouterContext } from '../router-context.ts';
import { NavigationProgress } from '../site/NavigationProgress.tsx';
import { UpdateCheck } from '../site/UpdateCheck.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: previewSearch,
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#1f4d3a' },
      // The shop's own words for pages that have none of their own (compare, not found); a
      // page's description replaces it (TanStack Router keeps the deepest route's meta of a name).
      {
        name: 'description',
        content:
          'Cairn: outdoor clothing, footwear and equipment for hiking, skiing, climbing, camping and trail running.',
      },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  loaderDeps: ({ search }) => ({ preview: previewOf(search).preview }),
  // Fills the query cache and answers nothing: loader data is streamed to the browser too, and
  // the globals would go twice (they are in the cache the page reads them from).
  loader: async ({ context, deps }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(globalsQueryOptions(context.shop)),
      // Verified preview loads Storyblok's bridge, from the address in the runtime setup.
      deps.preview && context.previewVerified
        ? context.queryClient.ensureQueryData(setupQueryOptions(context.shop))
        : null,
    ]);
  },
  component: RootDocument,
});

function RootDocument() {
  const { shop, buildId, commerceUrl, demo, previewVerified } = Route.useRouteContext();
  const { preview } = Route.useLoaderDeps();
  const { data: globals } = useSuspenseQuery(globalsQueryOptions(shop));
  const layout = useMatches({ select: layoutOfDeepestMatch });
  useEffect(() => {
    // Lets browser tests (and curious developers) tell the server HTML from the live app.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html
      lang="en-GB"
      data-demo={demo ? 'true' : undefined}
      data-commerce-url={commerceUrl}
      data-preview={previewVerified ? 'true' : undefined}
    >
      <head>
        <HeadContent />
      </head>
      <body>
        {/* A store per request: view state must never leak between shoppers on the server. */}
        <JotaiProvider>
          <NavigationProgress />
          <UpdateCheck buildId={buildId} />
          {/* `?_storyblok` asks for preview; only a verified preview (the cookie) gets it. */}
          {preview && previewVerified ? <PreviewBridge /> : null}
          <CommerceProvider baseUrl={commerceUrl}>
            <Layout name={layout} globals={globals}>
              <Outlet />
            </Layout>
          </CommerceProvider>
        </JotaiProvider>
        <Scripts />
      </body>
    </html>
  );
}

/** A route sets its layout statically, or a page route from its data (info pages). */
function layoutOfDeepestMatch(matches: MakeRouteMatchUnion[]): LayoutName {
  for (const match of [...matches].reverse()) {
    const layout = pageLoaderDataOf(match)?.layout ?? match.staticData?.layout;
    if (layout) return layout;
  }
  return 'default';
}
