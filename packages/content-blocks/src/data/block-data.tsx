import type { CurrencyFormat } from '@cairn/ui/static';
import { useContext } from 'react';
import type { SanitisedEmbed } from '../blocks/embedded-html/embed-policy.ts';
import { clientContext, inServerComponents, serverScope } from '../context/server-scope.ts';

/** A product as product blocks show it: what a product card needs, nothing more. */
export type BlockProduct = {
  sku: string;
  name: string;
  /** The product page, e.g. `/rab-microlight-alpine-jacket-123456-001`. */
  href: string;
  brandName?: string;
  /** Price now, major units (`priceAsNumber`). */
  priceAsNumber: number;
  /** Price before discount, major units (`priceBeforeDiscountAsNumber`). */
  priceBeforeDiscountAsNumber?: number;
  currencyFormat?: CurrencyFormat;
  image?: { src: string; alt?: string };
};

/** An article or guide as `featured-articles` shows it. */
export type BlockArticle = {
  uuid: string;
  title: string;
  href: string;
  excerpt?: string;
  image?: { src: string; alt?: string };
  /** ISO date, shown day/month/year. */
  publishedAt?: string;
};

/** Which articles a `featured-articles` block asks for. */
export type ArticleQuery = {
  /** Chosen stories, in the editor's order. */
  uuids?: string[];
  /** A folder of stories, newest first (e.g. `guides/`). */
  startsWith?: string;
  limit: number;
};

/** A physical store, for `appointment-store`. */
export type BlockStore = { slug: string; name: string; town?: string };

export type OrderTrackingRequest = { orderNumber: string; email: string };

/** What `trackOrder` answers; throw (or reject) with a readable message when it fails. */
export type OrderTrackingResult = {
  /** A short status in words: `Dispatched`, `Out for delivery`, ... */
  status: string;
  orderNumber?: string;
  carrier?: string;
  trackingUrl?: string;
  /** ISO date. */
  estimatedDelivery?: string;
};

/**
 * The data blocks show but do not own. The shop fills it from data it already loaded (its
 * route loader prefetches what `blockDataNeeds(story)` lists), so blocks never fetch in
 * effects and render the same on the server and in the browser. Every field is optional: a
 * block whose data is missing renders what it can.
 */
export type BlockData = {
  /** Products by SKU, in the order asked, skipping unknown SKUs. */
  getProductsBySku?: (skus: string[]) => BlockProduct[];
  /** Articles for a `featured-articles` block. */
  getArticles?: (query: ArticleQuery) => BlockArticle[];
  /** The stores `appointment-store` offers when the block lists none itself. */
  getStores?: () => BlockStore[];
  /** Looks up an order for `tracking-widget`. */
  trackOrder?: (request: OrderTrackingRequest) => Promise<OrderTrackingResult>;
  /**
   * Script URL prefixes `embedded-html` may load, e.g. `https://widget.trustpilot.com/`.
   * Every other script (and every inline script) is removed. Empty by default.
   */
  allowedScriptSources?: string[];
  /**
   * Hosts an `embedded-html` iframe may come from, e.g. `www.youtube-nocookie.com`; default
   * YouTube's privacy-enhanced player and Vimeo's. Every other iframe is removed.
   */
  allowedIframeHosts?: readonly string[];
  /**
   * An `embedded-html` block's markup, sanitised ahead by the loader with
   * `sanitiseEmbeddedHtml` from `@cairn/content-blocks/sanitise` (the raw markup is among
   * `blockDataNeeds(story).embeds`). Without it the block loads the sanitiser itself.
   */
  getSanitisedEmbed?: (html: string) => SanitisedEmbed | undefined;
};

/** The blocks' data in force (`BlockDataProvider`). */
export const BlockDataContext = clientContext<BlockData>({});

/** The nearest `BlockDataProvider`'s value (empty without one); the server renderer's `data` in a Server Component. */
export function useBlockData(): BlockData {
  if (inServerComponents) return (serverScope().data as BlockData | undefined) ?? {};
  // biome-ignore lint/correctness/useHookAtTopLevel: the branch is fixed for the module's life
  return useContext(BlockDataContext);
}
