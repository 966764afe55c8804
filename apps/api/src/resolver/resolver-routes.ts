import { Hono } from 'hono';
import { z } from 'zod';
import {
  type ApiCategory,
  findCategory,
  findProductBySlug,
  type ProductPage,
} from '../catalogue/catalogue-store.ts';
import type { ContentSource, Story } from '../content/content-source.ts';
import type { Database } from '../db/database.ts';
import { validate } from '../http/validation.ts';
import { categoryPageMeta, type PageMeta, productPageMeta, storyPageMeta } from './page-meta.ts';

export const homeSlug = 'home';
export const notFoundSlug = 'general-pages/404-page';

export type ResolvedPage =
  | { type: 'product' | 'bundle'; product: ProductPage; meta: PageMeta }
  | { type: 'category'; category: ApiCategory; story: Story | null; meta: PageMeta }
  | { type: 'story'; story: Story; meta: PageMeta }
  | { type: 'error'; story: Story; meta: PageMeta };

const resolverQuery = z.object({
  preview: z.enum(['true', 'false', '1', '0']).optional(),
  release: z
    .string()
    .regex(/^\d{1,12}$/, 'a numeric release id')
    .optional(),
});

// A path segment as the shop's URLs have them; anything else cannot name a page.
const segmentPattern = /^[a-z0-9][a-z0-9._~-]*$/i;

/** Splits and checks a requested URI; null when it cannot be a page address. */
export function parsePageUri(raw: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.length > 512 || decoded.startsWith('//')) return null;
  const segments = decoded.split('/').filter(Boolean);
  return segments.every((segment) => segmentPattern.test(segment) && segment !== '..')
    ? segments
    : null;
}

/**
 * `GET /api/resolver/{uri}`: what the page at a URI is: a product (a single segment that is a
 * product slug; a bundle when it has bundleInfo), a category listing, or a content story.
 * Answers the page type with its data and head metadata; unknown pages answer 404 with the 404
 * story, so the shop can render it as is.
 */
export function resolverRoutes({ db, content }: { db: Database; content: ContentSource }) {
  return new Hono().get('/resolver/:uri{.*}', validate('query', resolverQuery), async (c) => {
    const rawUri = c.req.param('uri') ?? '';
    const segments = parsePageUri(rawUri);
    if (!segments) {
      return c.json(
        {
          error: `Invalid page address '${rawUri.slice(0, 100)}': use letters, digits, - . _ ~ and /`,
        },
        400,
      );
    }
    const { preview, release } = c.req.valid('query');
    const isPreview = preview === 'true' || preview === '1';
    const storyOptions = { preview: isPreview, release };
    const path = `/${segments.join('/')}`;
    const slug = segments.length === 0 ? homeSlug : segments.join('/').toLowerCase();

    if (segments.length === 1 && segments[0]) {
      const product = await findProductBySlug(db, segments[0].toLowerCase());
      if (product) {
        const type = product.bundleInfo ? 'bundle' : 'product';
        return c.json({ data: { type, product, meta: productPageMeta(product, path) } });
      }
    }
    const category = segments.length > 0 ? await findCategory(db, path.toLowerCase()) : null;
    if (category) {
      const categoryStory = await content.getStory(`categories${category.uri}`, storyOptions);
      return c.json({
        data: {
          type: 'category',
          category,
          story: categoryStory,
          meta: categoryPageMeta(category, categoryStory, path),
        },
      });
    }
    const story = await content.getStory(slug, storyOptions);
    if (story && !(segments.length > 0 && isInternalStory(slug))) {
      return c.json({ data: { type: 'story', story, meta: storyPageMeta(story, path) } });
    }
    const notFound = await content.getStory(notFoundSlug, { preview: isPreview });
    if (!notFound) {
      return c.json({ error: `Page not found: ${path} (and the 404 story is missing)` }, 404);
    }
    return c.json(
      { data: { type: 'error', story: notFound, meta: storyPageMeta(notFound, path) } },
      404,
    );
  });
}

/** Settings, the error page and home (served at `/` only) are stories but not pages of their own. */
export function isInternalStory(slug: string): boolean {
  return (
    slug === homeSlug ||
    slug.startsWith('settings/') ||
    slug.startsWith('general-pages/') ||
    slug.startsWith('categories/')
  );
}
