import type { ResolvedPage } from '@cairn/commerce-client';
import type { ComponentType } from 'react';
import type { ListingSearch } from '../catalogue/listing-search.ts';
import type { LayoutName, RouterContext } from '../router-context.ts';
import type { HeadTags } from '../seo/seo.ts';

/** Preview and release: which version of the content a page shows. */
export type PageDeps = { preview: boolean; release?: string };

/** What a page is asked for: its address, the content version and a listing's state. */
export type PageRequest = { uri: string; deps: PageDeps; listing: ListingSearch };

/** What the catalogue says when a listing's filters cannot be met as asked (too many, say). */
export type BadListingRequest = { status: 400; message: string };

/** What a page type's loader answers for the route's loader data. */
export type PageLoad = {
  /** The document head (a product's JSON-LD in `scripts`, on the server only). */
  head: Required<HeadTags> & { scripts?: { type: string; children: string }[] };
  layout?: LayoutName;
  /** The brand whose listing a story shows below its blocks (the loader checked it exists). */
  listedBrand?: string;
  /** The page cannot be shown as asked: the server answers 400 (entry-server.tsx). */
  badRequest?: BadListingRequest;
  /** A product no longer sold: the server answers 410 (entry-server.tsx). */
  gone?: true;
  /**
   * Some of what the page shows besides its own data did not load (a story's block products,
   * say): it shows what it has, and no cache keeps it (entry-server.tsx).
   */
  partial?: true;
};

/** The resolver's answer of one type (`bundle` shares its shape with `product`). */
export type PageOf<T extends ResolvedPage['type']> = ResolvedPage extends infer Page
  ? Page extends { type: infer Types }
    ? T extends Types
      ? Page
      : never
    : never
  : never;

/**
 * One page type in one place, as a route module of Hydrogen's: its loader (the data the page
 * cannot render without, awaited), the deferred components it renders (site/deferred.tsx, one
 * chunk a page type: a product page does not load the content blocks, nor a story page the
 * product page) and its component, which renders them.
 */
export type PageType<Page extends ResolvedPage> = {
  load: (context: RouterContext, page: Page, request: PageRequest) => Promise<PageLoad>;
  /** The deferred components `Component` renders, outermost first: the loader preloads them. */
  chunks: (page: Page, loaded: PageLoad) => string[];
  Component: ComponentType<PageProps<Page>>;
};

/** What a page type's component is given: the page the resolver answered, and how it was asked. */
export type PageProps<Page extends ResolvedPage> = {
  page: Page;
  request: PageRequest;
  /** The brand whose listing the page shows (`PageLoad.listedBrand`). */
  listedBrand?: string | undefined;
};
