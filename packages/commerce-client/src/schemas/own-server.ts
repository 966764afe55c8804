import * as z from 'zod/mini';
import { categorySchema, productPageSchema } from './catalogue.ts';
import { blockSchema, storySchema } from './content.ts';

export const countrySchema = z.object({ code: z.string(), name: z.string() });

/** Third-party widgets the shop may load; null means show static information instead. */
export const integrationsSchema = z.object({
  klarnaClientId: z.nullable(z.string()),
  /**
   * Loqate's address capture at checkout: the key, and the provider's script and stylesheet
   * (whose origin answers the lookups); null: addresses are typed by hand.
   */
  addressLookup: z.nullable(
    z.object({ key: z.string(), scriptUrl: z.string(), styleUrl: z.string() }),
  ),
  studentDiscount: z.nullable(z.object({ scriptUrl: z.string(), iframeUrl: z.string() })),
  /** Storyblok's Visual Editor bridge script, for preview mode only. */
  storyblokBridgeUrl: z.string(),
  /** Hosts an `embedded-html` iframe may come from; every other iframe is removed. */
  embedIframeHosts: z.array(z.string()),
});

export const setupSchema = z.object({
  countries: z.array(countrySchema),
  integrations: integrationsSchema,
});

/** Page metadata for the document head: title, description, canonical path, Open Graph and X cards. */
export const pageMetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonicalPath: z.string(),
  hreflangs: z.array(z.object({ lang: z.string(), path: z.string() })),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: z.nullable(z.string()),
  ogType: z.enum(['website', 'article', 'product']),
  twitterTitle: z.string(),
  twitterDescription: z.string(),
  twitterImage: z.nullable(z.string()),
  datePublished: z.nullable(z.string()),
  dateModified: z.nullable(z.string()),
});

/**
 * A product the shop no longer sells (a full catalogue sync retired it): its page answers 410
 * and points on to its brand and its home category, which still exist.
 */
export const retiredProductSchema = z.object({
  name: z.string(),
  brand: z.object({ slug: z.string(), name: z.string() }),
  /** The product's home category, if it is still in the catalogue. */
  category: z.nullable(z.object({ uri: z.string(), name: z.string() })),
});

/** What the resolver says a URI is. */
export const resolvedPageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['product', 'bundle']),
    product: productPageSchema,
    meta: pageMetaSchema,
  }),
  z.object({
    type: z.literal('category'),
    category: categorySchema,
    story: z.nullable(storySchema),
    meta: pageMetaSchema,
  }),
  z.object({ type: z.literal('story'), story: storySchema, meta: pageMetaSchema }),
  z.object({ type: z.literal('retired'), product: retiredProductSchema, meta: pageMetaSchema }),
  z.object({ type: z.literal('error'), story: storySchema, meta: pageMetaSchema }),
]);

const linkFieldSchema = z.union([
  z.object({
    url: z.optional(z.string()),
    cached_url: z.optional(z.string()),
    linktype: z.optional(z.string()),
  }),
  z.string(),
]);

export const navigationItemSchema = z.object({
  _uid: z.string(),
  label: z.string(),
  link: linkFieldSchema,
  // A recursive schema names its own type (TypeScript cannot infer a getter that refers to it).
  get children(): z.ZodMiniOptional<z.ZodMiniArray<typeof navigationItemSchema>> {
    return z.optional(z.array(navigationItemSchema));
  },
});

export const globalsSchema = z.extend(blockSchema, {
  navigation: z.optional(z.array(navigationItemSchema)),
  footer_columns: z.optional(
    z.array(
      z.object({ _uid: z.string(), title: z.string(), links: z.array(navigationItemSchema) }),
    ),
  ),
  usp_messages: z.optional(z.array(z.string())),
  copyright: z.optional(z.string()),
});

/** One page address for the sitemap, with its last change (ISO 8601) when known. */
export const sitemapEntrySchema = z.object({
  path: z.string(),
  lastModified: z.nullable(z.string()),
});

/**
 * A file of the sitemap index (`GET /api/sitemap`): `pages` (home, content pages, categories)
 * or `products-<n>`, each at most 50,000 addresses, with the latest change among them.
 */
export const sitemapFileSchema = z.object({
  name: z.string(),
  lastModified: z.nullable(z.string()),
});

/** `GET /api/sitemap`: the sitemap's files. */
export const sitemapIndexSchema = z.object({ files: z.array(sitemapFileSchema) });

/** `GET /api/sitemap/{file}`: one file's addresses. */
export const sitemapFileEntriesSchema = z.object({ entries: z.array(sitemapEntrySchema) });

/** `GET /api/shop-contents`: what a new shop still lacks before it can show pages. */
export const shopContentsSchema = z.object({
  missing: z.array(z.enum(['catalogue', 'content'])),
});

/** A mail in the demo's outbox, as `GET /api/demo/outbox` answers it. */
export const demoOutboxMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The plain-text body; empty once SMTP has sent the mail (the outbox keeps no copy then). */
  body: z.string(),
  /** ISO 8601. */
  queuedAt: z.string(),
  /** ISO 8601, or null while the mail waits (always, without SMTP_URL). */
  sentAt: z.nullable(z.string()),
});
