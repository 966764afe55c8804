/** A Storyblok multilink field, as the content-blocks `normaliseLink` reads it. */
export type Multilink = {
  id: string;
  linktype: 'story' | 'url' | 'email';
  url: string;
  cached_url: string;
  email?: string;
  fieldtype: 'multilink';
};

/**
 * A multilink to a shop address: story links for plain paths (`/all/clothing`), URL links for
 * anything with a query or a scheme, email links for `mailto:`.
 */
export function link(href: string): Multilink {
  if (href.startsWith('mailto:')) {
    const email = href.slice('mailto:'.length);
    return { id: '', linktype: 'email', url: '', cached_url: '', email, fieldtype: 'multilink' };
  }
  if (href.startsWith('/') && !/[?#]/.test(href)) {
    return {
      id: '',
      linktype: 'story',
      url: href,
      cached_url: href.slice(1),
      fieldtype: 'multilink',
    };
  }
  return { id: '', linktype: 'url', url: href, cached_url: href, fieldtype: 'multilink' };
}
