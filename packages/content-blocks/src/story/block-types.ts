import type { Block, Story } from './types.ts';

/**
 * The block names used in a story, a block or a list of blocks, nested blocks (a tab's
 * content) included, each once, in the order they first appear: what a page needs of
 * `blockLoaders` before it hydrates. A story's own content type (`page`, `guide`) is listed too.
 *
 * @example blockTypes(story) // ['page', 'single-hero', 'tabbed-section', 'accordion']
 */
export function blockTypes(content: Story | Block | readonly Block[] | null | undefined): string[] {
  const types = new Set<string>();
  const root =
    content && !Array.isArray(content) && 'content' in content ? content.content : content;
  collect(root, types, 0);
  return [...types];
}

function collect(value: unknown, types: Set<string>, depth: number): void {
  if (depth > 20) return; // content is a tree; a cycle or absurd nesting stops here
  if (Array.isArray(value)) {
    for (const item of value) collect(item, types, depth + 1);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.component === 'string') types.add(record.component);
    for (const child of Object.values(record)) collect(child, types, depth + 1);
  }
}
