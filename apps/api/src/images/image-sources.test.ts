import { describe, expect, it } from 'vitest';
import { sizeSvg } from './image-sources.ts';

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000"><rect width="800" height="1000"/></svg>';

describe('sizeSvg', () => {
  it('sets the root size at a width, keeping the proportion and every inner shape', () => {
    expect(sizeSvg(drawing, 320)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" viewBox="0 0 800 1000"><rect width="800" height="1000"/></svg>',
    );
  });

  it('rounds the height to whole pixels (16:9 at 1,000 px is 563 tall)', () => {
    const banner = '<svg width="1600" height="900" viewBox="0 0 1600 900"></svg>';
    expect(sizeSvg(banner, 1000)).toBe(
      '<svg width="1000" height="563" viewBox="0 0 1600 900"></svg>',
    );
  });

  it('refuses a source whose root has no size', () => {
    expect(() => sizeSvg('<svg viewBox="0 0 1 1"></svg>', 320)).toThrow(
      'An image source must give its root <svg> a width and a height',
    );
  });
});
