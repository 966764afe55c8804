import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../index.ts';
import { productKind } from './product-kind.ts';

const kindOf = (name: string, home: string) => productKind({ name, categoryUris: [home] });

describe('productKind', () => {
  it.each([
    ['Torridon Gore-Tex Jacket', '/all/clothing/jackets', 'jacket'],
    ['Nevis Down Hoody', '/all/clothing/jackets/insulated-jackets', 'puffer'],
    ['Assynt Base Layer Leggings', '/all/clothing/base-layers', 'trousers'],
    ['Glencoe Merino 200 Crew', '/all/clothing/base-layers', 'top'],
    ['Storr Insulated Vest', '/all/clothing/mid-layers-fleece/gilets', 'gilet'],
    ['Kinder 20 Running Vest', '/all/equipment/packs-luggage/running-packs-vests', 'backpack'],
    ['Skiddaw Mid GTX Boots', '/all/footwear/hiking-footwear', 'boot'],
    ['Tryfan 110 Touring Boots', '/all/equipment/ski-equipment/ski-boots', 'ski-boot'],
    ['Arran 2 Tent', '/all/equipment/camping-equipment/tents', 'tent'],
    ['Etive 9.8mm Dry Rope', '/all/equipment/climbing-equipment/ropes', 'rope'],
    ['Scafell 170 Touring Skis', '/all/equipment/ski-equipment/skis', 'skis'],
    ['Ogwen Ski Wax', '/all/equipment/ski-equipment/servicing', 'box'],
    ['Gift Card £50', '/all/gift-cards', 'gift-card'],
    ['Something New', '/all/somewhere-else', 'box'],
  ])('draws %s in %s as a %s', (name, home, kind) => {
    expect(kindOf(name, home)).toBe(kind);
  });

  it('finds a picture other than the plain box for every demo product but waxes and kits', () => {
    const boxed = generateDemoCatalogue().products.filter(
      (product) => productKind(product) === 'box',
    );
    expect(boxed.length).toBeGreaterThan(0);
    for (const product of boxed) expect(product.name).toMatch(/wax|tuner|kit/i);
  });
});
