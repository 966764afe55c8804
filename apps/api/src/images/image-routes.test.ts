import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  describeProductImage,
  generateDemoCatalogue,
  generateImageSources,
  productImageSvg,
} from '@cairn/demo-data';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImageEncodeEvent, type ImageRoutesOptions, imageRoutes } from './image-routes.ts';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from './image-variants.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const catalogue = generateDemoCatalogue();
// The drawings the seed step stores, looked up from memory here.
const sources = new Map(
  generateImageSources(catalogue).map((source) => [`${source.kind}:${source.name}`, source.svg]),
);
const findSource: ImageRoutesOptions['findSource'] = (kind, filename) =>
  sources.get(`${kind}:${filename}`) ?? null;

const jacket = catalogue.products.find((product) =>
  product.categoryUris[0]?.startsWith('/all/clothing/jackets'),
);
if (!jacket) throw new Error('The demo catalogue has no jacket');
const thumbnail = jacket.images[0]?.filename ?? '';
const modelShot = jacket.images.find((image) => image.modelImage)?.filename ?? '';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cairn-images-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let apps = 0;
/** A fresh app on its own cache folder (or a given one), counting encodes. */
async function createApp(options: Partial<ImageRoutesOptions> = {}) {
  const encodes: ImageEncodeEvent[] = [];
  const cacheDir = options.cacheDir ?? join(root, `cache-${++apps}`);
  const app = imageRoutes({
    cacheDir,
    findSource,
    onEncode: (event) => encodes.push(event),
    ...options,
  });
  return { app, encodes, cacheDir };
}

type ErrorBody = { error: string; issues?: { path: string; message: string }[] };

async function errorOf(response: Response): Promise<ErrorBody> {
  return (await response.json()) as ErrorBody;
}

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('GET /images/products/{filename}', () => {
  it('serves every width in every format with the right type and a 4:5 size', async () => {
    const { app } = await createApp();
    for (const format of IMAGE_FORMATS) {
      for (const width of IMAGE_WIDTHS) {
        const response = await app.request(
          `/images/products/${thumbnail}?w=${width}&format=${format}`,
        );
        expect(response.status, `${width} ${format}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        const meta = await sharp(await bytesOf(response)).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
        expect([meta.width, meta.height]).toEqual([width, width * 1.25]);
      }
    }
  }, 120_000);

  it('gives the same bytes for the same variant, encoded twice by separate caches', async () => {
    for (const format of IMAGE_FORMATS) {
      const path = `/images/products/${modelShot}?w=480&format=${format}`;
      const first = await (await createApp()).app.request(path);
      const second = await (await createApp()).app.request(path);
      expect((await bytesOf(first)).equals(await bytesOf(second)), format).toBe(true);
      expect(first.headers.get('etag')).toBe(second.headers.get('etag'));
    }
  }, 60_000);

  it('draws different pictures for different shots of one product', async () => {
    const { app } = await createApp();
    const etags = new Set<string | null>();
    for (const image of jacket.images) {
      const response = await app.request(`/images/products/${image.filename}?w=160&format=webp`);
      etags.add(response.headers.get('etag'));
    }
    expect(etags.size).toBe(jacket.images.length);
  });

  it('negotiates the format from Accept and says it varies on Accept', async () => {
    const { app } = await createApp();
    const cases: [string | undefined, string][] = [
      [CHROME_ACCEPT, 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['image/avif;q=0,image/webp,*/*;q=0.8', 'image/webp'],
      ['image/avif;q=0.5,image/webp;q=0.9', 'image/webp'],
      ['*/*', 'image/jpeg'],
      ['image/png', 'image/jpeg'],
      [undefined, 'image/jpeg'],
    ];
    for (const [accept, type] of cases) {
      const response = await app.request(`/images/products/${thumbnail}?w=160`, {
        headers: accept ? { Accept: accept } : {},
      });
      expect(response.headers.get('content-type'), String(accept)).toBe(type);
      expect(response.headers.get('vary')).toBe('Accept');
    }
  });

  it('takes an explicit format over Accept, and then does not vary on Accept', async () => {
    const { app } = await createApp();
    const response = await app.request(`/images/products/${thumbnail}?w=160&format=jpeg`, {
      headers: { Accept: CHROME_ACCEPT },
    });
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('vary')).toBeNull();
  });

  it('serves the default width of 960 px when no w is given', async () => {
    const { app } = await createApp();
    const response = await app.request(`/images/products/${thumbnail}?format=webp`);
    expect((await sharp(await bytesOf(response)).metadata()).width).toBe(960);
  });

  it('sends year-long immutable caching, a strong ETag and a filename of the real type', async () => {
    const { app } = await createApp();
    const response = await app.request(`/images/products/${thumbnail}?w=320&format=webp`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-length')).toBe(
      String((await bytesOf(response.clone())).length),
    );
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="${thumbnail.replace(/\.jpg$/, '.webp')}"`,
    );
  });

  it('answers 304 to a matching If-None-Match without encoding', async () => {
    const { app, encodes } = await createApp();
    const path = `/images/products/${thumbnail}?w=320&format=webp`;
    const etag = (await app.request(path)).headers.get('etag') ?? '';
    const before = encodes.length;
    const response = await app.request(path, { headers: { 'If-None-Match': `"other", ${etag}` } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(encodes.length).toBe(before);
    const other = await app.request(path.replace('320', '480'), {
      headers: { 'If-None-Match': etag },
    });
    expect(other.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { app } = await createApp();
    const response = await app.request(`/images/products/${thumbnail}?w=160&format=jpeg`, {
      method: 'HEAD',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 with a JSON message for a filename no product has', async () => {
    const { app, encodes } = await createApp();
    const response = await app.request('/images/products/no-such-product-123456-900-01.jpg');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'No product image of this name',
    });
    expect(encodes).toEqual([]);
  });

  it.each([
    ['a width not in the list', '?w=500', 'query.w'],
    ['a width that is not a number', '?w=wide', 'query.w'],
    ['a negative width', '?w=-160', 'query.w'],
    ['a format not served', '?format=png', 'query.format'],
  ])('answers 400 naming the parameter for %s', async (_, query, path) => {
    const { app } = await createApp();
    const response = await app.request(`/images/products/${thumbnail}${query}`);
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.error).toBe('Invalid request');
    expect(body.issues?.[0]?.path).toBe(path);
  });

  it('lists the allowed widths in the 400 message', async () => {
    const { app } = await createApp();
    const body = await errorOf(await app.request(`/images/products/${thumbnail}?w=500`));
    expect(body.issues?.[0]?.message).toBe(
      'must be one of 160, 320, 480, 640, 960, 1280, 1600, 1920',
    );
  });

  it.each([
    ['/images/products/..%2F..%2Fpackage.json', 400],
    ['/images/products/..%2F..%2Fsecret-01.jpg', 400],
    ['/images/products/%2e%2e%2f%2e%2e%2fsecret-01.jpg', 400],
    ['/images/products/..%5C..%5Csecret-01.jpg', 400],
    ['/images/products/secret-01.jpg%00.png', 400],
    ['/images/products/Jacket-01.JPG', 400],
    ['/images/products/jacket.jpg', 400],
    ['/images/products/a/b-01.jpg', 404],
    ['/images/products/', 404],
    ['/images/content/..%2F..%2Fetc%2Fpasswd', 400],
    ['/images/content/%2e%2e.jpg', 400],
    ['/images/content/a/..%2Fb.jpg', 404],
  ])('refuses %s with %i and JSON, reading no file', async (path, status) => {
    const { app, encodes, cacheDir } = await createApp();
    const response = await app.request(path);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).error).toEqual(expect.any(String));
    expect(encodes).toEqual([]);
    await expect(readdir(cacheDir)).rejects.toThrow();
  });

  it('uses an async lookup, such as a database', async () => {
    const { app } = await createApp({
      findSource: async (kind, filename) =>
        kind === 'product' && filename === 'test-brand-rope-123456-900-01.jpg'
          ? productImageSvg(
              describeProductImage(
                {
                  name: '9.8mm Dry Rope',
                  brandName: 'Test Brand',
                  colour: { name: 'Sulphur Yellow', hex: '#E8D534' },
                  categoryUris: ['/all/equipment/climbing-equipment/ropes'],
                },
                { order: 1, modelImage: false, studioImage: true },
              ),
              800,
            )
          : null,
    });
    const found = await app.request('/images/products/test-brand-rope-123456-900-01.jpg?w=160');
    expect(found.status).toBe(200);
    const missing = await app.request('/images/products/test-brand-rope-123456-900-02.jpg?w=160');
    expect(missing.status).toBe(404);
  });
});

describe('GET /images/content/{name}.jpg', () => {
  it('serves a 16:9 banner for a name with a source, in every format', async () => {
    const { app } = await createApp();
    for (const format of IMAGE_FORMATS) {
      const response = await app.request(`/images/content/summit-cairn.jpg?w=640&format=${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`image/${format}`);
      const meta = await sharp(await bytesOf(response)).metadata();
      expect([meta.width, meta.height]).toEqual([640, 360]);
    }
  });

  it('serves 1600 px by default and draws different names differently', async () => {
    const { app } = await createApp();
    const dawn = await app.request('/images/content/mountains-dawn.jpg?format=jpeg');
    expect((await sharp(await bytesOf(dawn)).metadata()).width).toBe(1600);
    const ridge = await app.request('/images/content/snowy-ridge.jpg?format=jpeg');
    expect(ridge.headers.get('etag')).not.toBe(dawn.headers.get('etag'));
  });

  it('answers 404 for a name without a source, encoding and storing nothing', async () => {
    const { app, encodes, cacheDir } = await createApp();
    const response = await app.request('/images/content/home-hero.jpg?w=640');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ error: "No content image named 'home-hero.jpg'" });
    expect(encodes).toEqual([]);
    await expect(readdir(cacheDir)).rejects.toThrow();
  });
});

describe('the variant cache', () => {
  it('encodes a variant once: later requests, and later apps on the folder, read it', async () => {
    const first = await createApp();
    const path = `/images/products/${thumbnail}?w=320&format=avif`;
    const original = await bytesOf(await first.app.request(path));
    await first.app.request(path);
    expect(first.encodes.length).toBe(1);
    expect(first.encodes[0]).toMatchObject({ width: 320, format: 'avif' });

    const restarted = await createApp({ cacheDir: first.cacheDir });
    const cached = await bytesOf(await restarted.app.request(path));
    expect(restarted.encodes).toEqual([]);
    expect(cached.equals(original)).toBe(true);
  });

  it('encodes once for concurrent first requests of one variant', async () => {
    const { app, encodes } = await createApp();
    const path = `/images/products/${modelShot}?w=640&format=webp`;
    const responses = await Promise.all(Array.from({ length: 8 }, () => app.request(path)));
    const bodies = await Promise.all(responses.map(bytesOf));
    expect(encodes.length).toBe(1);
    for (const body of bodies) expect(body.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
  });

  it('stores one file per variant under the cache folder', async () => {
    const { app, cacheDir } = await createApp();
    await app.request(`/images/products/${thumbnail}?w=160&format=webp`);
    await app.request(`/images/products/${thumbnail}?w=160&format=jpeg`);
    const shards = await readdir(cacheDir);
    const files = (await Promise.all(shards.map((shard) => readdir(join(cacheDir, shard))))).flat();
    expect(files.sort().map((file) => file.split('.')[1])).toEqual(
      expect.arrayContaining(['webp', 'jpg']),
    );
    expect(files).toHaveLength(2);
  });
});
