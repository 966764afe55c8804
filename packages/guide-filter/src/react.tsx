export { GuideFilter, type GuideFilterProps } from './react/GuideFilter.tsx';
export {
  type UseGuideFilterOptions,
  type UseGuideFilterResult,
  useGuideFilter,
} from './react/useGuideFilter.ts';
