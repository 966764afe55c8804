import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockImage, ImageLoaderProvider, storyblokImageLoader } from '../index.ts';

describe('storyblokImageLoader', () => {
  it('resizes Storyblok assets through the image service, keeping the aspect ratio', () => {
    expect(storyblokImageLoader('https://a.storyblok.com/f/1/1600x900/abc/hero.jpg', 640)).toBe(
      'https://a.storyblok.com/f/1/1600x900/abc/hero.jpg/m/640x0',
    );
  });

  it('leaves other images and already-resized assets alone', () => {
    expect(storyblokImageLoader('/images/content/hero.jpg', 640)).toBeNull();
    expect(storyblokImageLoader('https://a.storyblok.com/f/1/a.jpg/m/100x0', 640)).toBeNull();
    expect(storyblokImageLoader('https://a.storyblok.com.evil.test/f/1/a.jpg', 640)).toBeNull();
  });
});

describe('BlockImage', () => {
  it('offers every width from the loader in srcset, with its sizes and a middling src', () => {
    const { getByRole } = render(
      <ImageLoaderProvider loader={(src, width) => `${src}?w=${width}`}>
        <BlockImage image={{ filename: '/images/content/tent.jpg', alt: 'A tent' }} sizes="50vw" />
      </ImageLoaderProvider>,
    );
    const image = getByRole('img', { name: 'A tent' });
    expect(image.getAttribute('src')).toBe('/images/content/tent.jpg?w=960');
    expect(image.getAttribute('srcset')).toBe(
      [320, 480, 640, 960, 1280, 1600, 1920]
        .map((width) => `/images/content/tent.jpg?w=${width} ${width}w`)
        .join(', '),
    );
    expect(image.getAttribute('sizes')).toBe('50vw');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('keeps the plain address when the loader cannot resize the image', () => {
    const { getByRole } = render(
      <BlockImage image={{ filename: '/images/content/tent.jpg', alt: 'A tent' }} priority />,
    );
    const image = getByRole('img', { name: 'A tent' });
    expect(image.getAttribute('src')).toBe('/images/content/tent.jpg');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('is decorative without alt text and absent without a file', () => {
    const { container } = render(
      <>
        <BlockImage image={{ filename: '/a.jpg' }} />
        <BlockImage image={{ filename: '  ' }} />
      </>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
