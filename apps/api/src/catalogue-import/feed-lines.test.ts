import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedLines } from './feed-lines.ts';

async function collect(chunks: Iterable<Uint8Array | string>) {
  const lines = [];
  for await (const line of feedLines(chunks)) lines.push(line);
  return lines;
}

/** `bytes` cut at the given offsets: how a stream may hand them over. */
function cut(bytes: Uint8Array, offsets: number[]): Uint8Array[] {
  const points = [...new Set(offsets.map((offset) => offset % (bytes.length + 1)))].sort(
    (a, b) => a - b,
  );
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.subarray(start, point));
    start = point;
  }
  return chunks;
}

describe('feedLines', () => {
  it('numbers lines from 1, takes \\n and \\r\\n, and skips blank lines but counts them', async () => {
    expect(await collect(['{"a":1}\r\n\n  \n{"b":2}\n{"c":3}'])).toEqual([
      { number: 1, text: '{"a":1}' },
      { number: 4, text: '{"b":2}' },
      { number: 5, text: '{"c":3}' },
    ]);
  });

  it('keeps a character split between two chunks whole', async () => {
    const bytes = new TextEncoder().encode('{"name":"Pen-y-ghent ⛰ Jacket"}\n');
    expect(await collect([bytes.subarray(0, 24), bytes.subarray(24)])).toEqual([
      { number: 1, text: '{"name":"Pen-y-ghent ⛰ Jacket"}' },
    ]);
  });

  it('answers the same lines however the bytes are cut into chunks', async () => {
    const line = fc
      .string({ unit: 'grapheme', maxLength: 40 })
      .filter((text) => !/[\r\n]/.test(text));
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 20 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 10 }),
        async (lines, ending, finalEnding, offsets) => {
          const text = lines.join(ending) + (finalEnding ? ending : '');
          const expected = lines
            .map((content, index) => ({ number: index + 1, text: content }))
            .filter((entry) => entry.text.trim() !== '');
          const bytes = new TextEncoder().encode(text);
          expect(await collect(cut(bytes, offsets))).toEqual(expected);
        },
      ),
      { seed: 27, numRuns: 300 },
    );
  });
});
