import type { Category, ProductPage } from '../catalogue/types.ts';

export type Country = { code: string; name: string };

/** Third-party widgets the shop may load; null means show static information instead. */
export type Integrations = {
  klarnaClientId: string | null;
  /**
   * Loqate's address capture at checkout: the key, and the provider's script and stylesheet
   * (whose origin answers the lookups); null: addresses are typed by hand.
   */
  addressLookup: { key: string; scriptUrl: string; styleUrl: string } | null;
  studentDiscount: { scriptUrl: string; iframeUrl: string } | null;
  /** Storyblok's Visual Editor bridge script, for preview mode only. */
  storyblokBridgeUrl: string;
  /** Hosts an `embedded-html` iframe may come from; every other iframe is removed. */
  embedIframeHosts: string[];
};

export type Setup = { countries: Country[]; integrations: Integrations };

export type StoryBlock = { _uid: string; component: string; [field: string]: unknown };

export type Story = {
  /** Storyblok's numeric story id (what the Visual Editor's events name); 0 for a story new in a release. */
  id?: number;
  name: string;
  uuid: string;
  full_slug: string;
  content: StoryBlock;
  published_at: string | null;
  first_published_at: string | null;
  created_at: string;
};

/** Page metadata for the document head: title, description, canonical path, Open Graph and X cards. */
export type PageMeta = {
  title: string;
  description: string;
  canonicalPath: string;
  hreflangs: { lang: string; path: string }[];
  ogTitle: string;
  ogDescription: string;
  ogImage: string | null;
  ogType: 'website' | 'article' | 'product';
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string | null;
  datePublished: string | null;
  dateModified: string | null;
};

/**
 * A product the shop no longer sells (a full catalogue sync retired it): its page answers 410
 * and points on to its brand and its home category, which still exist.
 */
export type RetiredProduct = {
  name: string;
  brand: { slug: string; name: string };
  /** The product's home category, if it is still in the catalogue. */
  category: { uri: string; name: string } | null;
};

/** What the resolver says a URI is. */
export type ResolvedPage =
  | { type: 'product' | 'bundle'; product: ProductPage; meta: PageMeta }
  | { type: 'category'; category: Category; story: Story | null; meta: PageMeta }
  | { type: 'story'; story: Story; meta: PageMeta }
  | { type: 'retired'; product: RetiredProduct; meta: PageMeta }
  | { type: 'error'; story: Story; meta: PageMeta };

export type Globals = StoryBlock & {
  navigation?: NavigationItem[];
  footer_columns?: { _uid: string; title: string; links: NavigationItem[] }[];
  usp_messages?: string[];
  copyright?: string;
};

export type NavigationItem = {
  _uid: string;
  label: string;
  link: { url?: string; cached_url?: string; linktype?: string } | string;
  children?: NavigationItem[];
};

/** The account-creation hook's body (`POST /api/voyado-engage/account-creation`). */
export type AccountCreation = {
  email: string;
  firstName?: string;
  lastName?: string;
  /** Two-letter country code. */
  countryCode?: string;
  acceptsEmail?: boolean;
};

/** One page address for the sitemap, with its last change (ISO 8601) when known. */
export type SitemapEntry = { path: string; lastModified: string | null };

/**
 * A file of the sitemap index (`GET /api/sitemap`): `pages` (home, content pages, categories)
 * or `products-<n>`, each at most 50,000 addresses, with the latest change among them.
 */
export type SitemapFile = { name: string; lastModified: string | null };

/** `GET /api/sitemap`: the sitemap's files. */
export type SitemapIndex = { files: SitemapFile[] };

/** `GET /api/sitemap/{file}`: one file's addresses. */
export type SitemapFileEntries = { entries: SitemapEntry[] };
