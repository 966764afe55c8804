import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  installMatchMedia,
  layOut,
  trackListeners,
  trackTimers,
} from '../../test/dom.ts';
import type { AnchorEntry } from '../core/entries.ts';
import { GuideFilter, type GuideFilterProps } from './GuideFilter.tsx';

const media = { width: 1280, reducedMotion: false };
const HEIGHTS = [600, 600, 300, 900, 600, 600];
const ENTRIES: AnchorEntry[] = HEIGHTS.map((_, i) => ({ id: `s${i + 1}`, title: `Part ${i + 1}` }));

function renderGuide(props: Partial<GuideFilterProps> = {}, heights = HEIGHTS) {
  const entries = props.entries ?? ENTRIES;
  const view = render(
    <main>
      <GuideFilter entries={entries} title="Layering guide" {...props} />
      {entries
        .filter((entry) => entry.id !== 'all')
        .map((entry) => (
          <section key={entry.id} id={entry.id}>
            <h2>{entry.title}</h2>
            <a href="#top">Shop {entry.title}</a>
          </section>
        ))}
    </main>,
  );
  const bar = view.container.querySelector('nav') as HTMLElement;
  const track = bar.querySelector('ul') as HTMLElement;
  const sections = [...view.container.querySelectorAll('section')];
  const page = layOut({ bar, track, sections }, heights);
  return { ...view, page, bar, sections };
}

const link = (name: string) => screen.getByRole('link', { name });
const current = () => screen.queryByRole('link', { current: true })?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers();
  media.width = 1280;
  media.reducedMotion = false;
  installMatchMedia(media);
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
  vi.useRealTimers();
});

describe('GuideFilter', () => {
  it('renders a labelled navigation with one link per entry and the title', () => {
    renderGuide();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(nav.id).toBe('sticky-filter');
    expect(screen.getAllByRole('link', { name: /^Part/ })).toHaveLength(6);
    expect(link('Part 3').getAttribute('href')).toBe('#s3');
    expect(nav.textContent).toContain('Layering guide');
  });

  it('given a scrolled page, marks the most visible section’s entry as current', () => {
    const { page } = renderGuide();
    expect(current()).toBeNull();
    act(() => vi.advanceTimersByTime(0));
    expect(current()).toBe('Part 1');
    act(() => page.scrollBy(1000));
    act(() => vi.advanceTimersByTime(100));
    expect(current()).toBe('Part 2');
  });

  it('when an entry is clicked, scrolls to its section, marks it and focuses the section', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, sections } = renderGuide();
    act(() => vi.advanceTimersByTime(0));
    await user.click(link('Part 4'));
    expect(page.scrollTo).toHaveBeenCalledWith({
      top: page.docTopOf('s4') - 108,
      behavior: 'smooth',
    });
    expect(current()).toBe('Part 4');
    expect(document.activeElement).toBe(sections[3]);
    expect(window.location.hash).toBe('');
  });

  it('on a narrow screen, the jump is instant', async () => {
    media.width = 375;
    const user = userEvent.setup({ delay: null });
    const { page } = renderGuide();
    await user.click(link('Part 2'));
    expect(page.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'instant' }));
  });

  it('is keyboard operable: Tab to an entry, Enter jumps, Tab goes on inside the section', async () => {
    const user = userEvent.setup({ delay: null });
    const { page } = renderGuide();
    act(() => vi.advanceTimersByTime(0));
    await user.tab();
    expect(document.activeElement).toBe(link('Part 1'));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(link('Part 3'));
    await user.keyboard('{Enter}');
    expect(page.scrollTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ top: page.docTopOf('s3') - 108 }),
    );
    expect(current()).toBe('Part 3');
    await user.tab();
    expect(document.activeElement).toBe(link('Shop Part 3'));
  });

  it('arrow keys, Home and End move between entries', async () => {
    const user = userEvent.setup({ delay: null });
    renderGuide();
    link('Part 2').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(link('Part 3'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(link('Part 1'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(link('Part 1'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(link('Part 6'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(link('Part 1'));
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    const user = userEvent.setup({ delay: null });
    const { page } = renderGuide();
    await user.keyboard('{Control>}');
    await user.click(link('Part 2'));
    await user.keyboard('{/Control}');
    expect(page.scrollTo).not.toHaveBeenCalled();
  });

  it('given an All entry, links it to the top and selects it when no section is in view', async () => {
    const user = userEvent.setup({ delay: null });
    const entries = [{ id: 'all', title: 'All' }, ...ENTRIES.slice(0, 2)];
    const { page } = renderGuide({ entries }, [300, 300]);
    act(() => page.moveWithoutEvent(0));
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 440 });
    act(() => vi.advanceTimersByTime(0));
    expect(current()).toBe('All');
    expect(link('All').getAttribute('href')).toBe('#top');
    await user.click(link('Part 2'));
    expect(current()).toBe('Part 2');
    await user.click(link('All'));
    expect(page.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(current()).toBe('All');
  });

  it('reports selection changes through onSelect', () => {
    const onSelect = vi.fn();
    const { page } = renderGuide({ onSelect });
    act(() => vi.advanceTimersByTime(0));
    act(() => page.scrollBy(1000));
    act(() => vi.advanceTimersByTime(100));
    expect(onSelect.mock.calls).toEqual([['s1'], ['s2']]);
  });

  it('sets where the bar sticks from stickyOffset', () => {
    const { rerender } = render(<GuideFilter entries={ENTRIES} stickyOffset={72} />);
    const bar = () => screen.getByRole('navigation');
    expect(bar().style.getPropertyValue('--cairn-guide-filter-top')).toBe('72px');
    rerender(<GuideFilter entries={ENTRIES} stickyOffset="4.5rem" />);
    expect(bar().style.getPropertyValue('--cairn-guide-filter-top')).toBe('4.5rem');
  });

  it('when unmounted, leaves no listener, observer, timer or frame behind', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const listeners = trackListeners();
    const timers = trackTimers();
    try {
      const user = userEvent.setup({ delay: null });
      const { page, unmount, container } = renderGuide();
      act(() => FakeIntersectionObserver.instances[0]?.report(() => true));
      await user.click(link('Part 6')); // settle timer, centring frame, blur listener
      act(() => page.scrollBy(10));
      act(() => window.dispatchEvent(new Event('resize')));
      expect(timers.pending).toBeGreaterThan(0);
      const attached = listeners.unbalanced();
      expect(attached).toContain(window);

      unmount();

      expect(timers.pending).toBe(0);
      // Only React's own delegated listeners on its root container remain.
      expect(listeners.unbalanced()).toEqual([container]);
      expect(FakeIntersectionObserver.instances.every((o) => o.disconnected)).toBe(true);
    } finally {
      listeners.restore();
      timers.restore();
    }
  });
});

describe('GuideFilter after server rendering', () => {
  it('hydrates the server markup without mismatch and then follows the page', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const errors = vi.spyOn(console, 'error');
    const tree = (
      <main>
        <GuideFilter entries={ENTRIES} title="Layering guide" />
        {ENTRIES.map((entry) => (
          <section key={entry.id} id={entry.id}>
            {entry.title}
          </section>
        ))}
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, tree));
    const bar = container.querySelector('nav') as HTMLElement;
    const track = bar.querySelector('ul') as HTMLElement;
    const page = layOut(
      { bar, track, sections: [...container.querySelectorAll('section')] },
      HEIGHTS,
    );
    act(() => vi.advanceTimersByTime(0));
    expect(current()).toBe('Part 1');
    act(() => page.scrollBy(1000));
    act(() => vi.advanceTimersByTime(100));
    expect(current()).toBe('Part 2');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
