import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '../http/validation.ts';
import type { ContentSource } from './content-source.ts';

const storyQuery = z.object({ preview: z.enum(['true', 'false', '1', '0']).optional() });
const slugPattern = /^[a-z0-9][a-z0-9/_-]*$/;

/** `GET /api/story/{slug}`: one story from the content service, draft when previewing. */
export function storyRoutes({ content }: { content: ContentSource }) {
  return new Hono().get('/story/:slug{.+}', validate('query', storyQuery), async (c) => {
    const slug = c.req.param('slug').replace(/\/+$/, '');
    if (!slugPattern.test(slug) || slug.length > 300) {
      return c.json({ error: 'Invalid slug: use lower-case letters, digits, - _ and /' }, 400);
    }
    const { preview } = c.req.valid('query');
    const story = await content.getStory(slug, { preview: preview === 'true' || preview === '1' });
    if (!story) return c.json({ error: `No story at '${slug}'` }, 404);
    return c.json({ story });
  });
}
