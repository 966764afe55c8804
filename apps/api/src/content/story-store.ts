import { and, asc, count, eq, inArray, isNotNull, like, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { stories } from '../db/schema.ts';
import type { StoryFile } from './story-files.ts';

export type StoryRow = typeof stories.$inferSelect;
export type ContentVersion = 'published' | 'draft';

/**
 * Brings the stories table up to date with the repository's story files. Unchanged files are
 * skipped by hash, so a restart rewrites nothing and editors' later changes are not lost to
 * files that did not change.
 */
export async function seedStories(db: Database, files: StoryFile[]): Promise<number> {
  if (files.length === 0) return 0;
  const existing = await db
    .select({ fullSlug: stories.fullSlug, sourceHash: stories.sourceHash })
    .from(stories);
  const known = new Map(existing.map((row) => [row.fullSlug, row.sourceHash]));
  const changed = files.filter((file) => known.get(file.full_slug) !== file.sourceHash);
  if (changed.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const file of changed) {
      const values = {
        uuid: file.uuid,
        name: file.name,
        slug: file.full_slug.split('/').at(-1) ?? file.full_slug,
        fullSlug: file.full_slug,
        content: file.published ? file.content : null,
        draftContent: file.draft_content ?? file.content,
        isStartpage: file.is_startpage,
        position: file.position,
        tagList: file.tag_list,
        sortByDate: file.sort_by_date,
        publishedAt: file.published && file.published_at ? new Date(file.published_at) : null,
        firstPublishedAt: file.first_published_at ? new Date(file.first_published_at) : null,
        updatedAt: new Date(),
        sourceHash: file.sourceHash,
      };
      await tx
        .insert(stories)
        .values(values)
        .onConflictDoUpdate({ target: stories.fullSlug, set: values });
    }
  });
  return changed.length;
}

function visible(version: ContentVersion): SQL | undefined {
  return version === 'published' ? isNotNull(stories.content) : undefined;
}

export async function findStoryBySlug(
  db: Database,
  fullSlug: string,
  version: ContentVersion,
): Promise<StoryRow | undefined> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.fullSlug, fullSlug), visible(version)))
    .limit(1);
  return row;
}

export async function listStories(
  db: Database,
  query: {
    version: ContentVersion;
    startsWith?: string | undefined;
    uuids?: string[] | undefined;
    page: number;
    perPage: number;
    /** `field:asc|desc` as Storyblok's `sort_by`; default position then slug. */
    sortBy?: string | undefined;
  },
): Promise<{ rows: StoryRow[]; total: number }> {
  const where = and(
    visible(query.version),
    query.startsWith ? like(stories.fullSlug, `${escapeLike(query.startsWith)}%`) : undefined,
    query.uuids ? inArray(stories.uuid, query.uuids) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(stories)
      .where(where)
      .orderBy(...storyOrder(query.sortBy), asc(stories.fullSlug))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(stories).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findStoriesByUuid(
  db: Database,
  uuids: string[],
  version: ContentVersion,
): Promise<StoryRow[]> {
  if (uuids.length === 0) return [];
  return db
    .select()
    .from(stories)
    .where(and(inArray(stories.uuid, uuids), visible(version)));
}

/**
 * Publishes a story's draft (as Storyblok's Management API `.../stories/{id}/publish` does):
 * the draft becomes the published content. Undefined when there is no story with that id.
 */
export async function publishStory(
  db: Database,
  id: number,
  now = new Date(),
): Promise<{ id: number; fullSlug: string } | undefined> {
  const [row] = await db
    .update(stories)
    .set({
      content: sql`${stories.draftContent}`,
      publishedAt: now,
      firstPublishedAt: sql`coalesce(${stories.firstPublishedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(stories.id, id))
    .returning({ id: stories.id, fullSlug: stories.fullSlug });
  return row;
}

/** Storyblok's cache version: changes whenever any story changes. */
export async function contentCacheVersion(db: Database): Promise<number> {
  const [row] = await db.select({ latest: max(stories.updatedAt) }).from(stories);
  return row?.latest ? Math.floor(new Date(row.latest).getTime() / 1000) : 0;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const sortableColumns = {
  first_published_at: stories.firstPublishedAt,
  published_at: stories.publishedAt,
  created_at: stories.createdAt,
  name: stories.name,
  position: stories.position,
  full_slug: stories.fullSlug,
} as const;

function storyOrder(sortBy: string | undefined): SQL[] {
  const [field, direction] = (sortBy ?? 'position:asc').split(':');
  const column = sortableColumns[field as keyof typeof sortableColumns] ?? stories.position;
  return [direction === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`];
}
