import type * as z from 'zod/mini';
import type { storyContentSchema, storySchema } from '../schemas/content.ts';
import type {
  countrySchema,
  demoOutboxMailSchema,
  globalsSchema,
  integrationsSchema,
  navigationItemSchema,
  pageMetaSchema,
  resolvedPageSchema,
  retiredProductSchema,
  setupSchema,
  shopContentsSchema,
  sitemapEntrySchema,
  sitemapFileEntriesSchema,
  sitemapFileSchema,
  sitemapIndexSchema,
} from '../schemas/own-server.ts';

// The answers' types come from their schemas (`../schemas/`), the one description of each.

export type Country = z.infer<typeof countrySchema>;

/** Third-party widgets the shop may load; null means show static information instead. */
export type Integrations = z.infer<typeof integrationsSchema>;

export type Setup = z.infer<typeof setupSchema>;

/** A story as the content service answers it; its `content` is the page's root block. */
export type Story = z.infer<typeof storySchema>;

/** A story's root block (`page`, `info-page`, `guide`, ...), its blocks in `body`. */
export type StoryContent = z.infer<typeof storyContentSchema>;

/** Page metadata for the document head: title, description, canonical path, Open Graph and X cards. */
export type PageMeta = z.infer<typeof pageMetaSchema>;

/**
 * A product the shop no longer sells (a full catalogue sync retired it): its page answers 410
 * and points on to its brand and its home category, which still exist.
 */
export type RetiredProduct = z.infer<typeof retiredProductSchema>;

/** What the resolver says a URI is. */
export type ResolvedPage = z.infer<typeof resolvedPageSchema>;

export type Globals = z.infer<typeof globalsSchema>;

export type NavigationItem = z.infer<typeof navigationItemSchema>;

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
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

/**
 * A file of the sitemap index (`GET /api/sitemap`): `pages` (home, content pages, categories)
 * or `products-<n>`, each at most 50,000 addresses, with the latest change among them.
 */
export type SitemapFile = z.infer<typeof sitemapFileSchema>;

/** `GET /api/sitemap`: the sitemap's files. */
export type SitemapIndex = z.infer<typeof sitemapIndexSchema>;

/** `GET /api/sitemap/{file}`: one file's addresses. */
export type SitemapFileEntries = z.infer<typeof sitemapFileEntriesSchema>;

/** `GET /api/shop-contents`: what a new shop still lacks (`catalogue`, `content`). */
export type ShopContents = z.infer<typeof shopContentsSchema>;

/** A mail in the demo's outbox, as `GET /api/demo/outbox` answers it. */
export type DemoOutboxMail = z.infer<typeof demoOutboxMailSchema>;
