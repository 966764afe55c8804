import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

const imagePattern = /\/images\/content\/([a-z0-9]+(?:-[a-z0-9]+)*)\.jpg/g;

/** The content image names a text mentions (`/images/content/{name}.jpg`). */
export function contentImageNamesIn(text: string): string[] {
  return [...text.matchAll(imagePattern)].map((match) => match[1] ?? '');
}

export type KnownContentImagesOptions = {
  db: Database;
  /** Texts beside the stories table that may name images (content releases). */
  extraTexts?: () => Iterable<string>;
  /** How long the set of names is reused before an unknown name reloads it. Default 30 s. */
  refreshMs?: number;
};

/**
 * "Is this a known content image name": a name some story (published, draft or in a release)
 * uses. The names are read from the stories table at most once per `refreshMs`, so a flood of
 * made-up names costs one query per period, not one per request, and never an encode.
 */
export function createKnownContentImages({
  db,
  extraTexts = () => [],
  refreshMs = 30_000,
}: KnownContentImagesOptions): (name: string) => Promise<boolean> {
  let names: Promise<Set<string>> | undefined;
  let loadedAt = Number.NEGATIVE_INFINITY;

  async function load(): Promise<Set<string>> {
    const result = (await db.execute(sql`
      select distinct (regexp_matches(
        coalesce(content::text, '') || ' ' || draft_content::text,
        '/images/content/([a-z0-9]+(?:-[a-z0-9]+)*)\\.jpg', 'g'))[1] as name
      from stories`)) as unknown as { rows: { name: string }[] };
    const found = new Set(result.rows.map((row) => row.name));
    for (const text of extraTexts()) for (const name of contentImageNamesIn(text)) found.add(name);
    return found;
  }

  return async function isKnownContentImage(name) {
    const now = performance.now();
    if (!names || ((await names).has(name) === false && now - loadedAt > refreshMs)) {
      loadedAt = now;
      const loading = load();
      names = loading;
      loading.catch(() => {
        if (names === loading) names = undefined;
      });
    }
    return (await names).has(name);
  };
}
