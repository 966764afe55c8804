import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../link/link.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './Pagination.stories.tsx';
import { Pagination } from './Pagination.tsx';

const { Middle, FirstPage, LastPage, FewPages } = composeStories(stories);
const hrefForPage = (page: number) => `/tents?page=${page}`;

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a href={`/gb${href}`} data-router="" {...props} />;
}

function linkNames(): string[] {
  return screen.getAllByRole('link').map((link) => link.textContent ?? '');
}

describe('Pagination', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('is a navigation landmark named Pagination unless told otherwise', () => {
    render(<Middle />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    render(
      <Pagination current={1} totalPages={3} hrefForPage={hrefForPage} label="Reviews pages" />,
    );
    expect(screen.getByRole('navigation', { name: 'Reviews pages' })).toBeTruthy();
  });

  it('given a page in the middle, it links previous, first, neighbours, last and next with ellipses', () => {
    const { container } = render(<Middle />);
    expect(linkNames()).toEqual([
      'Previous page',
      'Page 1',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 20',
      'Next page',
    ]);
    expect(container.querySelectorAll('.cairn-pagination__ellipsis')).toHaveLength(2);
  });

  it('marks the current page with aria-current and links it to itself', () => {
    render(<Middle />);
    const current = screen.getByRole('link', { name: 'Page 10' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/all/clothing/jackets?page=10');
    const others = screen.getAllByRole('link').filter((link) => link !== current);
    expect(others.every((link) => !link.hasAttribute('aria-current'))).toBe(true);
  });

  it('given the first page, it leaves out the previous link', () => {
    render(<FirstPage />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe('/all/clothing/jackets?page=2');
    expect(next.getAttribute('rel')).toBe('next');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/all/clothing/jackets',
    );
  });

  it('given the last page, it leaves out the next link', () => {
    render(<LastPage />);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous.getAttribute('rel')).toBe('prev');
    expect(linkNames().slice(1)).toEqual([
      'Page 1',
      'Page 16',
      'Page 17',
      'Page 18',
      'Page 19',
      'Page 20',
    ]);
  });

  it('given few pages, it links every one without ellipses', () => {
    const { container } = render(<FewPages />);
    expect(linkNames()).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Next page',
    ]);
    expect(container.querySelector('.cairn-pagination__ellipsis')).toBeNull();
  });

  it('given a single page, it renders nothing', () => {
    const { container } = render(
      <Pagination current={1} totalPages={1} hrefForPage={hrefForPage} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('given a link component, it passes aria-current and rel through it', () => {
    render(
      <Pagination
        current={2}
        totalPages={3}
        hrefForPage={hrefForPage}
        linkComponent={RouterLink}
      />,
    );
    const nav = screen.getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .every((link) => link.hasAttribute('data-router')),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/gb/tents?page=3',
    );
  });

  it('renders crawlable links on the server', () => {
    const html = renderToString(
      <Pagination current={2} totalPages={3} hrefForPage={hrefForPage} />,
    );
    expect(html).toContain('href="/tents?page=1"');
    expect(html).toContain('href="/tents?page=3"');
    expect(html).toContain('aria-current="page"');
  });
});
