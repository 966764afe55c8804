// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '../story/block-types.ts';
import type { BlockComponents } from '../story/types.ts';
import { homeStory } from '../testing/fixtures.ts';
import { anchorEntries } from './anchor-entries.ts';
import { blockLoaders } from './block-loaders.ts';
import { defaultComponents } from './default-components.ts';
import { StoryBlocks } from './StoryBlocks.tsx';
import { StoryRenderer } from './StoryRenderer.tsx';
import { storyAnchorEntries } from './story-anchor-entries.ts';

/** The blocks a story uses, loaded through `blockLoaders`, as an app with lazy blocks has them. */
async function loadedBlocks(types: string[]): Promise<BlockComponents> {
  const loads = Object.entries(blockLoaders).filter(([type]) => types.includes(type));
  return Object.fromEntries(
    await Promise.all(loads.map(async ([type, load]) => [type, await load()] as const)),
  );
}

describe('StoryBlocks', () => {
  it('given every default block loaded one by one, renders the same markup as StoryRenderer', async () => {
    const components = await loadedBlocks(blockTypes(homeStory));
    expect(renderToString(<StoryBlocks story={homeStory} components={components} />)).toBe(
      renderToString(<StoryRenderer story={homeStory} />),
    );
  });

  it('renders only the blocks it is given: no defaults behind them', () => {
    const html = renderToString(<StoryBlocks story={homeStory} components={{}} />);
    expect(html).not.toContain('<section');
  });

  it('gives the same anchor entries as anchorEntries for the same blocks', () => {
    expect(storyAnchorEntries(homeStory, defaultComponents)).toEqual(anchorEntries(homeStory));
  });
});

describe('blockLoaders', () => {
  it('load every default block by its name, the very component StoryRenderer uses', async () => {
    expect(Object.keys(blockLoaders).sort()).toEqual(Object.keys(defaultComponents).sort());
    for (const [type, load] of Object.entries(blockLoaders)) {
      expect(await load(), type).toBe(defaultComponents[type]);
    }
  });
});
