import type { DemoCatalogue, DemoGuide, GuideKind } from '@cairn/demo-data';
import {
  accordion,
  appointmentStore,
  type Blok,
  categorySelector,
  doc,
  featuredArticles,
  helpWidget,
  productStoryGrid,
  singleHero,
  tabbedSection,
  video,
} from '../../blocks.ts';
import { LAUNCH, on } from '../../calendar.ts';
import { sceneImage, scenePath } from '../../images.ts';
import { pickSkus } from '../../product-picks.ts';
import { type StoryFileJson, seo, storyFile, storyUuid } from '../../story-file.ts';
import { contentPage } from '../page-shell.ts';
import { CARE_GUIDES } from './care-guides.ts';
import type { GuideCopy, GuideSection } from './guide-copy.ts';
import { KIT_LISTS } from './kit-lists.ts';
import { OUTDOOR_GUIDES } from './outdoor-guides.ts';
import { SKI_GUIDES } from './ski-guides.ts';

const COPY = new Map(
  [...SKI_GUIDES, ...OUTDOOR_GUIDES, ...KIT_LISTS, ...CARE_GUIDES].map((copy) => [copy.slug, copy]),
);

const KIND_NAMES: Record<GuideKind, string> = {
  'buying-guide': 'Buying guide',
  'kit-list': 'Kit list',
  'care-guide': 'Care guide',
};

const SHOP_LABELS: Record<GuideKind, string> = {
  'buying-guide': 'Our picks',
  'kit-list': 'Kit we rate',
  'care-guide': 'Care products and kit',
};

/** `guides` and `guides/{slug}` for every demo guide (`content.component` is `guide`). */
export function guideStories(catalogue: DemoCatalogue): StoryFileJson[] {
  const missing = catalogue.guides.filter((guide) => !COPY.has(guide.slug));
  if (missing.length > 0) {
    throw new Error(`No copy written for guides: ${missing.map((guide) => guide.slug).join(', ')}`);
  }
  return [
    guidesIndex(catalogue.guides),
    ...catalogue.guides.map((guide, position) =>
      guideStory(catalogue, guide, COPY.get(guide.slug) as GuideCopy, position),
    ),
  ];
}

function sectionBlock(section: GuideSection): Blok {
  switch (section.kind) {
    case 'questions':
      return accordion(section.title, section.items);
    case 'tabs':
      return tabbedSection(section.title, section.tabs);
    case 'video':
      return video(section);
  }
}

/** Three other guides of the same kind (then any kind), in list order after this one. */
function relatedGuides(guides: DemoGuide[], guide: DemoGuide): string[] {
  const index = guides.indexOf(guide);
  const after = [...guides.slice(index + 1), ...guides.slice(0, index)];
  const sameKind = after.filter((other) => other.kind === guide.kind);
  const others = after.filter((other) => other.kind !== guide.kind);
  return [...sameKind, ...others].slice(0, 3).map((other) => storyUuid(`guides/${other.slug}`));
}

function guideStory(
  catalogue: DemoCatalogue,
  guide: DemoGuide,
  copy: GuideCopy,
  position: number,
): StoryFileJson {
  const slug = `guides/${guide.slug}`;
  const skus = pickSkus(catalogue, {
    ...(copy.picks ?? { categoryUri: guide.categoryUri, adults: true }),
    limit: 4,
  });
  if (skus.length === 0) throw new Error(`No products in ${guide.categoryUri} for ${slug}`);
  const closing =
    copy.closing === 'help'
      ? helpWidget({
          title: 'Still not sure?',
          text: 'Call or email our team, or visit a store: we are happy to talk it through.',
          links: [
            ['All guides', '/guides'],
            ['Find a store', '/stores'],
            ['Contact us', '/information/contact-us'],
          ],
        })
      : appointmentStore({
          title: copy.closing.title,
          text: copy.closing.text,
          stores: catalogue.stores
            .filter((store) =>
              store.services.includes((copy.closing as { service: string }).service),
            )
            .map((store) => ({ name: store.name, slug: store.slug })),
        });
  const image = sceneImage(copy.scene, copy.alt);
  return storyFile({
    slug,
    name: guide.title,
    // Guides went live with the shop, then were revised through the year.
    firstPublishedAt: LAUNCH,
    publishedAt: on(`2026-${String((position % 9) + 1).padStart(2, '0')}-15`),
    tags: [guide.kind],
    content: {
      component: 'guide',
      title: guide.title,
      // Guides read on the stone theme (the shop's theme field, apps/shop/src/view-state/theme.tsx).
      theme: 'stone',
      kind: guide.kind,
      category_uri: guide.categoryUri,
      intro: doc(copy.summary),
      image,
      seo: seo({
        title: `${guide.title} | ${KIND_NAMES[guide.kind]} | Cairn`,
        description: copy.summary,
        image: scenePath(copy.scene),
        ogTitle: guide.title,
      }),
      body: [
        singleHero({ heading: guide.title, subheading: copy.summary, image }),
        ...copy.sections.map(sectionBlock),
        productStoryGrid(
          SHOP_LABELS[guide.kind],
          skus.map((sku) => ({ sku })),
        ),
        featuredArticles('Related guides', { uuids: relatedGuides(catalogue.guides, guide) }, 3),
        closing,
      ],
    },
  });
}

function guidesIndex(guides: DemoGuide[]): StoryFileJson {
  const featured = ['ski-boot-buying-guide', 'walking-boot-buying-guide', 'tent-buying-guide'];
  const ofKind = (kind: GuideKind) =>
    guides.filter((guide) => guide.kind === kind).map((guide) => storyUuid(`guides/${guide.slug}`));
  return contentPage({
    slug: 'guides',
    name: 'Guides',
    title: 'Buying guides, kit lists and care guides',
    description:
      'Expert advice from Cairn staff: how to choose skis, boots, tents and sleeping bags, what to pack, and how to look after your kit.',
    image: scenePath('summit-cairn'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-15'),
    body: [
      singleHero({
        heading: 'Guides',
        subheading:
          'Advice from people who use the kit: how to choose it, what to pack and how to make it last.',
        image: sceneImage('summit-cairn', 'A summit cairn with a map and compass resting on it'),
      }),
      featuredArticles(
        'Featured guides',
        { uuids: featured.map((slug) => storyUuid(`guides/${slug}`)) },
        3,
      ),
      featuredArticles('Buying guides', { uuids: ofKind('buying-guide') }, 12),
      featuredArticles('Kit lists', { uuids: ofKind('kit-list') }, 12),
      featuredArticles('Care guides', { uuids: ofKind('care-guide') }, 12),
      categorySelector('Shop by activity', [
        { label: 'Skiing', href: '/all/skiing', scene: 'ski-slope' },
        { label: 'Hiking', href: '/all/hiking', scene: 'mountains-dawn' },
        { label: 'Camping', href: '/all/equipment/camping-equipment', scene: 'forest-camp' },
        { label: 'Trail running', href: '/all/trail-running', scene: 'trail-run' },
      ]),
    ],
  });
}
