import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type ImageKind, imageSources } from './schema.ts';

/**
 * The SVG source of an image by kind and URL filename, or null when there is none. May answer
 * from memory (tests) or from the database (`databaseImageSources`).
 */
export type FindImageSource = (
  kind: ImageKind,
  filename: string,
) => string | null | Promise<string | null>;

/** A `FindImageSource` over the `image_sources` table, which the seed step fills. */
export function databaseImageSources(db: Database): FindImageSource {
  return async function findImageSource(kind, filename) {
    const [row] = await db
      .select({ svg: imageSources.svg })
      .from(imageSources)
      .where(and(eq(imageSources.kind, kind), eq(imageSources.name, filename)));
    return row?.svg ?? null;
  };
}

// The root element's size: the drawings are stored at their natural width, and a request
// asks for another one. The viewBox keeps the picture; only the pixel size changes.
const ROOT_SIZE = /^(<svg\b[^>]*?)\swidth="(\d+(?:\.\d+)?)" height="(\d+(?:\.\d+)?)"/;

/**
 * The SVG at a pixel width, its height in the source's proportion (rounded to whole pixels).
 * @example sizeSvg('<svg … width="800" height="1000" viewBox="0 0 800 1000">…', 320) // width="320" height="400"
 */
export function sizeSvg(svg: string, width: number): string {
  const match = ROOT_SIZE.exec(svg);
  if (!match) throw new Error('An image source must give its root <svg> a width and a height');
  const height = Math.round((width * Number(match[3])) / Number(match[2]));
  return `${match[1]} width="${width}" height="${height}"${svg.slice(match[0].length)}`;
}
