import type { ResolvedPage } from '@cairn/commerce-client/contract';
import { storySlugPattern } from '@cairn/content-blocks/client';
import { cacheTag, previewGranted, storyTags } from '@cairn/server-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { answerPublicly } from '../cache/cache-control.ts';
import { findCategory, findProductBySlug } from '../catalogue/catalogue-store.ts';
import { findRetiredProduct } from '../catalogue/retired-products.ts';
import type { ContentSource } from '../content/content-source.ts';
import type { Database } from '../db/database.ts';
import { text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import { dependencyUnavailableIn } from '../resilience/dependency-unavailable.ts';
import {
  categoryPageMeta,
  productPageMeta,
  retiredProductPageMeta,
  storyPageMeta,
} from './page-meta.ts';

export const homeSlug = 'home';
export const notFoundSlug = 'general-pages/404-page';

/** What the resolver answers: the contract's `ResolvedPage`, which every answer below satisfies. */
export type { ResolvedPage };

const resolverQuery = z.object({
  preview: z.enum(['true', 'false', '1', '0']).optional(),
  release: text({ max: 12 })
    .regex(/^\d{1,12}$/, 'a numeric release id')
    .optional(),
});

// A path segment as the shop's URLs have them; anything else cannot name a page.
const segmentPattern = /^[a-z0-9][a-z0-9._~-]*$/i;
// Any address is taken, decoded or not; only its length and characters are checked here.
const pageUriParam = z.object({ uri: text({ max: 2048, trim: false }).default('') });

/** Splits and checks a requested URI; null when it cannot be a page address. */
export function parsePageUri(raw: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.length > 512 || decoded.startsWith('//')) return null;
  if (!text({ max: 512, trim: false }).safeParse(decoded).success) return null;
  const segments = decoded.split('/').filter(Boolean);
  return segments.every((segment) => segmentPattern.test(segment) && segment !== '..')
    ? segments
    : null;
}

/**
 * `GET /api/resolver/{uri}`: what the page at a URI is: a product (a single segment that is a
 * product slug; a bundle when it has bundleInfo), a category listing, or a content story.
 * Answers the page type with its data and head metadata; unknown pages answer 404 with the 404
 * story, so the shop can render it as is; a retired product answers 410 (`type: 'retired'`). While the content service is down, products and
 * categories still resolve (from the database); a story answers 503 with `Retry-After` (the
 * app's error handler), since whether the page exists is not known.
 */
export function resolverRoutes({ db, content }: { db: Database; content: ContentSource }) {
  return new Hono().get(
    '/resolver/:uri{.*}',
    validate('param', pageUriParam),
    validate('query', resolverQuery),
    async (c) => {
      const segments = parsePageUri(c.req.valid('param').uri);
      if (!segments) {
        return c.json({ error: 'Invalid page address: use letters, digits, - . _ ~ and /' }, 400);
      }
      const { preview, release } = c.req.valid('query');
      const requested = preview === 'true' || preview === '1';
      // Drafts and releases only for a browser holding the preview cookie; else published.
      const isPreview = requested && previewGranted(c);
      const storyOptions = { preview: isPreview, release: isPreview ? release : undefined };
      const path = `/${segments.join('/')}`;
      const slug = segments.length === 0 ? homeSlug : segments.join('/').toLowerCase();
      // Drafts change with every save: only published answers are public.
      const answerTagged = (tags: string[]) => {
        if (!requested && !release) answerPublicly(c, tags);
      };

      if (segments.length === 1 && segments[0]) {
        const product = await findProductBySlug(db, segments[0].toLowerCase());
        if (product) {
          const type = product.bundleInfo ? 'bundle' : 'product';
          answerTagged([cacheTag.product(product.id), cacheTag.catalogue]);
          return c.json({
            data: { type, product, meta: productPageMeta(product, path) } satisfies ResolvedPage,
          });
        }
        // A product the shop no longer sells is gone, not unknown: 410, with where to look next.
        const retired = await findRetiredProduct(db, segments[0].toLowerCase());
        if (retired) {
          answerTagged([cacheTag.product(retired.id), cacheTag.catalogue]);
          const { product } = retired;
          return c.json(
            {
              data: {
                type: 'retired',
                product,
                meta: retiredProductPageMeta(product, path),
              } satisfies ResolvedPage,
            },
            410,
          );
        }
      }
      const category = segments.length > 0 ? await findCategory(db, path.toLowerCase()) : null;
      if (category) {
        // The category's editorial blocks are extras: through a content outage the listing
        // (from the database) is the page.
        const categoryStory = await content
          .getStory(`categories${category.uri}`, storyOptions)
          .catch((error: unknown) => {
            if (!dependencyUnavailableIn(error)) throw error;
            return null;
          });
        answerTagged([
          cacheTag.category(category.uri),
          cacheTag.catalogue,
          cacheTag.slug(`categories${category.uri}`),
          ...(categoryStory ? storyTags(categoryStory) : []),
          cacheTag.content,
        ]);
        return c.json({
          data: {
            type: 'category',
            category,
            story: categoryStory,
            meta: categoryPageMeta(category, categoryStory, path),
          } satisfies ResolvedPage,
        });
      }
      // A dotted address (/favicon.ico, /wp-login.php) can be no story: it is not asked for.
      const story = storySlugPattern.test(slug) ? await content.getStory(slug, storyOptions) : null;
      if (story && !(segments.length > 0 && isInternalStory(slug))) {
        answerTagged([...storyTags(story), cacheTag.content]);
        return c.json({
          data: { type: 'story', story, meta: storyPageMeta(story, path) } satisfies ResolvedPage,
        });
      }
      const notFound = await content.getStory(notFoundSlug, { preview: isPreview });
      if (!notFound) {
        return c.json({ error: 'Page not found (and the 404 story is missing)' }, 404);
      }
      // Tagged with the slug asked for, so a story first published there replaces the 404.
      answerTagged([cacheTag.slug(slug), ...storyTags(notFound), cacheTag.content]);
      return c.json(
        {
          data: {
            type: 'error',
            story: notFound,
            meta: storyPageMeta(notFound, path),
          } satisfies ResolvedPage,
        },
        404,
      );
    },
  );
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
