import { describe, expect, it } from 'vitest';
import { isImageFormat, isImageWidth, negotiateFormat } from './image-variants.ts';

describe('negotiateFormat', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', 'webp'],
    ['image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', 'jpeg'],
    ['IMAGE/AVIF', 'avif'],
    ['image/avif;q=0, image/webp;q=0', 'jpeg'],
    ['image/avif;q=0.4, image/jpeg;q=0.9', 'jpeg'],
    ['image/avif;q=0.9, image/webp;q=0.9', 'avif'],
    ['image/avif;q=nonsense', 'avif'],
    ['', 'jpeg'],
    [',,;', 'jpeg'],
    [null, 'jpeg'],
  ])('picks the format for Accept %j', (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });
});

describe('width and format checks', () => {
  it('knows the served widths and formats', () => {
    expect(isImageWidth(640)).toBe(true);
    expect(isImageWidth(641)).toBe(false);
    expect(isImageFormat('webp')).toBe(true);
    expect(isImageFormat('png')).toBe(false);
  });
});
