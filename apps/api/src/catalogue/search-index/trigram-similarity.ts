/*
 * PostgreSQL pg_trgm's `word_similarity` and `strict_word_similarity`, computed in the process so
 * the in-memory catalogue index matches and ranks exactly as the SQL listing did
 * (`position(term in search_text) > 0 or strict_word_similarity(term, search_text) >= 0.4`,
 * ordered by the sum of `word_similarity`). Same trigrams (each word padded with two spaces in
 * front and one behind), same greedy search over extents (contrib/pg_trgm/trgm_op.c,
 * `iterate_word_similarity`), same float4 arithmetic (`Math.fround`): the reference test holds
 * the two to equal answers, and a property test holds these functions to PostgreSQL's own.
 */

/** A similarity as PostgreSQL's `real` holds it. */
export const float4 = Math.fround;

/** `count / (len1 + len2 - count)` in float4, as pg_trgm's CALCSML. */
export function similarityOf(count: number, patternLength: number, extentLength: number): number {
  return float4(count / (patternLength + extentLength - count));
}

// pg_trgm's word characters: letters and digits (t_isalnum); anything else separates words.
const wordPattern = /[\p{L}\p{N}]+/gu;

/** The words of a text as pg_trgm splits it (lower-cased, as pg_trgm's IGNORECASE build). */
export function trigramWords(text: string): string[] {
  return text.toLowerCase().match(wordPattern) ?? [];
}

/** A word's trigrams in order, with repeats: `  w`, ` wo`, `wor`, `ord`, `rd `. */
export function wordTrigrams(word: string): string[] {
  const characters = Array.from(`  ${word} `);
  const trigrams: string[] = [];
  for (let index = 0; index + 2 < characters.length; index += 1) {
    trigrams.push(`${characters[index]}${characters[index + 1]}${characters[index + 2]}`);
  }
  return trigrams;
}

/**
 * A text as the greedy search reads it: each position's trigram (as a number the caller's
 * dictionary gives) and whether it starts (1) or ends (2) a word.
 */
export type TrigramSequence = { trigrams: Int32Array; bounds: Uint8Array; length: number };

export const leftBound = 1;
export const rightBound = 2;

/**
 * The greedy extent search of pg_trgm (`iterate_word_similarity`). `inPattern(t)` says whether
 * the pattern has trigram `t`; `patternLength` is the pattern's count of distinct trigrams;
 * `lastPosition` is scratch space indexed by trigram, all -1 on entry and on return.
 */
export function iterateWordSimilarity(
  text: TrigramSequence,
  inPattern: (trigram: number) => boolean,
  patternLength: number,
  strict: boolean,
  lastPosition: Int32Array,
): number {
  const { trigrams, bounds, length } = text;
  let extentLength = 0;
  let count = 0;
  let lower = strict ? 0 : -1;
  let best = 0;
  for (let i = 0; i < length; i += 1) {
    const trigram = trigrams[i] as number;
    const found = inPattern(trigram);
    if (lower >= 0 || found) {
      if ((lastPosition[trigram] as number) < 0) {
        extentLength += 1;
        if (found) count += 1;
      }
      lastPosition[trigram] = i;
    }
    if (strict ? ((bounds[i] as number) & rightBound) !== 0 : found) {
      const upper = i;
      if (lower === -1) {
        lower = i;
        extentLength = 1;
      }
      let current = similarityOf(count, patternLength, extentLength);
      let candidateCount = count;
      let candidateLength = extentLength;
      const previousLower = lower;
      for (let candidate = lower; candidate <= upper; candidate += 1) {
        if (!strict || ((bounds[candidate] as number) & leftBound) !== 0) {
          const similarity = similarityOf(candidateCount, patternLength, candidateLength);
          if (similarity > current) {
            current = similarity;
            extentLength = candidateLength;
            lower = candidate;
            count = candidateCount;
          }
        }
        const dropped = trigrams[candidate] as number;
        if (lastPosition[dropped] === candidate) {
          candidateLength -= 1;
          if (inPattern(dropped)) candidateCount -= 1;
        }
      }
      if (current > best) best = current;
      for (let dropped = previousLower; dropped < lower; dropped += 1) {
        const trigram = trigrams[dropped] as number;
        if (lastPosition[trigram] === dropped) lastPosition[trigram] = -1;
      }
    }
  }
  // Leave the scratch as found: every position this text set goes back to -1.
  for (let i = 0; i < length; i += 1) lastPosition[trigrams[i] as number] = -1;
  return best;
}

/**
 * `word_similarity(pattern, text)` (`strict`: `strict_word_similarity`) for two plain strings:
 * the slow, self-contained form, for names and tests. The index uses `iterateWordSimilarity`
 * over its own trigram dictionary.
 */
export function wordSimilarity(pattern: string, text: string, strict = false): number {
  const numbers = new Map<string, number>();
  const numberOf = (trigram: string) => {
    let number = numbers.get(trigram);
    if (number === undefined) {
      number = numbers.size;
      numbers.set(trigram, number);
    }
    return number;
  };
  const patternTrigrams = new Set(trigramWords(pattern).flatMap(wordTrigrams).map(numberOf));
  const sequence = trigramSequence(trigramWords(text), (word) => wordTrigrams(word).map(numberOf));
  const scratch = new Int32Array(numbers.size).fill(-1);
  return iterateWordSimilarity(
    sequence,
    (trigram) => patternTrigrams.has(trigram),
    patternTrigrams.size,
    strict,
    scratch,
  );
}

/** A text's trigram sequence from its words, each word's trigrams numbered by `trigramsOf`. */
export function trigramSequence(
  words: readonly string[],
  trigramsOf: (word: string) => readonly number[],
): TrigramSequence {
  const perWord = words.map(trigramsOf);
  const length = perWord.reduce((sum, trigrams) => sum + trigrams.length, 0);
  const trigrams = new Int32Array(length);
  const bounds = new Uint8Array(length);
  let at = 0;
  for (const wordTrigramNumbers of perWord) {
    if (wordTrigramNumbers.length === 0) continue;
    bounds[at] = (bounds[at] as number) | leftBound;
    trigrams.set(wordTrigramNumbers, at);
    at += wordTrigramNumbers.length;
    bounds[at - 1] = (bounds[at - 1] as number) | rightBound;
  }
  return { trigrams, bounds, length };
}
