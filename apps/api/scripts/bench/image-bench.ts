// Image serving benchmark: cold encodes per format at 640 px, then warm (cached) requests per
// second, through the Hono app in-process (no sockets). Prints figures; asserts nothing.
// Run: npx -y pnpm@10.34.9 --filter @cairn/api exec tsx scripts/bench/image-bench.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { generateDemoCatalogue, generateImageSources } from '@cairn/demo-data';
import { type ImageEncodeEvent, imageRoutes } from '../../src/images/image-routes.ts';
import { IMAGE_FORMATS } from '../../src/images/image-variants.ts';
import { ENCODER_VERSION } from '../../src/images/rasterise.ts';

const SAMPLES = 12;
const WARM_SECONDS = 3;

const catalogue = generateDemoCatalogue();
const products = catalogue.products;
// The drawings the seed step stores, from memory: the figures are the image service's own.
const sources = new Map(
  generateImageSources(catalogue).map((source) => [`${source.kind}:${source.name}`, source.svg]),
);
// Evenly spread products, alternating the studio thumbnail and a model shot.
const filenames = Array.from({ length: SAMPLES }, (_, i) => {
  const product = products[Math.floor((i * products.length) / SAMPLES)];
  const image = i % 2 === 0 ? product?.images[0] : product?.images.find((shot) => shot.modelImage);
  return image?.filename ?? product?.images[0]?.filename ?? '';
});

const cacheDir = await mkdtemp(join(tmpdir(), 'cairn-image-bench-'));
const encodes: ImageEncodeEvent[] = [];
const app = imageRoutes({
  cacheDir,
  findSource: (kind, filename) => sources.get(`${kind}:${filename}`) ?? null,
  onEncode: (event) => encodes.push(event),
});
const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(7);

// Warm-up: index the catalogue and load the encoders, so the cold figures are encodes alone.
for (const format of IMAGE_FORMATS) {
  await app.request(`/images/content/summit-cairn.jpg?w=160&format=${format}`);
}
await app.request('/images/products/bench-warm-up-000000-900-01.jpg');
encodes.length = 0;

console.log(`${ENCODER_VERSION}, ${availableParallelism()} CPUs, ${SAMPLES} images per format`);
console.log('\nCold: first request of a 640 px variant (draw + rasterise + encode + store)');
console.log('format   mean ms   p50 ms   max ms   mean KB   max event-loop delay ms');
for (const format of IMAGE_FORMATS) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const times: number[] = [];
  const before = encodes.length;
  for (const filename of filenames) {
    const started = performance.now();
    const response = await app.request(`/images/products/${filename}?w=640&format=${format}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  delay.disable();
  const bytes = encodes.slice(before).map((event) => event.bytes);
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const kb = bytes.reduce((sum, b) => sum + b, 0) / bytes.length / 1024;
  console.log(
    `${format.padEnd(6)} ${fmt(mean)}  ${fmt(times[Math.floor(times.length / 2)] ?? 0)}  ${fmt(times.at(-1) ?? 0)}  ${fmt(kb, 1)}   ${fmt(delay.max / 1e6, 1)}`,
  );
}

console.log(`\nWarm: cached variants for ${WARM_SECONDS} s each (no encodes)`);
const encodesBefore = encodes.length;
for (const concurrency of [1, 16]) {
  for (const mode of ['200 from the disk cache', '304 for If-None-Match'] as const) {
    const etags = new Map<string, string>();
    for (const format of IMAGE_FORMATS) {
      for (const filename of filenames) {
        const path = `/images/products/${filename}?w=640&format=${format}`;
        etags.set(path, (await app.request(path, { method: 'HEAD' })).headers.get('etag') ?? '');
      }
    }
    const paths = [...etags.keys()];
    let done = 0;
    const deadline = performance.now() + WARM_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, worker) => {
        for (let i = worker; performance.now() < deadline; i += concurrency) {
          const path = paths[i % paths.length] ?? '';
          const headers: Record<string, string> =
            mode === '304 for If-None-Match' ? { 'If-None-Match': etags.get(path) ?? '' } : {};
          const response = await app.request(path, { headers });
          await response.arrayBuffer();
          done++;
        }
      }),
    );
    console.log(`${fmt(done / WARM_SECONDS)} requests/s  ${mode}, ${concurrency} at a time`);
  }
}
if (encodes.length !== encodesBefore) console.log('(unexpected: warm requests encoded)');

await rm(cacheDir, { recursive: true, force: true });
