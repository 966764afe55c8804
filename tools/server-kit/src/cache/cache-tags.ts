/**
 * Names for what an answer shows, so a change can purge exactly the answers (API data, pages,
 * a CDN's copies) that showed it. They travel in `Cache-Tag` (comma-separated, Cloudflare) and
 * `Surrogate-Key` (space-separated, Fastly and Varnish), so a tag holds neither commas nor
 * spaces.
 */
export const cacheTag = {
  /** A story by its uuid (what pages name in their headers). */
  story: (uuid: string) => `story-${uuid}`,
  /** A story by its numeric id: Storyblok's webhooks name stories by id only. */
  storyId: (id: number) => `story-id-${id}`,
  /** Whatever was (or was not) found at a full slug, so a first publish there purges a 404. */
  slug: (fullSlug: string) => `slug-${fullSlug.replace(/^\/+|\/+$/g, '').toLowerCase()}`,
  /** Lists of a folder's stories (`starts_with`), so a new story there purges the lists. */
  folder: (folder: string) => `folder-${folder.replace(/^\/+|\/+$/g, '').toLowerCase()}`,
  product: (id: number) => `product-${id}`,
  /** A category by its path (`/all/clothing/jackets`), the catalogue's name for it. */
  category: (uri: string) => `category-${uri.replace(/^\/+|\/+$/g, '').toLowerCase()}`,
  brand: (slug: string) => `brand-${slug}`,
  /** Every answer made from content stories. */
  content: 'content',
  /** Every answer made from the catalogue. */
  catalogue: 'catalogue',
  /**
   * Tags no answer carries: sent with an import's purge so each shop knows the import it
   * heard, and its import watcher does not purge (and rebuild the catalogue index) again.
   */
  catalogueImport: (importId: number) => `catalogue-import-${importId}`,
} as const;

/** The response header an API answer names its tags in (and the shop collects them from). */
export const cacheTagHeader = 'Cache-Tag';

// Printable ASCII without comma, space or quote: safe in both headers and as Redis key parts.
const tagPattern = /^[\x21\x23-\x2b\x2d-\x7e]{1,200}$/;

export function isCacheTag(value: string): boolean {
  return tagPattern.test(value);
}

/** A `Cache-Tag` header value into tags, dropping anything that is not one. */
export function parseCacheTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter(isCacheTag);
}

/** A folder slug and each parent folder: `articles/gear/x` -> articles, articles/gear, .... */
export function foldersOf(fullSlug: string): string[] {
  const parts = fullSlug.replace(/^\/+|\/+$/g, '').split('/');
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

/** What a story shows: its uuid, id and slug, and that it is content. */
export function storyTags(story: { uuid: string; id?: number | undefined; full_slug: string }) {
  const tags = [cacheTag.story(story.uuid), cacheTag.slug(story.full_slug)];
  if (typeof story.id === 'number' && story.id > 0) tags.push(cacheTag.storyId(story.id));
  return tags;
}
