import { categoryAncestors, KIDS_CLOTHING_PATHS, type SaleSection } from './categories.ts';
import type { DemoGender } from './products.ts';

/** What decides where a product is listed. */
export type ListingFacts = {
  /** The most specific catalogue category (or /all/swimming/swimwear, /all/gift-cards). */
  home: string;
  activities: readonly string[];
  gender: DemoGender;
  discounted: boolean;
  newIn: boolean;
  /** Whether the product belongs in the gift listings. */
  giftable: boolean;
};

const KIDS_GENDERS: readonly DemoGender[] = ['boys', 'girls', 'kids unisex'];

/** Whether a gender is one of the children's ones. */
export function isKids(gender: DemoGender): boolean {
  return KIDS_GENDERS.includes(gender);
}

// The /mens, /womens and /kids listings a product also appears in.
function genderedHomes(home: string, gender: DemoGender): string[] {
  const path = home.replace(/^\/all\//, '');
  const homes: string[] = [];
  const gendered = path.startsWith('clothing') || path.startsWith('footwear');
  if (gendered && (gender === 'male' || gender === 'unisex')) homes.push(`/mens/${path}`);
  if (gendered && (gender === 'female' || gender === 'unisex')) homes.push(`/womens/${path}`);
  if (isKids(gender)) {
    if (KIDS_CLOTHING_PATHS.includes(path)) homes.push(`/kids/${path}`);
    if (path.startsWith('equipment/ski-equipment')) homes.push('/kids/equipment/ski-equipment');
  }
  return homes;
}

function saleSections(facts: ListingFacts): SaleSection[] {
  const { home, activities } = facts;
  const sections: SaleSection[] = [];
  if (home.startsWith('/all/clothing') || home.startsWith('/all/swimming'))
    sections.push('clothing');
  if (home.startsWith('/all/footwear')) sections.push('footwear');
  if (home.startsWith('/all/equipment')) sections.push('equipment');
  if (home.startsWith('/all/equipment/camping-equipment')) sections.push('camping');
  const inActivity = (root: string) => activities.some((uri) => uri.startsWith(root));
  if (inActivity('/all/climbing') || home.includes('climbing')) sections.push('climbing');
  if (inActivity('/all/hiking')) sections.push('hiking');
  if (inActivity('/all/skiing') || home.includes('/ski-')) sections.push('skiing');
  return sections;
}

/**
 * Every category a product is listed in: its home first, then the home's ancestors
 * (root first), then activity, gendered, sale, new-in and gift listings, each with
 * its ancestors. No duplicates.
 */
export function productCategoryUris(facts: ListingFacts): string[] {
  const { home, activities, gender } = facts;
  const listed = [home, ...activities];
  const homes = genderedHomes(home, gender);
  listed.push(...homes);

  if (facts.discounted) {
    listed.push(
      '/sale',
      '/all/sale',
      ...saleSections(facts).map((section) => `/all/sale/${section}`),
    );
    if (homes.some((uri) => uri.startsWith('/mens/')) || gender === 'male')
      listed.push('/mens/sale');
    if (homes.some((uri) => uri.startsWith('/womens/')) || gender === 'female') {
      listed.push('/womens/sale');
    }
    if (isKids(gender)) listed.push('/kids/sale');
  }
  if (facts.newIn) listed.push('/all/new-in');
  if (facts.giftable) {
    listed.push('/all/gifts');
    if (gender === 'female') listed.push('/all/gifts/for-her');
    if (activities.some((uri) => uri.startsWith('/all/skiing'))) listed.push('/all/gifts/skiing');
  }

  const uris = new Set<string>();
  for (const uri of listed) {
    if (uris.has(uri)) continue;
    uris.add(uri);
    for (const ancestor of categoryAncestors(uri)) uris.add(ancestor);
  }
  return [...uris];
}
