export type { DemoArticle } from './articles';
export type { BrandSubPage, DemoBrand } from './brands';
export { BRAND_SUB_PAGES } from './brands';
export type { DemoCatalogue } from './catalogue';
export { generateDemoCatalogue } from './catalogue';
export type { CategoryKind, DemoCategory } from './categories';
export { categoryAncestors } from './categories';
export type { DemoColour } from './colours';
export type { DemoGuide, GuideKind } from './guides';
export { DEMO_CATALOGUE_DATE, NEW_IN_DAYS } from './line-products';
export type {
  DemoBundleInfo,
  DemoBundleItem,
  DemoGender,
  DemoImage,
  DemoProduct,
  DemoVariant,
} from './products';
export { otherColourways, productUri } from './products';
export type { DemoStore } from './stores';
