/**
 * Generates the shipped legacy-redirect table from the demo catalogue, deterministically:
 *   npx -y pnpm@10.34.9 --filter @cairn/redirects run generate:table
 *
 * Writes data/portion-NN.js (JavaScript array literal, cut mid-entry at every boundary
 * between portions, as the old platform exported it) and data/known-routes.txt (every
 * live route the table may target). Every mapping pattern of the old site and every
 * destination shape of section 2.2 appears. The script refuses to write a table that does
 * not lint with zero errors against those routes.
 *
 * `generate:table --check` only compares: it exits 1 when data/ is out of date.
 * A dev script, not shipped code: it imports the demo-catalogue generator by relative path.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRng, generateDemoCatalogue } from '@cairn/demo-data';
import { lintRedirectTable } from '../src/lint.ts';
import { routeKey } from '../src/normalize.ts';
import { parseRedirectPortions } from '../src/parse/index.ts';
import type { RedirectRule } from '../src/types.ts';

/** The old site's host: a few rules name it in absolute URLs, as old printed links do. */
export const OLD_HOST = 'www.cairn-outdoor.co.uk';
const PORTIONS = 5;

// Seeded: the same table on every run and machine.
const random = createRng(1508);

const catalogue = generateDemoCatalogue();

/**
 * Brands the shop no longer sells (requirements R-REDIRECT-19: `/royal-robbins` goes to `/brands`), with the brand
 * that took over a renamed one. Written to data/retired-brands.json for the table's tests.
 */
export const RETIRED_BRANDS: ReadonlyArray<{ slug: string; successor?: string }> = [
  { slug: 'bergfalke' },
  { slug: 'cloudbase-outdoor' },
  { slug: 'glenmore-mountain-co', successor: 'glenmore' },
  { slug: 'ridgeline-supply' },
  { slug: 'royal-robbins' },
];
for (const { slug, successor } of RETIRED_BRANDS) {
  if (catalogue.brands.some((b) => b.slug === slug)) throw new Error(`${slug} is a live brand`);
  if (successor && !catalogue.brands.some((b) => b.slug === successor)) {
    throw new Error(`${slug}'s successor ${successor} is not a live brand`);
  }
}

// --- Live routes: every destination shape of the shop -------------------------------------
const INFORMATION = [
  'contact-us',
  'delivery-returns',
  'faqs',
  'cookie-declaration',
  'equipment-hire',
  'demo-for-free',
  'terms-conditions',
  'affiliate-programme',
  'privacy-cookie-policy',
  'sar-rtbf',
  'modern-slavery-statement',
  'ski-workshop',
];
const ABOUT_US = [
  'athletes-ambassadors',
  'whats-on',
  'charities-we-support',
  'our-heritage',
  'partners-friends',
];

const routes = new Set<string>([
  '/',
  '/account',
  '/brands',
  '/stores',
  '/appointments',
  '/guides',
  '/articles',
  '/about-us',
  '/discount-codes',
  '/careers',
  '/privacy-policy',
  '/hiking',
  '/snowboard',
  ...INFORMATION.map((page) => `/information/${page}`),
  ...ABOUT_US.map((page) => `/about-us/${page}`),
]);
for (const brand of catalogue.brands) {
  routes.add(`/brands/${brand.slug}`);
  for (const sub of brand.subPages) routes.add(`/brands/${brand.slug}/${sub}`);
}
for (const category of catalogue.categories) routes.add(category.uri);
for (const product of catalogue.products) routes.add(`/${product.slug}`);
for (const store of catalogue.stores) {
  routes.add(`/stores/${store.slug}`);
  routes.add(`/appointments/${store.slug}`);
}
for (const guide of catalogue.guides) routes.add(`/guides/${guide.slug}`);
for (const article of catalogue.articles) routes.add(`/articles/${article.slug}`);
const routeKeys = new Set([...routes].map(routeKey));

// --- Rules ----------------------------------------------------------------------------------
const rules: RedirectRule[] = [];
const fromKeys = new Map<string, string>();
const covered = new Set<string>();

/**
 * Adds a rule. A `from` that is a live page would hide it, and a second rule for the same
 * `from` would be a duplicate or conflict: both are skipped. A target that is not a live
 * route is a bug in this script, so it throws.
 */
function add(pattern: string, from: string, to: string): boolean {
  const key = routeKey(from.replace(/^https?:\/\/[^/]+/, ''));
  if (routeKeys.has(key) || fromKeys.has(key)) return false;
  if (!routeKeys.has(routeKey(to))) throw new Error(`${pattern}: ${to} is not a live route`);
  fromKeys.set(key, pattern);
  covered.add(pattern);
  rules.push({ from, to });
  return true;
}

/** Now and then, write a `from` as the old site's absolute URL or with a trailing slash. */
function oldForm(path: string): string {
  const roll = random.next();
  if (roll < 0.04) return `https://${OLD_HOST}${path}`;
  if (roll < 0.08) return `${path}/`;
  return path;
}

const PRODUCT = /^(.*)-(\d{6})-(\d{3})$/;
const byCode = new Map<string, (typeof catalogue.products)[number][]>();
for (const product of catalogue.products) {
  const list = byCode.get(product.code) ?? [];
  list.push(product);
  byCode.set(product.code, list);
}

/** Old product naming: `men-s` and `women-s` where the shop now says `mens` and `womens`. */
function oldNaming(stem: string, brand: string): string {
  return stem.replace(new RegExp(`^${brand}-(wo)?mens-`), (_m, wo = '') => `${brand}-${wo}men-s-`);
}

// 2.3 Old product slug -> current slug (gender word and suffix); product without the suffix.
for (const [, colourways] of [...byCode].sort(([a], [b]) => a.localeCompare(b))) {
  const sorted = [...colourways].sort((a, b) => a.suffix.localeCompare(b.suffix));
  const first = sorted[0];
  if (!first) continue;
  const stem = PRODUCT.exec(first.slug)?.[1] ?? first.slug;
  const code = first.code;
  add('product without the suffix', `/${stem}-${code}`, `/${first.slug}`);
  const old = oldNaming(stem, first.brandSlug);
  if (old !== stem) {
    add('old product slug', oldForm(`/${old}-${code}`), `/${first.slug}`);
    for (const colourway of sorted) {
      add('old product slug', `/${old}-${code}-${colourway.suffix}`, `/${colourway.slug}`);
    }
  }
}

// 2.3 Retired or discontinued product -> the brand page (or, for a few, the home page).
const KIND_WORDS = ['jacket', 'fleece', 'trousers', 'boots', 'pack', 'tent', 'gilet', 'hoodie'];
const HILLS = ['ben-alder', 'schiehallion', 'quinag', 'slioch', 'liathach', 'beinn-eighe'];
const MODELS = ['classic', 'pro', 'lite', 'expedition', 'original', 'trek'];
const usedCodes = new Set(catalogue.products.map((p) => p.code));
for (let i = 0, code = 300001; i < 90; i++, code += random.int(3, 40)) {
  if (usedCodes.has(String(code))) continue;
  const brand = random.pick(catalogue.brands).slug;
  const gender = random.pick(['men-s-', 'women-s-', 'mens-', 'womens-', '']);
  const name = `${random.pick(HILLS)}-${random.pick(MODELS)}-${random.pick(KIND_WORDS)}`;
  const suffix = random.chance(0.5) ? `-9${String(random.int(0, 12)).padStart(2, '0')}` : '';
  const toHome = i % 12 === 5;
  add(
    toHome ? 'retired product to home' : 'retired product to brand',
    `/${brand}-${gender}${name}-${code}${suffix}`,
    toHome ? '/' : `/brands/${brand}`,
  );
}

// 2.3 Category-style product path with brand and code -> /brands/{brand}.
for (const [, colourways] of [...byCode].filter((_, i) => i % 12 === 0)) {
  const product = colourways[0];
  if (!product) continue;
  const category = product.categoryUris[0]?.split('/').pop() ?? 'products';
  add(
    'category-style product path',
    `/${category}/${product.brandSlug}/${product.code}`,
    `/brands/${product.brandSlug}`,
  );
}

// 2.3 Old category path -> the matching /all listing; old /men paths -> /mens.
for (const { uri } of catalogue.categories) {
  if (uri.startsWith('/all/') && !uri.startsWith('/all/sale')) {
    const old = uri.slice('/all'.length);
    add('old category path', oldForm(old), uri);
    if (old.split('/').length > 2) add('old category path', `${old}.html`, uri);
  }
  if (uri === '/mens' || uri.startsWith('/mens/')) add('old /men path', `/men${uri.slice(5)}`, uri);
  if (uri === '/womens' || uri.startsWith('/womens/')) {
    add('old /ladies path', `/ladies${uri.slice(7)}`, uri);
  }
  if (uri.startsWith('/kids/')) add('old /childrens path', `/childrens${uri.slice(5)}`, uri);
}

// 2.3 Bare brand name, or brand with mens, womens, kids, hiking, skiing, sale.
const OLD_SUB_NAMES: Record<string, string> = {
  mens: 'mens',
  womens: 'womens',
  kids: 'kids',
  climb: 'climbing',
  hike: 'hiking',
  snow: 'skiing',
  mountain: 'mountain-collection',
  equipment: 'equipment',
  'base-layers': 'baselayers',
  clothing: 'clothing',
  'gore-pro': 'gore-tex-pro',
  'epe-collection': 'epe',
  snowsports: 'snowsports',
  'summit-series': 'summit',
  'trail-run': 'trail-running',
};
for (const brand of catalogue.brands) {
  const page = `/brands/${brand.slug}`;
  add('bare brand name', oldForm(`/${brand.slug}`), page);
  for (const sub of brand.subPages) {
    add('brand sub-page', `/${brand.slug}/${OLD_SUB_NAMES[sub] ?? sub}`, `${page}/${sub}`);
  }
  // Brands without that sub-page go to their landing page, or to the shop-wide listing.
  add(
    'brand with mens',
    `/${brand.slug}-mens`,
    brand.subPages.includes('mens') ? `${page}/mens` : '/mens',
  );
  add(
    'brand with womens',
    `/${brand.slug}-womens`,
    brand.subPages.includes('womens') ? `${page}/womens` : '/womens',
  );
  add('brand with kids', `/${brand.slug}/kids`, page);
  add('brand with hiking', `/${brand.slug}/hiking`, '/all/hiking');
  add('brand with skiing', `/${brand.slug}/skiing`, '/all/skiing');
  add('brand with sale', `/${brand.slug}/sale`, '/all/sale');
}

// 2.3 Old sale pages -> /all/sale or a sub-sale path.
add('old sale page', '/sale/snow-wear', '/all/sale/skiing');
add('old sale page', '/sale/snowwear-sale', '/all/sale/skiing');
for (const section of [
  'clothing',
  'footwear',
  'equipment',
  'camping',
  'climbing',
  'hiking',
  'skiing',
]) {
  add('old sale page', oldForm(`/sale/${section}`), `/all/sale/${section}`);
  add('old sale page', `/${section}-sale`, `/all/sale/${section}`);
}
add('old sale page', '/clearance', '/all/sale');
add('old sale page', '/outlet', '/all/sale');
add('old sale page', '/special-offers', '/sale');
add('old sale page', '/mens-sale', '/mens/sale');
add('old sale page', '/womens-sale', '/womens/sale');
add('old sale page', '/kids-sale', '/kids/sale');

// 2.3 Script-style paths, legacy /signup, old static assets, /refer-a-friend -> home.
for (const path of [
  '/cgi-bin/basket.cgi',
  '/cgi-bin/search.cgi',
  '/cgi-bin/product.cgi',
  '/ajax/add-to-cart',
  '/ajax/addtocart.php',
  '/ajax/basket/update',
  '/signup',
  '/signup/newsletter',
  '/static/css/main.css',
  '/static/js/site.min.js',
  '/images/banners/winter-2019.jpg',
  '/media/catalog/product/placeholder.jpg',
  '/refer-a-friend',
]) {
  add('script, signup, static or refer-a-friend path', path, '/');
}

// 2.3 Old careers store-location pages -> /careers.
for (const store of catalogue.stores)
  add('careers store page', `/careers/${store.slug}`, '/careers');
add('careers store page', '/jobs', '/careers');

// Stores and appointments: /shops/{store} -> /stores/{store}; booking pages; boot fitting.
add('old stores path', '/shops', '/stores');
for (const store of catalogue.stores) {
  add('old stores path', oldForm(`/shops/${store.slug}`), `/stores/${store.slug}`);
  add('old booking path', `/shops/${store.slug}/book-appointment`, `/appointments/${store.slug}`);
}
add('old booking path', '/ski-boot-fitting', '/appointments');
add('old booking path', '/book-an-appointment', '/appointments');

// 2.3 Old buying-guide paths -> /guides/{slug}.
add('old buying-guide path', '/buying-guides', '/guides');
for (const guide of catalogue.guides) {
  add('old buying-guide path', oldForm(`/buying-guides/${guide.slug}`), `/guides/${guide.slug}`);
  add(
    'old buying-guide path',
    `/advice/${guide.slug.replace(/-buying-guide$/, '')}`,
    `/guides/${guide.slug}`,
  );
}

// Old /news-and-blogs/{slug} -> /articles/{slug}, or the list when no such article exists.
add('old news path', '/news-and-blogs', '/articles');
for (const article of catalogue.articles) {
  add('old news path', `/news-and-blogs/${article.slug}`, `/articles/${article.slug}`);
}
for (const gone of [
  'spring-sale-2019',
  'new-store-opening-chester',
  'staff-picks-2020',
  'black-friday-2021',
]) {
  add('old news path without an article', `/news-and-blogs/${gone}`, '/articles');
}

// 2.3 Old competition and event pages -> /about-us/whats-on or /articles.
add('old competition page', '/competitions', '/articles');
add('old competition page', '/competition/ski-holiday', '/articles/ski-holiday-competition');
add('old competition page', '/competitions/win-a-ski-holiday', '/articles/ski-holiday-competition');
add('old event page', '/events', '/about-us/whats-on');
add('old event page', '/events/film-night', '/about-us/whats-on');
add('old event page', '/events/ski-season-launch', '/about-us/whats-on');
add('old event page', '/whats-on', '/about-us/whats-on');

// 2.3 Help, delivery and returns, contact; order history; affiliates; terms.
for (const path of ['/help', '/help/faqs', '/faq', '/customer-service/help']) {
  add('old help path', path, '/information/faqs');
}
for (const path of [
  '/delivery',
  '/delivery-information',
  '/returns',
  '/returns-policy',
  '/customer-service/returns',
]) {
  add('old delivery or returns path', path, '/information/delivery-returns');
}
for (const path of ['/contact', '/contact-us', '/customer-service/contact-us']) {
  add('old contact path', oldForm(path), '/information/contact-us');
}
add('order history', '/sales/order/history', '/account');
add('order history', '/customer/account', '/account');
add('affiliate programme', '/affiliate-programme', '/information/affiliate-programme');
add(
  'advice-and-inspiration terms path',
  '/advice-and-inspiration/terms-and-conditions',
  '/information/terms-conditions',
);

// 2.3 /{name} -> the athletes page; a dropped brand -> /brands (for example /royal-robbins).
for (const name of [
  'isla-mackenzie',
  'tom-ashworth',
  'ffion-pritchard',
  'callum-reid',
  'priya-shah',
  'eilidh-grant',
]) {
  add('ambassador name', `/${name}`, '/about-us/athletes-ambassadors');
}
// Retired brands: the old bare name and the brand page both reach /brands, or the page of the
// brand that replaced it. Kept to two addresses each: the shipped table sits just under the
// 2,000 static rules Cloudflare Pages takes (see the export tests).
for (const { slug, successor } of RETIRED_BRANDS) {
  const to = successor === undefined ? '/brands' : `/brands/${successor}`;
  add('dropped brand', `/${slug}`, to);
  add('dropped brand page', `/brands/${slug}`, to);
}

// The remaining destination shapes: information, about-us and one-off pages.
const ONE_OFFS: Array<[string, string]> = [
  ['/cookies', '/information/cookie-declaration'],
  ['/equipment-hire', '/information/equipment-hire'],
  ['/ski-hire', '/information/equipment-hire'],
  ['/demo-days', '/information/demo-for-free'],
  ['/terms', '/information/terms-conditions'],
  ['/privacy', '/information/privacy-cookie-policy'],
  ['/subject-access-request', '/information/sar-rtbf'],
  ['/modern-slavery', '/information/modern-slavery-statement'],
  ['/ski-workshop', '/information/ski-workshop'],
  ['/about', '/about-us'],
  ['/our-story', '/about-us/our-heritage'],
  ['/charities', '/about-us/charities-we-support'],
  ['/partners', '/about-us/partners-friends'],
  ['/ambassadors', '/about-us/athletes-ambassadors'],
  ['/discounts', '/discount-codes'],
  ['/privacy-notice', '/privacy-policy'],
  ['/hillwalking', '/hiking'],
  ['/snowboarding', '/snowboard'],
  ['/brand-directory', '/brands'],
  ['/gift-vouchers', '/all/gift-cards'],
  ['/new-arrivals', '/all/new-in'],
  ['/gift-ideas', '/all/gifts'],
  ['/gifts-for-her', '/all/gifts/for-her'],
  ['/ski-gifts', '/all/gifts/skiing'],
  ['/shop-all', '/all'],
  ['/paddleboards', '/all/equipment/paddleboarding'],
  ['/kids/ski-equipment', '/kids/equipment/ski-equipment'],
  ['/my-account', '/account'],
  ['/home', '/'],
];
for (const [from, to] of ONE_OFFS) add('other old page', from, to);

// --- Check, split, write ---------------------------------------------------------------------
rules.sort((a, b) => routeKey(stripHost(a.from)).localeCompare(routeKey(stripHost(b.from))));

function stripHost(from: string): string {
  return from.replace(/^https?:\/\/[^/]+/, '');
}

const liveBrands = catalogue.brands.map((b) => b.slug).sort();
const problems = lintRedirectTable(rules, {
  knownRoutes: routes,
  oldHosts: [OLD_HOST],
  liveBrands,
});
const errors = problems.filter((p) => p.severity === 'error');
if (errors.length > 0) {
  for (const p of errors.slice(0, 20)) console.error(`${p.kind}: ${p.message}`);
  throw new Error(`the generated table has ${errors.length} error(s)`);
}

/** `  { from: '...', to: '...' },` with the quotes the old platform's JS-literal export uses. */
const entry = (rule: RedirectRule) => `  { from: '${rule.from}', to: '${rule.to}' },`;
const header = [
  '// Cairn legacy-URL redirects: old address -> current page.',
  '// Generated by scripts/generate-table.ts from the demo catalogue; do not edit by hand.',
  '// The table continues across portion-NN.js in order; entries are cut across boundaries.',
  '[',
].join('\n');
const lines = rules.map(entry);
const text = `${header}\n${lines.join('\n')}\n]\n`;

// Cut the whole text into portions, each cut falling inside an entry, as in the old export.
const cuts: number[] = [];
let offset = header.length + 1;
const lineStarts = lines.map((line) => {
  const start = offset;
  offset += line.length + 1;
  return start;
});
for (let i = 1; i < PORTIONS; i++) {
  const at = Math.round((rules.length * i) / PORTIONS) + random.int(-20, 20);
  const line = lines[at] ?? '';
  const open = line.indexOf('{');
  const close = line.lastIndexOf('}');
  cuts.push((lineStarts[at] ?? 0) + random.int(open + 1, close));
}
const bounds = [0, ...cuts, text.length];
const portions = bounds.slice(1).map((end, i) => text.slice(bounds[i], end));

const parsed = parseRedirectPortions(portions.map((t, i) => ({ text: t, source: `portion-${i}` })));
if (parsed.problems.length > 0 || parsed.rules.length !== rules.length) {
  throw new Error(`the portions do not read back whole: ${JSON.stringify(parsed.problems[0])}`);
}

const dataDir = new URL('../data/', import.meta.url);
const files = new Map<string, string>(
  portions.map((portion, i) => [`portion-${String(i + 1).padStart(2, '0')}.js`, portion]),
);
files.set(
  'known-routes.txt',
  `# Every live route of the demo shop that the redirect table may target.\n# Generated with the table by scripts/generate-table.ts.\n${[...routes].sort().join('\n')}\n`,
);

files.set(
  'live-brands.txt',
  `# Brands the shop sells (/brands/{slug}); a redirect to any other brand page is an error.\n# Generated with the table by scripts/generate-table.ts.\n${liveBrands.join('\n')}\n`,
);
files.set('retired-brands.json', `${JSON.stringify(RETIRED_BRANDS, null, 2)}\n`);

if (process.argv.includes('--check')) {
  // For CI: is data/ what the current demo catalogue generates?
  const current = existsSync(dataDir) ? readdirSync(dataDir).filter((n) => n !== '.gitkeep') : [];
  const stale = [...new Set([...current, ...files.keys()])].filter(
    (name) =>
      !existsSync(new URL(name, dataDir)) ||
      files.get(name) !== readFileSync(new URL(name, dataDir), 'utf8'),
  );
  if (stale.length > 0) {
    console.error(`data/ is stale (${stale.join(', ')}): run generate:table and commit data/`);
    process.exit(1);
  }
  console.log('data/ is up to date with the demo catalogue');
  process.exit(0);
}

mkdirSync(dataDir, { recursive: true });
for (const name of readdirSync(dataDir)) {
  if (/^portion-\d+\.js$/.test(name)) rmSync(new URL(name, dataDir));
}
for (const [name, content] of files) writeFileSync(new URL(name, dataDir), content);

const warnings = problems.length - errors.length;
console.log(
  `${rules.length} rules in ${PORTIONS} portions, ${routes.size} known routes, ${covered.size} patterns; lint: 0 errors, ${warnings} warnings`,
);
for (const pattern of [...covered].sort()) {
  const count = [...fromKeys.values()].filter((p) => p === pattern).length;
  console.log(`  ${String(count).padStart(4)}  ${pattern}`);
}
