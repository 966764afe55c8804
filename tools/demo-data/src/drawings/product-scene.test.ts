import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { paintFor } from './colour.ts';
import { PRODUCT_KINDS } from './product-kind.ts';
import {
  describeProductImage,
  type ProductImageSubject,
  productImageSvg,
} from './product-scene.ts';
import { silhouette } from './silhouettes.ts';

const boot: ProductImageSubject = {
  name: 'Skiddaw Gore-Tex Walking Boots',
  brandName: 'Northwall',
  colour: { name: 'Clay', hex: '#b0704f' },
  categoryUris: ['/all/footwear/hiking-footwear', '/all/footwear', '/all'],
};
const studio = { order: 1, modelImage: false, studioImage: true };
const model = { order: 2, modelImage: true, studioImage: false };
const detail = { order: 4, modelImage: false, studioImage: true };

describe('describeProductImage', () => {
  it('takes the kind, shot and normalised colour from the product and image', () => {
    expect(describeProductImage(boot, studio)).toEqual({
      kind: 'boot',
      shot: 'studio',
      hex: '#B0704F',
      name: boot.name,
      brandName: 'Northwall',
      order: 1,
    });
    expect(describeProductImage(boot, model).shot).toBe('model');
    expect(describeProductImage(boot, detail).shot).toBe('detail');
  });
});

describe('productImageSvg', () => {
  it('draws the same markup every time, sized 4:5 at the width', () => {
    const spec = describeProductImage(boot, model);
    const svg = productImageSvg(spec, 640);
    expect(productImageSvg(spec, 640)).toBe(svg);
    expect(svg).toContain('width="640" height="800"');
  });

  it('uses no text, so pixels never depend on installed fonts', () => {
    for (const shot of [studio, model, detail]) {
      expect(productImageSvg(describeProductImage(boot, shot), 320)).not.toMatch(/<text|font/);
    }
  });

  it('paints the product in its colour', () => {
    const svg = productImageSvg(describeProductImage(boot, studio), 320);
    expect(svg).toContain('fill="#B0704F"');
    const navy = { ...boot, colour: { name: 'Navy', hex: '#1F2A44' } };
    expect(productImageSvg(describeProductImage(navy, studio), 320)).not.toBe(svg);
  });

  it('renders every kind, in every shot, as valid SVG', async () => {
    for (const kind of PRODUCT_KINDS) {
      expect(silhouette(kind, paintFor('#2A7F7F'), kind)).toMatch(/^</);
      for (const shot of [studio, model, detail]) {
        const svg = productImageSvg({ ...describeProductImage(boot, shot), kind }, 160);
        // One render per image: its size and its alpha channel.
        const { data, info } = await sharp(Buffer.from(svg))
          .ensureAlpha()
          .extractChannel(3)
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect([info.width, info.height], `${kind} ${shot.order}`).toEqual([160, 200]);
        expect(
          data.every((alpha) => alpha === 255),
          `${kind} is opaque`,
        ).toBe(true);
      }
    }
    // Dozens of renders: generous for a busy machine (this is not a speed test).
  }, 240_000);
});
