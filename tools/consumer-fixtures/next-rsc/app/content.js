// The fixture's content and catalogue: the repository's guide stories (copied in by run.sh)
// and a catalogue that answers any SKU, as a consumer's own clients would.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(process.cwd(), 'content');

export function readStory(name) {
  return JSON.parse(readFileSync(join(folder, `${name}.json`), 'utf8'));
}

export const content = {
  async getStories({ perPage = 25 }) {
    const stories = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')));
    return { stories: stories.slice(0, perPage) };
  },
};

export const catalogue = {
  async productsBySku(skus) {
    return skus.map((sku, index) => ({
      sku,
      name: `Product ${index + 1}`,
      uri: `/product-${sku}`,
      brandName: 'Cairn',
      priceAsNumber: 40 + index,
      thumbnail: { image: { filename: `${sku}.jpg`, alt: '' } },
    }));
  },
};
