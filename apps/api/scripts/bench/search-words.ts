/** What the benchmarks search for: words shoppers type, each a listing's worth of products. */
export const searchWords = [
  'jacket',
  'fleece',
  'boots',
  'tent',
  'socks',
  'gloves',
  'merino',
  'down jacket',
  'waterproof',
  'rucksack',
  'shorts',
  'trousers',
  'insulated',
  'hiking boots',
  'running',
  'ski',
  'helmet',
  'harness',
  'sleeping bag',
  'base layer',
];

/** Each word as predictive search sees it typed: its first 2 letters, 3, ... up to 8. */
export function keystrokesOf(words: readonly string[]): string[] {
  return words.flatMap((word) =>
    Array.from({ length: Math.min(word.length, 8) - 1 }, (_, end) => word.slice(0, end + 2)),
  );
}
