import type { CatalogueClient, OwnServerClient, StoresClient } from '@cairn/commerce-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What every route's loader and head receive. It lives apart from `router.tsx` so routes and the
 * modules they use can name it without importing the router, which imports every route.
 */
export type RouterContext = {
  queryClient: QueryClient;
  shop: OwnServerClient;
  catalogue: CatalogueClient;
  /** Store appointments and order tracking. */
  stores: StoresClient;
  /** The shop's public origin, for canonical and hreflang links. */
  origin: string;
  /** Which build this page runs: the hashed address of the client entry. */
  buildId: string;
  /**
   * A Centra checkout API (COMMERCE_API_URL) the browser's commerce client sends the bag,
   * checkout, account and wishlist calls to; unset, the page's own origin's `/commerce` (the
   * embedded backend). An address only: the plugin's shared secret never comes with it.
   */
  commerceUrl?: string | undefined;
  /** A demo (DEMO=1): the footer says so. */
  demo: boolean;
  /**
   * Verified preview: the browser holds the preview cookie (or came with a Visual Editor link),
   * so drafts are served and Storyblok's bridge may load. `?_storyblok` alone is not enough.
   */
  previewVerified: boolean;
};

/** The layout a route renders in: default, ecomm (checkout, no navigation) or info. */
export type LayoutName = 'default' | 'ecomm' | 'info';
