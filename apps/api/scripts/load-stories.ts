import { parseArgs } from 'node:util';
import { ConfigError, cacheTag, loadConfig } from '@cairn/server-kit';
import { createApi } from '../src/app.ts';
import { readStoryFiles } from '../src/content/story-files.ts';
import { seedStories } from '../src/content/story-store.ts';

const usage = `Usage: pnpm --filter @cairn/api content:load [--dir <folder of story JSON files>]

Loads stories into the embedded content service's database (the one DATABASE_URL or DATA_DIR
names): by default the stories shipped with the shop (apps/api/content/stories), the home page,
navigation and footer ('settings/globals'), the 404 and error pages, guides and information
pages. Unchanged stories are skipped; content caches are purged (every replica, with REDIS_URL).
A shop that reads Storyblok (CONTENT_API_URL) does not need this.`;

/** A real shop's first content, for the embedded content service (README, first start). */
async function main() {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const files = values.dir ? readStoryFiles(values.dir) : readStoryFiles();
  const api = await createApi({ config });
  try {
    const changed = await api.database.exclusively(() => seedStories(api.database.db, files));
    if (changed > 0) await api.purge([cacheTag.content]);
    console.log(
      changed > 0
        ? `Loaded ${changed} of ${files.length} stories (the rest were unchanged); content caches purged.`
        : `All ${files.length} stories were already loaded; nothing changed.`,
    );
  } finally {
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
