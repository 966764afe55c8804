import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../link/link.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './Breadcrumbs.stories.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const { ProductPage, Shallow } = composeStories(stories);

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router="" {...props} />;
}

describe('Breadcrumbs', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('is a navigation named Breadcrumb with an ordered list of the steps', () => {
    render(<ProductPage />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('links every step but the last, which is the current page and not a link', () => {
    render(<ProductPage />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/all/clothing',
      '/all/clothing/jackets',
    ]);
    const current = screen.getByText('Rab Microlight Alpine Down Jacket');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
  });

  it('given a link component, it renders the steps through it', () => {
    render(<Breadcrumbs items={Shallow.args.items ?? []} linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('data-router')).toBe(true);
  });

  it('given no items, it renders nothing', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders on the server', () => {
    const html = renderToString(<Shallow />);
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('aria-current="page"');
  });
});
