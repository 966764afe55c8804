import { describe, expect, it } from 'vitest';
import { contentImageUrl, imageSrcSet, productImageUrl, withImageSize } from './image-urls.ts';

describe('image URLs', () => {
  it('builds a product image URL with a width and an optional format', () => {
    expect(productImageUrl('jacket-104211-900-01.jpg', { width: 640 })).toBe(
      '/images/products/jacket-104211-900-01.jpg?w=640',
    );
    expect(productImageUrl('jacket-104211-900-01.jpg', { width: 320, format: 'webp' })).toBe(
      '/images/products/jacket-104211-900-01.jpg?w=320&format=webp',
    );
  });

  it('builds a content image URL from a name, with or without .jpg', () => {
    expect(contentImageUrl('home-hero', { width: 1280 })).toBe(
      '/images/content/home-hero.jpg?w=1280',
    );
    expect(contentImageUrl('home-hero.jpg', { width: 1280 })).toBe(
      '/images/content/home-hero.jpg?w=1280',
    );
  });

  it('sizes a path that already has a query, replacing w and format', () => {
    expect(withImageSize('/images/content/a.jpg?w=160&format=avif&v=2', { width: 960 })).toBe(
      '/images/content/a.jpg?w=960&v=2',
    );
  });

  it('makes a srcset from a product filename or from an image path', () => {
    expect(imageSrcSet('tent-01.jpg', [320, 640])).toBe(
      '/images/products/tent-01.jpg?w=320 320w, /images/products/tent-01.jpg?w=640 640w',
    );
    expect(imageSrcSet('/images/content/home-hero.jpg', [960, 1920], { format: 'jpeg' })).toBe(
      '/images/content/home-hero.jpg?w=960&format=jpeg 960w, /images/content/home-hero.jpg?w=1920&format=jpeg 1920w',
    );
  });
});
