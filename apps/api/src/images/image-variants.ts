// What variants exist and how a request chooses one. No server dependencies: the shop's URL
// helpers import this file too.

/** The widths served, in CSS pixels; any other `w` is answered 400 (never snapped). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The encodings served, best first: the order `Accept` ties are broken in. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export const FILE_EXTENSIONS: Record<ImageFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

export function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

/** Media ranges of an Accept header with their q values; malformed q counts as 1. */
function acceptRanges(accept: string): Map<string, number> {
  const ranges = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!range) continue;
    const qParam = params.find((param) => param.startsWith('q='))?.slice(2);
    const q =
      qParam !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(qParam) ? Number(qParam) : 1;
    ranges.set(range, Math.max(q, ranges.get(range) ?? 0));
  }
  return ranges;
}

/**
 * The best format an `Accept` header allows: AVIF when it names image/avif, else WebP when it
 * names image/webp, else JPEG. Wildcards (`image/*`, `*\/*`) only ever mean JPEG, since a client
 * that decodes AVIF or WebP says so; q values rank the formats and q=0 rules one out. With no
 * acceptable format at all the answer is JPEG, which every image client can show.
 */
export function negotiateFormat(accept: string | null | undefined): ImageFormat {
  if (!accept) return 'jpeg';
  const ranges = acceptRanges(accept);
  const quality: Record<ImageFormat, number> = {
    avif: ranges.get('image/avif') ?? 0,
    webp: ranges.get('image/webp') ?? 0,
    jpeg: ranges.get('image/jpeg') ?? ranges.get('image/*') ?? ranges.get('*/*') ?? 0,
  };
  let best: ImageFormat = 'jpeg';
  let bestQ = 0;
  for (const format of IMAGE_FORMATS) {
    if (quality[format] > bestQ) {
      best = format;
      bestQ = quality[format];
    }
  }
  return best;
}
