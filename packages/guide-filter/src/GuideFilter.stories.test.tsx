import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { installMatchMedia } from '../test/dom.ts';
import * as stories from './GuideFilter.stories.tsx';

const { LongGuide, Mobile, OutsideAGuide, JumpToASection } = composeStories(stories);
const media = { width: 1280, reducedMotion: false };

beforeEach(() => {
  media.width = 1280;
  installMatchMedia(media);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => vi.restoreAllMocks());

describe('GuideFilter stories', () => {
  it.each(Object.entries(composeStories(stories)))(
    '%s renders with no axe violations',
    async (_, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('JumpToASection: its play function passes, as in Storybook', async () => {
    const { container } = render(<JumpToASection />);
    await JumpToASection.play?.({ canvasElement: container });
  });

  it('LongGuide: a bar of twelve entries over twelve titled sections', () => {
    render(<LongGuide />);
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getAllByRole('link')).toHaveLength(12);
    expect(document.querySelectorAll('main > section.cairn-guide-section')).toHaveLength(12);
    expect(nav.id).toBe('sticky-filter');
    expect(nav).toHaveProperty('textContent', expect.stringContaining('Waterproof jackets guide'));
  });

  it('LongGuide: clicking an entry jumps smoothly and marks it current', async () => {
    render(<LongGuide />);
    await userEvent.click(screen.getByRole('link', { name: 'Seams and taping' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(screen.getByRole('link', { current: true }).textContent).toBe('Seams and taping');
    expect(document.activeElement?.id).toBe('seams-and-taping');
  });

  it('Mobile: on a phone-width viewport the jump is instant', async () => {
    expect(Mobile.globals?.viewport).toEqual({ value: 'mobile', isRotated: false });
    media.width = 375;
    render(<Mobile />);
    await userEvent.click(screen.getByRole('link', { name: 'Hoods' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'instant' }));
  });

  it('OutsideAGuide: All comes first and links to the top', async () => {
    render(<OutsideAGuide />);
    const [first] = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(first?.textContent).toBe('All');
    expect(first?.getAttribute('href')).toBe('#top');
    await userEvent.click(first as HTMLElement);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
