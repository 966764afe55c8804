import type { BrandSubPage, DemoBrand, DemoCatalogue, DemoProduct } from '@cairn/demo-data';
import {
  accordion,
  animatedLinks,
  brandsList,
  categorySelector,
  productStoryGrid,
  promos,
  singleHero,
} from '../blocks.ts';
import { LAUNCH, on } from '../calendar.ts';
import { described, type Scene, sceneImage, scenePath } from '../images.ts';
import type { StoryFileJson } from '../story-file.ts';
import { contentPage } from './page-shell.ts';

type SubPageCopy = {
  label: string;
  /** Which of the brand's products the page shows. */
  includes: (product: DemoProduct) => boolean;
  text: (brand: string) => string;
};

const inCategory = (uri: string) => (product: DemoProduct) => product.categoryUris.includes(uri);
const material = (pattern: RegExp) => (product: DemoProduct) =>
  pattern.test(String((product.attributes as Record<string, unknown>).material ?? ''));

const SUB_PAGES: Record<BrandSubPage, SubPageCopy> = {
  mens: {
    label: "Men's",
    includes: (product) => product.gender === 'male',
    text: (brand) => `Men's jackets, layers and footwear from ${brand}, in men's fits and sizes.`,
  },
  womens: {
    label: "Women's",
    includes: (product) => product.gender === 'female',
    text: (brand) => `Women's jackets, layers and footwear from ${brand}, cut for women.`,
  },
  kids: {
    label: 'Kids',
    includes: (product) => ['boys', 'girls', 'kids unisex'].includes(product.gender),
    text: (brand) => `${brand} for children: the same hill-ready kit, in smaller sizes.`,
  },
  climb: {
    label: 'Climb',
    includes: inCategory('/all/climbing'),
    text: (brand) =>
      `Clothing and equipment from ${brand} for the crag, the wall and the mountains.`,
  },
  hike: {
    label: 'Hike',
    includes: inCategory('/all/hiking'),
    text: (brand) => `${brand} kit for walking and hillwalking, from day packs to waterproofs.`,
  },
  snow: {
    label: 'Snow',
    includes: inCategory('/all/skiing'),
    text: (brand) => `${brand} for the snow: ski clothing, accessories and equipment.`,
  },
  mountain: {
    label: 'Mountain',
    includes: (product) =>
      inCategory('/all/mountaineering')(product) || inCategory('/all/clothing/jackets')(product),
    text: (brand) => `${brand}'s most protective kit, for high and wild days in the mountains.`,
  },
  equipment: {
    label: 'Equipment',
    includes: inCategory('/all/equipment'),
    text: (brand) => `Equipment from ${brand}: the hardware for days and nights outdoors.`,
  },
  'base-layers': {
    label: 'Base layers',
    includes: inCategory('/all/clothing/base-layers'),
    text: (brand) => `${brand} base layers: the layer next to your skin, for warmth and dryness.`,
  },
  clothing: {
    label: 'Clothing',
    includes: inCategory('/all/clothing'),
    text: (brand) => `All ${brand} clothing: shells, insulation, fleece and everyday wear.`,
  },
  'gore-pro': {
    label: 'Gore-Tex Pro',
    includes: material(/Gore-Tex/),
    text: (brand) => `${brand}'s Gore-Tex range, for sustained rain and hard wear.`,
  },
  'epe-collection': {
    label: 'ePE collection',
    includes: material(/ePE|recycled/i),
    text: (brand) => `${brand}'s PFC-free waterproofs and recycled fabrics.`,
  },
  snowsports: {
    label: 'Snowsports',
    includes: inCategory('/all/skiing'),
    text: (brand) => `${brand} for skiing and snowboarding, on and off the piste.`,
  },
  'summit-series': {
    label: 'Summit Series',
    includes: (product) => product.priceMinor >= 15_000,
    text: (brand) => `${brand}'s technical flagship range, built for the hardest conditions.`,
  },
  'trail-run': {
    label: 'Trail run',
    includes: inCategory('/all/trail-running'),
    text: (brand) => `${brand} for trail and fell running: light, fast and weatherproof.`,
  },
};

const ACTIVITY_SCENES: [uri: string, scene: Scene][] = [
  ['/all/skiing', 'ski-slope'],
  ['/all/climbing', 'crag'],
  ['/all/trail-running', 'trail-run'],
  ['/all/swimming', 'loch-paddle'],
  ['/all/equipment/paddleboarding', 'loch-paddle'],
  ['/all/equipment/camping-equipment', 'forest-camp'],
  ['/all/hiking', 'mountains-dawn'],
];

/** The scene for a brand's pages: the activity most of its products are for. */
function brandScene(products: DemoProduct[]): Scene {
  let best: [Scene, number] = ['summit-cairn', 0];
  for (const [uri, scene] of ACTIVITY_SCENES) {
    const count = products.filter(inCategory(uri)).length;
    if (count > best[1]) best = [scene, count];
  }
  return best[0];
}

/** Categories a brand sells in, as tiles: the second level of `/all` (jackets, tents...). */
const CATEGORY_TILES: [uri: string, label: string, scene: Scene][] = [
  ['/all/clothing/jackets', 'Jackets', 'snowy-ridge'],
  ['/all/clothing/mid-layers-fleece', 'Mid layers & fleece', 'mountains-dawn'],
  ['/all/clothing/base-layers', 'Base layers', 'mountains-dawn'],
  ['/all/clothing/hoodies-jumpers', 'Hoodies & jumpers', 'coastal-path'],
  ['/all/clothing/accessories', 'Accessories', 'snowy-ridge'],
  ['/all/footwear', 'Footwear', 'coastal-path'],
  ['/all/equipment/camping-equipment', 'Camping', 'forest-camp'],
  ['/all/equipment/climbing-equipment', 'Climbing equipment', 'crag'],
  ['/all/equipment/ski-equipment', 'Ski equipment', 'ski-slope'],
  ['/all/equipment/packs-luggage', 'Packs & luggage', 'trail-run'],
  ['/all/equipment/equipment-accessories', 'Equipment accessories', 'summit-cairn'],
  ['/all/equipment/paddleboarding', 'Paddleboarding', 'loch-paddle'],
  ['/all/swimming', 'Swimming', 'loch-paddle'],
];

/** One colourway per model, up to `limit`. */
function models(products: DemoProduct[], limit: number): string[] {
  const seen = new Set<string>();
  const skus: string[] = [];
  for (const product of products) {
    if (seen.has(product.code)) continue;
    seen.add(product.code);
    skus.push(product.sku);
    if (skus.length === limit) break;
  }
  return skus;
}

/** `brands`, `brands/{brand}` and `brands/{brand}/{sub}` for every demo brand. */
export function brandStories(catalogue: DemoCatalogue): StoryFileJson[] {
  return [
    brandsIndex(catalogue.brands),
    ...catalogue.brands.flatMap((brand) => {
      const products = catalogue.products.filter((product) => product.brandSlug === brand.slug);
      return [
        brandPage(brand, products),
        ...brand.subPages.map((sub) => brandSubPage(brand, sub, products)),
      ];
    }),
  ];
}

function brandsIndex(brands: DemoBrand[]): StoryFileJson {
  const sorted = [...brands].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const featured = brands.slice(0, 8);
  return contentPage({
    slug: 'brands',
    name: 'Brands',
    title: 'Our brands',
    description: `Shop ${brands.length} outdoor brands at Cairn: waterproofs, insulation, boots, climbing, ski and camping equipment.`,
    image: scenePath('mountains-dawn'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-09-01'),
    body: [
      singleHero({
        heading: 'Our brands',
        subheading:
          'We stock brands that our staff trust on the hill, and that stand behind what they make.',
        image: sceneImage('mountains-dawn', 'A line of hills at sunrise seen from a high ridge'),
      }),
      brandsList('Featured brands', featured),
      brandsList('All brands A to Z', sorted),
      promos('Shop by activity', [
        { heading: 'Hiking', text: 'Boots, waterproofs and packs.', href: '/all/hiking' },
        { heading: 'Skiing', text: 'Skis, boots and ski clothing.', href: '/all/skiing' },
        { heading: 'Climbing', text: 'Shoes, harnesses and ropes.', href: '/all/climbing' },
      ]),
    ],
  });
}

function brandPage(brand: DemoBrand, products: DemoProduct[]): StoryFileJson {
  const scene = brandScene(products);
  const tiles = CATEGORY_TILES.filter(([uri]) => products.some(inCategory(uri))).slice(0, 6);
  const body = [
    singleHero({
      heading: brand.name,
      subheading: brand.description,
      image: described(scene),
    }),
    ...(brand.subPages.length > 0
      ? [
          animatedLinks(
            `Shop ${brand.name}`,
            brand.subPages.map((sub): [string, string] => [
              `${brand.name} ${subPageCopy(sub).label}`,
              `/brands/${brand.slug}/${sub}`,
            ]),
          ),
        ]
      : []),
    productStoryGrid(
      `Bestsellers from ${brand.name}`,
      models(products, 8).map((sku) => ({ sku })),
    ),
    ...(tiles.length > 0
      ? [
          categorySelector(
            'Shop by category',
            tiles.map(([uri, label, tileScene]) => ({ label, href: uri, scene: tileScene })),
          ),
        ]
      : []),
    accordion(`About ${brand.name}`, [
      ['Who they are', brand.description],
      [
        `${brand.name} at Cairn`,
        `We stock ${products.length} ${brand.name} products online. Most stores carry a selection; call ahead if you want to try something specific, or [book an appointment](/appointments) for a fitting.`,
      ],
      [
        'Warranty and repairs',
        `${brand.name} products are covered against manufacturing faults. If something fails, [contact us](/information/contact-us) with your order number and we will arrange a repair, replacement or refund.`,
      ],
    ]),
  ];
  return contentPage({
    slug: `brands/${brand.slug}`,
    name: brand.name,
    seoTitle: `${brand.name} | Brands | Cairn`,
    description: `${brand.description} Shop ${brand.name} at Cairn, with free UK delivery over £50.`,
    image: scenePath(scene),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-09-01'),
    tags: ['brand'],
    fields: { brand_slug: brand.slug },
    body,
  });
}

function subPageCopy(sub: string): SubPageCopy {
  const copy = SUB_PAGES[sub as BrandSubPage];
  if (!copy) throw new Error(`No copy for the brand sub-page '${sub}'`);
  return copy;
}

function brandSubPage(brand: DemoBrand, sub: string, products: DemoProduct[]): StoryFileJson {
  const copy = subPageCopy(sub);
  const matching = products.filter(copy.includes);
  // A sub-page always shows something: the brand's range when nothing matches yet.
  const skus = models(matching.length > 0 ? matching : products, 8);
  const title = `${brand.name} ${copy.label}`;
  const scene = brandScene(matching.length > 0 ? matching : products);
  return contentPage({
    slug: `brands/${brand.slug}/${sub}`,
    name: title,
    description: `${copy.text(brand.name)} Free UK delivery over £50 and 60-day returns.`,
    image: scenePath(scene),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-09-01'),
    tags: ['brand'],
    fields: { brand_slug: brand.slug, sub_page: sub },
    body: [
      singleHero({
        heading: title,
        subheading: copy.text(brand.name),
        image: described(scene),
      }),
      productStoryGrid(
        `Shop ${title}`,
        skus.map((sku) => ({ sku })),
      ),
      animatedLinks(`More from ${brand.name}`, [
        [`All ${brand.name}`, `/brands/${brand.slug}`],
        ...brand.subPages
          .filter((other) => other !== sub)
          .map((other): [string, string] => [
            `${brand.name} ${subPageCopy(other).label}`,
            `/brands/${brand.slug}/${other}`,
          ]),
      ]),
    ],
  });
}
