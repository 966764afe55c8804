import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlockDataProvider, FeaturedArticles, featuredArticlesQuery } from '../../index.ts';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './FeaturedArticles.stories.tsx';

describeStories('FeaturedArticles', stories);
const { Desktop } = composeStories(stories);

describe('FeaturedArticles', () => {
  it('shows the articles getArticles gives, dated day/month/year', () => {
    render(<Desktop />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'How to choose walking boots' })).toBeTruthy();
    expect(screen.getByText('03/10/2026').getAttribute('datetime')).toBe('2026-10-03');
  });

  it('asks for chosen stories first, else the folder, limited to 1..12', () => {
    const base = { _uid: 'f', component: 'featured-articles' as const };
    expect(featuredArticlesQuery({ ...base, articles: ['u1', 'u2'], folder: 'guides/' })).toEqual({
      uuids: ['u1', 'u2'],
      limit: 3,
    });
    expect(featuredArticlesQuery({ ...base, folder: 'guides/', limit: '40' })).toEqual({
      startsWith: 'guides/',
      limit: 12,
    });
    expect(featuredArticlesQuery({ ...base, limit: 'x' })).toEqual({ limit: 3 });
  });

  it('given no articles, it renders nothing', () => {
    const getArticles = vi.fn(() => []);
    const { container } = render(
      <BlockDataProvider value={{ getArticles }}>
        <FeaturedArticles
          blok={{ _uid: 'f', component: 'featured-articles', folder: 'news/' }}
          mobile={false}
          index={1}
        />
      </BlockDataProvider>,
    );
    expect(getArticles).toHaveBeenCalledWith({ startsWith: 'news/', limit: 3 });
    expect(container.innerHTML).toBe('');
  });
});
