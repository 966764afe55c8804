// @vitest-environment node
import { composeStories } from '@storybook/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as accordion from './blocks/accordion/Accordion.stories.tsx';
import * as animatedLinks from './blocks/animated-links/AnimatedLinks.stories.tsx';
import * as promos from './blocks/promos/Promos.stories.tsx';
import * as singleHero from './blocks/single-hero/SingleHero.stories.tsx';
import { anchorEntries, StoryRenderer } from './index.ts';
import * as storyRenderer from './renderer/StoryRenderer.stories.tsx';
import { homeStory } from './testing/fixtures.ts';

// Every story of every block, rendered as the shop's server does: Node, no window, no document.
const modules: Record<string, Parameters<typeof composeStories>[0]> = {
  Accordion: accordion,
  AnimatedLinks: animatedLinks,
  Promos: promos,
  SingleHero: singleHero,
  StoryRenderer: storyRenderer,
};

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  for (const [name, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module)) as Array<[string, ComponentType]>;
    it.each(stories)(`${name}: the %s story renders to a string`, (_name, Story) => {
      const html = renderToString(<Story />);
      expect(html).toMatch(/^</);
    });
  }

  it('renders a story page with its section ids and anchor entries matching', () => {
    const html = renderToString(<StoryRenderer story={homeStory} />);
    expect(html).toContain('<section id="hero-section"');
    for (const entry of anchorEntries(homeStory)) expect(html).toContain(`id="${entry.id}"`);
  });
});
