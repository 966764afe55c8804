import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, rowsOf } from './sql-rows.ts';

export type ImportWatcher = {
  /** An import this process purged itself (the HTTP endpoint, the seed): not purged again. */
  handled(importId: number): void;
  /** Looks for new imports now (the timer does it every `intervalMs`). */
  poll(): Promise<void>;
  stop(): Promise<void>;
};

export type ImportWatcherOptions = {
  db: Executor;
  /** Purges in this process only: the import's own process told the others, if it could. */
  purgeHere: (tags: string[]) => void;
  intervalMs?: number;
  log?: (message: string) => void;
  /**
   * The purge bus: an import's purge names the import (`catalogue-import-N`), and an import
   * heard there is not purged again when its row is seen.
   */
  purges?: { subscribe(listener: (tags: string[]) => void): () => void };
};

const importTag = /^catalogue-import-(\d+)$/;

/**
 * Hears imports made by another process (`pnpm catalogue import` beside a running shop): it
 * polls catalogue_imports every few seconds and purges, here, the tags of each import it has
 * not seen. With Redis the command's purge message usually came first; without Redis this is
 * how a shop learns of the import at all. Imports before the watcher started are not replayed.
 */
export function watchCatalogueImports({
  db,
  purgeHere,
  intervalMs = 3000,
  log = console.warn,
  purges,
}: ImportWatcherOptions): ImportWatcher {
  const handledHere = new Set<number>();
  let lastSeen: number | undefined;
  const unsubscribe = purges?.subscribe((tags) => {
    for (const tag of tags) {
      const id = Number(importTag.exec(tag)?.[1]);
      // An id already read from the table would never be deleted from the set.
      if (Number.isSafeInteger(id) && lastSeen !== undefined && id > lastSeen) handledHere.add(id);
    }
  });
  let failing = false;
  let running: Promise<void> | undefined;

  async function look() {
    try {
      if (lastSeen === undefined) {
        const [row] = await rowsOf(
          db,
          sql`select coalesce(max(id), 0) as id from catalogue_imports`,
          z.object({ id: z.coerce.number() }),
        );
        lastSeen = row?.id ?? 0;
        return;
      }
      const imports = await rowsOf(
        db,
        sql`select id, purged_tags from catalogue_imports where id > ${lastSeen} order by id limit 100`,
        z.object({ id: z.coerce.number(), purged_tags: z.array(z.string()) }),
      );
      for (const row of imports) {
        lastSeen = row.id;
        if (handledHere.delete(row.id)) continue;
        if (row.purged_tags.length > 0) purgeHere(row.purged_tags);
      }
      failing = false;
    } catch (error) {
      // The database away: said once, tried again on the next tick.
      if (!failing) log(`Catalogue import watcher: ${(error as Error).message}`);
      failing = true;
    }
  }

  function poll() {
    running ??= look().finally(() => {
      running = undefined;
    });
    return running;
  }

  void poll();
  const timer = setInterval(() => void poll(), intervalMs);
  timer.unref();
  return {
    handled: (importId) => void handledHere.add(importId),
    poll,
    async stop() {
      clearInterval(timer);
      unsubscribe?.();
      await running;
    },
  };
}
