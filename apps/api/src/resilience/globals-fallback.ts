// Bundled into dist/ by tsup: the fallback must not need the content service, nor the disk.
import shippedGlobals from '../../content/stories/settings/globals.json' with { type: 'json' };
import type { StoryContent } from '../db/schema.ts';

/**
 * The navigation, footer and messages to show when the content service cannot answer the
 * globals: the last globals this process served, else the snapshot shipped with the build (the
 * repository's `settings/globals` story). Commerce pages keep their header and footer through a
 * content outage, even one that starts before the first page.
 */
export type GlobalsFallback = {
  /** Remembers globals the content service answered, to fall back on later. */
  remember(globals: StoryContent): void;
  /** The fallback and where it comes from. */
  current(): { globals: StoryContent; source: 'last-served' | 'bundled' };
};

export function createGlobalsFallback(
  bundled: StoryContent = shippedGlobals.content as StoryContent,
): GlobalsFallback {
  let lastServed: StoryContent | undefined;
  return {
    remember(globals) {
      lastServed = globals;
    },
    current: () =>
      lastServed
        ? { globals: lastServed, source: 'last-served' }
        : { globals: bundled, source: 'bundled' },
  };
}
