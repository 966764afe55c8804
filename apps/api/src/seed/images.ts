import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { seedVersions } from '../db/schema.ts';
import { type ImageKind, imageSources } from '../images/schema.ts';

const seedName = 'image-sources';
const batchSize = 200;

export type ImageSourceRow = { kind: ImageKind; name: string; svg: string };

/**
 * Replaces the image sources with `sources` when they changed since the last seed (a hash of
 * them all, kept in seed_versions); one transaction, so the image routes never see half a set.
 * Returns whether anything was written.
 */
export async function seedImageSources(
  db: Database,
  sources: readonly ImageSourceRow[],
): Promise<boolean> {
  const hash = createHash('sha256');
  for (const source of sources) hash.update(`${source.kind}\n${source.name}\n${source.svg}\n`);
  const version = hash.digest('hex').slice(0, 20);
  const [current] = await db.select().from(seedVersions).where(eq(seedVersions.name, seedName));
  if (current?.version === version) return false;
  await db.transaction(async (tx) => {
    await tx.delete(imageSources);
    for (let start = 0; start < sources.length; start += batchSize) {
      await tx.insert(imageSources).values(sources.slice(start, start + batchSize));
    }
    await tx
      .insert(seedVersions)
      .values({ name: seedName, version })
      .onConflictDoUpdate({ target: seedVersions.name, set: { version, seededAt: new Date() } });
  });
  return true;
}
