import { describe, expect, it, vi } from 'vitest';
import { createImageUrls } from '../assets/image-urls.ts';
import type { Story } from '../story/types.ts';
import { homeStory } from '../testing/fixtures.ts';
import { blockArticle, blockProduct } from './adapters.ts';
import { loadBlockData } from './load-block-data.ts';

const { productImageUrl } = createImageUrls({ origin: 'https://shop.example' });

const jacket = {
  sku: '111111-001',
  name: 'Microlight Alpine Jacket',
  uri: '/rab-microlight-alpine-jacket-111111-001',
  brandName: 'Rab',
  priceAsNumber: 180,
  priceBeforeDiscountAsNumber: 220,
  thumbnail: { image: { filename: 'jacket.jpg', alt: 'The jacket' } },
  items: [{ sku: '111111-001-M' }],
};

function article(slug: string, content: Record<string, unknown>): Story {
  return {
    ...homeStory,
    uuid: slug,
    name: `Story ${slug}`,
    full_slug: `guides/${slug}`,
    first_published_at: '2026-03-01T10:00:00Z',
    content: { _uid: slug, component: 'article', ...content },
  };
}

const story: Story = {
  ...homeStory,
  content: {
    _uid: 'p',
    component: 'page',
    body: [
      {
        _uid: 'g',
        component: 'product-story-grid',
        items: [{ _uid: 'c', component: 'product-story-item', sku: '111111-001-M' }],
      },
      { _uid: 'f', component: 'featured-articles', folder: 'guides/', limit: 1 },
      { _uid: 'a', component: 'appointment-store' },
    ],
  },
};

describe('blockProduct and blockArticle', () => {
  it('turns a catalogue product into a block’s product card, under the SKU asked for', () => {
    expect(blockProduct(jacket, { sku: '111111-001-M', productImageUrl })).toEqual({
      sku: '111111-001-M',
      name: 'Microlight Alpine Jacket',
      href: '/rab-microlight-alpine-jacket-111111-001',
      brandName: 'Rab',
      priceAsNumber: 180,
      priceBeforeDiscountAsNumber: 220,
      image: { src: 'https://shop.example/images/products/jacket.jpg?w=480', alt: 'The jacket' },
    });
  });

  it('turns an article story into a featured article, falling back to the story’s name', () => {
    expect(blockArticle(article('boots', { excerpt: 'Fit first.' }))).toEqual({
      uuid: 'boots',
      title: 'Story boots',
      href: '/guides/boots',
      excerpt: 'Fit first.',
      publishedAt: '2026-03-01T10:00:00Z',
    });
  });
});

describe('loadBlockData', () => {
  it('loads only what the story’s blocks show, from the catalogue, content and stores clients', async () => {
    const catalogue = { productsBySku: vi.fn(async () => [jacket]) };
    const content = {
      getStories: vi.fn(async () => ({ stories: [article('boots', { title: 'Boot fitting' })] })),
    };
    const stores = {
      appointmentStores: vi.fn(async () => [{ slug: 'keswick', name: 'Keswick', city: 'Keswick' }]),
    };
    const data = await loadBlockData(story, { catalogue, content, stores, productImageUrl });
    expect(catalogue.productsBySku).toHaveBeenCalledWith(['111111-001-M']);
    expect(content.getStories).toHaveBeenCalledWith({
      startsWith: 'guides/',
      sortBy: 'first_published_at:desc',
      perPage: 1,
      preview: false,
    });
    expect(data.getProductsBySku?.(['111111-001-M', 'unknown']).map((p) => p.sku)).toEqual([
      '111111-001-M',
    ]);
    expect(data.getArticles?.({ startsWith: 'guides/', limit: 1 })[0]?.title).toBe('Boot fitting');
    expect(data.getStores?.()).toEqual([{ slug: 'keswick', name: 'Keswick', town: 'Keswick' }]);
  });

  it('given a story without such blocks, asks nothing', async () => {
    const catalogue = { productsBySku: vi.fn(async () => []) };
    const data = await loadBlockData(homeStory, { catalogue, productImageUrl });
    expect(catalogue.productsBySku).not.toHaveBeenCalled();
    expect(data.getProductsBySku).toBeUndefined();
  });
});
