import type { DemoGender } from './gender.ts';

/** The words a product page shows, apart from its name. */
export type ProductCopy = {
  description: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
};

export type CopyFacts = {
  name: string;
  brandName: string;
  gender: DemoGender;
  colourName: string;
  use: string;
  features: readonly string[];
  attributes: Readonly<Record<string, string>>;
};

const META_DESCRIPTION_LIMIT = 160;

/** "Men's " or "Women's " for gendered products, otherwise nothing. */
export function genderLabel(gender: DemoGender): string {
  if (gender === 'male') return "Men's ";
  if (gender === 'female') return "Women's ";
  return '';
}

const labels = new Map<string, string>();

// 'backSystem' reads as 'back system'. Attribute keys are few; each is worked out once.
function label(key: string): string {
  let text = labels.get(key);
  if (text === undefined) {
    text = key.replace(/([A-Z])/g, ' $1').toLowerCase();
    labels.set(key, text);
  }
  return text;
}

function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Writes a product's description, excerpt and meta tags from its facts. */
export function productCopy(facts: CopyFacts): ProductCopy {
  const title = `${facts.brandName} ${genderLabel(facts.gender)}${facts.name}`;
  const excerpt = `The ${facts.name} is built for ${facts.use}.`;
  const details = Object.entries(facts.attributes)
    .map(([key, value]) => `${label(key)}: ${value}`)
    .join('; ');
  const description = [
    `From ${facts.brandName}, the ${facts.name} is built for ${facts.use}.`,
    ...facts.features.map((feature) => `${feature}.`),
    details ? `Key details: ${details}.` : '',
    `Shown in ${facts.colourName}.`,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    description,
    excerpt,
    metaTitle: `${title} in ${facts.colourName} | Cairn`,
    metaDescription: truncate(
      `Shop the ${title} in ${facts.colourName} at Cairn. ${excerpt}`,
      META_DESCRIPTION_LIMIT,
    ),
  };
}
