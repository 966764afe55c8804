import { createHash } from 'node:crypto';
import { watchImageEncodes } from '@cairn/server-kit';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import { type FindImageSource, sizeSvg } from './image-sources.ts';
import {
  CONTENT_TYPES,
  FILE_EXTENSIONS,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageWidth,
  isImageWidth,
  negotiateFormat,
} from './image-variants.ts';
import { ENCODER_VERSION, rasterise } from './rasterise.ts';
import { createVariantCache, EncodeQueueFull } from './variant-cache.ts';

/** Widths served when a request has no `w`. */
export const DEFAULT_PRODUCT_WIDTH: ImageWidth = 960;
export const DEFAULT_CONTENT_WIDTH: ImageWidth = 1600;

/** One year: URLs name their content, so a variant never changes under its URL. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

// Demo product filenames are '{slug}-{two digits}.jpg'; content names are '{slug}.jpg'.
const PRODUCT_FILENAME = /^[a-z0-9]+(?:-[a-z0-9]+)*-\d{2}\.jpg$/;
const CONTENT_FILENAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.jpg$/;

const imageQuery = z.object({
  w: text({ max: 5 })
    .refine((value) => /^\d{1,5}$/.test(value) && isImageWidth(Number(value)), {
      message: `must be one of ${IMAGE_WIDTHS.join(', ')}`,
    })
    .optional(),
  format: z.enum(IMAGE_FORMATS, { error: `must be one of ${IMAGE_FORMATS.join(', ')}` }).optional(),
});

type ImageQuery = z.infer<typeof imageQuery>;

/** What was encoded, for logs and metrics. */
export type ImageEncodeEvent = {
  path: string;
  width: ImageWidth;
  format: ImageFormat;
  bytes: number;
  milliseconds: number;
};

export type ImageRoutesOptions = {
  /** Where encoded variants are kept: pass `join(config.DATA_DIR, 'image-cache')`. */
  cacheDir: string;
  /** Finds an image's SVG source by kind and filename: `databaseImageSources(db)`. */
  findSource: FindImageSource;
  /** Encodes allowed at once (default: CPUs, at most 4); later requests queue. */
  maxConcurrentEncodes?: number;
  /** Encodes that may queue; past that the answer is 503 with Retry-After. Default 64. */
  maxQueuedEncodes?: number;
  /** The cache's cap in bytes (least recently used files go first). Default 512 MiB. */
  maxCacheBytes?: number;
  /**
   * Whether the content store knows a content image name (some story uses it). Names it does
   * not know answer 404 without drawing, encoding or writing anything. Default: every name.
   */
  isKnownContentImage?: (name: string) => Promise<boolean>;
  /** Called after each encode (a cache miss); not called for variants read from the cache. */
  onEncode?: (event: ImageEncodeEvent) => void;
};

/**
 * Product and content images drawn as SVG (sources in the database), resized and encoded on
 * first request and then read from a disk cache:
 *
 * - `GET /images/products/{filename}`: a product image by its catalogue filename
 *   (`{slug}-01.jpg` is the studio thumbnail); 404 when no product has it.
 * - `GET /images/content/{name}.jpg`: a banner for stories; 404 for a name without a source.
 *
 * Query: `w` (one of IMAGE_WIDTHS, else 400) and `format` (avif, webp or jpeg; without it the
 * format follows `Accept` and the answer varies on it). Answers carry a year-long immutable
 * Cache-Control and a strong ETag; If-None-Match gets 304 without encoding.
 * @example app.route('/', imageRoutes({ cacheDir, findSource: databaseImageSources(db) }))
 */
export function imageRoutes({
  cacheDir,
  findSource,
  maxConcurrentEncodes,
  maxQueuedEncodes,
  maxCacheBytes,
  isKnownContentImage = async () => true,
  onEncode,
}: ImageRoutesOptions) {
  const cache = createVariantCache({
    dir: cacheDir,
    maxConcurrentEncodes,
    ...(maxQueuedEncodes === undefined ? {} : { maxQueuedEncodes }),
    ...(maxCacheBytes === undefined ? {} : { maxBytes: maxCacheBytes }),
  });
  watchImageEncodes(() => cache.encodes());

  async function serveVariant(
    c: Context,
    query: ImageQuery,
    svgAtWidth: (width: ImageWidth) => string,
    defaultWidth: ImageWidth,
    basename: string,
  ): Promise<Response> {
    const width = query.w ? (Number(query.w) as ImageWidth) : defaultWidth;
    const format = query.format ?? negotiateFormat(c.req.header('accept'));
    const svg = svgAtWidth(width);
    // The key hashes the drawing itself, so a changed drawing or encoder is a new variant.
    const key = createHash('sha256').update(`${ENCODER_VERSION}\n${format}\n${svg}`).digest('hex');
    const etag = `"${key.slice(0, 32)}"`;
    const headers: Record<string, string> = {
      'Cache-Control': CACHE_CONTROL,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (!query.format) headers.Vary = 'Accept';
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

    const variant = await cache
      .get(key, FILE_EXTENSIONS[format], async () => {
        const started = performance.now();
        const encoded = await rasterise(svg, format);
        onEncode?.({
          path: c.req.path,
          width,
          format,
          bytes: encoded.length,
          milliseconds: performance.now() - started,
        });
        return encoded;
      })
      .catch((error: unknown) => {
        if (error instanceof EncodeQueueFull) return null;
        throw error;
      });
    if (!variant) {
      c.header('Retry-After', '5');
      c.header('Cache-Control', 'no-store');
      return c.json({ error: new EncodeQueueFull().message }, 503);
    }
    const { bytes } = variant;
    return c.body(bytes, 200, {
      ...headers,
      'Content-Type': CONTENT_TYPES[format],
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename="${basename}.${FILE_EXTENSIONS[format]}"`,
    });
  }

  return new Hono()
    .get(
      '/images/products/:filename',
      validate('query', imageQuery),
      async function productImage(c) {
        const filename = c.req.param('filename');
        if (filename.length > 200 || !PRODUCT_FILENAME.test(filename)) {
          return c.json({ error: invalidFilename(filename, "'{slug}-01.jpg'") }, 400);
        }
        const svg = await findSource('product', filename);
        if (!svg) return c.json({ error: 'No product image of this name' }, 404);
        return serveVariant(
          c,
          c.req.valid('query'),
          (width) => sizeSvg(svg, width),
          DEFAULT_PRODUCT_WIDTH,
          filename.slice(0, -'.jpg'.length),
        );
      },
    )
    .get(
      '/images/content/:filename',
      validate('query', imageQuery),
      async function contentImage(c) {
        const filename = c.req.param('filename');
        if (filename.length > 100 || !CONTENT_FILENAME.test(filename)) {
          return c.json({ error: invalidFilename(filename, "'{name}.jpg'") }, 400);
        }
        const svg = await findSource('content', filename);
        if (!svg) return c.json({ error: `No content image named '${filename}'` }, 404);
        const name = filename.slice(0, -'.jpg'.length);
        if (!(await isKnownContentImage(name))) {
          return c.json({ error: `No content image named '${filename}'` }, 404);
        }
        return serveVariant(
          c,
          c.req.valid('query'),
          (width) => sizeSvg(svg, width),
          DEFAULT_CONTENT_WIDTH,
          name,
        );
      },
    )
    .all('/images/products/*', (c) => c.json({ error: 'No product image at this address' }, 404))
    .all('/images/content/*', (c) => c.json({ error: 'No content image at this address' }, 404));
}

function invalidFilename(_filename: string, shape: string): string {
  return `Invalid image filename: expected ${shape} in lower-case letters, digits and -`;
}

/** If-None-Match: a list of entity tags (weak ones compare equal by their opaque part) or '*'. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
