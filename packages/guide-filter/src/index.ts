export {
  createGuideFilter,
  type GuideFilter,
  type GuideFilterOptions,
  type GuideFilterWindow,
} from './core/createGuideFilter.ts';
export { powerTwoEaseOut } from './core/easing.ts';
export {
  ALL_ENTRY_ID,
  type AnchorEntry,
  isGuideContent,
  STICKY_FILTER_ID,
  withAllEntry,
} from './core/entries.ts';
export {
  centredScrollLeft,
  pickMostVisibleSection,
  type SectionRect,
  type TrackGeometry,
  type ViewportBand,
  visibleShare,
} from './core/geometry.ts';
