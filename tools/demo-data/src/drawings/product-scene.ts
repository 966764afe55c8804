import { createRng, hashString } from '../random.ts';
import { paintFor } from './colour.ts';
import { figure } from './figure.ts';
import { landscape, type SceneName } from './landscape.ts';
import { type ProductKind, productKind, WORN_KINDS } from './product-kind.ts';
import { silhouette } from './silhouettes.ts';
import { round } from './svg.ts';

/** Product images are 4:5 portrait: height = width x 1.25. */
export const PRODUCT_IMAGE_ASPECT = 1.25;

/** The product facts an image is drawn from: a subset of the demo `DemoProduct`. */
export type ProductImageSubject = {
  name: string;
  brandName: string;
  colour: { name: string; hex: string };
  /** Home category first, as in the catalogue. */
  categoryUris: readonly string[];
};

/** Which picture of the product: its order and its model_image/studio_image flags (requirements R-DATA-9). */
export type ProductImageShot = {
  order: number;
  modelImage: boolean;
  studioImage: boolean;
};

/** Everything that decides a product image's pixels; equal specs draw equal images. */
export type ProductImageSpec = {
  kind: ProductKind;
  /** 'studio' is the full product on the backdrop (the thumbnail, order 1); 'detail' a close-up. */
  shot: 'studio' | 'detail' | 'model';
  hex: string;
  name: string;
  brandName: string;
  order: number;
};

/** Reduces a product and shot to the facts the drawing depends on. */
export function describeProductImage(
  product: ProductImageSubject,
  shot: ProductImageShot,
): ProductImageSpec {
  return {
    kind: productKind(product),
    shot: shot.modelImage ? 'model' : shot.order > 1 ? 'detail' : 'studio',
    hex: paintFor(product.colour.hex).fill,
    name: product.name,
    brandName: product.brandName,
    order: shot.order,
  };
}

// Close-up focus points in the 600 x 600 silhouette box, taken in turn by detail shots.
const DETAIL_FOCUS: readonly (readonly [number, number])[] = [
  [300, 200],
  [220, 380],
  [380, 380],
  [300, 470],
];

const SCENES_FOR: Partial<Record<ProductKind, readonly SceneName[]>> = {
  skis: ['snowy-ridge'],
  binding: ['snowy-ridge'],
  'ski-boot': ['snowy-ridge'],
  goggles: ['snowy-ridge'],
  poles: ['snowy-ridge'],
  transceiver: ['snowy-ridge'],
  shovel: ['snowy-ridge'],
  crampons: ['snowy-ridge'],
  'ice-axe': ['snowy-ridge'],
  puffer: ['snowy-ridge', 'mountains-at-dawn'],
  rope: ['crag'],
  harness: ['crag'],
  karabiner: ['crag'],
  'chalk-bag': ['crag'],
  'crash-pad': ['crag'],
  helmet: ['crag', 'snowy-ridge'],
  tent: ['forest-camp', 'highland-loch'],
  'sleeping-bag': ['forest-camp'],
  mat: ['forest-camp'],
  chair: ['forest-camp'],
  table: ['forest-camp'],
  stove: ['forest-camp'],
  mug: ['forest-camp'],
  lantern: ['forest-camp'],
  paddleboard: ['highland-loch', 'coastal-path'],
  paddle: ['highland-loch', 'coastal-path'],
  wetsuit: ['coastal-path', 'highland-loch'],
};

// Swing-tag colours: each brand gets one, by a hash of its name.
const BRAND_TAGS = ['#1F4D3A', '#B3261E', '#2F5F8A', '#D9622B', '#36393D', '#5C2D4F', '#6B6B3A'];

const ANY_SCENE: readonly SceneName[] = [
  'mountains-at-dawn',
  'highland-loch',
  'coastal-path',
  'crag',
  'forest-camp',
];

/**
 * The SVG of a product image at a pixel width (4:5). Deterministic: equal specs give equal
 * markup. Shapes only, no text, so the rasterised pixels never depend on installed fonts.
 */
export function productImageSvg(spec: ProductImageSpec, width: number): string {
  const paint = paintFor(spec.hex);
  const rng = createRng(`image:${spec.brandName}:${spec.name}:${spec.hex}:${spec.order}`);
  const drawing = silhouette(spec.kind, paint, spec.name);
  let body: string;
  if (spec.shot === 'model') {
    const scenes = SCENES_FOR[spec.kind] ?? ANY_SCENE;
    const scene = scenes[(spec.order + hashString(spec.name)) % scenes.length] ?? 'highland-loch';
    const backdrop = landscape(scene, rng, {
      width: 800,
      height: 1000,
      horizon: 0.46,
      features: false,
    });
    const looks = [rng.next(), rng.next()] as const;
    const shadow = '<ellipse cx="0" cy="0" rx="1" ry="1" fill="#000000" opacity="0.18"/>';
    if (WORN_KINDS.has(spec.kind)) {
      const x = round((rng.next() - 0.5) * 160);
      body = `${backdrop}<g transform="translate(${x} 0)"><g transform="translate(400 892) scale(150 18)">${shadow}</g>${figure({ worn: spec.kind, paint, name: spec.name.toLowerCase(), looks })}</g>`;
    } else {
      const person = figure({ worn: null, paint, name: '', looks });
      body = `${backdrop}<g transform="translate(-130 110) scale(0.9)">${person}</g><g transform="translate(560 905) scale(170 20)">${shadow}</g><g transform="translate(370 540) scale(0.62)">${drawing}</g>`;
    }
  } else {
    const zoom =
      spec.shot === 'detail'
        ? (() => {
            const [fx, fy] = DETAIL_FOCUS[(spec.order - 2) % DETAIL_FOCUS.length] ?? [300, 300];
            return `translate(400 500) scale(1.9) translate(${-fx} ${-fy})`;
          })()
        : 'translate(100 210)';
    const brandColour = BRAND_TAGS[hashString(spec.brandName) % BRAND_TAGS.length];
    body = [
      '<defs><linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F6F5F2"/><stop offset="0.78" stop-color="#ECEAE5"/><stop offset="1" stop-color="#DEDBD4"/></linearGradient>',
      '<radialGradient id="floor"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>',
      '<rect width="800" height="1000" fill="url(#studio)"/>',
      spec.shot === 'studio'
        ? '<ellipse cx="400" cy="830" rx="300" ry="40" fill="url(#floor)"/>'
        : '',
      `<g transform="${zoom}">${drawing}</g>`,
      // A small swing-tag mark in a colour of the brand's own, the same on all its products.
      `<g transform="translate(724 924)"><rect x="-14" y="-14" width="28" height="28" rx="6" fill="${brandColour}"/><path d="M-7 6 L0 -7 L7 6 Z" fill="#F6F5F2"/></g>`,
    ].join('');
  }
  const height = Math.round(width * PRODUCT_IMAGE_ASPECT);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}
