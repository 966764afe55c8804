export {
  createGuideFilter,
  type GuideFilter,
  type GuideFilterOptions,
  type GuideFilterWindow,
} from './core/createGuideFilter';
export { powerTwoEaseOut } from './core/easing';
export {
  ALL_ENTRY_ID,
  type AnchorEntriesOptions,
  type AnchorEntry,
  anchorEntriesFromBlocks,
  isGuideContent,
  STICKY_FILTER_ID,
  type StoryblokBlock,
  sectionIdsByUid,
  slugify,
} from './core/entries';
export {
  centredScrollLeft,
  pickMostVisibleSection,
  type SectionRect,
  type TrackGeometry,
  type ViewportBand,
  visibleShare,
} from './core/geometry';
