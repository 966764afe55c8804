import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './SingleHero.stories.tsx';
import { SingleHero, type SingleHeroBlock } from './SingleHero.tsx';

describeStories('SingleHero', stories);

describe('SingleHero with a mobile_image', () => {
  const blok: SingleHeroBlock = {
    _uid: 'hero',
    component: 'single-hero',
    heading: 'Into the hills',
    image: { filename: '/images/content/hills-wide.jpg', alt: 'Hills' },
    mobile_image: { filename: '/images/content/hills-tall.jpg', alt: 'Hills' },
  };

  it('on a page rendered for any device, lets the browser pick the crop by width', () => {
    const { container } = render(<SingleHero blok={blok} mobile={false} index={0} />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('media')).toBe('(max-width: 1023.98px)');
    expect(source?.getAttribute('srcset')).toContain('hills-tall.jpg');
    expect(container.querySelector('picture > img')?.getAttribute('src')).toContain(
      'hills-wide.jpg',
    );
  });

  it('rendered for a phone, shows the mobile crop alone', () => {
    const { container } = render(<SingleHero blok={blok} mobile index={0} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toContain('hills-tall.jpg');
  });
});
