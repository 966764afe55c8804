import { describe, expect, it } from 'vitest';
import { createImageUrls } from './image-urls.ts';

describe('createImageUrls', () => {
  it('without an origin, gives addresses on the page’s own origin', () => {
    const images = createImageUrls();
    expect(images.productImageUrl('rab jacket.jpg', 480)).toBe(
      '/images/products/rab%20jacket.jpg?w=480',
    );
    expect(images.productImageSrcSet('a.jpg', [160, 320])).toBe(
      '/images/products/a.jpg?w=160 160w, /images/products/a.jpg?w=320 320w',
    );
    expect(images.imageLoader('/images/content/hero.jpg', 640)).toBe(
      '/images/content/hero.jpg?w=640',
    );
  });

  it('given an origin, puts every image service address on it', () => {
    const images = createImageUrls({ origin: 'https://shop.example/' });
    expect(images.productImageUrl('a.jpg', 160)).toBe(
      'https://shop.example/images/products/a.jpg?w=160',
    );
    expect(images.imageLoader('/images/content/hero.jpg', 640)).toBe(
      'https://shop.example/images/content/hero.jpg?w=640',
    );
  });

  it('leaves Storyblok assets to Storyblok’s image service, and a sized image as it is', () => {
    const images = createImageUrls({ origin: 'https://shop.example' });
    expect(images.imageLoader('https://a.storyblok.com/f/1/hero.jpg', 320)).toBe(
      'https://a.storyblok.com/f/1/hero.jpg/m/320x0',
    );
    expect(images.imageLoader('/images/content/hero.jpg?w=100', 640)).toBeNull();
    expect(images.imageLoader('https://elsewhere.example/a.jpg', 640)).toBeNull();
  });
});
