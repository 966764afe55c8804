import { describe, expect, it } from 'vitest';
import { luminance, mix, paintFor, parseHex, toHex } from './colour.ts';

describe('colour', () => {
  it('parses and prints hex colours', () => {
    expect(parseHex('#1B1B1B')).toEqual([27, 27, 27]);
    expect(parseHex('fff')).toEqual([255, 255, 255]);
    expect(toHex([255, 0, 16.4])).toBe('#FF0010');
    expect(() => parseHex('red')).toThrow("Not a hex colour: 'red'");
  });

  it('mixes towards another colour', () => {
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(mix('#D9622B', '#000000', 0)).toBe('#D9622B');
  });

  it('gives light products a visible grey outline and black ones lighter seams', () => {
    expect(luminance('#FFFFFF')).toBeCloseTo(1);
    expect(paintFor('#F4F4F2').line).toBe('#8A9096');
    const black = paintFor('#1B1B1B');
    expect(luminance(black.shade)).toBeGreaterThan(luminance(black.fill));
    expect(luminance(paintFor('#D9622B').shade)).toBeLessThan(luminance('#D9622B'));
  });
});
