/** A block of a product's story, as the content blocks render it (`_uid`, `component`, fields). */
export type DemoStoryBlock = { _uid: string; component: string; [field: string]: unknown };

/**
 * A product's `story`: editorial blocks shown on its page below the
 * details, as an editor would write them. The root has the content blocks' shape, a body of
 * blocks under a `product-story` component.
 */
export type DemoProductStory = {
  _uid: string;
  component: 'product-story';
  body: DemoStoryBlock[];
};

/** Products (by name, every colourway) that carry a story, and what it says. */
const stories: Record<string, { heading: string; subheading: string; notes: [string, string][] }> =
  {
    'Nevis Gore-Tex Jacket': {
      heading: 'Made for a wet week on the Ben',
      subheading:
        'We tested the Nevis through a Lochaber November: four days of sideways rain and not a damp cuff.',
      notes: [
        [
          'Why Gore-Tex',
          'A membrane with pores too small for rain and large enough for sweat, so you stay dry from both sides on a long climb.',
        ],
        [
          'Looking after it',
          'Wash it at 30 degrees with a technical wash, then tumble dry on low: the warmth brings the water repellency back.',
        ],
      ],
    },
    'Skiddaw Insulated Hoody': {
      heading: 'Warmth for the plateau',
      subheading:
        'Synthetic fill that keeps its loft when the cloud comes down and everything is damp.',
      notes: [
        [
          'Down or synthetic?',
          'Down is warmer for its weight; synthetic fill keeps you warm when wet, which is why we chose it here.',
        ],
      ],
    },
    'Helvellyn Leather Walking Boots': {
      heading: 'Broken in on Helvellyn',
      subheading:
        'Our fitters walked these up Swirral Edge and down the Glenridding path before they came to the shop.',
      notes: [
        [
          'Getting the fit right',
          'Try boots on in the afternoon, with the socks you will walk in, and leave a finger’s width at the heel.',
        ],
      ],
    },
  };

/** What a story is made from (a DemoProduct has it; named here so products.ts can import this file's types). */
type StorySource = {
  name: string;
  code: string;
  images: readonly { filename: string }[];
  story?: DemoProductStory | null;
};

/** Whether products of this name carry a story. */
export function hasProductStory(name: string): boolean {
  return Object.hasOwn(stories, name);
}

/** The story a product carries, or null: most products have none. */
export function storyFor(product: StorySource): DemoProductStory | null {
  const story = stories[product.name];
  if (!story) return null;
  // The second picture is the product in use (the first is the thumbnail): the story's hero.
  const image = product.images[1] ?? product.images[0];
  const uid = `story-${product.code}`;
  return {
    _uid: uid,
    component: 'product-story',
    body: [
      {
        _uid: `${uid}-hero`,
        component: 'single-hero',
        heading: story.heading,
        subheading: story.subheading,
        // The shop's image service serves product pictures under /images/products/.
        image: image ? { filename: `/images/products/${image.filename}`, alt: '' } : undefined,
      },
      {
        _uid: `${uid}-notes`,
        component: 'accordion',
        title: 'From our gear team',
        items: story.notes.map(([heading, text], index) => ({
          _uid: `${uid}-note-${index}`,
          component: 'accordion-item',
          heading,
          text,
        })),
      },
    ],
  };
}

/** The products with the stories of the few that have one (the rest keep `story: null`). */
export function withProductStories<Product extends StorySource>(products: Product[]): Product[] {
  return products.map((product) => ({ ...product, story: storyFor(product) }));
}
