import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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

  it('given a provider without a loader, keeps the loader of the provider around it', () => {
    const { getByRole } = render(
      <ImageLoaderProvider loader={(src, width) => `${src}?w=${width}`}>
        <ImageLoaderProvider loader={undefined}>
          <BlockImage image={{ filename: '/images/content/tent.jpg', alt: 'A tent' }} />
        </ImageLoaderProvider>
      </ImageLoaderProvider>,
    );
    expect(getByRole('img', { name: 'A tent' }).getAttribute('src')).toBe(
      '/images/content/tent.jpg?w=960',
    );
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

describe('BlockImage with a mobile crop', () => {
  const loader = (src: string, width: number) => `${src}?w=${width}`;
  const wide = { filename: '/images/content/ridge-wide.jpg', alt: 'A ridge at dawn' };
  const tall = { filename: '/images/content/ridge-tall.jpg', alt: 'A ridge at dawn, upright' };

  it('given a mobile image, server-renders a <picture> whose first source is the crop below 1024 px', () => {
    const html = renderToString(
      <ImageLoaderProvider loader={loader}>
        <BlockImage image={wide} mobileImage={tall} />
      </ImageLoaderProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const picture = page.querySelector('picture');
    const source = picture?.querySelector('source');
    expect(source?.getAttribute('media')).toBe('(max-width: 1023.98px)');
    expect(source?.getAttribute('srcset')).toContain('/images/content/ridge-tall.jpg?w=640 640w');
    expect(source?.getAttribute('sizes')).toBe('100vw');
    // The source comes first, so where it matches the browser never reads the <img>'s srcset.
    expect(picture?.firstElementChild?.tagName).toBe('SOURCE');
    const image = picture?.querySelector('img');
    expect(image?.getAttribute('srcset')).toContain('/images/content/ridge-wide.jpg?w=1920 1920w');
    expect(image?.getAttribute('alt')).toBe('A ridge at dawn');
  });

  it('a custom media query replaces the default', () => {
    const { container } = render(
      <BlockImage image={wide} mobileImage={tall} mobileMedia="(orientation: portrait)" />,
    );
    expect(container.querySelector('source')?.getAttribute('media')).toBe(
      '(orientation: portrait)',
    );
  });

  it('without a mobile image, or with the same one, is a plain <img>', () => {
    for (const mobileImage of [undefined, null, { filename: '' }, wide]) {
      const { container, unmount } = render(<BlockImage image={wide} mobileImage={mobileImage} />);
      expect(container.querySelector('picture')).toBeNull();
      expect(container.querySelectorAll('img')).toHaveLength(1);
      unmount();
    }
  });

  it('with only a mobile image, shows it everywhere', () => {
    const { container } = render(<BlockImage image={{ filename: '' }} mobileImage={tall} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(tall.filename);
  });
});
