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
  /** Each word's distinct trigrams. */
  readonly distinct: Int32Array[] = [];
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
    this.distinct.push(Int32Array.from(new Set(trigrams)));
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
  /** Per word: its distinct trigrams the term lacks (all of them for a word sharing none). */
  readonly wordOthers: Int32Array;
  /** Whether the term's known trigrams fit a 31-bit mask (a term of up to ~28 letters). */
  readonly masked: boolean;
  /** How many of the term's trigrams some word has: bits 0 to this, less one, in `wordMask`. */
  readonly knownTrigrams: number;
  private readonly inPatternFlags: Uint8Array;
  /** Each known trigram of the term's bit (0-30), or -1. */
  private readonly bitOf: Int32Array;
  /** What `relevanceBound` needs of each word it met, worked out once per term. */
  private readonly shapes = new Map<number, WordShape>();
  private readonly inPattern: (trigram: number) => boolean;

  constructor(
    readonly vocabulary: Vocabulary,
    term: string,
  ) {
    this.term = term;
    const patternTrigrams = [...new Set(wordTrigrams(term))];
    this.patternLength = patternTrigrams.length;
    this.inPatternFlags = new Uint8Array(vocabulary.trigramCount);
    // Each known trigram of the term's bit (0-30), or -1; -2 for a term too long for a mask.
    const bitOf = new Int32Array(vocabulary.trigramCount).fill(-1);
    this.bitOf = bitOf;
    let bits = 0;
    for (const trigram of patternTrigrams) {
      const number = vocabulary.knownTrigram(trigram);
      if (number < 0) continue;
      this.inPatternFlags[number] = 1;
      bitOf[number] = bits;
      bits += 1;
    }
    this.masked = bits <= 31;
    this.knownTrigrams = bits;
    const flags = this.inPatternFlags;
    this.inPattern = (trigram) => flags[trigram] === 1;

    const count = vocabulary.words.length;
    this.wordMatch = new Uint8Array(count);
    this.wordMask = new Int32Array(count);
    this.wordOthers = new Int32Array(count);
    const threshold = typoSimilarity;
    for (let word = 0; word < count; word += 1) {
      const distinct = vocabulary.distinct[word] as Int32Array;
      let mask = 0;
      let shared = 0;
      for (let at = 0; at < distinct.length; at += 1) {
        const bit = bitOf[distinct[at] as number] as number;
        if (bit < 0) continue;
        shared += 1;
        if (bit < 31) mask |= 1 << bit;
      }
      this.wordOthers[word] = distinct.length - shared;
      if (shared === 0) continue;
      const text = vocabulary.words[word] as string;
      this.wordMask[word] = this.masked ? mask : 1;
      if (text === term) this.wordMatch[word] = 2;
      else if (
        similarityOf(shared, this.patternLength, distinct.length) >= threshold ||
        text.includes(term)
      ) {
        this.wordMatch[word] = 1;
      }
    }
    // A word with the term inside (`position(term in text)`) shares the term's first three
    // letters as a trigram; only a term under three letters can hide in a word sharing none.
    if (Array.from(term).length < 3) {
      for (let word = 0; word < count; word += 1) {
        if (this.wordMatch[word] === 0 && (vocabulary.words[word] as string).includes(term)) {
          this.wordMatch[word] = 1;
        }
      }
    }
  }

  /**
   * Whether a product's words match the term: `position(term in text) > 0 or
   * strict_word_similarity(term, text) >= 0.4`. A word that matches alone decides it. Else
   * only a run of words can: its similarity is at most the term trigrams the run shares over
   * the term's length plus the most foreign trigrams of any word in it, and only when some
   * run's bound reaches the threshold is the greedy extent search run.
   */
  matches(words: Int32Array, start: number, end: number, scratch: MatchScratch): boolean {
    let contributing = 0;
    let mask = 0;
    let fewestOthers = Number.MAX_SAFE_INTEGER;
    for (let at = start; at < end; at += 1) {
      const word = words[at] as number;
      if (this.wordMatch[word] !== 0) return true;
      const wordMask = this.wordMask[word] as number;
      if (wordMask === 0) continue;
      contributing += 1;
      mask |= wordMask;
      const others = this.wordOthers[word] as number;
      if (others < fewestOthers) fewestOthers = others;
    }
    if (contributing < 2) return false;
    if (this.masked) {
      // Every run's bound is at most all the shared trigrams over the fewest foreign ones.
      const shared = bitCount(mask);
      if (!reaches(shared, this.patternLength + fewestOthers)) return false;
      if (!this.someRunCouldMatch(words, start, end, shared)) return false;
    }
    return this.similarity(words, start, end, true, scratch) >= typoSimilarity;
  }

  /**
   * Matches every text at once (`matches` and `similarityBound` in one tight pass): each text's
   * distinct words (`setStart`/`set`) decide most texts; only a text where a run of words could
   * reach the threshold is read in order (`wordStart`/`words`). Writes 1 or 0 to `matched` and
   * the relevance bound to `bounds`, for every text or for the texts in `only`. When every text
   * was asked and the texts were read through their words, answers the texts it read (every
   * matched text among them), so a caller need not look at the rest.
   */
  matchTexts(
    texts: MatchedTexts,
    matched: Uint8Array,
    bounds: Float32Array,
    scratch: MatchScratch,
    only?: Int32Array,
  ): TouchedTexts | undefined {
    if (!only && texts.textsOf && texts.textsOfStart) {
      return this.matchTextsByWord(
        texts,
        texts.textsOfStart,
        texts.textsOf,
        matched,
        bounds,
        scratch,
      );
    }
    const { setStart, set } = texts;
    const count = only ? only.length : texts.count;
    const wordMatch = this.wordMatch;
    const wordMask = this.wordMask;
    const wordOthers = this.wordOthers;
    for (let at = 0; at < count; at += 1) {
      const text = only ? (only[at] as number) : at;
      let alone = 0;
      let mask = 0;
      let contributing = 0;
      let fewestOthers = 0x7fffffff;
      const end = setStart[text + 1] as number;
      for (let position = setStart[text] as number; position < end; position += 1) {
        const word = set[position] as number;
        const match = wordMatch[word] as number;
        if (match > alone) alone = match;
        const bits = wordMask[word] as number;
        if (bits !== 0) {
          mask |= bits;
          contributing += 1;
          const others = wordOthers[word] as number;
          if (others < fewestOthers) fewestOthers = others;
        }
      }
      this.decide(texts, text, alone, mask, contributing, fewestOthers, matched, bounds, scratch);
    }
    return undefined;
  }

  /**
   * `matchTexts` over the texts that have one of the term's words, through each word's texts:
   * a text with none of them can neither match nor contribute, so a selective term reads a
   * few thousand texts instead of every one. Gathers the same four facts per text as the pass
   * over each text's words, then decides the same way.
   */
  private matchTextsByWord(
    texts: MatchedTexts,
    textsOfStart: Int32Array,
    textsOf: Int32Array,
    matched: Uint8Array,
    bounds: Float32Array,
    scratch: MatchScratch,
  ): TouchedTexts {
    matched.fill(0, 0, texts.count);
    const facts = scratch.textFacts(texts.count);
    const stamp = facts.next();
    const { stamps, alone, mask, contributing, fewestOthers, touched } = facts;
    let touchedCount = 0;
    const wordMatch = this.wordMatch;
    const wordMask = this.wordMask;
    const wordCount = wordMatch.length;
    const length = this.patternLength;
    let passedOver = false;
    for (let word = 0; word < wordCount; word += 1) {
      const match = wordMatch[word] as number;
      const bits = wordMask[word] as number;
      if (match === 0 && bits === 0) continue;
      const others = this.wordOthers[word] as number;
      // A word with too many foreign trigrams cannot be in a matching run (strict extents take
      // words whole): even all the term's trigrams beside its foreign ones fall short. Its texts
      // are not read for it ("equipment" for "tent" is in most of the catalogue's texts); the
      // bound of a text that matches is then worked out from all its words below.
      if (match === 0 && !reaches(length, length + others)) {
        passedOver = true;
        continue;
      }
      const end = textsOfStart[word + 1] as number;
      for (let at = textsOfStart[word] as number; at < end; at += 1) {
        const text = textsOf[at] as number;
        if (stamps[text] !== stamp) {
          stamps[text] = stamp;
          alone[text] = 0;
          mask[text] = 0;
          contributing[text] = 0;
          fewestOthers[text] = 0x7fffffff;
          touched[touchedCount] = text;
          touchedCount += 1;
        }
        if (match > (alone[text] as number)) alone[text] = match;
        if (bits !== 0) {
          mask[text] = (mask[text] as number) | bits;
          contributing[text] = (contributing[text] as number) + 1;
          if (others < (fewestOthers[text] as number)) fewestOthers[text] = others;
        }
      }
    }
    for (let at = 0; at < touchedCount; at += 1) {
      const text = touched[at] as number;
      this.decide(
        texts,
        text,
        alone[text] as number,
        mask[text] as number,
        contributing[text] as number,
        fewestOthers[text] as number,
        matched,
        bounds,
        scratch,
      );
      if (passedOver && matched[text] === 1 && alone[text] !== 2) {
        let every = 0;
        const end = texts.setStart[text + 1] as number;
        for (let position = texts.setStart[text] as number; position < end; position += 1) {
          every |= wordMask[texts.set[position] as number] as number;
        }
        bounds[text] = this.masked ? float4(bitCount(every) / length) : every === 0 ? 0 : 1;
      }
    }
    return { texts: touched, count: touchedCount };
  }

  /** From a text's word facts: whether it matches (written to `matched`) and its bound. */
  private decide(
    texts: MatchedTexts,
    text: number,
    alone: number,
    mask: number,
    contributing: number,
    fewestOthers: number,
    matched: Uint8Array,
    bounds: Float32Array,
    scratch: MatchScratch,
  ): void {
    const length = this.patternLength;
    let matches = alone !== 0;
    if (!matches && contributing >= 2) {
      const start = texts.wordStart[text] as number;
      const stop = texts.wordStart[text + 1] as number;
      if (!this.masked) {
        matches = this.similarity(texts.words, start, stop, true, scratch) >= typoSimilarity;
      } else {
        const shared = bitCount(mask);
        matches =
          reaches(shared, length + fewestOthers) &&
          this.someRunCouldMatch(texts.words, start, stop, shared) &&
          this.similarity(texts.words, start, stop, true, scratch) >= typoSimilarity;
      }
    }
    matched[text] = matches ? 1 : 0;
    if (!matches) return;
    bounds[text] =
      alone === 2 ? 1 : this.masked ? float4(bitCount(mask) / length) : mask === 0 ? 0 : 1;
  }

  private someRunCouldMatch(
    words: Int32Array,
    start: number,
    end: number,
    sharedInText: number,
  ): boolean {
    for (let first = start; first < end; first += 1) {
      if (this.wordMask[words[first] as number] === 0) continue;
      let mask = 0;
      let others = 0;
      for (let at = first; at < end; at += 1) {
        const word = words[at] as number;
        mask |= this.wordMask[word] as number;
        const wordOthers = this.wordOthers[word] as number;
        if (wordOthers > others) {
          others = wordOthers;
          // Longer runs only add foreign trigrams: none from here can reach the threshold.
          if (!reaches(sharedInText, this.patternLength + others)) break;
        }
        if (at > first && reaches(bitCount(mask), this.patternLength + others)) return true;
      }
    }
    return false;
  }

  /**
   * An upper bound on `word_similarity(term, text)` in float4: the share of the term's
   * trigrams the text has (any extent's `count / (length + others)` is at most that).
   */
  similarityBound(words: Int32Array, start: number, end: number): number {
    let mask = 0;
    for (let at = start; at < end; at += 1) {
      const word = words[at] as number;
      if (this.wordMatch[word] === 2) return 1;
      mask |= this.wordMask[word] as number;
    }
    if (!this.masked) return mask === 0 ? 0 : 1;
    return float4(bitCount(mask) / this.patternLength);
  }

  /**
   * An upper bound on `word_similarity(term, text)` in float4, as cheap as `similarityBound`
   * and never looser: an extent within a run of words that each share a trigram has at most
   * the run's shared trigrams over the term's; one that crosses a word sharing none takes in
   * that word's trigrams, at least two, all foreign. A text holding the term's trigrams in
   * words far apart ("hiking ... skin" for "hikin") is then bounded below a full score.
   */
  runBound(words: Int32Array, start: number, end: number): number {
    if (!this.masked) return this.similarityBound(words, start, end);
    const wordMask = this.wordMask;
    let everything = 0;
    let run = 0;
    let bestRun = 0;
    let crossed = false;
    for (let at = start; at < end; at += 1) {
      const word = words[at] as number;
      if (this.wordMatch[word] === 2) return 1;
      const mask = wordMask[word] as number;
      if (mask === 0) {
        if (run !== 0) crossed = true;
        run = 0;
        continue;
      }
      everything |= mask;
      run |= mask;
      const shared = bitCount(run);
      if (shared > bestRun) bestRun = shared;
    }
    const length = this.patternLength;
    const within = float4(bestRun / length);
    // Only a text with a word sharing nothing between two that share can have such an extent.
    const across = crossed ? float4(bitCount(everything) / (length + 2)) : 0;
    return Math.max(within, across);
  }

  /**
   * An upper bound on `word_similarity(term, text)` in float4, tighter than `similarityBound`:
   * a word holding the term's trigrams apart, or two words holding them far apart, cannot
   * reach the share of trigrams they have. Any extent lies within one word (at most that
   * word's best extent), or runs from a word's tail through every word between, whole, into a
   * later word's head; its foreign trigrams are at least those of each of these parts.
   * Cheap beside the greedy search, so a page passes over a product that cannot reach it.
   */
  relevanceBound(words: Int32Array, start: number, end: number): number {
    if (!this.masked) return this.similarityBound(words, start, end);
    const length = this.patternLength;
    const wordMask = this.wordMask;
    let everything = 0;
    for (let at = start; at < end; at += 1) {
      const word = words[at] as number;
      if (this.wordMatch[word] === 2) return 1;
      everything |= wordMask[word] as number;
    }
    const most = bitCount(everything);
    let best = 0;
    for (let first = start; first < end; first += 1) {
      if (wordMask[words[first] as number] === 0) continue;
      const head = this.shapeOf(words[first] as number);
      if (head.within > best) best = head.within;
      let between = 0;
      let betweenMask = 0;
      for (let at = first + 1; at < end; at += 1) {
        if (float4(most / (length + between)) <= best) break;
        const word = words[at] as number;
        const bits = wordMask[word] as number;
        if (bits !== 0) {
          const tail = this.shapeOf(word);
          const last = Math.max(head.suffixes.length, tail.prefixes.length) - 1;
          for (let foreign = between; foreign <= last; foreign += 1) {
            const mask =
              (head.suffixes[Math.min(foreign, head.suffixes.length - 1)] as number) |
              betweenMask |
              (tail.prefixes[Math.min(foreign, tail.prefixes.length - 1)] as number);
            const reach = float4(bitCount(mask) / (length + foreign));
            if (reach > best) best = reach;
          }
          betweenMask |= bits;
        }
        const others = this.wordOthers[word] as number;
        if (others > between) between = others;
      }
      if (best >= float4(most / length)) break;
    }
    return best;
  }

  /**
   * A word's best extent of its own, and per count of foreign trigrams the term's trigrams in
   * its longest prefix and suffix with no more foreign ones (each distinct trigram once).
   */
  private shapeOf(word: number): WordShape {
    let shape = this.shapes.get(word);
    if (shape) return shape;
    const trigrams = this.vocabulary.trigrams[word] as Int32Array;
    const count = trigrams.length;
    const bitOf = this.bitOf;
    const length = this.patternLength;
    const firstSeen = (from: number, to: number, trigram: number, step: number) => {
      for (let at = from; at !== to; at += step) if (trigrams[at] === trigram) return false;
      return true;
    };
    let within = 0;
    for (let first = 0; first < count; first += 1) {
      let mask = 0;
      let foreign = 0;
      for (let at = first; at < count; at += 1) {
        const trigram = trigrams[at] as number;
        if (!firstSeen(first, at, trigram, 1)) continue;
        const bit = bitOf[trigram] as number;
        if (bit >= 0) mask |= 1 << bit;
        else foreign += 1;
        if (mask !== 0) {
          const reach = float4(bitCount(mask) / (length + foreign));
          if (reach > within) within = reach;
        }
      }
    }
    const sides = (from: number, to: number, step: number) => {
      const byForeign = new Int32Array(count + 1);
      let mask = 0;
      let foreign = 0;
      for (let at = from; at !== to; at += step) {
        const trigram = trigrams[at] as number;
        if (!firstSeen(from, at, trigram, step)) continue;
        const bit = bitOf[trigram] as number;
        if (bit >= 0) mask |= 1 << bit;
        else foreign += 1;
        byForeign[foreign] = mask;
      }
      // The longest with at most that many: nested, so each count takes the one below's too.
      for (let at = 1; at <= count; at += 1) {
        byForeign[at] = (byForeign[at] as number) | (byForeign[at - 1] as number);
      }
      return byForeign.subarray(0, foreign + 1);
    };
    shape = { within, prefixes: sides(0, count, 1), suffixes: sides(count - 1, -1, -1) };
    this.shapes.set(word, shape);
    return shape;
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
    if (!strict) {
      // The search reads nothing before the first of the term's trigrams and weighs nothing
      // after the last: only the words from the first sharing one to the last need be read.
      while (start < end && this.wordMask[words[start] as number] === 0) start += 1;
      while (end > start && this.wordMask[words[end - 1] as number] === 0) end -= 1;
      if (start === end) return 0;
    }
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

/** What a word can give a term's extent (`TermMatcher.shapeOf`). */
type WordShape = { within: number; prefixes: Int32Array; suffixes: Int32Array };

/** The texts a pass read, in `texts` up to `count`: any text outside them did not match. */
export type TouchedTexts = { texts: Int32Array; count: number };

/**
 * The texts a term is matched against: each text's distinct words (`setStart`/`set`), its
 * words in order (`wordStart`/`words`), and per word the texts that have it.
 */
export type MatchedTexts = {
  setStart: Int32Array;
  set: Int32Array;
  wordStart: Int32Array;
  words: Int32Array;
  count: number;
  textsOfStart?: Int32Array;
  textsOf?: Int32Array;
};

/** Per text, what its words told of a term so far; stamped, so never cleared between terms. */
class TextFacts {
  readonly stamps: Int32Array;
  readonly alone: Uint8Array;
  readonly mask: Int32Array;
  readonly contributing: Int32Array;
  readonly fewestOthers: Int32Array;
  readonly touched: Int32Array;
  private stamp = 0;

  constructor(readonly count: number) {
    this.stamps = new Int32Array(count);
    this.alone = new Uint8Array(count);
    this.mask = new Int32Array(count);
    this.contributing = new Int32Array(count);
    this.fewestOthers = new Int32Array(count);
    this.touched = new Int32Array(count);
  }

  next(): number {
    this.stamp += 1;
    if (this.stamp === 0x7fffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }
}

/** Buffers the greedy search reuses from product to product. */
export class MatchScratch {
  private facts: TextFacts | undefined;

  textFacts(count: number): TextFacts {
    if (this.facts?.count !== count) this.facts = new TextFacts(count);
    return this.facts;
  }

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

/**
 * Whether `shared / length` could reach the typo threshold: in doubles, with a margin below
 * the float4 threshold, so it is a bound and never a decision.
 */
function reaches(shared: number, length: number): boolean {
  return shared / length >= typoSimilarity - 1e-6;
}

function bitCount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
