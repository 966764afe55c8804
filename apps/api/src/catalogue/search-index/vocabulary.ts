import {
  float4,
  iterateWordSimilarity,
  leftBound,
  rightBound,
  similarityOf,
  type TrigramSequence,
  wordTrigrams,
} from './trigram-similarity.ts';

// A word matches a product's words at this trigram similarity or above: one or two typos.
export const typoSimilarity = float4(0.4);

/**
 * The distinct words of every product's search text, each with its trigrams numbered in one
 * dictionary. A search term is compared with each word once (a few thousand words, not a few
 * hundred thousand products), and only products whose words could add up to a match are
 * searched word by word.
 */
export class Vocabulary {
  readonly words: string[] = [];
  /** Each word's trigrams in order, with repeats. */
  readonly trigrams: Int32Array[] = [];
  /** Each word's count of distinct trigrams. */
  readonly distinctTrigrams: number[] = [];
  private readonly wordNumbers = new Map<string, number>();
  private readonly trigramNumbers = new Map<string, number>();

  /** The word's number, adding it when new. */
  add(word: string): number {
    let number = this.wordNumbers.get(word);
    if (number !== undefined) return number;
    number = this.words.length;
    this.wordNumbers.set(word, number);
    this.words.push(word);
    const trigrams = Int32Array.from(wordTrigrams(word), (trigram) => this.trigramNumber(trigram));
    this.trigrams.push(trigrams);
    this.distinctTrigrams.push(new Set(trigrams).size);
    return number;
  }

  get trigramCount(): number {
    return this.trigramNumbers.size;
  }

  /** A known trigram's number, or -1. */
  knownTrigram(trigram: string): number {
    return this.trigramNumbers.get(trigram) ?? -1;
  }

  private trigramNumber(trigram: string): number {
    let number = this.trigramNumbers.get(trigram);
    if (number === undefined) {
      number = this.trigramNumbers.size;
      this.trigramNumbers.set(trigram, number);
    }
    return number;
  }
}

/**
 * One search term against the vocabulary: per word, whether the word alone matches (the term
 * is part of it, or the strict similarity of the word reaches the typo threshold), whether it
 * is the term itself (similarity 1), and which of the term's trigrams it has (a bit mask), for
 * the bound on what several words together could reach.
 */
export class TermMatcher {
  readonly term: string;
  /** The term's count of distinct trigrams, known to the dictionary or not. */
  readonly patternLength: number;
  /** Per word: 1 matches alone, 2 is the term itself (similarity 1), 0 neither. */
  readonly wordMatch: Uint8Array;
  /** Per word: the term's trigrams it has, as bits; 0 for none. Valid when `masked`. */
  readonly wordMask: Int32Array;
  /** Per word: its distinct trigrams the term lacks. */
  readonly wordOthers: Int32Array;
  /** Whether the term's known trigrams fit a 31-bit mask (a term of up to ~28 letters). */
  readonly masked: boolean;
  private readonly inPatternFlags: Uint8Array;
  private readonly inPattern: (trigram: number) => boolean;

  constructor(
    readonly vocabulary: Vocabulary,
    term: string,
  ) {
    this.term = term;
    const patternTrigrams = [...new Set(wordTrigrams(term))];
    this.patternLength = patternTrigrams.length;
    this.inPatternFlags = new Uint8Array(vocabulary.trigramCount);
    const bitOf = new Map<number, number>();
    for (const trigram of patternTrigrams) {
      const number = vocabulary.knownTrigram(trigram);
      if (number < 0) continue;
      this.inPatternFlags[number] = 1;
      bitOf.set(number, bitOf.size);
    }
    this.masked = bitOf.size <= 31;
    const flags = this.inPatternFlags;
    this.inPattern = (trigram) => flags[trigram] === 1;

    const count = vocabulary.words.length;
    this.wordMatch = new Uint8Array(count);
    this.wordMask = new Int32Array(count);
    this.wordOthers = new Int32Array(count);
    for (let word = 0; word < count; word += 1) {
      const trigrams = vocabulary.trigrams[word] as Int32Array;
      let mask = 0;
      let shared = 0;
      const seen = new Set<number>();
      for (const trigram of trigrams) {
        if (seen.has(trigram)) continue;
        seen.add(trigram);
        const bit = bitOf.get(trigram);
        if (bit === undefined) continue;
        shared += 1;
        if (this.masked) mask |= 1 << bit;
      }
      const distinct = vocabulary.distinctTrigrams[word] as number;
      const text = vocabulary.words[word] as string;
      this.wordMask[word] = this.masked ? mask : shared > 0 ? 1 : 0;
      this.wordOthers[word] = distinct - shared;
      if (text === term) this.wordMatch[word] = 2;
      else if (
        text.includes(term) ||
        similarityOf(shared, this.patternLength, distinct) >= typoSimilarity
      ) {
        this.wordMatch[word] = 1;
      }
    }
  }

  /**
   * Whether a product's words match the term: `position(term in text) > 0 or
   * strict_word_similarity(term, text) >= 0.4`. A word that matches alone decides it; else
   * several words together can reach the threshold only if the term trigrams they share, over
   * the term's length and the fewest foreign trigrams of any of those words, reach it; only
   * then is the greedy extent search run.
   */
  matches(words: Int32Array, start: number, end: number, scratch: MatchScratch): boolean {
    let mask = 0;
    let fewestOthers = Number.MAX_SAFE_INTEGER;
    for (let at = start; at < end; at += 1) {
      const word = words[at] as number;
      if (this.wordMatch[word] !== 0) return true;
      const wordMask = this.wordMask[word] as number;
      if (wordMask !== 0) {
        mask |= wordMask;
        const others = this.wordOthers[word] as number;
        if (others < fewestOthers) fewestOthers = others;
      }
    }
    if (mask === 0) return false;
    if (this.masked) {
      const shared = bitCount(mask);
      // In doubles, with a margin below the float4 threshold: a bound, never a decision.
      if (shared / (this.patternLength + fewestOthers) < typoSimilarity - 1e-6) return false;
    }
    return this.similarity(words, start, end, true, scratch) >= typoSimilarity;
  }

  /** An upper bound on `word_similarity(term, text)`: the share of the term's trigrams present. */
  similarityBound(words: Int32Array, start: number, end: number): number {
    let mask = 0;
    for (let at = start; at < end; at += 1) {
      const word = words[at] as number;
      if (this.wordMatch[word] === 2) return 1;
      mask |= this.wordMask[word] as number;
    }
    if (!this.masked) return mask === 0 ? 0 : 1;
    return bitCount(mask) / this.patternLength;
  }

  /** Whether the text has the term as a word of its own: word similarity exactly 1. */
  hasWhole(words: Int32Array, start: number, end: number): boolean {
    for (let at = start; at < end; at += 1) {
      if (this.wordMatch[words[at] as number] === 2) return true;
    }
    return false;
  }

  /** pg_trgm's (strict) word similarity of the term in the text made of these words. */
  similarity(
    words: Int32Array,
    start: number,
    end: number,
    strict: boolean,
    scratch: MatchScratch,
  ): number {
    const sequence = scratch.sequence(this.vocabulary, words, start, end);
    return iterateWordSimilarity(
      sequence,
      this.inPattern,
      this.patternLength,
      strict,
      scratch.lastPosition(this.vocabulary.trigramCount),
    );
  }
}

/** Buffers the greedy search reuses from product to product. */
export class MatchScratch {
  private trigrams = new Int32Array(256);
  private bounds = new Uint8Array(256);
  private positions = new Int32Array(0);

  sequence(vocabulary: Vocabulary, words: Int32Array, start: number, end: number): TrigramSequence {
    let length = 0;
    for (let at = start; at < end; at += 1) {
      length += (vocabulary.trigrams[words[at] as number] as Int32Array).length;
    }
    if (length > this.trigrams.length) {
      this.trigrams = new Int32Array(length * 2);
      this.bounds = new Uint8Array(length * 2);
    }
    let position = 0;
    for (let at = start; at < end; at += 1) {
      const trigrams = vocabulary.trigrams[words[at] as number] as Int32Array;
      if (trigrams.length === 0) continue;
      this.trigrams.set(trigrams, position);
      this.bounds.fill(0, position, position + trigrams.length);
      this.bounds[position] = leftBound;
      position += trigrams.length;
      this.bounds[position - 1] = (this.bounds[position - 1] as number) | rightBound;
    }
    return { trigrams: this.trigrams, bounds: this.bounds, length: position };
  }

  lastPosition(trigramCount: number): Int32Array {
    if (this.positions.length < trigramCount) {
      this.positions = new Int32Array(trigramCount).fill(-1);
    }
    return this.positions;
  }
}

function bitCount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
