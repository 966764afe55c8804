import { describe, expect, it } from 'vitest';
import { ownAddress, seo } from './seo.ts';

const match = { context: { origin: 'https://www.cairn.example' }, pathname: '/checkout' };

describe('seo', () => {
  it("names the site after the page's title and adds description and robots in that order", () => {
    expect(
      seo({ title: 'Log in', description: 'Log in to Cairn.', robots: 'noindex, follow' }).meta,
    ).toEqual([
      { title: 'Log in | Cairn' },
      { name: 'description', content: 'Log in to Cairn.' },
      { name: 'robots', content: 'noindex, follow' },
    ]);
  });

  it('links a page to its own address on the one UK English site', () => {
    expect(seo({ title: 'Checkout', canonical: ownAddress(match) }).links).toEqual([
      { rel: 'canonical', href: 'https://www.cairn.example/checkout' },
      { rel: 'alternate', hrefLang: 'en-GB', href: 'https://www.cairn.example/checkout' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://www.cairn.example/checkout' },
    ]);
  });

  it('gives a layout route without an address no links, and keeps extra tags last', () => {
    const head = seo({
      title: 'Reset your password',
      robots: 'noindex, nofollow',
      meta: [{ name: 'referrer', content: 'no-referrer' }],
    });
    expect(head.links).toBeUndefined();
    expect(head.meta.at(-1)).toEqual({ name: 'referrer', content: 'no-referrer' });
  });

  it('keeps a title that already names the site', () => {
    expect(seo({ documentTitle: 'Delivery | Cairn' }).meta).toEqual([
      { title: 'Delivery | Cairn' },
    ]);
  });
});
