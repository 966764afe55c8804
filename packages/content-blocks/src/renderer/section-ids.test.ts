import { describe, expect, it } from 'vitest';
import type { Block } from '../story/types.ts';
import { sectionIds, slugify } from './section-ids.ts';

const block = (component: string, title?: string): Block => ({
  _uid: `${component}-${title ?? 'x'}`,
  component,
  ...(title === undefined ? {} : { title }),
});

describe('sectionIds', () => {
  it('gives the first block hero-section, then title slugs or section-{index}', () => {
    expect(
      sectionIds([block('single-hero'), block('promos', 'This season'), block('promos')]),
    ).toEqual(['hero-section', 'this-season', 'section-2']);
  });

  it('spells & as "and", so "Fit & sizing" becomes fit-and-sizing', () => {
    expect(
      sectionIds([block('single-hero', 'Fit & sizing'), block('accordion', 'Fit & sizing')]),
    ).toEqual(['hero-section', 'fit-and-sizing']);
  });

  it('keeps ids unique when titles repeat or clash with reserved ids', () => {
    expect(
      sectionIds([
        block('single-hero', 'Hero section'),
        block('accordion', 'Delivery'),
        block('accordion', 'Delivery'),
        block('accordion', 'All'),
        block('accordion', 'Section 5'),
        block('accordion'),
      ]),
    ).toEqual(['hero-section', 'delivery', 'delivery-2', 'all-2', 'section-5', 'section-5-2']);
  });

  it('falls back to section-{index} for titles with no letters or digits', () => {
    expect(sectionIds([block('single-hero'), block('promos', '★★★')])).toEqual([
      'hero-section',
      'section-1',
    ]);
  });
});

describe('slugify', () => {
  it('lower-cases, drops accents and joins words with -', () => {
    expect(slugify('Delivery & Returns')).toBe('delivery-and-returns');
    expect(slugify('  Après-ski: café ')).toBe('apres-ski-cafe');
  });
});
