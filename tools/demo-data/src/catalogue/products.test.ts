import { describe, expect, it } from 'vitest';
import { productImages, productSlug, productUri } from './products.ts';
import { sizeRun, sizeToken } from './sizes.ts';

describe('productSlug', () => {
  it('puts brand, gender word, name, code and suffix in one segment', () => {
    expect(productSlug('northwall', 'male', 'Torridon Gore-Tex Jacket', '104211', '900')).toBe(
      'northwall-mens-torridon-gore-tex-jacket-104211-900',
    );
    expect(productSlug('haar', 'female', 'Etive Shell Jacket', '104418', '906')).toBe(
      'haar-womens-etive-shell-jacket-104418-906',
    );
  });

  it('leaves the gender word out for unisex, kids and genderless products', () => {
    for (const gender of ['none', 'unisex', 'boys', 'girls', 'kids unisex'] as const) {
      expect(productSlug('lochan', gender, 'Cairngorm 2 Tent', '123456', '901')).toBe(
        'lochan-cairngorm-2-tent-123456-901',
      );
    }
  });
});

describe('productUri', () => {
  it('is the slug under the root', () => {
    expect(productUri({ slug: 'lochan-cairngorm-2-tent-123456-901' })).toBe(
      '/lochan-cairngorm-2-tent-123456-901',
    );
  });
});

describe('productImages', () => {
  it('numbers images from 01, which is the studio thumbnail', () => {
    const images = productImages('x-123456-900', 5, 2);
    expect(images.map((image) => image.filename)).toEqual([
      'x-123456-900-01.jpg',
      'x-123456-900-02.jpg',
      'x-123456-900-03.jpg',
      'x-123456-900-04.jpg',
      'x-123456-900-05.jpg',
    ]);
    expect(images.map((image) => image.order)).toEqual([1, 2, 3, 4, 5]);
    expect(images.map((image) => image.modelImage)).toEqual([false, true, true, false, false]);
    expect(images.every((image) => image.modelImage !== image.studioImage)).toBe(true);
  });
});

describe('sizeRun', () => {
  it('fits the size run to the gender', () => {
    expect(sizeRun('apparel', 'male')).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(sizeRun('apparel', 'female')).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(sizeRun('footwear', 'female')[0]).toBe('UK 3');
    expect(sizeRun('footwear', 'male').at(-1)).toBe('UK 13');
    expect(sizeRun('apparel', 'girls')[0]).toBe('3-4Y');
  });

  it('falls back to the unisex run, then to One Size', () => {
    expect(sizeRun('rope', 'male')).toEqual(['50m', '60m', '70m']);
    expect(sizeRun('one-size', 'kids unisex')).toEqual(['One Size']);
  });
});

describe('sizeToken', () => {
  it('makes a size safe for the end of a sku', () => {
    expect(sizeToken('UK 8.5')).toBe('uk-8-5');
    expect(sizeToken('One Size')).toBe('one-size');
    expect(sizeToken('S (UK 3-5)')).toBe('s-uk-3-5');
    expect(sizeToken(`10'6"`)).toBe('10ft6in');
  });
});
