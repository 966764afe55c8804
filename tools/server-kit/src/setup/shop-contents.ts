/** What a shop needs before it has pages to show. */
export type MissingPart = 'catalogue' | 'content';

/** The story every page reads (navigation, footer): without it no page can be drawn. */
export const globalsSlug = 'settings/globals';

const remedies: Record<MissingPart, string> = {
  catalogue:
    'no catalogue (no product on sale): import one with `pnpm catalogue import <feed file or URL>`',
  content: `no content (no '${globalsSlug}' story): set CONTENT_API_URL and CONTENT_TOKEN to your Storyblok space, or load the shipped stories into the embedded content service with \`pnpm --filter @cairn/api content:load\``,
};

/**
 * The one log line of a start on a shop that lacks something: what, and which command or
 * setting fills it.
 * @example if (missing.length > 0) logger.warn(describeMissingShopContents(missing))
 */
export function describeMissingShopContents(missing: readonly MissingPart[]): string {
  return `This shop has nothing to show yet, so every page answers 503 until it has: ${missing
    .map((part) => remedies[part])
    .join('; and ')}.`;
}
