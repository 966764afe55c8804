import { type DemoArticle, generateArticles } from '../articles.ts';
import { type DemoGuide, generateGuides } from '../guides.ts';
import { type DemoStore, generateStores } from '../stores.ts';
import {
  type BrandWithFocus,
  brandsWithFocus,
  type DemoBrand,
  HOUSE_BRAND_SLUG,
} from './brands.ts';
import { generateBundles } from './bundles.ts';
import { type DemoCategory, generateCategories } from './categories.ts';
import { generateGiftCards } from './gift-cards.ts';
import { generateLineProducts } from './line-products.ts';
import { withProductStories } from './product-stories.ts';
import type { DemoProduct } from './products.ts';
import { scaledProducts } from './scaled-products.ts';

/** Everything the demo shop sells and shows. */
export type DemoCatalogue = {
  brands: DemoBrand[];
  categories: DemoCategory[];
  products: DemoProduct[];
  stores: DemoStore[];
  guides: DemoGuide[];
  articles: DemoArticle[];
};

export type DemoCatalogueOptions = {
  /**
   * How many products: unset, the demo shop's own 920; a number (1 to 500,000), a catalogue
   * of exactly that many for benchmarks and a big demo, spread like a mid-size outdoor
   * retailer's (styles in two or three colourways), with bundles and gift cards from 1,000.
   */
  products?: number;
};

/**
 * Generates the demo catalogue: pure and deterministic, so every call on every machine
 * returns equal data (fresh objects each time, safe to mutate). Takes a few milliseconds
 * (about a second per 100,000 products with `products`).
 * @example const { products } = generateDemoCatalogue();
 * @example const big = generateDemoCatalogue({ products: 50_000 });
 */
export function generateDemoCatalogue(options: DemoCatalogueOptions = {}): DemoCatalogue {
  const withFocus = brandsWithFocus();
  return {
    brands: withFocus.map(({ slug, name, description, subPages }) => ({
      slug,
      name,
      description,
      subPages,
    })),
    categories: generateCategories(),
    products:
      options.products === undefined
        ? demoShopProducts(withFocus)
        : Array.from(scaledProducts(withFocus, options.products)),
    stores: generateStores(),
    guides: generateGuides(),
    articles: generateArticles(),
  };
}

/**
 * The products of a demo catalogue one at a time, for writing a big catalogue out without
 * holding it: the same products, in the same order, as `generateDemoCatalogue(options)`.
 */
export function demoCatalogueProducts(options: DemoCatalogueOptions = {}): Iterable<DemoProduct> {
  const withFocus = brandsWithFocus();
  return options.products === undefined
    ? demoShopProducts(withFocus)
    : scaledProducts(withFocus, options.products);
}

// The demo shop's own 920 products, as every demo start seeds them.
function demoShopProducts(withFocus: BrandWithFocus[]): DemoProduct[] {
  const house = withFocus.find((brand) => brand.slug === HOUSE_BRAND_SLUG);
  if (!house) throw new Error(`The house brand '${HOUSE_BRAND_SLUG}' is missing`);
  const everyday = withProductStories(generateLineProducts(withFocus));
  const bundles = generateBundles(everyday, house, everyday.length + 1);
  const giftCards = generateGiftCards(house, everyday.length + bundles.length + 1);
  return [...everyday, ...bundles, ...giftCards];
}
