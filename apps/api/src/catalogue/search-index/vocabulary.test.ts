import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trigramWords, wordSimilarity } from './trigram-similarity.ts';
import { MatchScratch, TermMatcher, Vocabulary } from './vocabulary.ts';

const word = fc.constantFrom(
  'rucks',
  'rucksack',
  'rucksacks',
  'backpacks',
  'packs',
  'jacket',
  'jaket',
  'gloves',
  'glen',
  'gle',
  'tent',
  'equipment',
  'waterproof',
  'g',
  'ja',
  'café',
);
const typed = fc.oneof(
  word,
  fc.tuple(word, word).map(([a, b]) => a.slice(0, 4) + b.slice(2)),
  fc.stringMatching(/^[a-z]{1,10}$/),
);
const text = fc.array(fc.oneof(word, typed), { minLength: 1, maxLength: 12 });

/** The term matched against one text, through a vocabulary of the text's words. */
function matched(term: string, words: string[]) {
  const vocabulary = new Vocabulary();
  const numbers = Int32Array.from(words, (each) => vocabulary.add(each));
  const matcher = new TermMatcher(vocabulary, term);
  const scratch = new MatchScratch();
  return {
    similarity: matcher.similarity(numbers, 0, numbers.length, false, scratch),
    relevanceBound: matcher.relevanceBound(numbers, 0, numbers.length),
    runBound: matcher.runBound(numbers, 0, numbers.length),
    similarityBound: matcher.similarityBound(numbers, 0, numbers.length),
  };
}

describe('TermMatcher', () => {
  it('scores as pg_trgm word_similarity, reading only the words that share a trigram', () => {
    fc.assert(
      fc.property(typed, text, (term, words) => {
        const { similarity } = matched(term, trigramWords(words.join(' ')));
        expect(similarity).toBe(wordSimilarity(term, words.join(' ')));
      }),
      { numRuns: 2000, seed: 27 },
    );
  });

  it('bounds the score from above, never looser than the share of trigrams', () => {
    fc.assert(
      fc.property(typed, text, (term, words) => {
        const { similarity, relevanceBound, similarityBound } = matched(
          term,
          trigramWords(words.join(' ')),
        );
        expect(relevanceBound).toBeGreaterThanOrEqual(similarity);
        expect(relevanceBound).toBeLessThanOrEqual(similarityBound);
      }),
      { numRuns: 2000, seed: 27 },
    );
  });

  it('bounds the score from above by runs of words, never looser than the share of trigrams', () => {
    fc.assert(
      fc.property(typed, text, (term, words) => {
        const { similarity, runBound, similarityBound } = matched(
          term,
          trigramWords(words.join(' ')),
        );
        expect(runBound).toBeGreaterThanOrEqual(similarity);
        expect(runBound).toBeLessThanOrEqual(similarityBound);
      }),
      { numRuns: 2000, seed: 27 },
    );
  });

  it('bounds a text holding the term’s trigrams in words far apart below a full score', () => {
    const { similarity, runBound, similarityBound } = matched('hikin', ['hiking', 'red', 'skin']);
    expect(similarityBound).toBe(1);
    expect(runBound).toBeLessThan(1);
    expect(runBound).toBeGreaterThanOrEqual(similarity);
  });

  it('sees that a word holding all the term’s trigrams apart cannot score 1', () => {
    // "rucksacks" has all six trigrams of "rucks", but no extent has them without foreign ones.
    const words = ['alpine', 'rucksacks', 'backpacks', 'hiking'];
    const { similarity, relevanceBound, similarityBound } = matched('rucks', words);
    expect(similarityBound).toBe(1);
    expect(relevanceBound).toBeLessThan(1);
    expect(relevanceBound).toBeGreaterThanOrEqual(similarity);
  });
});
