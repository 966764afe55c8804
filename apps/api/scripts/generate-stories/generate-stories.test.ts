import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDemoCatalogue } from '@cairn/demo-data';
import { describe, expect, it } from 'vitest';
import { readStoryFiles, storyFileSchema } from '../../src/content/story-files.ts';
import { SCENES } from './images.ts';
import { filesOnDisk, generatedFiles } from './index.ts';
import { INFORMATION_SLUGS } from './pages/information.ts';
import { storyUuid } from './story-file.ts';

const contentFolder = fileURLToPath(new URL('../../content', import.meta.url));
const catalogue = generateDemoCatalogue();
const generated = generatedFiles();
const stories = readStoryFiles(join(contentFolder, 'stories'));
const bySlug = new Map(stories.map((story) => [story.full_slug, story]));
const published = stories.filter((story) => story.published);

type Node = Record<string, unknown>;

/** Every object in a content tree, with its path. */
function* walk(value: unknown, path = ''): Generator<[Node, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${path}.${index}`);
  } else if (value && typeof value === 'object') {
    yield [value as Node, path];
    for (const [key, item] of Object.entries(value)) yield* walk(item, `${path}.${key}`);
  }
}

function blocks(content: unknown): Node[] {
  return [...walk(content)]
    .map(([node]) => node)
    .filter((node) => typeof node.component === 'string');
}

/** Every published content tree: stories and releases. */
const releaseFiles = filesOnDisk(contentFolder).filter((path) => path.startsWith('releases/'));
const releases = releaseFiles.map((path) => ({
  path,
  story: storyFileSchema.parse(JSON.parse(readFileSync(join(contentFolder, path), 'utf8'))),
}));

describe('the story files', () => {
  it('are exactly what the generator writes (run scripts/generate-stories/index.ts)', () => {
    expect(filesOnDisk(contentFolder).sort()).toEqual([...generated.keys()].sort());
    for (const [path, text] of generated) {
      const onDisk = JSON.parse(readFileSync(join(contentFolder, path), 'utf8'));
      expect(onDisk, path).toEqual(JSON.parse(text));
    }
  });

  it('each validate against storyFileSchema and live at {full_slug}.json', () => {
    for (const path of filesOnDisk(contentFolder)) {
      const json = JSON.parse(readFileSync(join(contentFolder, path), 'utf8'));
      const parsed = storyFileSchema.safeParse(json);
      expect(parsed.success, `${path}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      expect(path.replace(/^(stories|releases\/\d+)\//, ''), path).toBe(`${json.full_slug}.json`);
    }
  });

  it('have unique full slugs', () => {
    const slugs = stories.map((story) => story.full_slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('have unique block _uids: no id is used twice in a tree or by two stories', () => {
    const owner = new Map<string, string>();
    for (const story of stories) {
      const trees = [story.content, ...(story.draft_content ? [story.draft_content] : [])];
      for (const [version, tree] of trees.entries()) {
        const ids = blocks(tree).map((block) => String(block._uid));
        expect(new Set(ids).size, `${story.full_slug} (tree ${version})`).toBe(ids.length);
        for (const id of ids) {
          expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}$/);
          const first = owner.get(id);
          expect(
            first === undefined || first === story.full_slug,
            `${id} in ${story.full_slug} and ${first}`,
          ).toBe(true);
          owner.set(id, story.full_slug);
        }
      }
    }
  });

  it('give content pages a body whose first block is a hero', () => {
    for (const story of [...stories, ...releases.map(({ story }) => story)]) {
      const body = story.content.body;
      if (!Array.isArray(body)) continue;
      expect(['single-hero', 'double-hero'], story.full_slug).toContain(body[0]?.component);
    }
  });

  it('give every published page SEO fields, with Open Graph and Twitter titles', () => {
    for (const story of published) {
      if (story.content.component === 'globals') continue;
      const seo = story.content.seo as Record<string, string>;
      for (const field of [
        'title',
        'description',
        'og_title',
        'og_description',
        'twitter_title',
        'twitter_description',
      ]) {
        expect(seo?.[field], `${story.full_slug} seo.${field}`).toEqual(
          expect.stringMatching(/\S/),
        );
      }
    }
  });

  it('were published no earlier than first published, and never-published ones have no dates', () => {
    for (const story of stories) {
      if (!story.published) {
        expect(story.first_published_at, story.full_slug).toBeUndefined();
        continue;
      }
      const first = story.first_published_at ?? '';
      expect(first, story.full_slug).not.toBe('');
      expect((story.published_at ?? '') >= first, story.full_slug).toBe(true);
    }
  });

  it('include drafts: stories never published and stories with unpublished changes', () => {
    expect(stories.filter((story) => !story.published).length).toBeGreaterThanOrEqual(1);
    const edited = stories.filter(
      (story) =>
        story.draft_content &&
        JSON.stringify(story.draft_content) !== JSON.stringify(story.content),
    );
    expect(edited.length).toBeGreaterThanOrEqual(1);
  });

  it('include a release (content/releases/{numeric id}) of stories that exist', () => {
    expect(releases.length).toBeGreaterThan(0);
    for (const { path, story } of releases) {
      expect(path).toMatch(/^releases\/\d{1,12}\//);
      expect(bySlug.has(story.full_slug), path).toBe(true);
    }
  });
});

describe('every destination shape of the redirect table (R-REDIRECT-21) has a published story', () => {
  const has = (slug: string) => expect(bySlug.get(slug)?.published, slug).toBe(true);

  it('home, the 404 page, globals and the top-level pages', () => {
    for (const slug of [
      'home',
      'general-pages/404-page',
      'settings/globals',
      'discount-codes',
      'careers',
      'privacy-policy',
      'hiking',
      'snowboard',
      'klarna',
      'student-discount',
      'welcome',
    ]) {
      has(slug);
    }
  });

  it('brands, each brand and each brand sub-page', () => {
    has('brands');
    for (const brand of catalogue.brands) {
      has(`brands/${brand.slug}`);
      for (const sub of brand.subPages) has(`brands/${brand.slug}/${sub}`);
    }
  });

  it('guides: the buying guides, kit lists and care guides of R-REDIRECT-9', () => {
    has('guides');
    for (const guide of catalogue.guides) has(`guides/${guide.slug}`);
    const guideSlugs = catalogue.guides.map((guide) => guide.slug).join(' ');
    for (const topic of [
      'ski-',
      'ski-boot',
      'helmet',
      'goggles',
      'pole',
      'tent',
      'sleeping-bag',
      'wetsuit',
      'trail-running-packs',
      'ski-touring-kit-list',
      'wash-ski-gloves',
    ]) {
      expect(guideSlugs, topic).toContain(topic);
    }
  });

  it('articles, including the ski holiday competition', () => {
    has('articles');
    has('articles/ski-holiday-competition');
    for (const article of catalogue.articles) has(`articles/${article.slug}`);
  });

  it('the twelve information pages, as info pages', () => {
    expect(INFORMATION_SLUGS).toHaveLength(12);
    for (const slug of [
      'contact-us',
      'delivery-returns',
      'faqs',
      'cookie-declaration',
      'equipment-hire',
      'demo-for-free',
      'terms-conditions',
      'affiliate-programme',
      'privacy-cookie-policy',
      'sar-rtbf',
      'modern-slavery-statement',
      'ski-workshop',
    ]) {
      has(`information/${slug}`);
      expect(bySlug.get(`information/${slug}`)?.content.component).toBe('info-page');
    }
  });

  it('about us and its five pages', () => {
    has('about-us');
    for (const slug of [
      'athletes-ambassadors',
      'whats-on',
      'charities-we-support',
      'our-heritage',
      'partners-friends',
    ]) {
      has(`about-us/${slug}`);
    }
  });

  it('the 16 stores and their appointment pages', () => {
    const seedStores = [
      'aviemore',
      'braehead',
      'bristol',
      'cambridge',
      'capel-curig',
      'castleford',
      'chester',
      'covent-garden',
      'fort-william',
      'kensington',
      'liverpool',
      'manchester',
      'milton-keynes',
      'st-pauls',
      'tamworth',
      'westfield-stratford',
    ];
    expect(catalogue.stores.map((store) => store.slug).sort()).toEqual(seedStores);
    has('stores');
    has('appointments');
    for (const slug of seedStores) {
      has(`stores/${slug}`);
      has(`appointments/${slug}`);
      const appointment = blocks(bySlug.get(`stores/${slug}`)?.content).find(
        (block) => block.component === 'appointment-store',
      );
      expect(JSON.stringify(appointment), slug).toContain(`"slug":"${slug}"`);
    }
  });

  it('a category story with SEO fields for every listing page', () => {
    const seedListings = [
      '/all',
      '/all/clothing',
      '/all/clothing/accessories/hats',
      '/all/clothing/jackets/ski-jackets',
      '/all/footwear/snow-boots',
      '/all/equipment/camping-equipment/furniture/chairs',
      '/all/equipment/packs-luggage/luggage/duffel-bags',
      '/all/equipment/paddleboarding',
      '/all/swimming/swimwear',
      '/all/mountaineering',
      '/sale',
      '/all/sale/skiing',
      '/mens/sale',
      '/kids/sale',
      '/womens/sale',
      '/all/new-in',
      '/all/gifts/for-her',
      '/all/gift-cards',
      '/mens',
      '/womens',
      '/kids/equipment/ski-equipment',
    ];
    const uris = [
      ...new Set([...seedListings, ...catalogue.categories.map((category) => category.uri)]),
    ];
    for (const uri of uris) {
      const story = bySlug.get(`categories${uri}`);
      has(`categories${uri}`);
      expect(story?.content.component).toBe('category');
      expect(story?.content.uri).toBe(uri);
    }
  });
});

describe('the blocks', () => {
  const BLOCK_TYPES = [
    'accordion',
    'animated-links',
    'brands-list',
    'category-selector',
    'double-hero',
    'single-hero',
    'promos',
    'carousel',
    'tabbed-section',
    'testimonials',
    'star-rating',
    'tracking-widget',
    'video',
    'help-widget',
    'appointment-store',
    'featured-articles',
    'embedded-html',
    'image-product-spotlight',
    'product-story-grid',
  ];
  const used = new Set(
    published.flatMap((story) => blocks(story.content).map((block) => String(block.component))),
  );

  it('include every block type (R-PAGE-3) in published stories', () => {
    for (const type of BLOCK_TYPES) expect(used.has(type), type).toBe(true);
  });

  it('give guides 6 to 12 titled sections after the hero, with distinct titles', () => {
    const guides = stories.filter((story) => story.content.component === 'guide');
    expect(guides).toHaveLength(catalogue.guides.length);
    for (const guide of guides) {
      const body = guide.content.body as Node[];
      const titles = body
        .slice(1)
        .map((block) => block.title)
        .filter((title) => typeof title === 'string' && title.trim() !== '');
      expect(titles.length, guide.full_slug).toBeGreaterThanOrEqual(6);
      expect(titles.length, guide.full_slug).toBeLessThanOrEqual(12);
      expect(new Set(titles).size, guide.full_slug).toBe(titles.length);
    }
  });

  it('refer to products that exist in the demo catalogue', () => {
    const skus = new Set(catalogue.products.map((product) => product.sku));
    for (const story of [...stories, ...releases.map(({ story }) => story)]) {
      for (const block of blocks(story.content)) {
        if (block.component === 'product-story-item' || block.component === 'spotlight-hotspot') {
          if (block.sku !== undefined)
            expect(skus.has(String(block.sku)), `${story.full_slug}: ${block.sku}`).toBe(true);
        }
      }
    }
  });

  it('feature articles and guides that exist, by the uuids the content service gives them', () => {
    for (const story of stories) expect(story.uuid).toBe(storyUuid(story.full_slug));
    const uuids = new Set(published.map((story) => story.uuid));
    for (const story of published) {
      for (const block of blocks(story.content).filter(
        (b) => b.component === 'featured-articles',
      )) {
        const chosen = block.articles as string[];
        expect(
          chosen.length > 0 || bySlug.has(String(block.folder).replace(/\/$/, '')),
          story.full_slug,
        ).toBe(true);
        for (const uuid of chosen)
          expect(uuids.has(uuid), `${story.full_slug}: ${uuid}`).toBe(true);
      }
    }
  });

  it('link only to stories, listing pages or routes of the shop', () => {
    const appRoutes = [
      '/',
      '/account',
      '/account/profile',
      '/account/wishlist',
      '/account/preferences',
      '/login',
      '/appointment',
      '/search',
    ];
    const pages = new Set(published.map((story) => `/${story.full_slug}`));
    const isPage = (path: string) =>
      appRoutes.includes(path) ||
      pages.has(path) ||
      bySlug.get(`categories${path}`)?.published === true;
    for (const story of [...stories, ...releases.map(({ story }) => story)]) {
      for (const [node, path] of walk(story.content)) {
        const href =
          node.fieldtype === 'multilink' && node.linktype === 'story'
            ? String(node.url)
            : node.type === 'link' && (node.attrs as Node)?.linktype === 'story'
              ? String((node.attrs as Node).href)
              : null;
        if (href !== null) expect(isPage(href), `${story.full_slug}${path}: ${href}`).toBe(true);
        if (
          node.fieldtype === 'multilink' &&
          node.linktype === 'url' &&
          String(node.url).startsWith('/')
        ) {
          expect(isPage(String(node.url).split('?')[0] ?? ''), `${story.full_slug}${path}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('use the generated content scenes for images, with alt text on heroes', () => {
    const scenes = new Set(SCENES.map((scene) => `/images/content/${scene}.jpg`));
    for (const story of [...stories, ...releases.map(({ story }) => story)]) {
      for (const [node, path] of walk(story.content)) {
        if (typeof node.filename === 'string' && node.filename.startsWith('/images/')) {
          expect(scenes.has(node.filename), `${story.full_slug}${path}`).toBe(true);
          expect(typeof node.alt, `${story.full_slug}${path}`).toBe('string');
        }
      }
      const hero = (story.content.body as Node[] | undefined)?.[0];
      const image = hero?.image as Node | undefined;
      if (image) expect(String(image.alt).trim(), `${story.full_slug} hero alt`).not.toBe('');
    }
  });

  it('are written in UK English with straight apostrophes', () => {
    const text = filesOnDisk(contentFolder)
      .map((path) => readFileSync(join(contentFolder, path), 'utf8'))
      .join('\n');
    for (const word of [
      /\bcolor(s|ed|ful)?\b/i,
      /\bcenter\b/i,
      /\bfavorite/i,
      /\borganiz/i,
      /\bgray\b/i,
      /\bcatalog\b/i,
      /\bprogram\b/i,
      /\bfiber/i,
      /\bliter\b/i,
      /\baluminum\b/i,
    ]) {
      expect(text.match(word)?.[0], String(word)).toBeUndefined();
    }
    expect(text).not.toContain('\u2019');
  });
});
