import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakePage,
  FakeIntersectionObserver,
  installMatchMedia,
  trackListeners,
  trackTimers,
} from '../../test/dom.ts';
import { createGuideFilter, type GuideFilterOptions } from './createGuideFilter.ts';
import { powerTwoEaseOut } from './easing.ts';

const media = { width: 1280, reducedMotion: false };
// Hero 400 px, bar 48 px sticking under a 60 px header: sections start at 448 px,
// and a section lands at 60 + 48 = 108 px from the viewport top after a jump.
const HEIGHTS = [600, 600, 300, 900, 600, 600, 600, 600];

let page: ReturnType<typeof createFakePage>;
let filter: ReturnType<typeof createGuideFilter> | undefined;
const onChange = vi.fn();

function start(options: Partial<GuideFilterOptions> = {}) {
  filter = createGuideFilter({
    sections: page.sections,
    bar: page.bar,
    track: page.track,
    onChange,
    window,
    ...options,
  });
  return filter;
}

beforeEach(() => {
  vi.useFakeTimers();
  media.width = 1280;
  media.reducedMotion = false;
  installMatchMedia(media);
  page = createFakePage({ sectionHeights: HEIGHTS });
  onChange.mockClear();
});

afterEach(() => {
  filter?.destroy();
  filter = undefined;
  page.destroy();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
  vi.useRealTimers();
});

describe('selection while scrolling', () => {
  it('given a new page, selects the first visible section once measured', () => {
    const f = start();
    expect(f.selectedId).toBeNull();
    vi.advanceTimersByTime(0);
    expect(f.selectedId).toBe('s1');
    expect(onChange).toHaveBeenLastCalledWith('s1');
  });

  it('when the shopper scrolls, updates the selection only after 100 ms of quiet', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    // s2 spans 1048..1648 in the page: at scrollY 1000 it fills the band under the bar.
    page.scrollBy(1000);
    vi.advanceTimersByTime(99);
    expect(f.selectedId).toBe('s1');
    vi.advanceTimersByTime(1);
    expect(f.selectedId).toBe('s2');
  });

  it('when scroll events keep coming, waits for the last one', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    for (let i = 0; i < 10; i++) {
      page.scrollBy(100);
      vi.advanceTimersByTime(50);
    }
    expect(f.selectedId).toBe('s1');
    vi.advanceTimersByTime(50);
    expect(f.selectedId).toBe('s2');
  });

  it('picks the greatest share of its own height, not the most pixels', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    // Band 108..800 at scrollY 1600: s2 (1048..1648) is 48 px of 600 (8%), the short s3
    // (1648..1948) is wholly visible (100%), s4 (1948..2848) shows 452 of 900 (50%).
    page.scrollBy(1600);
    vi.advanceTimersByTime(100);
    expect(f.selectedId).toBe('s3');
  });

  it('does not count what is hidden behind the sticky bar', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    // At scrollY 1450 s2 ends 198 px from the top: 90 px under header and bar, so only
    // 90 of its 600 px (15%) count, while s3 shows 300 of 300.
    page.scrollBy(1450);
    vi.advanceTimersByTime(100);
    expect(f.selectedId).toBe('s3');
  });

  it('with a fixed offset, measures the band from it instead of the bar', () => {
    const f = start({ offset: 0, bar: null });
    vi.advanceTimersByTime(0);
    // Band 0..800 at scrollY 1100: s2 (1048..1648) shows 548 of 600.
    page.scrollBy(1100);
    vi.advanceTimersByTime(100);
    expect(f.selectedId).toBe('s2');
  });

  it('given an All entry, selects it when no section is on screen', () => {
    page.destroy();
    page = createFakePage({ sectionHeights: [300, 300], heroHeight: 1200 });
    const f = start({ fallbackId: 'all' });
    vi.advanceTimersByTime(0);
    expect(f.selectedId).toBe('all');
  });

  it('when the window is resized, re-measures after 200 ms of quiet', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    page.moveWithoutEvent(1000); // a reflow moved the content; no scroll event
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(199);
    expect(f.selectedId).toBe('s1');
    vi.advanceTimersByTime(1);
    expect(f.selectedId).toBe('s2');
  });
});

describe('resize', () => {
  it('debounces resize by 200 ms and re-centres the bar', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    const refresh = vi.spyOn(page.track, 'getBoundingClientRect');
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(199);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(f.selectedId).toBe('s1');
  });
});

describe('jumping to a section', () => {
  it('on a wide screen, scrolls smoothly so the section lands under the bar', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    f.scrollTo('s4');
    expect(page.scrollTo).toHaveBeenCalledWith({
      top: page.docTopOf('s4') - 108,
      behavior: 'smooth',
    });
    expect(f.selectedId).toBe('s4');
  });

  it('at 1024 px the jump is still smooth; at 1023 px it is instant', () => {
    media.width = 1024;
    installMatchMedia(media);
    const f = start();
    f.scrollTo('s2');
    expect(page.scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    f.destroy();
    media.width = 1023;
    const g = start();
    g.scrollTo('s3');
    expect(page.scrollTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ behavior: 'instant' }),
    );
  });

  it('with prefers-reduced-motion, the jump is instant even on a wide screen', () => {
    media.reducedMotion = true;
    const f = start();
    f.scrollTo('s2');
    expect(page.scrollTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ behavior: 'instant' }),
    );
  });

  it('follows a media change without being recreated', () => {
    const lists: EventTarget[] = [];
    const original = window.matchMedia;
    window.matchMedia = (query) => {
      const list = original(query);
      lists.push(list);
      return list;
    };
    const f = start();
    media.width = 375;
    for (const list of lists) list.dispatchEvent(new Event('change'));
    f.scrollTo('s2');
    expect(page.scrollTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ behavior: 'instant' }),
    );
  });

  it('moves focus to the section without scrolling, and gives tabindex back on blur', () => {
    const f = start();
    const focus = vi.spyOn(page.sections[3] as HTMLElement, 'focus');
    f.scrollTo('s4');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(page.sections[3]);
    expect(page.sections[3]?.getAttribute('tabindex')).toBe('-1');
    (page.sections[3] as HTMLElement).blur();
    expect(page.sections[3]?.hasAttribute('tabindex')).toBe(false);
  });

  it('keeps a tabindex the section already had', () => {
    page.sections[1]?.setAttribute('tabindex', '0');
    const f = start();
    f.scrollTo('s2');
    (page.sections[1] as HTMLElement).blur();
    expect(page.sections[1]?.getAttribute('tabindex')).toBe('0');
  });

  it('going to All scrolls to the top of the page', () => {
    const f = start({ fallbackId: 'all' });
    page.scrollBy(2000);
    f.scrollTo('all');
    expect(page.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(f.selectedId).toBe('all');
  });

  it('ignores an unknown id', () => {
    const f = start();
    f.scrollTo('nope');
    expect(page.scrollTo).not.toHaveBeenCalled();
  });
});

describe('suppression during a click-triggered scroll', () => {
  it('keeps the clicked entry while the page scrolls past other sections', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo; // smooth: the test moves it
    f.scrollTo('s6');
    const target = page.docTopOf('s6') - 108;
    // A smooth scroll: a frame every 16 ms passing s2..s5; each would be selected if measured.
    for (let y = 0; y < target; y += 50) {
      page.scrollBy(Math.min(50, target - page.scrollY));
      vi.advanceTimersByTime(16);
      expect(f.selectedId).toBe('s6');
    }
    expect(page.scrollY).toBe(target);
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['s1', 's6']);
    // The flag clears 100 ms after the last scroll event; nothing is re-measured then.
    vi.advanceTimersByTime(100);
    expect(f.selectedId).toBe('s6');
    // The shopper scrolls by hand again: detection is back.
    page.scrollBy(-2000);
    vi.advanceTimersByTime(100);
    expect(f.selectedId).not.toBe('s6');
  });

  it('clears the flag even when the page is already where it should go', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    page.scrollBy(page.docTopOf('s1') - 108);
    vi.advanceTimersByTime(100);
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo; // no scroll events at all
    f.scrollTo('s1');
    vi.advanceTimersByTime(100);
    page.scrollBy(700);
    vi.advanceTimersByTime(100);
    expect(f.selectedId).toBe('s2');
  });

  it('when the shopper takes over mid-jump, measures as the scroll settles', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    f.scrollTo('s8');
    page.scrollBy(1000); // the wheel wins; the page stops near s2, far from s8
    window.dispatchEvent(new Event('scrollend'));
    expect(f.selectedId).toBe('s2');
  });

  it('keeps the clicked entry while a smooth scroll stalls for longer than the debounce', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    f.scrollTo('s6');
    page.scrollBy(1000); // halfway, near s2, then a busy main thread drops frames for 300 ms
    vi.advanceTimersByTime(300);
    expect(f.selectedId).toBe('s6');
    page.scrollBy(page.docTopOf('s6') - 108 - page.scrollY);
    window.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersByTime(100);
    expect(f.selectedId).toBe('s6');
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['s1', 's6']);
  });

  it('a jump to the last section that the page cannot reach still counts as arrived', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    f.scrollTo('s8'); // the fake page clamps at the bottom
    vi.advanceTimersByTime(100);
    expect(f.selectedId).toBe('s8');
  });
});

describe('centring the selected entry', () => {
  it('scrolls the bar over 0.5 s with power2.out, starting on the frame after selection', () => {
    const f = start();
    vi.advanceTimersByTime(0);
    f.select('s8'); // item 8 spans 840..960; centred in a 600 px track: 900 - 300 = 600
    expect(page.trackScrollLeft).toBe(0);
    vi.advanceTimersByTime(16); // first frame: only takes the start time
    expect(page.trackScrollLeft).toBe(0);
    // Frames every 16 ms; the one at 256 ms is 240 ms (t = 0.48) into the animation, where
    // power2.out has covered 1 - 0.52^3 = 86% of the 360 px (8 items * 120 - 600, the clamp).
    vi.advanceTimersByTime(250);
    expect(page.trackScrollLeft).toBeCloseTo(360 * powerTwoEaseOut(240 / 500), 6);
    vi.advanceTimersByTime(300);
    expect(page.trackScrollLeft).toBe(360);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with reduced motion, puts the entry in place on the next frame without animating', () => {
    media.reducedMotion = true;
    const f = start();
    vi.advanceTimersByTime(0);
    f.select('s8');
    vi.advanceTimersByTime(32);
    expect(page.trackScrollLeft).toBe(360);
  });

  it('a pointer on the bar stops the animation', () => {
    const f = start();
    f.select('s8');
    vi.advanceTimersByTime(100);
    const at = page.trackScrollLeft;
    page.track.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(500);
    expect(page.trackScrollLeft).toBe(at);
  });
});

describe('measuring with an IntersectionObserver', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));

  it('measures only the sections the observer reports on screen', () => {
    const reads = page.sections.map((section) => vi.spyOn(section, 'getBoundingClientRect'));
    const f = start();
    const observer = FakeIntersectionObserver.instances[0];
    expect(observer?.targets.size).toBe(HEIGHTS.length);
    observer?.report((target) => target.id === 's1');
    expect(f.selectedId).toBe('s1');
    page.scrollBy(1000);
    observer?.report((target) => target.id === 's1' || target.id === 's2');
    vi.advanceTimersByTime(100);
    expect(f.selectedId).toBe('s2');
    expect(reads.slice(2).every((read) => read.mock.calls.length === 0)).toBe(true);
  });
});

describe('leaving the page', () => {
  it('removes every listener, observer, timer and frame and clears the selection', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const listeners = trackListeners();
    const timers = trackTimers();
    try {
      const f = start();
      FakeIntersectionObserver.instances[0]?.report(() => true);
      f.scrollTo('s3'); // a blur listener on the section, the settle timer
      f.select('s8'); // a centring frame
      page.scrollBy(10);
      window.dispatchEvent(new Event('resize')); // the resize timer
      expect(timers.pending).toBe(3);
      expect(listeners.unbalanced()).toContain(window);
      expect(listeners.unbalanced()).toContain(page.sections[2]);
      onChange.mockClear();

      f.destroy();

      expect(timers.pending).toBe(0);
      expect(listeners.unbalanced()).toEqual([]);
      expect(FakeIntersectionObserver.instances).toHaveLength(1);
      expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(true);
      expect(f.selectedId).toBeNull();
      expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
      expect(page.sections[2]?.hasAttribute('tabindex')).toBe(false);
      // Nothing reacts any more.
      page.scrollBy(1000);
      vi.advanceTimersByTime(1000);
      f.scrollTo('s2');
      f.select('s2');
      expect(f.selectedId).toBeNull();
      expect(timers.pending).toBe(0);
      expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      listeners.restore();
      timers.restore();
    }
  });
});
