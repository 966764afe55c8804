import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Countries the shop sells to; `GET /api/setup` lists them. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/**
 * Content stories in Storyblok's shape. `content` is the published version, `draftContent`
 * the editor's working copy (served with version=draft); a story without `publishedAt` is a
 * draft only.
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    fullSlug: text('full_slug').notNull(),
    content: jsonb('content').$type<StoryContent>(),
    draftContent: jsonb('draft_content').$type<StoryContent>().notNull(),
    isStartpage: boolean('is_startpage').notNull().default(false),
    position: integer('position').notNull().default(0),
    tagList: text('tag_list').array().notNull().default(sql`'{}'::text[]`),
    sortByDate: text('sort_by_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    /** A hash of the repository file the story was seeded from, so re-seeding is a no-op. */
    sourceHash: text('source_hash'),
  },
  (table) => [
    uniqueIndex('stories_full_slug_idx').on(table.fullSlug),
    index('stories_full_slug_prefix_idx').on(sql`${table.fullSlug} text_pattern_ops`),
  ],
);

export type StoryContent = { _uid: string; component: string; [field: string]: unknown };
