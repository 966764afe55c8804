// Draws every demo image the stories ask for into .storybook/public/images, the Storybook's
// static folder: one file per width in the shop's own sizes, drawn and encoded by the shop's
// image code (./drawing.ts), so a story shows the picture the shop would. Run by
// `pnpm storybook` and `pnpm build-storybook`; files whose drawing has not changed are kept.
//
//   node .storybook/demo-images/generate.ts
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contentImageSvg,
  describeProductImage,
  type ProductImageSubject,
  productImageSvg,
  rasterise,
} from './drawing.ts';
import { demoImageWidths } from './image-urls.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, '.storybook/public/images');
const manifestPath = join(outDir, 'manifest.json');

// The widths the shop serves when an address has no `w`.
const defaultWidth = { products: 960, content: 1600 } as const;

// Image addresses in story and fixture sources: '/images/content/x.jpg', '/images/products/x.jpg',
// '/images/brands/x.svg', and bare product filenames ('jacket-01.jpg') as cards take them.
const imageAddress =
  /['"`]((?:\/images\/(?:products|content|brands)\/)?[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpg|svg))['"`]/g;

type Picture =
  | { folder: 'products' | 'content'; file: string }
  | { folder: 'brands'; file: string };

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every picture some story or fixture under packages/ addresses. */
async function picturesInStories(): Promise<Picture[]> {
  const packages = await readdir(join(root, 'packages'));
  const found = new Map<string, Picture>();
  for (const name of packages) {
    for (const file of await sourceFiles(join(root, 'packages', name, 'src')).catch(() => [])) {
      for (const [, address = ''] of (await readFile(file, 'utf8')).matchAll(imageAddress)) {
        const [, folder, fileName] = /^\/images\/(\w+)\/(.+)$/.exec(address) ?? [];
        if (folder && fileName) {
          found.set(address, { folder, file: fileName } as Picture);
        } else if (/-\d{2}\.jpg$/.test(address)) {
          found.set(`/images/products/${address}`, { folder: 'products', file: address });
        }
      }
    }
  }
  return [...found.values()].sort((a, b) =>
    `${a.folder}/${a.file}`.localeCompare(`${b.folder}/${b.file}`),
  );
}

const colourWords: Record<string, string> = {
  black: '#1a1c1b',
  blue: '#2f5f8a',
  green: '#3e6b48',
  grey: '#6f7470',
  orange: '#e5801c',
  purple: '#5c2d4f',
  red: '#b3261e',
  white: '#f3f2ee',
  yellow: '#e3b51c',
};

/**
 * What a product picture shows, read from its filename the way the shop names them
 * (`{brand}-{words of the name}-{colour}-{six-digit code}-{three digits}-{two-digit order}.jpg`;
 * codes and colour optional): `rab-mens-microlight-alpine-down-jacket-blue-123456-001-01.jpg` is
 * a blue down jacket by Rab, its first (studio) picture.
 */
function productSubject(file: string): {
  subject: ProductImageSubject;
  order: number;
} {
  const words = file.replace(/\.jpg$/, '').split('-');
  const order = Number(words.pop());
  const named = words.filter((word) => !/^\d{3,}$/.test(word));
  const colourWord = named.find((word) => word in colourWords);
  const [brand = 'cairn', ...rest] = named.filter((word) => word !== colourWord);
  return {
    subject: {
      name: rest.join(' '),
      brandName: brand,
      colour: { name: colourWord ?? 'pine', hex: colourWords[colourWord ?? ''] ?? '#1f4d3a' },
      categoryUris: [],
    },
    order,
  };
}

/** A brand mark without text (pixels must not depend on installed fonts): a peak on a tile. */
function brandMarkSvg(name: string): string {
  const hue = createHash('sha256').update(name).digest()[0] ?? 0;
  const fill = `hsl(${Math.round((hue / 255) * 360)} 35% 32%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96"><rect width="240" height="96" rx="12" fill="${fill}"/><path d="M40 72 L88 24 L112 48 L128 34 L176 72 Z" fill="#ffffff"/><rect x="188" y="30" width="24" height="36" rx="4" fill="#ffffff" opacity="0.7"/></svg>\n`;
}

function drawing(picture: Picture, width: number): string {
  if (picture.folder === 'content')
    return contentImageSvg(picture.file.replace(/\.jpg$/, ''), width);
  if (picture.folder === 'products') {
    const { subject, order } = productSubject(picture.file);
    const shot = { order, modelImage: order === 2, studioImage: order === 1 };
    return productImageSvg(describeProductImage(subject, shot), width);
  }
  return brandMarkSvg(picture.file);
}

/** Every file of a picture: one per width, and the plain address at the default width. */
function outputs(picture: Picture): Array<{ path: string; width: number }> {
  if (picture.folder === 'brands') return [{ path: join('brands', picture.file), width: 240 }];
  return [
    ...demoImageWidths.map((width) => ({
      path: join(picture.folder, `w${width}`, picture.file),
      width,
    })),
    { path: join(picture.folder, picture.file), width: defaultWidth[picture.folder] },
  ];
}

const started = performance.now();
const previous: Record<string, string> = JSON.parse(
  await readFile(manifestPath, 'utf8').catch(() => '{}'),
);
const manifest: Record<string, string> = {};
const pictures = await picturesInStories();
let drawn = 0;
const jobs = pictures.flatMap((picture) =>
  outputs(picture).map((output) => ({ picture, ...output })),
);
// Two at a time: sharp encodes on its own threads, and the machine may be shared.
const queue = [...jobs];
await Promise.all(
  [0, 1].map(async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const svg = drawing(job.picture, job.width);
      const hash = createHash('sha256').update(svg).digest('hex');
      manifest[job.path] = hash;
      const target = join(outDir, job.path);
      const exists = await readFile(target).then(
        () => true,
        () => false,
      );
      if (exists && previous[job.path] === hash) continue;
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, job.picture.folder === 'brands' ? svg : await rasterise(svg, 'jpeg'));
      drawn++;
    }
  }),
);
await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `storybook images: ${pictures.length} pictures, ${jobs.length} files (${drawn} drawn) in ` +
    `${relative(root, outDir)} in ${Math.round(performance.now() - started)} ms`,
);
