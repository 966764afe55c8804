import { describe, expect, it } from 'vitest';
import { createImportProgress } from './import-progress.ts';

function recorder(isTTY: boolean) {
  const written: string[] = [];
  return { output: { isTTY, write: (text: string) => written.push(text) }, written };
}

describe('import progress', () => {
  it('on a terminal, redraws one bar with records, rate, share and time left', () => {
    let now = 0;
    const { output, written } = recorder(true);
    const progress = createImportProgress(output, { now: () => now });
    now = 2000;
    progress.reading(10_000, 0.25);
    now = 2050;
    progress.reading(10_500, 0.26); // within 100 ms of the last redraw: not drawn
    progress.step('products');
    progress.done();
    expect(written).toEqual([
      '\r\x1b[2KReading [######------------------] 10,000 records, 5,000/s, 25%, about 6 s left',
      '\r\x1b[2K',
      '2.0 s: products\n',
    ]);
  });

  it('elsewhere, writes a plain line every 10,000 records or 5 s', () => {
    let now = 0;
    const { output, written } = recorder(false);
    const progress = createImportProgress(output, { now: () => now });
    // 10,000 records a second, then one every 2 s.
    for (let records = 1; records <= 25_000; records += 1) {
      now = records / 10;
      progress.reading(records, undefined);
    }
    for (let records = 25_001; records <= 25_004; records += 1) {
      now += 2000;
      progress.reading(records, undefined);
    }
    expect(written).toEqual([
      'Read 10,000 records, 10,000/s\n',
      'Read 20,000 records, 10,000/s\n',
      'Read 25,003 records, 2,942/s\n',
    ]);
  });
});
