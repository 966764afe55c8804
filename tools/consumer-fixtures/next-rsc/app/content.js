// The fixture's content: the repository's guide stories (copied in by the consumer test), read
// as a consumer's own content client would; the catalogue and stores of fixture-sources.js.
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

export { catalogue } from './fixture-sources.js';
