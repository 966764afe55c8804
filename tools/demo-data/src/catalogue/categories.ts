/** What a listing is: the /all catalogue, an activity, a sale, a collection or a gendered tree. */
export type CategoryKind = 'catalogue' | 'activity' | 'sale' | 'collection' | 'gender';

/** A category listing page, addressed by its `uri`. */
export type DemoCategory = {
  uri: string;
  name: string;
  parentUri: string | null;
  metaTitle: string;
  metaDescription: string;
  kind: CategoryKind;
};

type Entry = readonly [uri: string, name: string, kind: CategoryKind, description?: string];

// The /all catalogue tree of requirements R-REDIRECT-6, parents before children.
const CATALOGUE: readonly (readonly [path: string, name: string])[] = [
  ['clothing', 'Clothing'],
  ['clothing/jackets', 'Jackets'],
  ['clothing/jackets/insulated-jackets', 'Insulated Jackets'],
  ['clothing/jackets/ski-jackets', 'Ski Jackets'],
  ['clothing/mid-layers-fleece', 'Mid Layers & Fleece'],
  ['clothing/mid-layers-fleece/gilets', 'Gilets'],
  ['clothing/hoodies-jumpers', 'Hoodies & Jumpers'],
  ['clothing/base-layers', 'Base Layers'],
  ['clothing/tops', 'Tops & T-Shirts'],
  ['clothing/tops/shirts', 'Shirts'],
  ['clothing/bottoms', 'Trousers & Bottoms'],
  ['clothing/bottoms/shorts', 'Shorts'],
  ['clothing/accessories', 'Accessories & Gloves'],
  ['clothing/accessories/hats', 'Hats'],
  ['clothing/accessories/socks', 'Socks'],
  ['footwear', 'Footwear'],
  ['footwear/hiking-footwear', 'Walking Boots & Shoes'],
  ['footwear/climbing-shoes', 'Climbing Shoes'],
  ['footwear/flip-flops-sandals', 'Flip-Flops & Sandals'],
  ['footwear/snow-boots', 'Snow Boots'],
  ['equipment', 'Equipment'],
  ['equipment/climbing-equipment', 'Climbing Equipment'],
  ['equipment/climbing-equipment/bouldering', 'Bouldering'],
  ['equipment/climbing-equipment/crampons', 'Crampons'],
  ['equipment/climbing-equipment/harnesses', 'Harnesses'],
  ['equipment/climbing-equipment/ropes', 'Ropes'],
  ['equipment/climbing-equipment/ice-axes-protection', 'Ice Axes & Protection'],
  ['equipment/climbing-equipment/climbing-helmets', 'Climbing Helmets'],
  ['equipment/climbing-equipment/climbing-accessories', 'Climbing Accessories'],
  ['equipment/camping-equipment', 'Camping Equipment'],
  ['equipment/camping-equipment/cooking-equipment', 'Cooking Equipment'],
  ['equipment/camping-equipment/furniture', 'Camping Furniture'],
  ['equipment/camping-equipment/furniture/chairs', 'Camping Chairs'],
  ['equipment/camping-equipment/furniture/tables', 'Camping Tables'],
  ['equipment/camping-equipment/camping-mats', 'Sleeping Mats'],
  ['equipment/camping-equipment/tents', 'Tents'],
  ['equipment/camping-equipment/sleeping-bags', 'Sleeping Bags'],
  ['equipment/camping-equipment/camping-accessories', 'Camping Accessories'],
  ['equipment/ski-equipment', 'Ski Equipment'],
  ['equipment/ski-equipment/skis', 'Skis'],
  ['equipment/ski-equipment/ski-boots', 'Ski Boots'],
  ['equipment/ski-equipment/ski-bindings', 'Ski Bindings'],
  ['equipment/ski-equipment/ski-goggles', 'Ski Goggles'],
  ['equipment/ski-equipment/ski-helmets', 'Ski Helmets'],
  ['equipment/ski-equipment/ski-poles', 'Ski Poles'],
  ['equipment/ski-equipment/avalanche-safety', 'Avalanche Safety'],
  ['equipment/ski-equipment/servicing', 'Ski Servicing & Tuning'],
  ['equipment/packs-luggage', 'Packs & Luggage'],
  ['equipment/packs-luggage/backpacks', 'Rucksacks & Backpacks'],
  ['equipment/packs-luggage/hip-packs', 'Hip Packs'],
  ['equipment/packs-luggage/dry-bags-stuff-sacks', 'Dry Bags & Stuff Sacks'],
  ['equipment/packs-luggage/luggage', 'Luggage'],
  ['equipment/packs-luggage/luggage/duffel-bags', 'Duffel Bags'],
  ['equipment/packs-luggage/running-packs-vests', 'Running Packs & Vests'],
  ['equipment/equipment-accessories', 'Equipment Accessories'],
  ['equipment/equipment-accessories/hydration', 'Hydration'],
  ['equipment/equipment-accessories/head-torches', 'Head Torches'],
  ['equipment/equipment-accessories/books', 'Books'],
  ['equipment/equipment-accessories/wash-repair', 'Wash & Repair'],
  ['equipment/equipment-accessories/maps-navigation-guides', 'Maps, Navigation & Guides'],
  ['equipment/equipment-accessories/sunglasses', 'Sunglasses'],
  ['equipment/equipment-accessories/sun-protection', 'Sun Protection'],
  ['equipment/paddleboarding', 'Paddleboarding'],
];

const ACTIVITIES: readonly Entry[] = [
  ['/all/skiing', 'Skiing', 'activity'],
  ['/all/skiing/skiing-clothing', 'Skiing Clothing', 'activity'],
  ['/all/climbing', 'Climbing', 'activity'],
  ['/all/climbing/climbing-clothing', 'Climbing Clothing', 'activity'],
  ['/all/hiking', 'Hiking', 'activity'],
  ['/all/hiking/hiking-clothing', 'Hiking Clothing', 'activity'],
  ['/all/trail-running', 'Trail Running', 'activity'],
  ['/all/trail-running/trail-running-clothing', 'Trail Running Clothing', 'activity'],
  ['/all/swimming', 'Swimming', 'activity'],
  ['/all/swimming/swimwear', 'Swimwear & Wetsuits', 'activity'],
  ['/all/mountaineering', 'Mountaineering', 'activity'],
];

/** The sale sub-listings under /all/sale, one per department or activity. */
export const SALE_SECTIONS = [
  'clothing',
  'footwear',
  'equipment',
  'camping',
  'climbing',
  'hiking',
  'skiing',
] as const;
export type SaleSection = (typeof SALE_SECTIONS)[number];

const SALE_NAMES: Record<SaleSection, string> = {
  clothing: 'Clothing Sale',
  footwear: 'Footwear Sale',
  equipment: 'Equipment Sale',
  camping: 'Camping Sale',
  climbing: 'Climbing Sale',
  hiking: 'Hiking Sale',
  skiing: 'Skiing Sale',
};

const COLLECTIONS: readonly Entry[] = [
  [
    '/all/new-in',
    'New In',
    'collection',
    'The latest outdoor clothing, footwear and equipment to arrive at Cairn.',
  ],
  [
    '/all/gifts',
    'Gifts',
    'collection',
    'Gift ideas for walkers, climbers, campers and skiers, from stocking fillers up.',
  ],
  [
    '/all/gifts/for-her',
    'Gifts for Her',
    'collection',
    'Gift ideas for her, from merino hats to walking essentials.',
  ],
  [
    '/all/gifts/skiing',
    'Skiing Gifts',
    'collection',
    'Gifts for skiers: goggles, gloves, socks, wax and more.',
  ],
  [
    '/all/gift-cards',
    'Gift Cards',
    'collection',
    'Cairn gift cards, to spend online or in any of our UK stores.',
  ],
];

/** Paths under /kids/clothing: the children's ranges Cairn stocks. */
export const KIDS_CLOTHING_PATHS: readonly string[] = [
  'clothing',
  'clothing/jackets',
  'clothing/jackets/insulated-jackets',
  'clothing/jackets/ski-jackets',
  'clothing/mid-layers-fleece',
  'clothing/hoodies-jumpers',
  'clothing/base-layers',
  'clothing/bottoms',
  'clothing/accessories',
  'clothing/accessories/hats',
];

/** The gendered trees: `/mens` and `/womens` mirror /all clothing and footwear. */
export const GENDER_ROOTS = {
  mens: "Men's",
  womens: "Women's",
  kids: "Kids'",
} as const;

/**
 * The ancestors of a category, root first, without the category itself.
 * Pure path arithmetic: every intermediate path is itself a category.
 * @example categoryAncestors('/all/clothing/jackets') // ['/all', '/all/clothing']
 */
export function categoryAncestors(uri: string): string[] {
  const segments = uri.split('/').filter(Boolean);
  return segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
}

function parentOf(uri: string): string | null {
  return categoryAncestors(uri).at(-1) ?? null;
}

const DESCRIBE: Record<CategoryKind, (name: string) => string> = {
  catalogue: (name) =>
    `Shop ${name} from leading outdoor brands at Cairn, with expert advice online and in our UK stores.`,
  activity: (name) =>
    `${name} at Cairn: clothing, footwear and equipment chosen by our in-store experts.`,
  sale: (name) =>
    `${name}: reduced outdoor clothing, footwear and equipment at Cairn, while stocks last.`,
  collection: (name) => `${name} at Cairn.`,
  gender: (name) => `Shop ${name} from leading outdoor brands at Cairn.`,
};

function toCategory([uri, name, kind, description]: Entry): DemoCategory {
  return {
    uri,
    name,
    parentUri: parentOf(uri),
    metaTitle: `${name} | Cairn`,
    metaDescription: description ?? DESCRIBE[kind](name),
    kind,
  };
}

function genderEntries(root: keyof typeof GENDER_ROOTS, paths: readonly string[]): Entry[] {
  const label = GENDER_ROOTS[root];
  const names = new Map<string, string>(CATALOGUE);
  return paths.map((path): Entry => {
    const name = names.get(path) ?? path;
    return [`/${root}/${path}`, `${label} ${name}`, 'gender'];
  });
}

function catalogueEntries(): Entry[] {
  const gendered = CATALOGUE.map(([path]) => path).filter(
    (path) => path.startsWith('clothing') || path.startsWith('footwear'),
  );
  return [
    [
      '/all',
      'All Products',
      'catalogue',
      'Shop the whole Cairn range of outdoor clothing, footwear and equipment.',
    ],
    ...CATALOGUE.map(([path, name]): Entry => [`/all/${path}`, name, 'catalogue']),
    ...ACTIVITIES,
    ['/sale', 'Sale', 'sale'],
    ['/all/sale', 'All Sale', 'sale'],
    ...SALE_SECTIONS.map((section): Entry => [`/all/sale/${section}`, SALE_NAMES[section], 'sale']),
    ...COLLECTIONS,
    ['/mens', "Men's", 'gender'],
    ...genderEntries('mens', gendered),
    ['/mens/sale', "Men's Sale", 'sale'],
    ['/womens', "Women's", 'gender'],
    ...genderEntries('womens', gendered),
    ['/womens/sale', "Women's Sale", 'sale'],
    ['/kids', "Kids'", 'gender'],
    ...genderEntries('kids', KIDS_CLOTHING_PATHS),
    ['/kids/equipment', "Kids' Equipment", 'gender'],
    ['/kids/equipment/ski-equipment', "Kids' Ski Equipment", 'gender'],
    ['/kids/sale', "Kids' Sale", 'sale'],
  ];
}

/** The whole category tree, parents before children, in a fixed order. */
export function generateCategories(): DemoCategory[] {
  return catalogueEntries().map(toCategory);
}
