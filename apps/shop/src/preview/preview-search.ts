/** Search params every page understands: Storyblok's preview flag and release id. */
export type PreviewSearch = { _storyblok?: string; _storyblok_release?: string };

/**
 * Keeps only the preview parameters, as strings; anything else in the query is left to the
 * routes that own it.
 */
export function previewSearch(search: Record<string, unknown>): PreviewSearch {
  const result: PreviewSearch = {};
  if (search._storyblok !== undefined) result._storyblok = String(search._storyblok);
  if (
    typeof search._storyblok_release === 'string' ||
    typeof search._storyblok_release === 'number'
  ) {
    const release = String(search._storyblok_release);
    if (/^\d{1,12}$/.test(release)) result._storyblok_release = release;
  }
  return result;
}

/** Preview is on when the query has `_storyblok`; the release comes from `_storyblok_release`. */
export function previewOf(search: PreviewSearch): { preview: boolean; release?: string } {
  return search._storyblok === undefined
    ? { preview: false }
    : {
        preview: true,
        ...(search._storyblok_release ? { release: search._storyblok_release } : {}),
      };
}
