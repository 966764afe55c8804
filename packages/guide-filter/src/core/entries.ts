/**
 * One entry of the bar: the id of a section on the page and the label shown for it.
 *
 * The bar does not make ids: it links to sections the page already rendered. With
 * `@cairn/content-blocks`, `anchorEntries(story)` gives exactly the ids `StoryRenderer` puts on
 * its sections; any other page passes the ids of its own sections.
 */
export interface AnchorEntry {
  id: string;
  title: string;
}

/** Id of the bar on guide pages, where it is rendered as the first section. */
export const STICKY_FILTER_ID = 'sticky-filter';
/** Id of the `All` entry, which links to the top of the page instead of a section. */
export const ALL_ENTRY_ID = 'all';

/** True when a story's content is a guide: the page that shows the bar as its first section. */
export function isGuideContent(content: { component?: string } | null | undefined): boolean {
  return content?.component === 'guide';
}

/**
 * The entries with an `All` entry (id `all`, linking to the top) put first, for the bar
 * anywhere but a guide page. Entries that already start with it are returned as they are.
 *
 * @example withAllEntry(anchorEntries(story)) // [{ id: 'all', title: 'All' }, ...]
 */
export function withAllEntry(entries: ReadonlyArray<AnchorEntry>, title = 'All'): AnchorEntry[] {
  if (entries[0]?.id === ALL_ENTRY_ID) return [...entries];
  return [{ id: ALL_ENTRY_ID, title }, ...entries];
}
