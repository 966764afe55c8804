import { describe, expect, it, vi } from 'vitest';
import { generateDemoCatalogue } from '../demo/index.ts';
import { createDemoProductImageFinder } from './demo-product-images.ts';

describe('createDemoProductImageFinder', () => {
  it('finds every demo image by filename, with its product, indexing the catalogue once', () => {
    const catalogue = vi.fn(generateDemoCatalogue);
    const find = createDemoProductImageFinder(catalogue);
    expect(catalogue).not.toHaveBeenCalled();
    const { products } = generateDemoCatalogue();
    for (const product of products.slice(0, 50)) {
      for (const image of product.images) {
        expect(find(image.filename)).toEqual({ product, image });
      }
    }
    expect(find('no-such-image-01.jpg')).toBeNull();
    expect(catalogue).toHaveBeenCalledTimes(1);
  });

  it('gives every product a studio thumbnail ending -01.jpg', () => {
    const find = createDemoProductImageFinder();
    for (const product of generateDemoCatalogue().products) {
      const thumbnail = find(`${product.slug}-01.jpg`);
      expect(thumbnail?.image).toMatchObject({ order: 1, studioImage: true, modelImage: false });
    }
  });
});
