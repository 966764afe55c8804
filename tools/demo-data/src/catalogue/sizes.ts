import type { DemoGender } from './gender.ts';

/** Which size run a product line uses. */
export type SizeKind =
  | 'apparel'
  | 'footwear'
  | 'ski-boots'
  | 'skis'
  | 'helmet'
  | 'poles'
  | 'socks'
  | 'gloves'
  | 'sleeping-bag'
  | 'mat'
  | 'pack'
  | 'vest'
  | 'harness'
  | 'rope'
  | 'brakes'
  | 'duffel'
  | 'board'
  | 'axe'
  | 'one-size';

type Fit = 'male' | 'female' | 'unisex' | 'kids';

const ONE_SIZE = ['One Size'];
const uk = (sizes: readonly (number | string)[]) => sizes.map((size) => `UK ${size}`);
const mondo = (sizes: readonly string[]) => sizes.map((size) => `Mondo ${size}`);

// A size run per kind and fit; a fit that is missing falls back to `unisex`.
const RUNS: Record<SizeKind, Partial<Record<Fit, readonly string[]>>> = {
  apparel: {
    male: ['S', 'M', 'L', 'XL', 'XXL'],
    female: ['XS', 'S', 'M', 'L', 'XL'],
    unisex: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    kids: ['3-4Y', '5-6Y', '7-8Y', '9-10Y', '11-12Y', '13-14Y'],
  },
  footwear: {
    male: uk([7, 8, 8.5, 9, 9.5, 10, 11, 12, 13]),
    female: uk([3, 4, 5, 5.5, 6, 6.5, 7, 8]),
    unisex: uk([4, 5, 6, 7, 8, 9, 10, 11, 12]),
    kids: uk(['10 Junior', '11 Junior', '12 Junior', '13 Junior', 1, 2, 3]),
  },
  'ski-boots': {
    male: mondo(['25.5', '26.5', '27.5', '28.5', '29.5', '30.5']),
    female: mondo(['22.5', '23.5', '24.5', '25.5', '26.5']),
    unisex: mondo(['24.5', '25.5', '26.5', '27.5', '28.5', '29.5']),
    kids: mondo(['19.5', '20.5', '21.5', '22.5', '23.5']),
  },
  skis: {
    male: ['163cm', '170cm', '177cm', '184cm'],
    female: ['149cm', '156cm', '163cm', '170cm'],
    unisex: ['156cm', '163cm', '170cm', '177cm', '184cm'],
    kids: ['100cm', '110cm', '120cm', '130cm', '140cm'],
  },
  helmet: { unisex: ['S', 'M', 'L'], kids: ['XS', 'S'] },
  poles: {
    unisex: ['110cm', '115cm', '120cm', '125cm', '130cm', '135cm'],
    kids: ['80cm', '90cm', '100cm'],
  },
  socks: { unisex: ['S (UK 3-5)', 'M (UK 6-8)', 'L (UK 9-11)', 'XL (UK 12-14)'] },
  gloves: { unisex: ['XS', 'S', 'M', 'L', 'XL'], kids: ['4-6Y', '7-9Y', '10-12Y'] },
  'sleeping-bag': { unisex: ['Regular', 'Long'] },
  mat: { unisex: ['Regular', 'Long', 'Wide'] },
  pack: { unisex: ['S/M', 'M/L'] },
  vest: { unisex: ['XS/S', 'M/L', 'XL'] },
  harness: { unisex: ['XS', 'S', 'M', 'L', 'XL'] },
  rope: { unisex: ['50m', '60m', '70m'] },
  brakes: { unisex: ['90mm', '100mm', '110mm'] },
  duffel: { unisex: ['40L', '70L', '95L'] },
  board: { unisex: ['10\'6"', '11\'6"', '12\'6"'] },
  axe: { unisex: ['50cm', '55cm', '60cm'] },
  'one-size': { unisex: ONE_SIZE },
};

function fitOf(gender: DemoGender): Fit {
  if (gender === 'male' || gender === 'female') return gender;
  if (gender === 'boys' || gender === 'girls' || gender === 'kids unisex') return 'kids';
  return 'unisex';
}

/** The sizes a product of this kind and gender comes in, smallest first. */
export function sizeRun(kind: SizeKind, gender: DemoGender): string[] {
  const runs = RUNS[kind];
  return [...(runs[fitOf(gender)] ?? runs.unisex ?? ONE_SIZE)];
}

const sizeTokens = new Map<string, string>();

/** A size as it appears at the end of a variant sku: 'UK 8.5' becomes 'uk-8-5'. */
export function sizeToken(size: string): string {
  let token = sizeTokens.get(size);
  if (token === undefined) {
    token = tokenOf(size);
    sizeTokens.set(size, token);
  }
  return token;
}

function tokenOf(size: string): string {
  return size
    .toLowerCase()
    .replace(/'/g, 'ft')
    .replace(/"/g, 'in')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
