import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];
/** What `composeStories` gives for each story, as far as playing it goes. */
type PlayableStory = ComponentType & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
  tags?: string[];
};

/**
 * Plays the `play` function of every story that has one, as Storybook does: the story
 * rendered, then played against its canvas, in jsdom. Stories tagged `needs-layout` (they
 * scroll or measure) are left to the browser, where the Storybook check plays every story.
 */
export function describePlayFunctions(modules: Record<string, StoriesModule>): void {
  for (const [file, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module)) as Array<[string, PlayableStory]>;
    const playing = stories.filter(
      ([, story]) => story.play && !story.tags?.includes('needs-layout'),
    );
    if (playing.length === 0) continue;
    describe(file.replace(/^.*\//, ''), () => {
      it.each(playing)('%s plays through', async (_name, Story) => {
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
      });
    });
  }
}
