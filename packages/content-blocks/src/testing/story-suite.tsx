import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';

type StoriesModule = Parameters<typeof composeStories>[0];

/**
 * Runs every story of a stories module as a test: rendered in jsdom without accessibility
 * violations. `src/server-rendering.test.tsx` renders the same stories on the server.
 */
export function describeStories(name: string, stories: StoriesModule): void {
  const composed = Object.entries(composeStories(stories)) as Array<[string, ComponentType]>;
  describe(`${name} stories`, () => {
    it.each(composed)('the %s story has no accessibility violations', async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    });
  });
}
