import type { DemoBrand } from './brands.ts';
import { MULTI } from './colours.ts';
import { productCategoryUris } from './product-categories.ts';
import { assembleProduct, type DemoProduct } from './products.ts';

/** Gift card values in whole pounds; each card's code ends in its value (990025, ...). */
export const GIFT_CARD_VALUES = [25, 50, 100, 250] as const;

/** The house-brand gift cards listed under /all/gift-cards. Ids continue from `firstId`. */
export function generateGiftCards(
  house: Pick<DemoBrand, 'slug' | 'name'>,
  firstId: number,
): DemoProduct[] {
  return GIFT_CARD_VALUES.map((pounds, index) => {
    const name = `Gift Card £${pounds}`;
    const excerpt = `A £${pounds} ${house.name} gift card to spend online or in any of our stores.`;
    return assembleProduct({
      id: firstId + index,
      code: String(990000 + pounds),
      colourIndex: MULTI,
      name,
      brand: house,
      gender: 'none',
      categoryUris: productCategoryUris({
        home: '/all/gift-cards',
        activities: [],
        gender: 'none',
        discounted: false,
        newIn: false,
        giftable: true,
      }),
      priceMinor: pounds * 100,
      priceBeforeDiscountMinor: pounds * 100,
      copy: {
        description: `${excerpt} Sent by email within minutes and valid for two years.`,
        excerpt,
        metaTitle: `${house.name} ${name} | Cairn`,
        metaDescription: `Buy a £${pounds} gift card at Cairn. ${excerpt}`,
      },
      bundleInfo: null,
      stock: [{ size: 'One Size', stock: 40 }],
      imageCount: 3,
      modelImageCount: 0,
      attributes: { delivery: 'Email' },
      createdAt: '2025-01-06T09:00:00.000Z',
      rating: { average: 0, count: 0 },
    });
  });
}
