/** A section's vertical extent in viewport pixels (as from `getBoundingClientRect`). */
export interface SectionRect {
  id: string;
  top: number;
  bottom: number;
}

/** The part of the viewport sections can be seen in: below the sticky bar, above the fold. */
export interface ViewportBand {
  top: number;
  bottom: number;
}

/** Share (0..1) of a section's own height that lies inside the band. Empty sections give 0. */
export function visibleShare(rect: SectionRect, band: ViewportBand): number {
  const height = rect.bottom - rect.top;
  if (height <= 0) return 0;
  const visible = Math.min(rect.bottom, band.bottom) - Math.max(rect.top, band.top);
  return visible > 0 ? Math.min(1, visible / height) : 0;
}

/**
 * Id of the section with the greatest visible share of its own height inside the band, or
 * null when none is visible. On a tie the first section (page order) wins, so two short
 * sections that are both fully visible select the upper one.
 */
export function pickMostVisibleSection(
  rects: ReadonlyArray<SectionRect>,
  band: ViewportBand,
): string | null {
  let best: string | null = null;
  let bestShare = 0;
  for (const rect of rects) {
    const share = visibleShare(rect, band);
    if (share > bestShare) {
      best = rect.id;
      bestShare = share;
    }
  }
  return best;
}

/** What is needed to centre an item in a horizontally scrolling track. */
export interface TrackGeometry {
  /** Item's left edge and width, in the same coordinates as `trackLeft`. */
  itemLeft: number;
  itemWidth: number;
  trackLeft: number;
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** The `scrollLeft` that puts the item's centre in the track's centre, clamped to the range. */
export function centredScrollLeft(g: TrackGeometry): number {
  const max = Math.max(0, g.scrollWidth - g.clientWidth);
  const target = g.itemLeft - g.trackLeft + g.scrollLeft + g.itemWidth / 2 - g.clientWidth / 2;
  return Math.min(max, Math.max(0, target));
}
