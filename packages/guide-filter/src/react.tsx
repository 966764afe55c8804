'use client';

// The React entry is client code as a whole (a hook, and a component that measures the page):
// a Server Component renders `<GuideFilter entries={...} />` as a Client Component, its props
// plain data (`onSelect`, a function, only from another Client Component).
export { GuideFilter, type GuideFilterProps } from './react/GuideFilter.tsx';
export {
  type UseGuideFilterOptions,
  type UseGuideFilterResult,
  useGuideFilter,
} from './react/useGuideFilter.ts';
