import { kebab } from './slug.ts';

/** A brand landing page (/brands/{slug}) and its sub-pages (/brands/{slug}/{sub}). */
export type DemoBrand = {
  slug: string;
  name: string;
  description: string;
  subPages: string[];
};

/** The brand sub-pages requirements R-REDIRECT-5 lists; every brand's `subPages` is drawn from these. */
export const BRAND_SUB_PAGES = [
  'mens',
  'womens',
  'kids',
  'climb',
  'hike',
  'snow',
  'mountain',
  'equipment',
  'base-layers',
  'clothing',
  'gore-pro',
  'epe-collection',
  'snowsports',
  'summit-series',
  'trail-run',
] as const;

export type BrandSubPage = (typeof BRAND_SUB_PAGES)[number];

/**
 * What a brand makes; product lines name a focus and draw their brands from it.
 * Internal to the generator, so it is not part of `DemoBrand`.
 */
export type BrandFocus =
  | 'shell'
  | 'insulation'
  | 'fleece'
  | 'baselayer'
  | 'casual'
  | 'trousers'
  | 'accessories'
  | 'ski-wear'
  | 'hiking-boots'
  | 'sandals'
  | 'running'
  | 'climbing'
  | 'camping'
  | 'cooking'
  | 'ski-hard'
  | 'ski-protect'
  | 'avalanche'
  | 'packs'
  | 'lighting'
  | 'hydration'
  | 'eyewear'
  | 'books'
  | 'care'
  | 'paddle'
  | 'swim'
  | 'kids';

type BrandSeed = {
  name: string;
  subPages: readonly BrandSubPage[];
  focus: readonly BrandFocus[];
  description: string;
};

/** The house brand: gift cards and curated bundles are sold under it. */
export const HOUSE_BRAND_SLUG = 'cairn';

// Invented names only; any likeness to a real label is accidental.
const BRAND_SEEDS: readonly BrandSeed[] = [
  {
    name: 'Northwall',
    subPages: ['mens', 'womens', 'mountain', 'hike'],
    focus: ['shell', 'insulation', 'fleece', 'trousers', 'hiking-boots', 'packs'],
    description: 'Hill-tested shells, insulation and boots designed in the Highlands.',
  },
  {
    name: 'Fellcraft',
    subPages: ['mens', 'womens', 'hike', 'trail-run'],
    focus: ['shell', 'running', 'trousers', 'hiking-boots', 'casual', 'baselayer'],
    description:
      'Lightweight kit for fell runners and fast hillwalkers, born in the Lake District.',
  },
  {
    name: 'Bothy',
    subPages: ['clothing', 'base-layers', 'mens', 'womens'],
    focus: ['baselayer', 'fleece', 'casual', 'accessories'],
    description: 'Merino base layers and cosy mid layers for long days and cold nights.',
  },
  {
    name: 'Cairn',
    subPages: ['mens', 'womens', 'kids', 'equipment'],
    focus: ['shell', 'fleece', 'insulation', 'camping', 'accessories', 'kids', 'packs', 'casual'],
    description: 'Our own range: dependable, good-value outdoor essentials for the whole family.',
  },
  {
    name: 'Scree',
    subPages: ['climb', 'clothing', 'equipment'],
    focus: ['climbing', 'casual', 'trousers'],
    description: 'Climbing hardware and clothing made by climbers from the Peak District.',
  },
  {
    name: 'Corrie Mountain',
    subPages: ['mountain', 'gore-pro', 'summit-series'],
    focus: ['shell', 'insulation', 'packs', 'climbing'],
    description: 'Technical mountain clothing for winter climbing and alpine routes.',
  },
  {
    name: 'Larchfield',
    subPages: ['clothing', 'kids', 'mens', 'womens'],
    focus: ['casual', 'fleece', 'kids', 'accessories'],
    description: 'Relaxed outdoor clothing for weekends in the hills and days around town.',
  },
  {
    name: 'Haar',
    subPages: ['gore-pro', 'mountain', 'clothing'],
    focus: ['shell', 'trousers', 'ski-wear'],
    description: 'Storm-proof Gore-Tex shells named after the sea fog that rolls in off the coast.',
  },
  {
    name: 'Summitforge',
    subPages: ['climb', 'mountain', 'summit-series', 'equipment'],
    focus: ['climbing', 'packs', 'insulation', 'avalanche'],
    description: 'Alpine hardware and packs built for big mountain days.',
  },
  {
    name: 'Glenmore',
    subPages: ['snow', 'snowsports', 'kids'],
    focus: ['ski-wear', 'ski-protect', 'kids', 'accessories'],
    description: 'Warm, bright skiwear for the whole family, from first lessons to off-piste.',
  },
  {
    name: 'Tarnside',
    subPages: ['hike', 'equipment'],
    focus: ['camping', 'packs', 'hiking-boots'],
    description: 'Tents, packs and boots for multi-day walks and wild camps.',
  },
  {
    name: 'Kestrel Peak',
    subPages: ['mens', 'womens', 'snow'],
    focus: ['ski-wear', 'insulation', 'shell'],
    description: 'Freeride skiwear with serious weather protection.',
  },
  {
    name: 'Bracken & Birch',
    subPages: ['clothing', 'mens', 'womens'],
    focus: ['casual', 'fleece', 'sandals', 'accessories'],
    description: 'Organic cotton, recycled fleece and easy-going outdoor style.',
  },
  {
    name: 'Ardent Alpine',
    subPages: ['snow', 'snowsports', 'equipment'],
    focus: ['ski-hard', 'ski-protect', 'avalanche'],
    description: 'Skis, boots and bindings engineered in the Alps for piste and touring.',
  },
  {
    name: 'Eskdale',
    subPages: ['hike', 'base-layers', 'clothing'],
    focus: ['baselayer', 'accessories', 'hiking-boots'],
    description: 'Walking boots and merino essentials from a family firm in Cumbria.',
  },
  {
    name: 'Stormbound',
    subPages: ['gore-pro', 'epe-collection', 'mens', 'womens'],
    focus: ['shell', 'ski-wear', 'trousers'],
    description: 'Waterproofs built around Gore-Tex Pro and the PFC-free ePE membrane.',
  },
  {
    name: 'Pikestaff',
    subPages: ['climb', 'equipment'],
    focus: ['climbing'],
    description: 'Harnesses, ropes and protection for trad, sport and winter climbing.',
  },
  {
    name: 'Whinfell',
    subPages: ['trail-run', 'hike', 'clothing'],
    focus: ['running', 'baselayer', 'casual'],
    description: 'Trail running shoes, vests and clothing tested on the fells.',
  },
  {
    name: 'Spindrift',
    subPages: ['snow', 'snowsports', 'epe-collection'],
    focus: ['ski-wear', 'ski-hard', 'ski-protect'],
    description: 'Backcountry skis and skiwear for powder days and ski touring.',
  },
  {
    name: 'Lochan',
    subPages: ['equipment', 'hike'],
    focus: ['camping', 'cooking'],
    description: 'Lightweight tents, sleeping bags and mats for wild camping.',
  },
  {
    name: 'Skerry',
    subPages: ['equipment'],
    focus: ['paddle', 'swim'],
    description: 'Paddleboards, wetsuits and open-water kit for coast and loch.',
  },
  {
    name: 'Flint & Ember',
    subPages: ['equipment'],
    focus: ['cooking', 'camping', 'lighting'],
    description: 'Stoves, cook sets and camp furniture for cooking outdoors.',
  },
  {
    name: 'Ptarmigan',
    subPages: ['snow', 'kids', 'snowsports'],
    focus: ['kids', 'ski-wear', 'ski-hard', 'ski-protect'],
    description: 'Skis, helmets and skiwear sized for young skiers.',
  },
  {
    name: 'Moraine',
    subPages: ['mountain', 'climb', 'summit-series'],
    focus: ['climbing', 'shell', 'insulation', 'hiking-boots'],
    description: 'Mountaineering boots and alpine clothing for glacier and ridge.',
  },
  {
    name: 'Selkie',
    subPages: ['clothing', 'womens'],
    focus: ['swim', 'sandals'],
    description: 'Swimwear, changing robes and wetsuits for wild swimmers.',
  },
  {
    name: 'Gritstone',
    subPages: ['climb', 'clothing', 'equipment'],
    focus: ['climbing', 'casual', 'trousers'],
    description: 'Hard-wearing climbing trousers, shoes and chalk bags.',
  },
  {
    name: 'Heatherline',
    subPages: ['womens', 'hike', 'clothing'],
    focus: ['casual', 'fleece', 'trousers', 'baselayer'],
    description: "Women's walking clothing designed for comfort on long hill days.",
  },
  {
    name: 'Lumen Works',
    subPages: ['equipment'],
    focus: ['lighting', 'hydration', 'eyewear'],
    description: 'Head torches, bottles and sunglasses for early starts and late finishes.',
  },
  {
    name: 'Waymark Press',
    subPages: ['equipment'],
    focus: ['books'],
    description: 'Guidebooks, maps and compasses for finding your way in the hills.',
  },
  {
    name: 'Brightwater',
    subPages: ['equipment', 'trail-run'],
    focus: ['hydration', 'running', 'eyewear', 'care'],
    description: 'Hydration, running packs and sports eyewear for going light and fast.',
  },
  {
    name: 'Proofhouse',
    subPages: ['equipment'],
    focus: ['care'],
    description: 'Cleaners, reproofers and repair kits that keep outdoor kit working.',
  },
];

/** A brand together with what it makes; used by the product generator. */
export interface BrandWithFocus extends DemoBrand {
  focus: readonly BrandFocus[];
}

/** Every demo brand with its focus, in a fixed order. */
export function brandsWithFocus(): BrandWithFocus[] {
  return BRAND_SEEDS.map((seed) => ({
    slug: kebab(seed.name),
    name: seed.name,
    description: seed.description,
    subPages: [...seed.subPages],
    focus: seed.focus,
  }));
}

/** Every demo brand, in a fixed order. */
export function generateBrands(): DemoBrand[] {
  return brandsWithFocus().map(({ slug, name, description, subPages }) => ({
    slug,
    name,
    description,
    subPages,
  }));
}
