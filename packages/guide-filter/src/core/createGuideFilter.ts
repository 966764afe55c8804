import { powerTwoEaseOut } from './easing.ts';
import { centredScrollLeft, pickMostVisibleSection, type SectionRect } from './geometry.ts';

/** The window the filter runs in; `window` in a browser. */
export type GuideFilterWindow = Window & typeof globalThis;

export interface GuideFilterOptions {
  /** The sections, in page order. Each is known by its `id` attribute. */
  sections: ReadonlyArray<HTMLElement>;
  /**
   * The sticky bar. Its bottom edge is the top of the band sections are measured in, and its
   * CSS `top` plus its height is where a section lands after a jump.
   */
  bar?: HTMLElement | null;
  /** The horizontally scrolling list the selected entry is centred in. Default: `bar`. */
  track?: HTMLElement | null;
  /**
   * The element of an entry inside the track, centred when selected. Default: the descendant
   * of the track whose `data-guide-filter-entry` attribute is the id.
   */
  itemFor?: (id: string) => HTMLElement | null;
  /**
   * Pixels at the top of the viewport covered by the header and the bar, when known. Default:
   * measured from `bar` (0 without a bar).
   */
  offset?: number | (() => number);
  /**
   * Selected when no section is visible, and `scrollTo(fallbackId)` goes to the top of the
   * page. Pass `'all'` when the bar has an `All` entry. Default null.
   */
  fallbackId?: string | null;
  /** Called with the newly selected id (null when nothing is selected, and on destroy). */
  onChange?: (id: string | null) => void;
  /** Quiet time after the last scroll event before the selection is updated. Default 100. */
  debounceMs?: number;
  /** Quiet time after the last resize event before the selection is updated. Default 200. */
  resizeDebounceMs?: number;
  /** From this viewport width up (px), jumps scroll smoothly; below it they are instant. Default 1024. */
  desktopMinWidth?: number;
  /** Duration of the horizontal centring of the selected entry (ms). Default 500. */
  centreDurationMs?: number;
  /** Move focus to the section after a jump (adds tabindex=-1 while it has focus). Default true. */
  focusOnJump?: boolean;
  /** The window to run in. Default: the bar's window, else the global one. */
  window?: GuideFilterWindow;
}

export interface GuideFilter {
  /** The selected entry's id, or null. */
  readonly selectedId: string | null;
  /** Select an entry and centre it in the bar without scrolling the page. */
  select(id: string | null): void;
  /**
   * Scroll the page so the section sits just under the bar (smoothly on wide screens, instantly
   * on narrow ones or with reduced motion), select its entry and focus the section. Scroll
   * detection is suppressed until the page has been still for `debounceMs`.
   */
  scrollTo(id: string): void;
  /** Measure the sections now and update the selection (e.g. after content above changed size). */
  refresh(): void;
  /** Remove every listener, observer, timer and frame, and clear the selection. */
  destroy(): void;
}

// A little slack for sub-pixel rounding when checking that a jump ended where it was sent.
const ARRIVAL_TOLERANCE_PX = 3;

/**
 * A scroll spy for a page of sections with a sticky bar of entries. Framework-agnostic: it only
 * reads the DOM, scrolls, and reports the selection through `onChange`.
 *
 * The scroll path only arms a timer. When the page has been still for `debounceMs`, the
 * sections the IntersectionObserver reports on screen are measured in one batch of reads,
 * before anything is written, so no layout is forced.
 *
 * @example
 * const filter = createGuideFilter({
 *   sections: [...document.querySelectorAll('main > section')],
 *   bar: document.querySelector('#sticky-filter'),
 *   onChange: (id) => markCurrent(id),
 * });
 * // on leaving the page
 * filter.destroy();
 */
export function createGuideFilter(options: GuideFilterOptions): GuideFilter {
  const {
    sections,
    bar = null,
    fallbackId = null,
    onChange,
    debounceMs = 100,
    resizeDebounceMs = 200,
    desktopMinWidth = 1024,
    centreDurationMs = 500,
    focusOnJump = true,
  } = options;
  const track = options.track ?? bar;
  const win =
    options.window ??
    ((bar ?? sections[0])?.ownerDocument.defaultView as GuideFilterWindow | null) ??
    globalThis.window;
  if (!win) throw new Error('createGuideFilter needs a window: create it in the browser.');
  const doc = win.document;

  const byId = new Map(sections.map((section) => [section.id, section]));
  const cleanups = new Set<() => void>();
  let selectedId: string | null = null;
  let destroyed = false;
  let suppressed = false;
  let expectedTop = 0;
  let scrollTimer: number | undefined;
  let lastScrollAt = 0;
  let resizeTimer: number | undefined;
  let frame: number | undefined;
  // Sections the observer reports on screen; null until it first reports (or without one).
  let onScreen: Set<Element> | null = null;

  function listen(
    target: EventTarget,
    type: string,
    handler: EventListener,
    opts?: AddEventListenerOptions,
  ): () => void {
    target.addEventListener(type, handler, opts);
    const off = () => {
      if (!cleanups.delete(off)) return;
      target.removeEventListener(type, handler, opts);
    };
    cleanups.add(off);
    return off;
  }

  // Media queries are evaluated once and then followed through `change`, so the hot paths
  // never ask the engine to evaluate them.
  function followMedia(query: string, fallback: () => boolean): () => boolean {
    if (typeof win.matchMedia !== 'function') return fallback;
    const list = win.matchMedia(query);
    let matches = list.matches;
    listen(list, 'change', () => {
      matches = list.matches;
    });
    return () => matches;
  }
  const isDesktop = followMedia(
    `(min-width: ${desktopMinWidth}px)`,
    () => win.innerWidth >= desktopMinWidth,
  );
  const reducesMotion = followMedia('(prefers-reduced-motion: reduce)', () => false);

  function itemFor(id: string): HTMLElement | null {
    if (options.itemFor) return options.itemFor(id);
    if (!track) return null;
    for (const item of track.querySelectorAll<HTMLElement>('[data-guide-filter-entry]')) {
      if (item.dataset.guideFilterEntry === id) return item;
    }
    return null;
  }

  function resolveOffset(): number | undefined {
    const { offset } = options;
    return typeof offset === 'function' ? offset() : offset;
  }

  // Where a section should land: under the bar once it is stuck (its CSS top plus its height).
  function landingOffset(): number {
    const given = resolveOffset();
    if (given !== undefined) return given;
    if (!bar) return 0;
    const stickyTop = Number.parseFloat(win.getComputedStyle(bar).top);
    return (Number.isFinite(stickyTop) ? stickyTop : 0) + bar.getBoundingClientRect().height;
  }

  // Reads only. Returns the scroll the track needs to centre the entry, or null.
  function readCentring(id: string | null): { from: number; to: number } | null {
    const item = id === null ? null : itemFor(id);
    if (!track || !item) return null;
    const itemRect = item.getBoundingClientRect();
    const from = track.scrollLeft;
    const to = centredScrollLeft({
      itemLeft: itemRect.left,
      itemWidth: itemRect.width,
      trackLeft: track.getBoundingClientRect().left,
      scrollLeft: from,
      clientWidth: track.clientWidth,
      scrollWidth: track.scrollWidth,
    });
    return Math.abs(to - from) < 0.5 ? null : { from, to };
  }

  function cancelCentring(): void {
    if (frame !== undefined) win.cancelAnimationFrame(frame);
    frame = undefined;
  }

  function centre(move: { from: number; to: number } | null): void {
    cancelCentring();
    if (!move || !track) return;
    const duration = reducesMotion() ? 0 : centreDurationMs;
    let start: number | undefined;
    const step = (now: number) => {
      // The first frame only takes the start time: the selection was just written, so setting
      // scrollLeft now would force a layout. From the next frame on layout is clean.
      if (start === undefined) {
        start = now;
        frame = win.requestAnimationFrame(step);
        return;
      }
      const t = duration > 0 ? (now - start) / duration : 1;
      track.scrollLeft = move.from + (move.to - move.from) * powerTwoEaseOut(t);
      frame = t < 1 ? win.requestAnimationFrame(step) : undefined;
    };
    frame = win.requestAnimationFrame(step);
  }

  // Writes only (apart from what onChange does).
  function commit(id: string | null, move: { from: number; to: number } | null): void {
    centre(move);
    if (id === selectedId) return;
    selectedId = id;
    onChange?.(id);
  }

  function detect(recentre: boolean): void {
    const viewport = {
      top: resolveOffset() ?? (bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0),
      bottom: win.innerHeight,
    };
    const rects: SectionRect[] = [];
    for (const section of sections) {
      if (onScreen && !onScreen.has(section)) continue;
      const { top, bottom } = section.getBoundingClientRect();
      rects.push({ id: section.id, top, bottom });
    }
    const id = pickMostVisibleSection(rects, viewport) ?? fallbackId;
    if (id === selectedId && !recentre) return;
    commit(id, readCentring(id));
  }

  // True when the page is not where the last jump sent it: the shopper scrolled meanwhile.
  function movedSinceJump(): boolean {
    const max = Math.max(0, doc.documentElement.scrollHeight - win.innerHeight);
    return Math.abs(win.scrollY - Math.min(expectedTop, max)) > ARRIVAL_TOLERANCE_PX;
  }

  function onScrollSettled(): void {
    if (suppressed) {
      if (!movedSinceJump()) {
        suppressed = false;
        return;
      }
      // Not there yet: a smooth scroll on a busy phone can stall for longer than the debounce
      // on its way. Where the browser reports when scrolling really ends, wait for that.
      if ('onscrollend' in win) return;
      suppressed = false;
    }
    detect(false);
  }

  // Scrolling ended away from the jump's target: the shopper took over and stopped elsewhere.
  function onScrollEnd(): void {
    if (!suppressed || !movedSinceJump()) return;
    suppressed = false;
    detect(false);
  }

  // The scroll listener: it only notes the time. One timer runs per burst of scrolling and,
  // when it fires early, waits out the rest instead of being cleared and re-set on every event.
  function onScroll(): void {
    lastScrollAt = Date.now();
    scrollTimer ??= win.setTimeout(onScrollTimer, debounceMs);
  }

  function onScrollTimer(): void {
    // Clamped, in case the wall clock was set back meanwhile.
    const wait = Math.min(debounceMs, lastScrollAt + debounceMs - Date.now());
    scrollTimer = wait > 0 ? win.setTimeout(onScrollTimer, wait) : undefined;
    if (scrollTimer === undefined) onScrollSettled();
  }

  function onResizeSettled(): void {
    resizeTimer = undefined;
    if (suppressed) commit(selectedId, readCentring(selectedId));
    else detect(true);
  }

  listen(win, 'scroll', onScroll, { passive: true });
  listen(win, 'scrollend', onScrollEnd, { passive: true });
  listen(
    win,
    'resize',
    () => {
      if (resizeTimer !== undefined) win.clearTimeout(resizeTimer);
      resizeTimer = win.setTimeout(onResizeSettled, resizeDebounceMs);
    },
    { passive: true },
  );
  // A finger or wheel on the bar wins over the centring animation.
  if (track) {
    listen(track, 'pointerdown', cancelCentring, { passive: true });
    listen(track, 'wheel', cancelCentring, { passive: true });
  }

  let observer: IntersectionObserver | undefined;
  if (typeof win.IntersectionObserver === 'function') {
    observer = new win.IntersectionObserver((entries) => {
      const first = onScreen === null;
      onScreen ??= new Set();
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      // The first report arrives right after layout: a good moment for the initial selection.
      if (first && !suppressed) detect(true);
    });
    for (const section of sections) observer.observe(section);
  } else {
    scrollTimer = win.setTimeout(() => {
      scrollTimer = undefined;
      onScrollSettled();
    }, 0);
  }

  function focusSection(section: HTMLElement): void {
    if (!section.hasAttribute('tabindex')) {
      section.setAttribute('tabindex', '-1');
      const offBlur = listen(section, 'blur', () => restore());
      const restore = () => {
        section.removeAttribute('tabindex');
        offBlur();
        cleanups.delete(restore);
      };
      cleanups.add(restore);
    }
    section.focus({ preventScroll: true });
  }

  return {
    get selectedId() {
      return selectedId;
    },
    select(id) {
      if (destroyed) return;
      commit(id, readCentring(id));
    },
    scrollTo(id) {
      if (destroyed) return;
      const section = byId.get(id);
      if (!section && id !== fallbackId) return;
      // Reads first...
      const top = section
        ? Math.max(0, win.scrollY + section.getBoundingClientRect().top - landingOffset())
        : 0;
      const move = readCentring(id);
      // ...then writes.
      suppressed = true;
      expectedTop = top;
      win.scrollTo({ top, behavior: isDesktop() && !reducesMotion() ? 'smooth' : 'instant' });
      if (section && focusOnJump) focusSection(section);
      commit(id, move);
      // Clears the suppression even when the page was already there and never scrolls.
      onScroll();
    },
    refresh() {
      if (!destroyed) detect(true);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (scrollTimer !== undefined) win.clearTimeout(scrollTimer);
      if (resizeTimer !== undefined) win.clearTimeout(resizeTimer);
      scrollTimer = resizeTimer = undefined;
      cancelCentring();
      observer?.disconnect();
      for (const cleanup of [...cleanups]) cleanup();
      suppressed = false;
      onScreen = null;
      const had = selectedId;
      selectedId = null;
      if (had !== null) onChange?.(null);
    },
  };
}
