import { describe, expect, it } from 'vitest';
import { centredScrollLeft, pickMostVisibleSection, visibleShare } from './geometry.ts';

const band = { top: 100, bottom: 800 };

describe('visibleShare', () => {
  it('is the part of the section’s own height inside the band', () => {
    expect(visibleShare({ id: 'a', top: 0, bottom: 200 }, band)).toBe(0.5);
    expect(visibleShare({ id: 'a', top: 200, bottom: 300 }, band)).toBe(1);
    expect(visibleShare({ id: 'a', top: 800, bottom: 900 }, band)).toBe(0);
    expect(visibleShare({ id: 'a', top: -500, bottom: 50 }, band)).toBe(0);
    expect(visibleShare({ id: 'a', top: 300, bottom: 300 }, band)).toBe(0);
  });
});

describe('pickMostVisibleSection', () => {
  it('picks the greatest share, not the most pixels', () => {
    const rects = [
      { id: 'long', top: 0, bottom: 2000 }, // 700 px, 35%
      { id: 'short', top: 2000, bottom: 2000 }, // empty
      { id: 'small', top: 650, bottom: 750 }, // 100 px, 100%
    ];
    expect(pickMostVisibleSection(rects, band)).toBe('small');
  });

  it('on a tie keeps the first in page order', () => {
    const rects = [
      { id: 'a', top: 200, bottom: 300 },
      { id: 'b', top: 300, bottom: 400 },
    ];
    expect(pickMostVisibleSection(rects, band)).toBe('a');
  });

  it('is null when nothing is visible', () => {
    expect(pickMostVisibleSection([{ id: 'a', top: 900, bottom: 1000 }], band)).toBeNull();
    expect(pickMostVisibleSection([], band)).toBeNull();
  });
});

describe('centredScrollLeft', () => {
  const track = { trackLeft: 10, scrollLeft: 100, clientWidth: 400, scrollWidth: 1200 };

  it('puts the item’s centre in the track’s centre', () => {
    // Item at content x = 500 - 10 + 100 = 590, centre 640; minus half the track = 440.
    expect(centredScrollLeft({ ...track, itemLeft: 500, itemWidth: 100 })).toBe(440);
  });

  it('clamps to the scrollable range', () => {
    expect(centredScrollLeft({ ...track, itemLeft: -90, itemWidth: 50 })).toBe(0);
    expect(centredScrollLeft({ ...track, itemLeft: 1100, itemWidth: 100 })).toBe(800);
    expect(centredScrollLeft({ ...track, scrollWidth: 300, itemLeft: 200, itemWidth: 50 })).toBe(0);
  });
});
