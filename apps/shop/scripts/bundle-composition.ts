/**
 * What each route's first-load JavaScript is made of, module by module, over the framework
 * floor (issue 33): the companion of `js-budget.ts`, which says how much; this says what.
 *
 * Builds the shop's client and the floor again with hidden source maps (the code, and so every
 * file name, is the same as without them), loads each route of `js-budget.json` in Chromium from
 * the built server as `js-budget.ts` does, and attributes every byte of every script the page
 * fetched to the source module it came from (the maps' segments). A module's brotli cost is its
 * share of its script's brotli size, shared out by how well each module's own bytes compress.
 * The floor's modules are taken off module by module, so what is left is what the route pays
 * beyond React, TanStack Router and Query as a one-route app uses them.
 *
 * Build the shop first (`turbo run build --filter=@cairn/shop...`), then from apps/shop:
 *   npx tsx scripts/bundle-composition.ts [route name...] [--top N]
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { serve } from '@hono/node-server';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { hasChromium, launchChromium, startShop } from '../e2e/harness.ts';
import { staticAssets } from '../server/static-assets.ts';
import { firstLoadScripts } from './first-load.ts';

type Budget = { routes: Record<string, { path: string }> };
/** Bytes (minified, and brotli as sent) a module takes in a first load. */
type Cost = { minified: number; brotli: number; scripts?: string[] };
type Composition = Map<string, Cost>;

const shopDir = fileURLToPath(new URL('..', import.meta.url));
const budget = JSON.parse(
  readFileSync(new URL('./js-budget.json', import.meta.url), 'utf8'),
) as Budget;
const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
const only = args.filter((arg, index) => !arg.startsWith('--') && index !== topIndex + 1);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

if (!hasChromium) process.exit(0);

/** The segments of a source map line: [generated column, source index] pairs, -1 for none. */
function decodeMappings(mappings: string): [number, number][][] {
  return decode(mappings).map((line) =>
    line.map((segment): [number, number] => [segment[0], segment[1] ?? -1]),
  );
}

/**
 * A module's name that holds across builds: the package and its path for a dependency (pnpm's
 * store folder left out), the path from the repository root for the workspace's own.
 */
function moduleName(source: string, mapFile: string): string {
  const path = resolve(dirname(mapFile), source).replaceAll('\\', '/');
  const inStore = path.lastIndexOf('/node_modules/');
  if (inStore >= 0) return path.slice(inStore + '/node_modules/'.length);
  const workspace = path.match(/(?:^|\/)((?:apps|packages|tools)\/.*)$/);
  return workspace?.[1] ?? path.replace(/^(\.\.\/)+/, '');
}

/** One script's bytes attributed to its source modules through its map. */
function scriptComposition(file: string): Composition {
  const code = readFileSync(file, 'utf8');
  // Below 1 KiB the build keeps no brotli copy and the server sends the file as it is.
  const sent = existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : Buffer.byteLength(code);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const texts = new Map<string, string[]>();
  const add = (name: string, text: string) => {
    const list = texts.get(name) ?? [];
    list.push(text);
    texts.set(name, list);
  };
  const lines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    add('(unmapped)', line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach(([column, source], index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      const name = source >= 0 ? moduleName(map.sources[source] ?? '?', file) : '(unmapped)';
      add(name, line.slice(column, end));
    });
  });
  const compressed = [...texts].map(([name, parts]) => {
    const text = parts.join('');
    const alone = brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
    return { name, minified: Buffer.byteLength(text), alone };
  });
  const aloneTotal = compressed.reduce((sum, module) => sum + module.alone, 0);
  return new Map(
    compressed.map(({ name, minified, alone }) => [
      name,
      { minified, brotli: (sent * alone) / aloneTotal, scripts: [scriptName(file)] },
    ]),
  );
}

function addInto(total: Composition, part: Composition) {
  for (const [name, cost] of part) {
    const sum = total.get(name) ?? { minified: 0, brotli: 0 };
    total.set(name, {
      minified: sum.minified + cost.minified,
      brotli: sum.brotli + cost.brotli,
      scripts: [...(sum.scripts ?? []), ...(cost.scripts ?? [])],
    });
  }
}

/** A script's name without its folder and content hash, as `js-budget.ts` prints it. */
const scriptName = (file: string) => basename(file).replace(/-[\w-]{8}\.js$/, '');

/** The scripts a first load fetched, as files of the client build. */
async function scriptsOfFirstLoad(browser: Browser, url: string, hydrated: string) {
  return (await firstLoadScripts(browser, url, hydrated)).map((script) => script.path);
}

/** The package (or the workspace folder) a module belongs to, for the summary. */
function groupOf(name: string): string {
  if (name.startsWith('(')) return name;
  const parts = name.split('/');
  if (parts[0] === 'apps' || parts[0] === 'packages' || parts[0] === 'tools')
    return parts.slice(0, parts[0] === 'apps' && parts[2] === 'src' ? 4 : 2).join('/');
  return parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name);
}

function printOverFloor(title: string, composition: Composition, floor: Composition) {
  const over = [...composition]
    .map(([name, cost]) => {
      const base = floor.get(name) ?? { minified: 0, brotli: 0 };
      return {
        name,
        minified: cost.minified - base.minified,
        brotli: cost.brotli - base.brotli,
        scripts: cost.scripts ?? [],
      };
    })
    .filter((module) => Math.abs(module.minified) > 0);
  const total = over.reduce((sum, module) => sum + module.brotli, 0);
  const groups = new Map<string, Cost>();
  for (const module of over) {
    const group = groupOf(module.name);
    const sum = groups.get(group) ?? { minified: 0, brotli: 0 };
    groups.set(group, {
      minified: sum.minified + module.minified,
      brotli: sum.brotli + module.brotli,
    });
  }
  console.log(`\n## ${title}: ${kb(total)} KB brotli over the floor\n`);
  console.log('| group | KB brotli | KB minified |\n|---|---|---|');
  for (const [group, cost] of [...groups].sort((a, b) => b[1].brotli - a[1].brotli))
    if (Math.abs(cost.brotli) >= 50)
      console.log(`| ${group} | ${kb(cost.brotli)} | ${kb(cost.minified)} |`);
  console.log('\n| module | KB brotli | KB minified | in |\n|---|---|---|---|');
  for (const module of over.sort((a, b) => b.brotli - a.brotli).slice(0, top))
    console.log(
      `| ${module.name} | ${kb(module.brotli)} | ${kb(module.minified)} | ${module.scripts.join(', ')} |`,
    );
}

// The same builds as the test run's, with maps beside them (`hidden`: no comment in the code).
await build({ root: shopDir, logLevel: 'warn', build: { sourcemap: 'hidden' } });
await build({
  configFile: fileURLToPath(new URL('../floor/vite.config.ts', import.meta.url)),
  build: { sourcemap: 'hidden' },
});

const browser = await launchChromium();
try {
  const floorRoot = fileURLToPath(new URL('../dist/floor', import.meta.url));
  const server = serve({ fetch: staticAssets(floorRoot).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  const floor: Composition = new Map();
  try {
    const { port } = server.address() as AddressInfo;
    const files = await scriptsOfFirstLoad(browser, `http://127.0.0.1:${port}/`, 'h1');
    for (const file of files) addInto(floor, scriptComposition(`${floorRoot}${file}`));
  } finally {
    server.close();
  }
  const shop = await startShop({ startTimeoutMs: 180_000 });
  try {
    for (const [name, { path }] of Object.entries(budget.routes)) {
      if (only.length && !only.includes(name)) continue;
      const files = await scriptsOfFirstLoad(
        browser,
        `${shop.url}${path}`,
        'html[data-hydrated="true"]',
      );
      const composition: Composition = new Map();
      for (const file of files)
        addInto(composition, scriptComposition(`${shopDir}dist/client${file}`));
      const scripts = files.map((file) => file.replace(/^\/assets\//, '')).join(', ');
      printOverFloor(`${name} (\`${path}\`; ${scripts})`, composition, floor);
    }
  } finally {
    await shop.stop();
  }
} finally {
  await browser.close();
}
