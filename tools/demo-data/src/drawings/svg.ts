import type { Paint } from './colour.ts';

/** Draws one silhouette into a 600 x 600 box; `name` is the lower-case product name. */
export type Drawer = (paint: Paint, name: string) => string;

/** An outline in the paint's line colour. */
export function outline(paint: Paint, width = 4): string {
  return `stroke="${paint.line}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
}

/** A stroke-only detail line (seams, zips, laces) in any colour. */
export function seam(colour: string, width = 4): string {
  return `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
}

/** Rounds to one decimal, so generated coordinates print the same everywhere. */
export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Escapes text for an SVG attribute or text node. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
