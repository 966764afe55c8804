import { storySlugPattern } from '@cairn/content-blocks/client';
import { cacheTag, previewGranted, storyTags } from '@cairn/server-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { answerPublicly } from '../cache/cache-control.ts';
import { text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import type { ContentSource } from './content-source.ts';

const uuid = text({ max: 36 }).regex(
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  'a uuid',
);

const entriesBody = z
  .object({
    starts_with: text({ max: 200 })
      .regex(storySlugPattern, 'a lower-case folder such as articles/')
      .optional(),
    by_uuids: z.array(uuid).max(100).optional(),
    per_page: z.number().int().min(1).max(100).default(25),
    preview: z.boolean().default(false),
  })
  .refine((body) => body.starts_with || body.by_uuids?.length, {
    message: 'give starts_with or by_uuids',
  });

/**
 * `POST /api/content/get-content-entries`: stories of a folder or by uuid, newest first, for
 * blocks that list articles and guides.
 */
export function contentEntriesRoutes({ content }: { content: ContentSource }) {
  return new Hono().post(
    '/content/get-content-entries',
    validate('json', entriesBody),
    async (c) => {
      const body = c.req.valid('json');
      const stories = await content.listStories({
        startsWith: body.starts_with,
        uuids: body.by_uuids,
        perPage: body.per_page,
        // Drafts only for a browser holding the preview cookie.
        preview: body.preview && previewGranted(c),
      });
      // Chosen stories keep the editor's order.
      const ordered = body.by_uuids
        ? body.by_uuids.flatMap((id) => stories.filter((story) => story.uuid === id))
        : stories;
      if (!body.preview) {
        answerPublicly(c, [
          // A new story in the folder, or one of the chosen ones published, changes the list.
          ...(body.starts_with ? [cacheTag.folder(body.starts_with)] : []),
          ...(body.by_uuids ?? []).map(cacheTag.story),
          ...ordered.flatMap(storyTags),
          cacheTag.content,
        ]);
      }
      return c.json({ stories: ordered });
    },
  );
}
