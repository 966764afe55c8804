// The one door to the shop's picture-drawing code: the Storybook draws its demo images with
// exactly what the seed step stores for the shop's image service (@cairn/demo-data), and encodes
// them with the image service's own encoder settings.
export {
  contentImageSvg,
  describeProductImage,
  type ProductImageSubject,
  productImageSvg,
} from '@cairn/demo-data';
export { rasterise } from '../../apps/api/src/images/rasterise.ts';
