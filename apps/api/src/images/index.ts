export { CONTENT_IMAGE_ASPECT, contentImageSvg, contentScene } from './content-scenes.ts';
export type { FindProductImage, ProductImageMatch } from './demo-product-images.ts';
export { createDemoProductImageFinder } from './demo-product-images.ts';
export type { ImageEncodeEvent, ImageRoutesOptions } from './image-routes.ts';
export { DEFAULT_CONTENT_WIDTH, DEFAULT_PRODUCT_WIDTH, imageRoutes } from './image-routes.ts';
export type { ImageUrlOptions } from './image-urls.ts';
export { contentImageUrl, imageSrcSet, productImageUrl, withImageSize } from './image-urls.ts';
export type { ImageFormat, ImageWidth } from './image-variants.ts';
export { IMAGE_FORMATS, IMAGE_WIDTHS, negotiateFormat } from './image-variants.ts';
export type { SceneName } from './landscape.ts';
export { SCENE_NAMES } from './landscape.ts';
export type { ProductKind } from './product-kind.ts';
export { productKind } from './product-kind.ts';
export type {
  ProductImageShot,
  ProductImageSpec,
  ProductImageSubject,
} from './product-scene.ts';
export { describeProductImage, PRODUCT_IMAGE_ASPECT, productImageSvg } from './product-scene.ts';
