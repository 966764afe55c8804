// @vitest-environment node
import { createContext } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import type { BlockData } from '../data/block-data.tsx';
import type { Story } from '../story/types.ts';
import { homeStory } from '../testing/fixtures.ts';

// As in a React Server Components render: `react` without context, the blocks' scope per request.
vi.mock('../context/server-scope.ts', () => {
  const scope = {};
  return {
    inServerComponents: true,
    serverScope: () => scope,
    clientContext: <T,>(value: T) => createContext(value),
  };
});

const { StoryRenderer } = await import('./StoryRenderer.tsx');
const { staticBlockComponents } = await import('./static-blocks.ts');
const { blockTypesHydrating } = await import('../hydration/policy.ts');

const story: Story = {
  ...homeStory,
  content: {
    ...homeStory.content,
    body: [
      ...(homeStory.content.body ?? []),
      {
        _uid: 'grid',
        component: 'product-story-grid',
        title: 'Kit for the hills',
        items: [{ _uid: 'item', component: 'product-story-item', sku: '111111-001' }],
      },
      {
        _uid: 'carousel',
        component: 'carousel',
        title: 'On the hill',
        slides: [{ _uid: 'slide', component: 'carousel-slide', heading: 'Cairngorms' }],
      },
    ],
  },
};

const data: BlockData = {
  getProductsBySku: (skus) =>
    skus.map((sku) => ({ sku, name: 'Alpine Jacket', href: '/alpine-jacket', priceAsNumber: 180 })),
};

function RouterLink({ href, children }: { href: string; children?: React.ReactNode }) {
  return (
    <a href={href} data-router="">
      {children}
    </a>
  );
}

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('the server StoryRenderer', () => {
  it('has a Server Component for each static default block', () => {
    expect(Object.keys(staticBlockComponents)).toEqual(blockTypesHydrating('static'));
  });

  it('renders static blocks as they are, with the data given, in sections with ids', async () => {
    const page = await html(<StoryRenderer story={story} data={data} />);
    expect(page).toContain('id="hero-section"');
    expect(page).toContain('Made for the long way up');
    expect(page).toContain('Alpine Jacket');
    expect(page).toContain('href="/alpine-jacket"');
    // Static blocks get no hydration wrapper: in a Server Component their code never ships.
    const grid = page.slice(
      page.indexOf('id="kit-for-the-hills"'),
      page.indexOf('id="on-the-hill"'),
    );
    expect(grid).not.toContain('data-server-markup');
  });

  it('renders interactive blocks as client blocks that wait to hydrate by the policy', async () => {
    const page = await html(<StoryRenderer story={story} data={data} />);
    const carousel = page.slice(page.indexOf('id="on-the-hill"'));
    expect(carousel).toContain('data-server-markup');
    expect(carousel).toContain('Cairngorms');
  });

  it('given a link component, static blocks link through it', async () => {
    const page = await html(<StoryRenderer story={story} linkComponent={RouterLink} />);
    expect(page).toMatch(/<a href="\/all\/clothing\/jackets\/insulated-jackets" data-router="">/);
  });

  describe('given a block no component knows', () => {
    const withUnknown: Story = {
      ...story,
      content: {
        ...story.content,
        body: [...(story.content.body ?? []), { _uid: 'odd', component: 'countdown-timer' }],
      },
    };

    it('renders nothing for it on the live site', async () => {
      const page = await html(<StoryRenderer story={withUnknown} />);
      expect(page).not.toContain('countdown-timer');
    });

    it('shows a notice naming it in a preview, with the editor’s attributes', async () => {
      const page = await html(<StoryRenderer story={withUnknown} preview />);
      expect(page).toMatch(/<div role="note" data-blok-c="[^"]*" data-blok-uid="odd"/);
      expect(page).toMatch(/No component for the block “(<!-- -->)?countdown-timer(<!-- -->)?”/);
    });

    it('renders the unknownBlock given instead', async () => {
      const page = await html(
        <StoryRenderer
          story={withUnknown}
          unknownBlock={({ blok }) => <aside>Missing {blok.component}</aside>}
        />,
      );
      expect(page).toContain('<aside>Missing <!-- -->countdown-timer</aside>');
    });
  });
});
