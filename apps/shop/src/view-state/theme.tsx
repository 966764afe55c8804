/**
 * The page's theme (requirements R-DATA-16, R-DATA-17 and R-FLOW-15: a theme, white or light by
 * default, that a story page sets): the header's and the page's background. A story chooses it in its root `theme` field (a single-option field
 * on the `page`, `guide`, `article` and `info-page` content types: `light` or `stone`; empty is
 * `light`), and every other page is light.
 *
 * The story page renders `<meta name="cairn-theme">`, which React puts in the document's head,
 * in the server's HTML as in the browser; the CSS reads it (`html:has(meta[name=cairn-theme]…)`,
 * styles/shop.css), a set of custom properties per theme. So the first paint already has the
 * theme, nothing moves or repaints when the app starts, and its code is the story page's alone:
 * no other page loads a byte of it.
 */
export const pageThemes = ['light', 'stone'] as const;

export type PageTheme = (typeof pageThemes)[number];

/** The shop's own theme: white header and page. */
export const defaultTheme: PageTheme = 'light';

/** A story's theme from its content's `theme` field; empty or unknown is the default. */
export function storyTheme(content: Record<string, unknown>): PageTheme {
  return pageThemes.find((theme) => theme === content.theme) ?? defaultTheme;
}

/** The story's theme for the page's CSS; nothing for the default. */
export function ThemeMeta({ content }: { content: Record<string, unknown> }) {
  const theme = storyTheme(content);
  return theme === defaultTheme ? null : <meta name="cairn-theme" content={theme} />;
}
