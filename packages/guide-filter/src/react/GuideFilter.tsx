import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
} from 'react';
import { ALL_ENTRY_ID, type AnchorEntry, STICKY_FILTER_ID } from '../core/entries.ts';
import { type UseGuideFilterOptions, useGuideFilter } from './useGuideFilter.ts';

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

interface EntryLinkProps {
  id: string;
  title: string;
  current: boolean;
  scrollTo: (id: string) => boolean;
}

// Memoised: a change of selection re-renders the two entries it concerns, not the whole bar.
const EntryLink = memo(function EntryLink({ id, title, current, scrollTo }: EntryLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>): void {
    // Let the browser handle new tabs, downloads and the like.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    if (scrollTo(id)) event.preventDefault();
  }
  return (
    <li className="cairn-guide-filter__item">
      <a
        className="cairn-guide-filter__link"
        href={hrefFor(id)}
        data-guide-filter-entry={id}
        aria-current={current ? 'true' : undefined}
        onClick={onClick}
        onKeyDown={moveFocus}
      >
        {title}
      </a>
    </li>
  );
});

/**
 * The sticky anchor filter bar of a guide page: a navigation with one link per titled
 * section. The entry of the section most visible under the bar is underlined and marked
 * `aria-current`; activating an entry scrolls to its section and moves focus there.
 *
 * Import `@cairn/guide-filter/styles.css` once for its look.
 *
 * @example
 * // entries from @cairn/content-blocks: the ids StoryRenderer gives its sections
 * <GuideFilter entries={anchorEntries(story)} title="Waterproof jackets guide" />
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
          <EntryLink
            key={entry.id}
            id={entry.id}
            title={entry.title}
            current={entry.id === selectedId}
            scrollTo={scrollTo}
          />
        ))}
      </ul>
      {title ? <p className="cairn-guide-filter__title">{title}</p> : null}
    </nav>
  );
}
