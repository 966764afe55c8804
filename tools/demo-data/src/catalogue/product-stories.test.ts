import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from './catalogue.ts';

describe('product stories', () => {
  const { products } = generateDemoCatalogue();
  const withStory = products.filter((product) => product.story !== null);

  it('a few products have one, every colourway of each', () => {
    const names = new Set(withStory.map((product) => product.name));
    expect(names).toEqual(
      new Set([
        'Nevis Gore-Tex Jacket',
        'Skiddaw Insulated Hoody',
        'Helvellyn Leather Walking Boots',
      ]),
    );
    for (const product of products.filter((candidate) => names.has(candidate.name))) {
      expect(product.story).not.toBeNull();
    }
  });

  it('opens with a hero of the product in use, then the gear team’s notes, with unique ids', () => {
    for (const product of withStory) {
      const body = product.story?.body ?? [];
      expect(body.map((block) => block.component)).toEqual(['single-hero', 'accordion']);
      expect(body[0]?.image).toEqual({
        filename: `/images/products/${product.slug}-02.jpg`,
        alt: '',
      });
      const uids = [product.story?._uid, ...body.map((block) => block._uid)];
      expect(new Set(uids).size).toBe(uids.length);
    }
  });
});
