import { storySlugPattern } from '@cairn/content-blocks/client';
import { Hono } from 'hono';
import { z } from 'zod';
import type { StoryblokEvent } from '../cache/storyblok-webhook.ts';
import type { Database } from '../db/database.ts';
import { text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import type { StoryFile } from './story-files.ts';
import {
  type ContentVersion,
  contentCacheVersion,
  findStoriesByUuid,
  findStoryBySlug,
  listStories,
  publishStory,
  type StoryRow,
} from './story-store.ts';

export type ContentServiceOptions = {
  db: Database;
  /** Reads published content only. */
  publicToken: string;
  /**
   * Reads drafts too, as Storyblok's preview token does; null when no token may (a production
   * start whose preview token is the public demo one).
   */
  previewToken: string | null;
  /** Stories as they will be in each release, by release id and full slug. */
  releases?: Map<string, Map<string, StoryFile>>;
  /**
   * Requests per second each token may make before answers become 429, as Storyblok's CDN
   * limits them. Default 1000.
   */
  requestsPerSecond?: number;
  /** Told of each story published here, as Storyblok's webhook would tell the shop. */
  onStoryEvent?: (event: StoryblokEvent) => Promise<void>;
};

/** How many requests a second each token may make of the embedded service by default. */
export const embeddedRequestsPerSecond = 1000;

/** The embedded space's id, in the events it sends. */
export const embeddedSpaceId = 1;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const commonQuery = z.object({
  token: text({ max: 200 }).optional(),
  version: z.enum(['published', 'draft']).default('published'),
  cv: text({ max: 20 }).optional(),
  language: text({ max: 10 }).optional(),
  resolve_relations: text({ max: 1000 })
    .regex(/^[\w-]+\.[\w-]+(,[\w-]+\.[\w-]+)*$/, 'a comma list of component.field')
    .optional(),
  resolve_links: z.enum(['url', 'story', 'link']).optional(),
  from_release: text({ max: 12 })
    .regex(/^\d{1,12}$/, 'a numeric release id')
    .optional(),
});

const listQuery = commonQuery.extend({
  starts_with: text({ max: 200 }).regex(storySlugPattern, 'a lower-case slug prefix').optional(),
  by_uuids: text({ max: 5000 })
    .refine(
      (value) => value.split(',').every((uuid) => uuidPattern.test(uuid)),
      'a comma list of uuids',
    )
    .optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  sort_by: text({ max: 40 })
    .regex(
      /^(first_published_at|published_at|created_at|name|position|full_slug):(asc|desc)$/,
      'a field and direction such as first_published_at:desc',
    )
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/**
 * The embedded content service: Storyblok's Content Delivery API v2 (`/v2/cdn/stories`) over
 * the stories table, so the same client code reads it or the real Storyblok.
 */
export function contentService(options: ContentServiceOptions) {
  const { db } = options;

  function authorise(token: string | undefined, version: ContentVersion): string | null {
    if (!token) return 'A token is required: pass ?token=';
    if (options.previewToken !== null && token === options.previewToken) return null;
    if (token === options.publicToken) {
      return version === 'draft' ? 'The public token cannot read draft content' : null;
    }
    return 'Unauthorized: unknown token';
  }

  const overloaded = createTokenLimiter(options.requestsPerSecond ?? embeddedRequestsPerSecond);

  return new Hono()
    .get('/v1/spaces/:space/stories/:id/publish', async (c) => {
      // Storyblok's Management API publishes with a GET and the token in Authorization; here
      // the preview token is the management token (the embedded service is the demo's CMS).
      c.header('Cache-Control', 'private, no-store');
      if (c.req.header('authorization') !== options.previewToken) {
        return c.json({ error: 'Unauthorized: pass the preview token in Authorization' }, 401);
      }
      const space = c.req.param('space');
      const id = Number(c.req.param('id'));
      if (space !== String(embeddedSpaceId) || !Number.isInteger(id) || id < 1 || id > 2 ** 31) {
        return c.json(
          { error: `No story ${c.req.param('id').slice(0, 20)} in space ${space.slice(0, 20)}` },
          404,
        );
      }
      const published = await publishStory(db, id);
      if (!published) return c.json({ error: `No story ${id}` }, 404);
      await options.onStoryEvent?.({
        text: `The story ${published.fullSlug} was published`,
        action: 'published',
        space_id: embeddedSpaceId,
        story_id: published.id,
        full_slug: published.fullSlug,
      });
      const row = await findStoryBySlug(db, published.fullSlug, 'published');
      return c.json({ story: row ? toStoryblokStory(row, 'published') : null });
    })
    .use('/v2/cdn/*', async (c, next) => {
      if (overloaded(c.req.query('token') ?? '')) {
        c.header('Retry-After', '1');
        return c.json({ error: 'Too many requests: slow down and retry in a moment' }, 429);
      }
      await next();
    })
    .get('/v2/cdn/stories', validate('query', listQuery), async (c) => {
      const query = c.req.valid('query');
      const refusal = authorise(query.token, query.version);
      if (refusal) return c.json({ error: refusal }, 401);
      const { rows, total } = await listStories(db, {
        version: query.version,
        startsWith: query.starts_with,
        uuids: query.by_uuids?.split(','),
        page: query.page,
        perPage: query.per_page,
        sortBy: query.sort_by,
      });
      const related = await relatedStories(db, rows, query);
      c.header('Total', String(total));
      c.header('Per-Page', String(query.per_page));
      return c.json({
        stories: rows.map((row) => toStoryblokStory(row, query.version)),
        cv: await contentCacheVersion(db),
        ...related,
      });
    })
    .get(
      '/v2/cdn/stories/:slug{.+}',
      validate('param', z.object({ slug: text({ max: 300, trim: false }) })),
      validate('query', commonQuery),
      async (c) => {
        const query = c.req.valid('query');
        const refusal = authorise(query.token, query.version);
        if (refusal) return c.json({ error: refusal }, 401);
        const slug = c.req.valid('param').slug.replace(/\/+$/, '');
        // A slug no story can have (a dot, a capital) names no story: 404, as Storyblok answers,
        // so a client's getStory() reads it as missing rather than failing.
        if (!storySlugPattern.test(slug)) {
          return c.json({ error: 'This record could not be found' }, 404);
        }
        if (query.from_release) {
          if (query.version !== 'draft') {
            return c.json({ error: 'from_release needs version=draft and the preview token' }, 400);
          }
          if (!options.releases?.has(query.from_release)) {
            return c.json({ error: 'No release with this id' }, 404);
          }
        }
        const row = await findStoryBySlug(db, slug, query.version);
        const released = query.from_release
          ? options.releases?.get(query.from_release)?.get(slug)
          : undefined;
        if (released) {
          // The release's version of the story: its content over the stored story's identity.
          const base = row ?? null;
          return c.json({
            story: {
              ...(base ? toStoryblokStory(base, 'draft') : releaseOnlyStory(released)),
              content: released.content,
              release_id: Number(query.from_release),
            },
            cv: await contentCacheVersion(db),
            rels: [],
            links: [],
          });
        }
        if (!row) return c.json({ error: 'This record could not be found' }, 404);
        const related = await relatedStories(db, [row], query);
        return c.json({
          story: toStoryblokStory(row, query.version),
          cv: await contentCacheVersion(db),
          ...related,
        });
      },
    );
}

type StoryblokStory = ReturnType<typeof toStoryblokStory>;

/** A story that exists only in a release (new in it), in Storyblok's shape. */
function releaseOnlyStory(file: StoryFile) {
  return {
    name: file.name,
    created_at: new Date(0).toISOString(),
    published_at: null,
    updated_at: new Date(0).toISOString(),
    id: 0,
    uuid: file.uuid,
    content: file.content,
    slug: file.full_slug.split('/').at(-1) ?? file.full_slug,
    full_slug: file.full_slug,
    sort_by_date: file.sort_by_date,
    position: file.position,
    tag_list: file.tag_list,
    is_startpage: file.is_startpage,
    parent_id: null,
    meta_data: null,
    group_id: file.uuid,
    first_published_at: null,
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  };
}

export function toStoryblokStory(row: StoryRow, version: ContentVersion) {
  return {
    name: row.name,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    id: row.id,
    uuid: row.uuid,
    content: version === 'draft' ? row.draftContent : (row.content ?? row.draftContent),
    slug: row.slug,
    full_slug: row.fullSlug,
    sort_by_date: row.sortByDate,
    position: row.position,
    tag_list: row.tagList,
    is_startpage: row.isStartpage,
    parent_id: null,
    meta_data: null,
    group_id: row.uuid,
    first_published_at: row.firstPublishedAt?.toISOString() ?? null,
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  };
}

/**
 * `rels` holds the stories named by `resolve_relations` fields (uuids in the content), `links`
 * the stories behind multilink fields of type story, as Storyblok returns them beside the story.
 */
async function relatedStories(
  db: Database,
  rows: StoryRow[],
  query: z.infer<typeof commonQuery>,
): Promise<{ rels: StoryblokStory[]; links: unknown[] }> {
  const relationFields = new Set(query.resolve_relations?.split(',') ?? []);
  const relUuids = new Set<string>();
  const linkUuids = new Set<string>();
  for (const row of rows) {
    walkBlocks(row.content ?? row.draftContent, (block) => {
      for (const [field, value] of Object.entries(block)) {
        if (relationFields.has(`${block.component}.${field}`)) {
          for (const uuid of [value].flat()) {
            if (typeof uuid === 'string' && uuidPattern.test(uuid)) relUuids.add(uuid);
          }
        }
        if (query.resolve_links && isStoryLink(value)) linkUuids.add(value.id);
      }
    });
  }
  const [rels, linked] = await Promise.all([
    findStoriesByUuid(db, [...relUuids], query.version),
    findStoriesByUuid(db, [...linkUuids], query.version),
  ]);
  return {
    rels: rels.map((row) => toStoryblokStory(row, query.version)),
    links: linked.map((row) =>
      query.resolve_links === 'link'
        ? {
            id: row.id,
            uuid: row.uuid,
            slug: row.fullSlug,
            name: row.name,
            is_folder: false,
            published: row.content !== null,
            is_startpage: row.isStartpage,
            position: row.position,
            real_path: `/${row.fullSlug}`,
          }
        : toStoryblokStory(row, query.version),
    ),
  };
}

type Block = { component: string; [field: string]: unknown };

function walkBlocks(value: unknown, visit: (block: Block) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walkBlocks(item, visit);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.component === 'string') visit(record as Block);
    for (const child of Object.values(record)) walkBlocks(child, visit);
  }
}

function isStoryLink(value: unknown): value is { linktype: 'story'; id: string } {
  return (
    !!value &&
    typeof value === 'object' &&
    (value as { linktype?: unknown }).linktype === 'story' &&
    typeof (value as { id?: unknown }).id === 'string' &&
    uuidPattern.test((value as { id: string }).id)
  );
}

/**
 * A one-second fixed window per token; answers true when a request goes over the limit.
 * Kept in memory: the limit protects one process, as the CDN's protects one edge.
 */
function createTokenLimiter(requestsPerSecond: number): (token: string) => boolean {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (token) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      counts = new Map();
    }
    const count = (counts.get(token) ?? 0) + 1;
    counts.set(token, count);
    return count > requestsPerSecond;
  };
}
