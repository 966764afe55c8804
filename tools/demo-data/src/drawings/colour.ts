/** The colours a drawing uses, all derived from one product colour. */
export type Paint = {
  /** The product colour itself. */
  fill: string;
  /** Seams, panels and folds: the colour a step darker. */
  shade: string;
  /** Openings and deep shadow. */
  deep: string;
  /** Highlights and reflections. */
  light: string;
  /** Outlines: dark enough to show even a white product on the light backdrop. */
  line: string;
  /** Zips, buckles and webbing: a neutral that contrasts with the fill. */
  trim: string;
  metal: string;
  sole: string;
};

type Rgb = [r: number, g: number, b: number];

/** Parses `#RRGGBB` or `#RGB`; anything else is a data error. */
export function parseHex(hex: string): Rgb {
  const digits = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim())?.[1];
  if (!digits) throw new Error(`Not a hex colour: '${hex}'`);
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  const channel = (at: number) => Number.parseInt(full.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

/** `#RRGGBB` in upper case, channels rounded and clamped. */
export function toHex(rgb: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(channel).join('')}`.toUpperCase();
}

/** Mixes `hex` towards `towards` by `amount` (0 keeps it, 1 replaces it). */
export function mix(hex: string, towards: string, amount: number): string {
  const [r, g, b] = parseHex(hex);
  const [r2, g2, b2] = parseHex(towards);
  return toHex([r + (r2 - r) * amount, g + (g2 - g) * amount, b + (b2 - b) * amount]);
}

/** Relative luminance (WCAG): 0 for black, 1 for white. */
export function luminance(hex: string): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The paint set for a product colour. */
export function paintFor(hex: string): Paint {
  const fill = toHex(parseHex(hex));
  const bright = luminance(fill);
  // Near-black products need lighter seams, or they show no form at all.
  const nearBlack = bright < 0.02;
  return {
    fill,
    shade: nearBlack ? mix(fill, '#FFFFFF', 0.16) : mix(fill, '#000000', 0.22),
    deep: nearBlack ? mix(fill, '#FFFFFF', 0.07) : mix(fill, '#000000', 0.45),
    light: mix(fill, '#FFFFFF', 0.35),
    line: bright > 0.5 ? '#8A9096' : mix(fill, '#000000', 0.5),
    trim: bright > 0.25 ? '#2B2D30' : '#D9DCDF',
    metal: '#A7AFB6',
    sole: '#2A2623',
  };
}
