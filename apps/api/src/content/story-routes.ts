import { storySlugPattern } from '@cairn/content-blocks/client';
import { cacheTag, previewGranted, storyTags } from '@cairn/server-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { answerPublicly } from '../cache/cache-control.ts';
import { text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import type { ContentSource } from './content-source.ts';

const storyQuery = z.object({ preview: z.enum(['true', 'false', '1', '0']).optional() });

/**
 * `GET /api/story/{slug}`: one story from the content service; the draft when `preview=true`
 * and the browser holds the preview cookie, else the published story.
 */
export function storyRoutes({ content }: { content: ContentSource }) {
  return new Hono().get(
    '/story/:slug{.+}',
    validate('param', z.object({ slug: text({ max: 300, trim: false }) })),
    validate('query', storyQuery),
    async (c) => {
      const slug = c.req.valid('param').slug.replace(/\/+$/, '');
      if (!storySlugPattern.test(slug)) {
        return c.json({ error: 'Invalid slug: use lower-case letters, digits, - _ and /' }, 400);
      }
      const requested = ['true', '1'].includes(c.req.valid('query').preview ?? '');
      // The draft only for a browser holding the preview cookie; else the published story.
      const story = await content.getStory(slug, { preview: requested && previewGranted(c) });
      if (!requested) {
        answerPublicly(c, [
          cacheTag.slug(slug),
          ...(story ? storyTags(story) : []),
          cacheTag.content,
        ]);
      }
      if (!story) return c.json({ error: 'No story at this address' }, 404);
      return c.json({ story });
    },
  );
}
