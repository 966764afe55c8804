import { type DemoArticle, generateArticles } from '../articles.ts';
import { type DemoGuide, generateGuides } from '../guides.ts';
import { type DemoStore, generateStores } from '../stores.ts';
import { brandsWithFocus, type DemoBrand, HOUSE_BRAND_SLUG } from './brands.ts';
import { generateBundles } from './bundles.ts';
import { type DemoCategory, generateCategories } from './categories.ts';
import { generateGiftCards } from './gift-cards.ts';
import { generateLineProducts } from './line-products.ts';
import { withProductStories } from './product-stories.ts';
import type { DemoProduct } from './products.ts';

/** Everything the demo shop sells and shows. */
export type DemoCatalogue = {
  brands: DemoBrand[];
  categories: DemoCategory[];
  products: DemoProduct[];
  stores: DemoStore[];
  guides: DemoGuide[];
  articles: DemoArticle[];
};

/**
 * Generates the demo catalogue: pure and deterministic, so every call on every machine
 * returns equal data (fresh objects each time, safe to mutate). Takes a few milliseconds.
 * @example const { products } = generateDemoCatalogue();
 */
export function generateDemoCatalogue(): DemoCatalogue {
  const withFocus = brandsWithFocus();
  const house = withFocus.find((brand) => brand.slug === HOUSE_BRAND_SLUG);
  if (!house) throw new Error(`The house brand '${HOUSE_BRAND_SLUG}' is missing`);

  const everyday = withProductStories(generateLineProducts(withFocus));
  const bundles = generateBundles(everyday, house, everyday.length + 1);
  const giftCards = generateGiftCards(house, everyday.length + bundles.length + 1);

  return {
    brands: withFocus.map(({ slug, name, description, subPages }) => ({
      slug,
      name,
      description,
      subPages,
    })),
    categories: generateCategories(),
    products: [...everyday, ...bundles, ...giftCards],
    stores: generateStores(),
    guides: generateGuides(),
    articles: generateArticles(),
  };
}
