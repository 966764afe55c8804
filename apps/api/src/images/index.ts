export type { ImageEncodeEvent, ImageRoutesOptions } from './image-routes.ts';
export { DEFAULT_CONTENT_WIDTH, DEFAULT_PRODUCT_WIDTH, imageRoutes } from './image-routes.ts';
export type { FindImageSource } from './image-sources.ts';
export { databaseImageSources, sizeSvg } from './image-sources.ts';
export type { ImageFormat, ImageWidth } from './image-variants.ts';
export { IMAGE_FORMATS, IMAGE_WIDTHS, negotiateFormat } from './image-variants.ts';
export type { ImageKind } from './schema.ts';
export { imageSources } from './schema.ts';
