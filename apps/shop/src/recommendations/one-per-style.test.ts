import { describe, expect, it } from 'vitest';
import { onePerStyle } from './one-per-style.ts';

const p = (code: string, suffix: string) => ({ code, sku: `${code}-${suffix}` });

describe('onePerStyle', () => {
  it('keeps the first colourway of each style', () => {
    expect(onePerStyle([p('1', '900'), p('2', '900'), p('1', '923')])).toEqual([
      p('1', '900'),
      p('2', '900'),
    ]);
  });
  it('leaves out the styles already taken, in any colour', () => {
    expect(onePerStyle([p('1', '923'), p('2', '900')], ['1-900'])).toEqual([p('2', '900')]);
  });
  it('answers nothing while nothing has loaded', () => {
    expect(onePerStyle(undefined)).toBeUndefined();
  });
});
