/** A Storyblok multilink field value. */
export type StoryblokMultilink = {
  linktype?: 'story' | 'url' | 'email' | 'asset' | (string & {});
  url?: string;
  cached_url?: string;
  email?: string;
  anchor?: string;
  target?: '_blank' | '_self' | (string & {});
  fieldtype?: 'multilink';
  id?: string;
  [field: string]: unknown;
};

/** Anything a content editor can put where a link goes. */
export type LinkInput = StoryblokMultilink | string | null | undefined;

const schemePattern = /^[a-z][a-z\d+.-]*:/i;

/**
 * Turns a Storyblok multilink or a string into an href, as the shop's navigation links do:
 * a link with a scheme, starting with `//` or starting with `/` is kept; anything else gets a
 * leading `/`; an empty link becomes `#`.
 *
 * For multilinks, story links use `url` (falling back to `cached_url`), email links become
 * `mailto:` and a story anchor is appended as `#anchor`.
 *
 * @example normaliseLink({ linktype: 'story', url: '', cached_url: 'all/clothing' }) // '/all/clothing'
 * @example normaliseLink('https://example.com') // 'https://example.com'
 * @example normaliseLink('') // '#'
 */
export function normaliseLink(link: LinkInput): string {
  const raw = (typeof link === 'string' ? link : multilinkToString(link)).trim();
  if (raw === '') return '#';
  if (schemePattern.test(raw) || raw.startsWith('/')) return raw;
  return `/${raw}`;
}

function multilinkToString(link: StoryblokMultilink | null | undefined): string {
  if (!link || typeof link !== 'object') return '';
  if (link.linktype === 'email') {
    const email = stringField(link.email) || stringField(link.url);
    if (email === '') return '';
    return email.startsWith('mailto:') ? email : `mailto:${email}`;
  }
  const base = stringField(link.url) || stringField(link.cached_url);
  const anchor = stringField(link.anchor);
  if (base === '') return '';
  return anchor ? `${base}#${anchor}` : base;
}

function stringField(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Schemes a link may use; anything else (`javascript:`, `data:`, `vbscript:`, ...) is refused. */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);
// Only the scheme is read: a relative link resolves against this and keeps its https:.
const relativeBase = 'https://relative.invalid/';

/** True for hrefs that leave the shop: a scheme (`https:`, `mailto:`) or protocol-relative `//`. */
export function isExternalHref(href: string): boolean {
  return schemePattern.test(href) || href.startsWith('//');
}

/**
 * The href when its scheme is http, https, mailto or tel (or it is relative), else `#`. The
 * scheme is read by the URL parser, as the browser reads it, so tabs, line breaks and leading
 * controls (`java\tscript:`, `\x01javascript:`) hide nothing.
 */
export function safeHref(href: string): string {
  let url: URL;
  try {
    url = new URL(href, relativeBase);
  } catch {
    return '#';
  }
  return allowedSchemes.has(url.protocol) ? href : '#';
}
