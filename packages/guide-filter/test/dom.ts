// Test doubles for what jsdom lacks: layout, scrolling, media queries, IntersectionObserver.
import { vi } from 'vitest';

export interface FakeMedia {
  width: number;
  reducedMotion: boolean;
}

/** Installs window.matchMedia answering min-width and prefers-reduced-motion queries. */
export function installMatchMedia(media: FakeMedia): void {
  window.matchMedia = (query: string) => {
    const evaluate = () => {
      const minWidth = /min-width:\s*(\d+)px/.exec(query);
      if (minWidth) return media.width >= Number(minWidth[1]);
      if (query.includes('prefers-reduced-motion: reduce')) return media.reducedMotion;
      return false;
    };
    const list = new EventTarget() as MediaQueryList;
    Object.defineProperties(list, {
      matches: { get: evaluate },
      media: { value: query },
    });
    return list;
  };
}

/** A stand-in IntersectionObserver whose reports the test sends with `report`. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Reports each target as intersecting when `isOnScreen(target)`. */
  report(isOnScreen: (target: Element) => boolean): void {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting: isOnScreen(target) }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export interface LayoutOptions {
  /** Height of the sticky site header the bar sticks under. */
  headerHeight?: number;
  barHeight?: number;
  /** Height of the hero above the bar. */
  heroHeight?: number;
  viewportHeight?: number;
  viewportWidth?: number;
  /** Width of each entry in the bar, and of the visible part of the bar. */
  itemWidth?: number;
  trackWidth?: number;
}

export interface FakePageOptions extends LayoutOptions {
  /** Heights of the sections, in page order; ids are s1, s2... */
  sectionHeights: number[];
}

function rect(top: number, height: number, left: number, width: number): DOMRect {
  return {
    top,
    bottom: top + height,
    height,
    left,
    right: left + width,
    width,
    x: left,
    y: top,
    toJSON: () => ({}),
  } as DOMRect;
}

/**
 * Lays out existing elements by hand: a hero, then the sticky bar, then the sections with the
 * given heights, one below the other. Rects follow window.scrollY; window.scrollTo moves it
 * and fires `scroll`.
 */
export function layOut(
  elements: { bar: HTMLElement; track: HTMLElement; sections: HTMLElement[] },
  heights: number[],
  options: LayoutOptions = {},
) {
  const {
    headerHeight = 60,
    barHeight = 48,
    heroHeight = 400,
    viewportHeight = 800,
    viewportWidth = 1280,
    itemWidth = 120,
    trackWidth = 600,
  } = options;
  const { bar, track, sections } = elements;
  let scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewportHeight });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: viewportWidth });

  bar.style.top = `${headerHeight}px`;
  // The bar is in flow after the hero and sticks at headerHeight.
  bar.getBoundingClientRect = () =>
    rect(Math.max(headerHeight, heroHeight - scrollY), barHeight, 0, viewportWidth);

  const items = [...track.querySelectorAll<HTMLElement>('[data-guide-filter-entry]')];
  let trackScrollLeft = 0;
  Object.defineProperties(track, {
    scrollLeft: {
      configurable: true,
      get: () => trackScrollLeft,
      set: (value: number) => {
        trackScrollLeft = value;
      },
    },
    clientWidth: { configurable: true, value: trackWidth },
    scrollWidth: { configurable: true, value: items.length * itemWidth },
  });
  track.getBoundingClientRect = () => rect(0, barHeight, 0, trackWidth);
  items.forEach((item, i) => {
    item.getBoundingClientRect = () =>
      rect(0, barHeight, i * itemWidth - trackScrollLeft, itemWidth);
  });

  let docTop = heroHeight + barHeight;
  sections.forEach((section, i) => {
    const top = docTop;
    const height = heights[i] ?? 0;
    section.getBoundingClientRect = () => rect(top - scrollY, height, 0, viewportWidth);
    docTop += height;
  });
  const documentHeight = docTop + 300;
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: documentHeight,
  });
  const clamp = (y: number) => Math.max(0, Math.min(y, documentHeight - viewportHeight));

  const scrollTo = vi.fn((arg?: ScrollToOptions | number) => {
    scrollY = clamp(typeof arg === 'number' ? arg : (arg?.top ?? scrollY));
    window.dispatchEvent(new Event('scroll'));
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;

  return {
    scrollTo,
    /** The shopper scrolls by hand: moves the page and fires `scroll`. */
    scrollBy(dy: number) {
      scrollY = clamp(scrollY + dy);
      window.dispatchEvent(new Event('scroll'));
    },
    /** The content moves under a still viewport (a reflow): no scroll event. */
    moveWithoutEvent(y: number) {
      scrollY = y;
    },
    get scrollY() {
      return scrollY;
    },
    get trackScrollLeft() {
      return trackScrollLeft;
    },
    /** Top of a section in page coordinates. */
    docTopOf(id: string) {
      const section = sections.find((s) => s.id === id);
      return (section?.getBoundingClientRect().top ?? 0) + scrollY;
    },
  };
}

/** A plain DOM page (no framework) laid out with {@link layOut}. */
export function createFakePage(options: FakePageOptions) {
  const { sectionHeights } = options;
  const ids = sectionHeights.map((_, i) => `s${i + 1}`);
  const bar = document.createElement('nav');
  bar.id = 'sticky-filter';
  const track = document.createElement('ul');
  bar.append(track);
  ids.forEach((id, i) => {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `#${id}`;
    link.dataset.guideFilterEntry = id;
    link.textContent = `Section ${i + 1}`;
    item.append(link);
    track.append(item);
  });
  const sections = ids.map((id) => {
    const section = document.createElement('section');
    section.id = id;
    return section;
  });
  document.body.append(bar, ...sections);
  const layout = layOut({ bar, track, sections }, sectionHeights, options);
  return Object.assign(layout, {
    bar,
    track,
    sections,
    ids,
    destroy() {
      bar.remove();
      for (const section of sections) section.remove();
    },
  });
}

/**
 * Follows the timers and animation frames requested through `window` (jsdom's own internal
 * ones are not counted) and counts those still pending: neither run nor cancelled.
 */
export function trackTimers() {
  const pending = new Set<string>();
  const w = window as unknown as Record<string, unknown>;
  const originals = {
    setTimeout: window.setTimeout,
    clearTimeout: window.clearTimeout,
    requestAnimationFrame: window.requestAnimationFrame,
    cancelAnimationFrame: window.cancelAnimationFrame,
  };
  w.setTimeout = (fn: () => void, ms?: number) => {
    const id = originals.setTimeout.call(
      window,
      () => {
        pending.delete(`t${id}`);
        fn();
      },
      ms,
    ) as unknown as number;
    pending.add(`t${id}`);
    return id;
  };
  // Testing Library looks for `setTimeout.clock` to tell that fake timers are on.
  Object.assign(w.setTimeout as object, { clock: Reflect.get(originals.setTimeout, 'clock') });
  w.clearTimeout = (id: number) => {
    pending.delete(`t${id}`);
    originals.clearTimeout.call(window, id);
  };
  w.requestAnimationFrame = (fn: FrameRequestCallback) => {
    const id = originals.requestAnimationFrame.call(window, (now) => {
      pending.delete(`f${id}`);
      fn(now);
    });
    pending.add(`f${id}`);
    return id;
  };
  w.cancelAnimationFrame = (id: number) => {
    pending.delete(`f${id}`);
    originals.cancelAnimationFrame.call(window, id);
  };
  return {
    get pending() {
      return pending.size;
    },
    restore() {
      Object.assign(window, originals);
    },
  };
}

/** Counts addEventListener / removeEventListener calls per target. */
export function trackListeners() {
  const added = new Map<EventTarget, number>();
  const removed = new Map<EventTarget, number>();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const bump = (map: Map<EventTarget, number>, target: EventTarget) =>
    map.set(target, (map.get(target) ?? 0) + 1);
  const addSpy = vi.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (
    this: EventTarget,
    ...args: Parameters<typeof add>
  ) {
    bump(added, this);
    return add.apply(this, args);
  });
  const removeSpy = vi
    .spyOn(EventTarget.prototype, 'removeEventListener')
    .mockImplementation(function (this: EventTarget, ...args: Parameters<typeof remove>) {
      bump(removed, this);
      return remove.apply(this, args);
    });
  // In vitest's jsdom environment the global's listener methods are jsdom's window's own,
  // bound copies that bypass EventTarget.prototype: follow them too.
  const addOnWindow = window.addEventListener.bind(window);
  const removeOnWindow = window.removeEventListener.bind(window);
  const windowSpies =
    window.addEventListener === add
      ? []
      : [
          vi.spyOn(window, 'addEventListener').mockImplementation((...args) => {
            bump(added, window);
            addOnWindow(...args);
          }),
          vi.spyOn(window, 'removeEventListener').mockImplementation((...args) => {
            bump(removed, window);
            removeOnWindow(...args);
          }),
        ];
  return {
    added,
    removed,
    /** Targets with more listeners added than removed. */
    unbalanced(): EventTarget[] {
      return [...added].filter(([target, n]) => (removed.get(target) ?? 0) !== n).map(([t]) => t);
    },
    restore() {
      addSpy.mockRestore();
      removeSpy.mockRestore();
      for (const spy of windowSpies) spy.mockRestore();
    },
  };
}
