/** One entry of the bar: the id of a section on the page and the label shown for it. */
export interface AnchorEntry {
  id: string;
  title: string;
}

/** The parts of a Storyblok block this package reads. */
export interface StoryblokBlock {
  _uid: string;
  component: string;
  title?: string | null;
}

/** Id of the bar on guide pages, where it is rendered as the first section. */
export const STICKY_FILTER_ID = 'sticky-filter';
/** Id of the `All` entry added first when the bar is used outside a guide page. */
export const ALL_ENTRY_ID = 'all';

// Ids the page already uses; a section must never take one of them.
const RESERVED_IDS = new Set([STICKY_FILTER_ID, ALL_ENTRY_ID, 'hero-section']);

export interface AnchorEntriesOptions {
  /** Put an `All` entry (id `all`) first. Use it everywhere but guide pages. Default false. */
  includeAll?: boolean;
  /** Label of the `All` entry. Default `All`. */
  allTitle?: string;
}

/** True when a story's content is a guide: the page that shows the bar as its first section. */
export function isGuideContent(content: { component?: string } | null | undefined): boolean {
  return content?.component === 'guide';
}

/**
 * Turns a lowercase, hyphenated slug of a title: `Fit & sizing` -> `fit-sizing`.
 * Accents are folded so the ids stay plain ASCII.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Derives the entries of the bar from the blocks of a content page: every block with a
 * non-blank title becomes one entry, in page order.
 *
 * Ids are stable: the same blocks always give the same ids. An id is the slug of the title
 * (readable in links), `section-<_uid>` when the title has no letters or digits, and gets a
 * `-2`, `-3`... suffix when taken, so the ids on a page are unique and never clash with
 * `sticky-filter`, `all` or `hero-section`. Render each block's section with
 * `id={entry.id}` (see {@link sectionIdsByUid}).
 *
 * @example
 * const entries = anchorEntriesFromBlocks(story.content.body, {
 *   includeAll: !isGuideContent(story.content),
 * });
 */
export function anchorEntriesFromBlocks(
  blocks: ReadonlyArray<StoryblokBlock> | null | undefined,
  options: AnchorEntriesOptions = {},
): AnchorEntry[] {
  const entries: AnchorEntry[] = [];
  if (options.includeAll) entries.push({ id: ALL_ENTRY_ID, title: options.allTitle ?? 'All' });
  const taken = new Set(RESERVED_IDS);
  let index = 0;
  for (const block of blocks ?? []) {
    const title = block.title?.trim();
    if (!title) continue;
    index++;
    const base = slugify(title) || `section-${slugify(block._uid) || index}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    entries.push({ id, title });
  }
  return entries;
}

/**
 * The section id of each titled block, keyed by `_uid`, for rendering the sections with the
 * same ids as the entries of {@link anchorEntriesFromBlocks}.
 */
export function sectionIdsByUid(
  blocks: ReadonlyArray<StoryblokBlock> | null | undefined,
): Map<string, string> {
  const titled = (blocks ?? []).filter((block) => block.title?.trim());
  const entries = anchorEntriesFromBlocks(titled);
  return new Map(titled.map((block, i) => [block._uid, entries[i]?.id ?? '']));
}
