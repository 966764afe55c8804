import { createImageUrls } from '@cairn/content-blocks/images';

export { productImageWidths } from '@cairn/content-blocks/images';

/**
 * The shop's images, from its own image service on the page's origin: catalogue product
 * images (`productImageUrl`, `productImageSrcSet`) and how content blocks resize theirs
 * (`contentImageLoader`: the shop's service for its images, Storyblok's for Storyblok assets).
 */
export const {
  productImageUrl,
  productImageSrcSet,
  imageLoader: contentImageLoader,
} = createImageUrls();
