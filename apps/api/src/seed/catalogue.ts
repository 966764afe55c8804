import { createHash } from 'node:crypto';
import type { DemoCatalogue } from '@cairn/demo-data';
import { eq } from 'drizzle-orm';
import { feedLines } from '../catalogue-import/feed-lines.ts';
import { readFeed } from '../catalogue-import/feed-reading.ts';
import { type ImportSummary, importCatalogue } from '../catalogue-import/import-catalogue.ts';
import type { Database } from '../db/database.ts';
import { seedVersions } from '../db/schema.ts';
import { demoFeedLines } from './catalogue-feed.ts';

const seedName = 'demo-catalogue';

/**
 * Loads the demo catalogue through the catalogue import (a full sync of the feed the generator
 * writes) when the generator's output changed since the last start; otherwise does nothing and
 * answers undefined. Stock is set only for new sizes, so orders taken since the last start keep
 * their effect. One transaction: all or nothing. The caller purges the summary's tags.
 */
export async function seedCatalogue(
  db: Database,
  catalogue: DemoCatalogue,
): Promise<ImportSummary | undefined> {
  const version = createHash('sha256').update(JSON.stringify(catalogue)).digest('hex').slice(0, 20);
  const [current] = await db.select().from(seedVersions).where(eq(seedVersions.name, seedName));
  if (current?.version === version) return undefined;

  const source = 'demo seed';
  const feed = await readFeed(feedLines(lines(demoFeedLines(catalogue))));
  const outcome = await importCatalogue(db, feed, { source, keepStock: true });
  if (!outcome.ok) {
    throw new Error(`The demo catalogue does not import:\n${outcome.problems.join('\n')}`);
  }
  await db
    .insert(seedVersions)
    .values({ name: seedName, version })
    .onConflictDoUpdate({ target: seedVersions.name, set: { version, seededAt: new Date() } });
  return outcome.summary;
}

function* lines(records: Iterable<string>): Generator<string> {
  for (const record of records) yield `${record}\n`;
}
