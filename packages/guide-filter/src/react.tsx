export { GuideFilter, type GuideFilterProps } from './react/GuideFilter';
export {
  type UseGuideFilterOptions,
  type UseGuideFilterResult,
  useGuideFilter,
} from './react/useGuideFilter';
