import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storySlugPattern } from '@cairn/content-blocks/client';
import { z } from 'zod';

const blockSchema = z.looseObject({ _uid: z.string().min(1), component: z.string().min(1) });

/** The shape of a story file kept in the repository under `apps/api/content/stories`. */
export const storyFileSchema = z.object({
  name: z.string().min(1),
  full_slug: z.string().regex(storySlugPattern, 'lower-case path without leading slash'),
  published: z.boolean().default(true),
  first_published_at: z.iso.datetime().optional(),
  published_at: z.iso.datetime().optional(),
  is_startpage: z.boolean().default(false),
  position: z.number().int().default(0),
  tag_list: z.array(z.string()).default([]),
  sort_by_date: z.string().nullable().default(null),
  content: blockSchema,
  /** An unpublished editor's version; defaults to the published content. */
  draft_content: blockSchema.optional(),
});

export type StoryFile = z.infer<typeof storyFileSchema> & { sourceHash: string; uuid: string };

const storiesFolder = ['../../content/stories', '../content/stories']
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((folder) => existsSync(folder));

const releasesFolder = ['../../content/releases', '../content/releases']
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((folder) => existsSync(folder));

/**
 * Content releases: each numeric folder under `content/releases` holds stories as they will be
 * when that release goes live. Editors preview them with `_storyblok_release`.
 */
export function readReleaseFiles(folder = releasesFolder): Map<string, Map<string, StoryFile>> {
  const releases = new Map<string, Map<string, StoryFile>>();
  if (!folder) return releases;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || !/^\d{1,12}$/.test(entry.name)) continue;
    const files = readStoryFiles(join(folder, entry.name));
    releases.set(entry.name, new Map(files.map((file) => [file.full_slug, file])));
  }
  return releases;
}

/** Reads and validates every story file; a malformed file stops start-up with its path. */
export function readStoryFiles(folder = storiesFolder): StoryFile[] {
  if (!folder) throw new Error('The content folder (apps/api/content/stories) is missing');
  return listJsonFiles(folder).map((file) => {
    const text = readFileSync(file, 'utf8');
    const parsed = storyFileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `Story file ${relative(folder, file)} is invalid at ${issue?.path.join('.')}: ${issue?.message}`,
      );
    }
    return {
      ...parsed.data,
      sourceHash: createHash('sha256').update(text).digest('hex').slice(0, 16),
      uuid: uuidFromSlug(parsed.data.full_slug),
    };
  });
}

function listJsonFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Stable across machines, so links between stories (by uuid) survive re-seeding. */
function uuidFromSlug(slug: string): string {
  const hex = createHash('sha1').update(`cairn-story:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
