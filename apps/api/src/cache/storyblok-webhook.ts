import { createHmac, timingSafeEqual } from 'node:crypto';
import { storySlugPattern } from '@cairn/content-blocks/client';
import { cacheTag, foldersOf } from '@cairn/server-kit';
import { Hono } from 'hono';
import { z } from 'zod';

/** Story events: what Storyblok sends for `story.published`, `.unpublished`, `.deleted`, `.moved`. */
export const storyActions = ['published', 'unpublished', 'deleted', 'moved'] as const;

const fullSlug = z
  .string()
  .max(300)
  .regex(storySlugPattern, 'a story slug such as articles/winter-layering');

/**
 * Storyblok's webhook body (https://www.storyblok.com/docs/concepts/webhooks): `text`,
 * `action` and `space_id` always; `story_id` for story events and `full_slug` for published
 * and moved ones. Other events (datasources, assets, releases merged) purge all content.
 */
export const storyblokEvent = z.object({
  text: z.string().max(2000).optional(),
  action: z.string().min(1).max(100),
  space_id: z.union([z.number().int(), z.string().regex(/^\d{1,20}$/)]).optional(),
  story_id: z.number().int().positive().optional(),
  full_slug: fullSlug.optional(),
});

export type StoryblokEvent = z.infer<typeof storyblokEvent>;

/**
 * The tags a content event makes stale: the story by id (every page and list that showed it,
 * under any of its old slugs), whatever stood at its slug (a 404 there before the first
 * publish) and the lists of its folders (a new story in them). An event that names no story
 * makes all content stale.
 */
export function tagsForStoryEvent(event: StoryblokEvent): string[] {
  const isStoryEvent = (storyActions as readonly string[]).includes(event.action);
  if (!isStoryEvent || event.story_id === undefined) return [cacheTag.content];
  const tags = [cacheTag.storyId(event.story_id)];
  if (event.full_slug) {
    tags.push(cacheTag.slug(event.full_slug));
    // The story's own path is a folder for nobody: its parents hold it.
    tags.push(...foldersOf(event.full_slug).slice(0, -1).map(cacheTag.folder));
  }
  return tags;
}

/** Storyblok's `webhook-signature`: the HMAC-SHA1 of the raw body with the secret, in hex. */
export function signStoryblokBody(body: string, secret: string): string {
  return createHmac('sha1', secret).update(body).digest('hex');
}

function signatureMatches(body: string, secret: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{40}$/i.test(signature)) return false;
  const expected = Buffer.from(signStoryblokBody(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export type StoryblokWebhookOptions = {
  /** `STORYBLOK_WEBHOOK_SECRET`; without it the endpoint refuses every call. */
  secret: string | undefined;
  /** Purges what the event made stale, here and on every replica. */
  purge: (tags: string[]) => Promise<void>;
};

/**
 * `POST /webhooks/storyblok`: a signed content event purges the pages and data that showed
 * the story. Answers 401 for a missing or wrong signature (compared in constant time), 400 for
 * a body that is not a Storyblok event, 404 when no secret is set, and `{ purged: [...] }` with the tags it purged.
 */
export function storyblokWebhookRoutes({ secret, purge }: StoryblokWebhookOptions) {
  return new Hono().post('/webhooks/storyblok', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    if (!secret) {
      return c.json(
        { error: 'Storyblok webhooks are not set up here: set STORYBLOK_WEBHOOK_SECRET' },
        404,
      );
    }
    const body = await c.req.text();
    if (!signatureMatches(body, secret, c.req.header('webhook-signature'))) {
      return c.json({ error: 'Invalid webhook-signature' }, 401);
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return c.json({ error: 'The body is not JSON' }, 400);
    }
    const event = storyblokEvent.safeParse(json);
    if (!event.success) {
      return c.json(
        {
          error: 'Invalid request',
          issues: event.error.issues.map((issue) => ({
            path: ['json', ...issue.path.map(String)].join('.'),
            message: issue.message,
          })),
        },
        400,
      );
    }
    const tags = tagsForStoryEvent(event.data);
    await purge(tags);
    return c.json({ purged: tags });
  });
}
