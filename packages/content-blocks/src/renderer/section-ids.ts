import type { Block, Story } from '../story/types.ts';

/** An entry of a page's anchor bar: the id of a titled block's section and its title. */
export type AnchorEntry = { id: string; title: string };

/** The section every story's first block renders in. */
export const heroSectionId = 'hero-section';

// Ids the page already uses: the hero, the guide filter bar and its "All" entry.
const reservedIds = [heroSectionId, 'sticky-filter', 'all'];

/** `Shopping with Cairn` -> `shopping-with-cairn`; accents dropped, anything else becomes `-`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function blockTitle(block: Block | undefined): string | undefined {
  const title = block?.title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : undefined;
}

/**
 * The section id of each block of a story body, by position: `hero-section` for the first,
 * then the block's title slug, else `section-{index}`; a repeated id gets `-2`, `-3`, ...
 */
export function sectionIds(body: readonly Block[]): string[] {
  const used = new Set(reservedIds);
  return body.map((block, index) => {
    if (index === 0) return heroSectionId;
    const title = blockTitle(block);
    const base = (title && slugify(title)) || `section-${index}`;
    let id = base;
    for (let suffix = 2; used.has(id); suffix++) id = `${base}-${suffix}`;
    used.add(id);
    return id;
  });
}

export function storyBody(story: Story | null | undefined): Block[] {
  const body = story?.content?.body;
  return Array.isArray(body)
    ? body.filter(
        (block): block is Block =>
          !!block && typeof block === 'object' && typeof block.component === 'string',
      )
    : [];
}

/**
 * The anchor entries of a story: one per titled block, with the id of the section it renders
 * in. Pass the same `components` as to `StoryRenderer` so blocks it cannot render (and so does
 * not render a section for) are left out; the defaults are always included.
 *
 * @example anchorEntries(story) // [{ id: 'shopping-with-cairn', title: 'Shopping with Cairn' }]
 */
export function anchorEntries(
  story: Story | null | undefined,
  options: { isRenderable?: (block: Block) => boolean } = {},
): AnchorEntry[] {
  const body = storyBody(story);
  const ids = sectionIds(body);
  const entries: AnchorEntry[] = [];
  body.forEach((block, index) => {
    const title = blockTitle(block);
    const id = ids[index];
    if (title && id && (options.isRenderable?.(block) ?? true)) entries.push({ id, title });
  });
  return entries;
}
