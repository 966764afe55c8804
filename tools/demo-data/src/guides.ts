/** The kinds of guide under /guides/{slug}. */
export type GuideKind = 'buying-guide' | 'kit-list' | 'care-guide';

/** A guide page and the category it helps shoppers choose from. */
export type DemoGuide = {
  slug: string;
  title: string;
  kind: GuideKind;
  categoryUri: string;
};

const SKI = '/all/equipment/ski-equipment';
const CAMPING = '/all/equipment/camping-equipment';

const GUIDES: readonly DemoGuide[] = [
  {
    slug: 'ski-buying-guide',
    title: 'How to Choose Skis',
    kind: 'buying-guide',
    categoryUri: `${SKI}/skis`,
  },
  {
    slug: 'ski-boot-buying-guide',
    title: 'How to Choose Ski Boots',
    kind: 'buying-guide',
    categoryUri: `${SKI}/ski-boots`,
  },
  {
    slug: 'walking-boot-buying-guide',
    title: 'How to Choose Walking Boots',
    kind: 'buying-guide',
    categoryUri: '/all/footwear/hiking-footwear',
  },
  {
    slug: 'ski-helmet-buying-guide',
    title: 'How to Choose a Ski Helmet',
    kind: 'buying-guide',
    categoryUri: `${SKI}/ski-helmets`,
  },
  {
    slug: 'ski-goggles-buying-guide',
    title: 'How to Choose Ski Goggles',
    kind: 'buying-guide',
    categoryUri: `${SKI}/ski-goggles`,
  },
  {
    slug: 'ski-pole-buying-guide',
    title: 'How to Choose Ski Poles',
    kind: 'buying-guide',
    categoryUri: `${SKI}/ski-poles`,
  },
  {
    slug: 'tent-buying-guide',
    title: 'How to Choose a Tent',
    kind: 'buying-guide',
    categoryUri: `${CAMPING}/tents`,
  },
  {
    slug: 'sleeping-bag-buying-guide',
    title: 'How to Choose a Sleeping Bag',
    kind: 'buying-guide',
    categoryUri: `${CAMPING}/sleeping-bags`,
  },
  {
    slug: 'wetsuit-buying-guide',
    title: 'How to Choose a Wetsuit',
    kind: 'buying-guide',
    categoryUri: '/all/swimming/swimwear',
  },
  {
    slug: 'trail-running-packs-buying-guide',
    title: 'How to Choose a Trail Running Pack',
    kind: 'buying-guide',
    categoryUri: '/all/equipment/packs-luggage/running-packs-vests',
  },
  {
    slug: 'ski-touring-kit-list',
    title: 'Ski Touring Kit List',
    kind: 'kit-list',
    categoryUri: '/all/skiing',
  },
  {
    slug: 'winter-hillwalking-kit-list',
    title: 'Winter Hillwalking Kit List',
    kind: 'kit-list',
    categoryUri: '/all/hiking',
  },
  {
    slug: 'wild-camping-kit-list',
    title: 'Wild Camping Kit List',
    kind: 'kit-list',
    categoryUri: CAMPING,
  },
  {
    slug: 'how-to-wash-ski-gloves',
    title: 'How to Wash Ski Gloves',
    kind: 'care-guide',
    categoryUri: '/all/clothing/accessories',
  },
  {
    slug: 'how-to-reproof-a-waterproof-jacket',
    title: 'How to Reproof a Waterproof Jacket',
    kind: 'care-guide',
    categoryUri: '/all/equipment/equipment-accessories/wash-repair',
  },
  {
    slug: 'how-to-wash-a-down-jacket',
    title: 'How to Wash a Down Jacket',
    kind: 'care-guide',
    categoryUri: '/all/clothing/jackets/insulated-jackets',
  },
];

/** The guides of requirements R-REDIRECT-9 and a few more: buying guides, kit lists and care guides. */
export function generateGuides(): DemoGuide[] {
  return GUIDES.map((guide) => ({ ...guide }));
}
