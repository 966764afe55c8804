import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  createGuideFilter,
  type GuideFilter,
  type GuideFilterOptions,
} from '../core/createGuideFilter.ts';

export interface UseGuideFilterOptions
  extends Pick<
    GuideFilterOptions,
    | 'offset'
    | 'fallbackId'
    | 'debounceMs'
    | 'resizeDebounceMs'
    | 'desktopMinWidth'
    | 'centreDurationMs'
    | 'focusOnJump'
  > {
  /** Ids of the sections, in page order; each must be the `id` of an element on the page. */
  ids: ReadonlyArray<string>;
  /** Called when the selection changes. */
  onSelect?: (id: string | null) => void;
}

export interface UseGuideFilterResult<
  TBar extends HTMLElement = HTMLElement,
  TTrack extends HTMLElement = HTMLElement,
> {
  /** The selected entry's id: null during server rendering and until the first measurement. */
  selectedId: string | null;
  /** Jump to a section. Returns false before the filter is running (let the link navigate). */
  scrollTo: (id: string) => boolean;
  /** Select an entry without scrolling the page. */
  select: (id: string | null) => void;
  /** Attach to the sticky bar. */
  barRef: RefObject<TBar | null>;
  /** Attach to the horizontally scrolling list (defaults to the bar when left unattached). */
  trackRef: RefObject<TTrack | null>;
}

/**
 * Runs {@link createGuideFilter} for the lifetime of a component: created after mount (so
 * nothing touches `window` while rendering, on the server or the client), destroyed on
 * unmount, recreated when the ids change.
 */
export function useGuideFilter<
  TBar extends HTMLElement = HTMLElement,
  TTrack extends HTMLElement = HTMLElement,
>(options: UseGuideFilterOptions): UseGuideFilterResult<TBar, TTrack> {
  const barRef = useRef<TBar | null>(null);
  const trackRef = useRef<TTrack | null>(null);
  const filterRef = useRef<GuideFilter | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { fallbackId = null, debounceMs, resizeDebounceMs, desktopMinWidth } = options;
  const { centreDurationMs, focusOnJump } = options;
  const hasOffset = options.offset !== undefined;
  const idsKey = options.ids.join('\u0000');

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const sections = idsKey
      .split('\u0000')
      .map((id) => (id ? bar.ownerDocument.getElementById(id) : null))
      .filter((section): section is HTMLElement => section !== null);
    let live = true;
    const filter = createGuideFilter({
      sections,
      bar,
      track: trackRef.current ?? bar,
      fallbackId,
      debounceMs,
      resizeDebounceMs,
      desktopMinWidth,
      centreDurationMs,
      focusOnJump,
      offset: hasOffset
        ? () => {
            const { offset } = latest.current;
            return (typeof offset === 'function' ? offset() : offset) ?? 0;
          }
        : undefined,
      onChange: (id) => {
        // Commit the new selection now, inside the filter's own task, so it reaches the DOM
        // before the next frame: the centring that follows then never meets a dirty layout.
        // (Not while unmounting, where React forbids flushSync and nothing is painted.)
        if (live) flushSync(() => setSelectedId(id));
        else setSelectedId(id);
        latest.current.onSelect?.(id);
      },
    });
    filterRef.current = filter;
    return () => {
      live = false;
      filterRef.current = null;
      filter.destroy();
    };
  }, [
    idsKey,
    fallbackId,
    debounceMs,
    resizeDebounceMs,
    desktopMinWidth,
    centreDurationMs,
    focusOnJump,
    hasOffset,
  ]);

  const scrollTo = useCallback((id: string) => {
    const filter = filterRef.current;
    if (!filter) return false;
    filter.scrollTo(id);
    return true;
  }, []);
  const select = useCallback((id: string | null) => filterRef.current?.select(id), []);

  return { selectedId, scrollTo, select, barRef, trackRef };
}
