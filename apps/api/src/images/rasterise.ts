import sharp, { type Sharp } from 'sharp';
import type { ImageFormat } from './image-variants.ts';

/**
 * Encoder settings, chosen for a cold encode that stays well under a second at 640 px on two
 * cores (figures in README.md): AVIF at effort 2 of 9 (effort 4 took five times as long for
 * 20% fewer bytes), WebP at effort 4, JPEG without mozjpeg's trellis pass (ten times faster;
 * JPEG only goes to clients that take neither AVIF nor WebP). libvips runs on the libuv
 * thread pool, so the event loop stays free while it works.
 */
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 80, progressive: true, optimiseCoding: true }),
};

/**
 * Rasterises an SVG (already sized in pixels) and encodes it. Equal input gives equal bytes:
 * no metadata, no timestamps, and the backdrop is flattened so there is no alpha channel.
 */
export async function rasterise(
  svg: string,
  format: ImageFormat,
): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp(Buffer.from(svg), { density: 72 }).flatten({ background: '#FFFFFF' });
  const bytes = await ENCODERS[format](image).toBuffer();
  // sharp allocates a plain ArrayBuffer; the wider Buffer type only allows for shared memory.
  return bytes as Uint8Array<ArrayBuffer>;
}

/** The library versions that decide encoded bytes; part of every cache key and ETag. */
export const ENCODER_VERSION = `sharp ${sharp.versions.sharp ?? '?'} vips ${sharp.versions.vips}`;
