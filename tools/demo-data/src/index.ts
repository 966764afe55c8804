export type { DemoArticle } from './articles.ts';
export type { BrandSubPage, DemoBrand } from './catalogue/brands.ts';
export { BRAND_SUB_PAGES } from './catalogue/brands.ts';
export type { DemoCatalogue, DemoCatalogueOptions } from './catalogue/catalogue.ts';
export { demoCatalogueProducts, generateDemoCatalogue } from './catalogue/catalogue.ts';
export type { CategoryKind, DemoCategory } from './catalogue/categories.ts';
export { categoryAncestors } from './catalogue/categories.ts';
export type { DemoColour } from './catalogue/colours.ts';
export { DEMO_CATALOGUE_DATE, NEW_IN_DAYS } from './catalogue/line-products.ts';
export type { DemoProductStory, DemoStoryBlock } from './catalogue/product-stories.ts';
export type {
  DemoBundleInfo,
  DemoBundleItem,
  DemoGender,
  DemoImage,
  DemoProduct,
  DemoVariant,
} from './catalogue/products.ts';
export { otherColourways, productUri } from './catalogue/products.ts';
export { MAX_SCALED_PRODUCTS } from './catalogue/scaled-products.ts';
export { CONTENT_IMAGE_ASPECT, contentImageSvg, contentScene } from './drawings/content-scenes.ts';
export type { ContentImageName, DemoImageSource } from './drawings/image-sources.ts';
export { CONTENT_IMAGE_NAMES, generateImageSources } from './drawings/image-sources.ts';
export type { SceneName } from './drawings/landscape.ts';
export { SCENE_NAMES } from './drawings/landscape.ts';
export type { ProductKind } from './drawings/product-kind.ts';
export { productKind } from './drawings/product-kind.ts';
export type {
  ProductImageShot,
  ProductImageSpec,
  ProductImageSubject,
} from './drawings/product-scene.ts';
export {
  describeProductImage,
  PRODUCT_IMAGE_ASPECT,
  productImageSvg,
} from './drawings/product-scene.ts';
export type { DemoGuide, GuideKind } from './guides.ts';
export type { Rng } from './random.ts';
export { createRng, hashString } from './random.ts';
export type { DemoStore } from './stores.ts';
export { generateStores } from './stores.ts';
