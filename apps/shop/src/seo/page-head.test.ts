import type { PageMeta } from '@cairn/commerce-client';
import { describe, expect, it } from 'vitest';
import { pageHead } from './page-head.ts';

const meta: PageMeta = {
  title: 'Delivery & returns | Cairn',
  description: 'UK delivery options.',
  canonicalPath: '/information/delivery-returns',
  hreflangs: [
    { lang: 'en-GB', path: '/information/delivery-returns' },
    { lang: 'x-default', path: '/information/delivery-returns' },
  ],
  ogTitle: 'Delivery',
  ogDescription: 'Free over £50',
  ogImage: '/images/og.jpg',
  ogType: 'website',
  twitterTitle: 'Delivery',
  twitterDescription: 'Free over £50',
  twitterImage: null,
  datePublished: '2026-01-05T09:00:00.000Z',
  dateModified: null,
};

describe('pageHead', () => {
  const head = pageHead(meta, 'https://www.cairn.example');

  it('gives the title and description', () => {
    expect(head.meta).toContainEqual({ title: 'Delivery & returns | Cairn' });
    expect(head.meta).toContainEqual({ name: 'description', content: 'UK delivery options.' });
  });

  it('makes canonical, hreflang and image addresses absolute on the public origin', () => {
    expect(head.links).toContainEqual({
      rel: 'canonical',
      href: 'https://www.cairn.example/information/delivery-returns',
    });
    expect(head.links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'en-GB',
      href: 'https://www.cairn.example/information/delivery-returns',
    });
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://www.cairn.example/images/og.jpg',
    });
  });

  it('uses the small twitter card without an image and leaves out missing dates', () => {
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(head.meta.some((tag) => tag.property === 'article:modified_time')).toBe(false);
  });
});
