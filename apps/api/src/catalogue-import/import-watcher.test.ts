import { describe, expect, it } from 'vitest';
import { testDatabases, useTestDatabase } from '../testing/test-api.ts';
import { importCatalogue } from './import-catalogue.ts';
import { watchCatalogueImports } from './import-watcher.ts';
import { feedText, readFeedText, smallCatalogue, smallProduct } from './testing/small-feed.ts';

describe.each(testDatabases())('the import watcher on $name', (database) => {
  const handle = useTestDatabase(database);

  async function importFeed(text: string) {
    const outcome = await importCatalogue(handle.db, await readFeedText(text), {
      source: 'another process',
    });
    if (!outcome.ok) throw new Error(outcome.problems.join('\n'));
    return outcome.summary;
  }

  it('purges here the tags of imports another process made, once each, and not older ones', async () => {
    await importFeed(feedText(smallCatalogue(2)));
    const purged: string[][] = [];
    const watcher = watchCatalogueImports({
      db: handle.db,
      purgeHere: (tags) => purged.push(tags),
      intervalMs: 60_000,
    });
    await watcher.poll();
    await importFeed(feedText([smallProduct(1, { priceMinor: 5000 })], 'upsert'));
    await watcher.poll();
    await watcher.poll();
    expect(purged).toEqual([['catalogue', 'product-1']]);

    const here = await importFeed(feedText([smallProduct(2, { priceMinor: 5000 })], 'upsert'));
    if (here.importId === undefined) throw new Error('The import was not logged');
    watcher.handled(here.importId);
    await watcher.poll();
    expect(purged).toHaveLength(1);
    await watcher.stop();
  });

  it('does not purge again an import whose purge it heard on the purge bus', async () => {
    const listeners = new Set<(tags: string[]) => void>();
    const bus = {
      subscribe(listener: (tags: string[]) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const purged: string[][] = [];
    const watcher = watchCatalogueImports({
      db: handle.db,
      purgeHere: (tags) => purged.push(tags),
      intervalMs: 60_000,
      purges: bus,
    });
    await watcher.poll();
    // The command's purge, as Redis carries it to every shop: the import's tags and its own.
    const outcome = await importCatalogue(
      handle.db,
      await readFeedText(feedText([smallProduct(1, { priceMinor: 6000 })], 'upsert')),
      {
        source: 'another process',
        purge: async (tags) => {
          for (const listener of listeners) listener(tags);
        },
      },
    );
    if (!outcome.ok) throw new Error(outcome.problems.join('\n'));
    await watcher.poll();
    expect(purged).toEqual([]);

    // Without Redis the row is how a shop hears it.
    await importFeed(feedText([smallProduct(1, { priceMinor: 6500 })], 'upsert'));
    await watcher.poll();
    expect(purged).toEqual([['catalogue', 'product-1']]);
    await watcher.stop();
    expect(listeners.size).toBe(0);
  });
});
