import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './Skeleton.stories.tsx';
import { Skeleton } from './Skeleton.tsx';

const { TextLine, Paragraph, Image, Swatch } = composeStories(stories);

describe('Skeleton', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('is hidden from screen readers', () => {
    const { container } = render(<TextLine />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.firstElementChild?.className).toBe('cairn-skeleton cairn-skeleton--text');
  });

  it('given a number, it is pixels; given a string, any CSS length', () => {
    const { container } = render(<Image />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.width).toBe('240px');
    expect(block.style.height).toBe('300px');
    expect(render(<TextLine />).container.querySelector<HTMLElement>('span')?.style.width).toBe(
      '60%',
    );
  });

  it('given lines, it draws that many text lines in one hidden group', () => {
    const { container } = render(<Paragraph />);
    const group = container.firstElementChild as HTMLElement;
    expect(group.getAttribute('aria-hidden')).toBe('true');
    expect(group.querySelectorAll('.cairn-skeleton--text')).toHaveLength(3);
  });

  it('given a circle, it says so in its class', () => {
    const { container } = render(<Swatch />);
    expect(container.firstElementChild?.className).toContain('cairn-skeleton--circle');
  });

  it('renders on the server', () => {
    expect(renderToString(<Skeleton shape="rect" height={120} />)).toBe(
      '<span class="cairn-skeleton cairn-skeleton--rect" style="height:120px" aria-hidden="true"></span>',
    );
  });
});
