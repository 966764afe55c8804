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

const unsafeSchemePattern = /^\s*(javascript|vbscript|data):/i;

/** True for hrefs that leave the shop: a scheme (`https:`, `mailto:`) or protocol-relative `//`. */
export function isExternalHref(href: string): boolean {
  return schemePattern.test(href) || href.startsWith('//');
}

/** Replaces script-running hrefs (`javascript:`, `vbscript:`, `data:`) with `#`. */
export function safeHref(href: string): string {
  return unsafeSchemePattern.test(href) ? '#' : href;
}
