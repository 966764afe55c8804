import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { ALL_ENTRY_ID, type AnchorEntry, STICKY_FILTER_ID } from '../core/entries';
import { type UseGuideFilterOptions, useGuideFilter } from './useGuideFilter';

export interface GuideFilterProps extends Omit<UseGuideFilterOptions, 'ids' | 'fallbackId'> {
  /** The entries, in page order. An entry with id `all` scrolls to the top of the page. */
  entries: ReadonlyArray<AnchorEntry>;
  /** Shown on the right of the bar at medium screens and up. */
  title?: ReactNode;
  /** Id of the bar. Default `sticky-filter`. */
  id?: string;
  /** Accessible name of the navigation. Default `Sections`. */
  label?: string;
  /**
   * Where the bar sticks: a number of pixels or any CSS length. Default: the site header's
   * height, `var(--cairn-header-height, 0px)`.
   */
  stickyOffset?: number | string;
  className?: string;
}

function hrefFor(id: string): string {
  // `#top` scrolls to the top of the document even without an element of that id.
  return id === ALL_ENTRY_ID ? '#top' : `#${id}`;
}

function moveFocus(event: KeyboardEvent<HTMLAnchorElement>): void {
  const list = event.currentTarget.closest('ul');
  if (!list) return;
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a[data-guide-filter-entry]')];
  const at = links.indexOf(event.currentTarget);
  const next = {
    ArrowRight: at + 1,
    ArrowLeft: at - 1,
    Home: 0,
    End: links.length - 1,
  }[event.key];
  const target = next === undefined ? undefined : links[next];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The sticky anchor filter bar of a guide page: a navigation with one link per titled
 * section. The entry of the section most visible under the bar is underlined and marked
 * `aria-current`; activating an entry scrolls to its section and moves focus there.
 *
 * Import `@cairn/guide-filter/styles.css` once for its look.
 *
 * @example
 * <GuideFilter entries={anchorEntriesFromBlocks(blocks)} title="Waterproof jackets guide" />
 */
export function GuideFilter({
  entries,
  title,
  id = STICKY_FILTER_ID,
  label = 'Sections',
  stickyOffset,
  className,
  ...options
}: GuideFilterProps) {
  const hasAll = entries.some((entry) => entry.id === ALL_ENTRY_ID);
  const { selectedId, scrollTo, barRef, trackRef } = useGuideFilter<HTMLElement, HTMLUListElement>({
    ...options,
    ids: entries.map((entry) => entry.id),
    fallbackId: hasAll ? ALL_ENTRY_ID : null,
  });

  const style =
    stickyOffset === undefined
      ? undefined
      : ({
          '--cairn-guide-filter-top':
            typeof stickyOffset === 'number' ? `${stickyOffset}px` : stickyOffset,
        } as CSSProperties);

  function onClick(event: MouseEvent<HTMLAnchorElement>, entryId: string): void {
    // Let the browser handle new tabs, downloads and the like.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    if (scrollTo(entryId)) event.preventDefault();
  }

  return (
    <nav
      ref={barRef}
      id={id}
      aria-label={label}
      className={className ? `cairn-guide-filter ${className}` : 'cairn-guide-filter'}
      style={style}
    >
      <ul ref={trackRef} className="cairn-guide-filter__list">
        {entries.map((entry) => (
          <li key={entry.id} className="cairn-guide-filter__item">
            <a
              className="cairn-guide-filter__link"
              href={hrefFor(entry.id)}
              data-guide-filter-entry={entry.id}
              aria-current={entry.id === selectedId ? 'true' : undefined}
              onClick={(event) => onClick(event, entry.id)}
              onKeyDown={moveFocus}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
      {title ? <p className="cairn-guide-filter__title">{title}</p> : null}
    </nav>
  );
}
