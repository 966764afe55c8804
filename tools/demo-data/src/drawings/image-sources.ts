import type { DemoCatalogue } from '../catalogue/catalogue.ts';
import { contentImageSvg } from './content-scenes.ts';
import { describeProductImage, productImageSvg } from './product-scene.ts';

/**
 * The content images the demo stories use, served at `/images/content/{name}.jpg`. The story
 * generator picks from these, and the seed stores a drawing for each: a name not listed has
 * no image.
 */
export const CONTENT_IMAGE_NAMES = [
  'mountains-dawn',
  'snowy-ridge',
  'forest-camp',
  'crag',
  'coastal-path',
  'ski-slope',
  'trail-run',
  'store-interior',
  'loch-paddle',
  'ski-workshop',
  'summit-cairn',
] as const;

export type ContentImageName = (typeof CONTENT_IMAGE_NAMES)[number];

/** One image's drawing: an SVG at its natural size, which the image service resizes. */
export type DemoImageSource = {
  kind: 'product' | 'content';
  /** The filename in the image's URL. */
  name: string;
  svg: string;
};

/** Product drawings are 800 x 1000 (4:5), content banners 1600 x 900 (16:9). */
const PRODUCT_WIDTH = 800;
const CONTENT_WIDTH = 1600;

/**
 * Every image of the demo shop as an SVG source: each product image of the catalogue and each
 * content image of the stories. Deterministic: equal input, equal markup.
 */
export function generateImageSources(
  catalogue: Pick<DemoCatalogue, 'products'>,
): DemoImageSource[] {
  const products = catalogue.products.flatMap((product) =>
    product.images.map((image) => ({
      kind: 'product' as const,
      name: image.filename,
      svg: productImageSvg(describeProductImage(product, image), PRODUCT_WIDTH),
    })),
  );
  const content = CONTENT_IMAGE_NAMES.map((name) => ({
    kind: 'content' as const,
    name: `${name}.jpg`,
    svg: contentImageSvg(name, CONTENT_WIDTH),
  }));
  return [...products, ...content];
}
