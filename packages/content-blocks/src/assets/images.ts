// The `@cairn/content-blocks/images` entry: how blocks resize images, without the blocks.

export { ImageLoaderProvider } from './ImageLoaderProvider.tsx';
export {
  type ImageLoader,
  imageWidths,
  storyblokImageLoader,
  useImageLoader,
  useResponsiveImage,
} from './image-loader.tsx';
export {
  createImageUrls,
  type ImageUrlOptions,
  type ImageUrls,
  productImageWidths,
} from './image-urls.ts';
