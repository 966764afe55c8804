import { Hono } from 'hono';
import { z } from 'zod';
import type { ContentSource, Story } from '../content/content-source.ts';
import { validate } from '../http/validation.ts';
import { type PageMeta, storyPageMeta } from './page-meta.ts';

export const homeSlug = 'home';
export const notFoundSlug = 'general-pages/404-page';

export type ResolvedPage =
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
 * `GET /api/resolver/{uri}`: what the page at a URI is. Answers the page type with its data and
 * head metadata; unknown pages answer 404 with the 404 story, so the shop can render it as is.
 */
export function resolverRoutes({ content }: { content: ContentSource }) {
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
    const { preview } = c.req.valid('query');
    const isPreview = preview === 'true' || preview === '1';
    const path = `/${segments.join('/')}`;
    const slug = segments.length === 0 ? homeSlug : segments.join('/').toLowerCase();

    const story = await content.getStory(slug, { preview: isPreview });
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
function isInternalStory(slug: string): boolean {
  return slug === homeSlug || slug.startsWith('settings/') || slug.startsWith('general-pages/');
}
