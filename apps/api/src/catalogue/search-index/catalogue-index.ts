import type { Facet, FiltersByName, Listing, ListingQuery } from '../listing.ts';
import { attributeFacetsOf, fixedFacets, genderLabels, priceRanges } from '../listing.ts';
import { float4, trigramWords } from './trigram-similarity.ts';
import { MatchScratch, TermMatcher, Vocabulary } from './vocabulary.ts';

/** A product as the index reads it from the database: what listings filter, count and sort. */
export type IndexedProduct = {
  id: number;
  brandSlug: string;
  gender: string;
  colourName: string;
  priceMinor: number;
  priceBeforeDiscountMinor: number;
  /** PostgreSQL `real`: compared as float4. */
  ratingAverage: number;
  ratingCount: number;
  /** Microseconds since 1970, as PostgreSQL keeps `created_at`. */
  createdAtMicros: number;
  attributes: Record<string, string>;
  searchText: string;
  categoryUris: string[];
  /** Every size in position order, with whether it is in stock. */
  variants: { sku: string; size: string; inStock: boolean; position: number }[];
};

export type IndexedCategory = { uri: string; name: string; kind: string };
export type IndexedBrand = { slug: string; name: string };

type Order =
  | 'recommended'
  | 'newest'
  | 'price-asc'
  | 'price-desc'
  | 'top-rated'
  | 'biggest-discount';

/** A string dictionary: values numbered in order of arrival. */
class Dictionary {
  readonly values: string[] = [];
  private readonly numbers = new Map<string, number>();
  number(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.numbers.set(value, number);
      this.values.push(value);
    }
    return number;
  }
  find(value: string): number {
    return this.numbers.get(value) ?? -1;
  }
  get size(): number {
    return this.values.length;
  }
}

const fixedNames = new Set<string>(fixedFacets);
const compareCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every listed product's facets, sort keys and search words in typed columns, so a listing of
 * any scope, filters, sort and page with all its facet counts is one pass over the products in
 * scope: no SQL, and the same answer the SQL listing gave (the reference test holds it to it).
 * Held by each process and rebuilt or patched on the purges that change the catalogue.
 */
export class CatalogueIndex {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly positionOfId = new Map<number, number>();
  private readonly brand: Uint16Array;
  private readonly gender: Uint16Array;
  private readonly colour: Uint16Array;
  private readonly priceBucket: Uint8Array;
  private readonly onSale: Uint8Array;
  private readonly inStock: Uint8Array;
  private readonly ratingCount: Int32Array;
  private readonly variantStart: Int32Array;
  private readonly variantSize: Uint16Array;
  private readonly variantPosition: Int32Array;
  private readonly variantInStock: Uint8Array;
  private readonly attributeStart: Int32Array;
  private readonly attributeKey: Uint16Array;
  private readonly attributeValue: Int32Array;
  /** Each attribute's (key, value) pair as one number, so facets count into a typed array. */
  private readonly attributePair: Int32Array;
  private readonly pairKey: Int32Array;
  private readonly pairValue: Int32Array;
  /** Each product's search text, as a number: products with the same words share one. */
  private readonly productText: Int32Array;
  /** Each distinct search text's words (in `words`, from `wordStart[text]`). */
  private readonly wordStart: Int32Array;
  private readonly words: Int32Array;
  /** Each distinct search text's distinct words (in `textWords`, from `textWordStart[text]`). */
  private readonly textWordStart: Int32Array;
  private readonly textWords: Int32Array;
  private readonly textCount: number;
  /** Per word, the texts that have it (ascending): `textsOf` from `textsOfStart[word]`. */
  private readonly textsOfStart: Int32Array;
  private readonly textsOf: Int32Array;
  /** Per distinct search text, its products (`textProducts` from `textProductStart[text]`). */
  private readonly textProductStart: Int32Array;
  private readonly textProducts: Int32Array;
  /** A fingerprint of everything but stock, so a purge that changed only stock is a patch. */
  private readonly facts: Int32Array;
  private readonly orders: Record<Order, Int32Array>;
  private readonly categoryMembers = new Map<string, Int32Array>();
  private readonly brandMembers: Int32Array[];
  private readonly brands: Dictionary;
  private readonly brandNames: string[];
  private readonly genders: Dictionary;
  private readonly colours: Dictionary;
  private readonly sizes: Dictionary;
  private readonly attributeKeys: Dictionary;
  private readonly attributeValues: Dictionary;
  private readonly vocabulary: Vocabulary;
  private readonly scratch = new MatchScratch();
  private readonly everyProduct: Int32Array;
  /** The last search's bounds on each product's relevance (set by `scope`, read by `page`). */
  private readonly relevanceBounds: Float32Array;
  /** Products of the listing being answered: those whose mark is the current stamp. */
  private readonly marks: Int32Array;
  private stamp = 0;
  /** Per text, for `searchTop`: a stamp for the texts read first and for those scored. */
  private readonly textMarks: Int32Array;
  private readonly textScored: Int32Array;
  private readonly textScores: Float32Array;
  private textStamp = 0;
  /** Each product's place in the recommended order (most reviewed first, then by id). */
  private readonly recommendedRank: Int32Array;
  readonly phrases: { label: string; kind: 'category' | 'brand'; uri: string; depth: number }[];

  /** An index of these products (tests and scripts; the service builds page by page). */
  static of(
    products: readonly IndexedProduct[],
    categories: readonly IndexedCategory[],
    brands: readonly IndexedBrand[],
  ): CatalogueIndex {
    const builder = new CatalogueIndexBuilder(brands);
    for (const product of products) builder.add(product);
    return builder.build(categories);
  }

  constructor(built: BuiltColumns, categories: readonly IndexedCategory[]) {
    const count = built.ids.length;
    this.size = count;
    this.brands = built.brands;
    this.genders = built.genders;
    this.colours = built.colours;
    this.sizes = built.sizes;
    this.attributeKeys = built.attributeKeys;
    this.attributeValues = built.attributeValues;
    this.vocabulary = built.vocabulary;
    this.ids = Int32Array.from(built.ids);
    for (let index = 0; index < count; index += 1) {
      this.positionOfId.set(this.ids[index] as number, index);
    }
    this.everyProduct = Int32Array.from({ length: count }, (_, index) => index);
    this.relevanceBounds = new Float32Array(count);
    this.marks = new Int32Array(count);
    this.brand = Uint16Array.from(built.brand);
    this.gender = Uint16Array.from(built.gender);
    this.colour = Uint16Array.from(built.colour);
    this.priceBucket = Uint8Array.from(built.priceBucket);
    this.onSale = Uint8Array.from(built.onSale);
    this.inStock = Uint8Array.from(built.inStock);
    this.ratingCount = Int32Array.from(built.ratingCount);
    this.facts = Int32Array.from(built.facts);
    this.variantStart = Int32Array.from(built.variantStart);
    this.variantSize = Uint16Array.from(built.variantSize);
    this.variantPosition = Int32Array.from(built.variantPosition);
    this.variantInStock = Uint8Array.from(built.variantInStock);
    this.attributeStart = Int32Array.from(built.attributeStart);
    this.attributeKey = Uint16Array.from(built.attributeKey);
    this.attributeValue = Int32Array.from(built.attributeValue);
    ({
      pair: this.attributePair,
      key: this.pairKey,
      value: this.pairValue,
    } = attributePairs(this.attributeKey, this.attributeValue, this.attributeValues.size));
    this.productText = Int32Array.from(built.productText);
    this.wordStart = Int32Array.from(built.wordStart);
    this.words = Int32Array.from(built.words);
    this.textCount = built.wordStart.length - 1;
    this.textMarks = new Int32Array(this.textCount);
    this.textScored = new Int32Array(this.textCount);
    this.textScores = new Float32Array(this.textCount);
    this.textWordStart = Int32Array.from(built.textWordStart);
    this.textWords = Int32Array.from(built.textWords);
    ({ start: this.textsOfStart, texts: this.textsOf } = invert(
      this.textWordStart,
      this.textWords,
      this.vocabulary.words.length,
    ));
    ({ start: this.textProductStart, texts: this.textProducts } = invert(
      Int32Array.from({ length: count + 1 }, (_, index) => index),
      this.productText,
      this.textCount,
    ));
    const price = Int32Array.from(built.price);
    const rating = Float32Array.from(built.rating);
    const created = Float64Array.from(built.created);
    const discount = Float64Array.from(built.discount);
    for (const [uri, list] of built.members) this.categoryMembers.set(uri, Int32Array.from(list));
    const byBrand: number[][] = this.brands.values.map(() => []);
    for (let index = 0; index < count; index += 1) {
      (byBrand[this.brand[index] as number] as number[]).push(index);
    }
    this.brandMembers = byBrand.map((list) => Int32Array.from(list));
    this.brandNames = this.brands.values.map((slug) => built.brandNames.get(slug) ?? slug);

    const ids = this.ids;
    const ratingCount = this.ratingCount;
    const sorted = (compare: (a: number, b: number) => number) => {
      const order = Int32Array.from({ length: count }, (_, index) => index);
      return order.sort((a, b) => compare(a, b) || (ids[a] as number) - (ids[b] as number));
    };
    const byRatingCount = (a: number, b: number) =>
      (ratingCount[b] as number) - (ratingCount[a] as number);
    this.orders = {
      recommended: sorted(byRatingCount),
      newest: sorted((a, b) => (created[b] as number) - (created[a] as number)),
      'price-asc': sorted((a, b) => (price[a] as number) - (price[b] as number)),
      'price-desc': sorted((a, b) => (price[b] as number) - (price[a] as number)),
      'top-rated': sorted(
        (a, b) => (rating[b] as number) - (rating[a] as number) || byRatingCount(a, b),
      ),
      'biggest-discount': sorted((a, b) => (discount[b] as number) - (discount[a] as number)),
    };

    this.recommendedRank = new Int32Array(count);
    this.orders.recommended.forEach((index, position) => {
      this.recommendedRank[index] = position;
    });

    this.phrases = [
      ...categories
        .filter((category) => category.kind === 'catalogue')
        .map((category) => ({
          label: category.name,
          kind: 'category' as const,
          uri: category.uri,
          depth: Array.from(category.uri).length,
        })),
      ...[...built.brandNames].map(([slug, name]) => ({
        label: name,
        kind: 'brand' as const,
        uri: `/brands/${slug}`,
        depth: 0,
      })),
    ];
  }

  has(id: number): boolean {
    return this.positionOfId.has(id);
  }

  /**
   * Applies a product's stock when nothing else about it changed (its sizes the same, in the
   * same order): answers false when the product needs the index rebuilt instead.
   */
  patchStock(product: IndexedProduct): boolean {
    const index = this.positionOfId.get(product.id);
    if (index === undefined || this.facts[index] !== factsOf(product)) return false;
    const start = this.variantStart[index] as number;
    const end = this.variantStart[index + 1] as number;
    if (end - start !== product.variants.length) return false;
    for (let at = start; at < end; at += 1) {
      const variant = product.variants[at - start];
      if (!variant || this.sizes.values[this.variantSize[at] as number] !== variant.size) {
        return false;
      }
      if (this.variantPosition[at] !== variant.position) return false;
    }
    let anyInStock = 0;
    for (let at = start; at < end; at += 1) {
      const inStock = (product.variants[at - start] as { inStock: boolean }).inStock ? 1 : 0;
      this.variantInStock[at] = inStock;
      anyInStock |= inStock;
    }
    this.inStock[index] = anyInStock;
    return true;
  }

  /** The listing of a scope with filters, sort, page and (unless `facets: false`) facets. */
  list(query: ListingQuery, { facets = true }: { facets?: boolean } = {}): Listing {
    const { filters: filtersByName } = query;
    const scope = this.scope(query);
    const filters = [...filtersByName].map(([name, values]) => this.filter(name, values));
    const filterIndexOf = new Map([...filtersByName.keys()].map((name, index) => [name, index]));

    const brandListing = Boolean(query.brandSlug);
    const counts = new FacetCounts(this, facets, filterIndexOf, brandListing);
    // Predictive search (no filter, no facets) takes the scope as it is.
    const asIs = filters.length === 0 && !facets && Array.isArray(scope);
    const matching: number[] = asIs ? scope : [];
    for (let at = 0; !asIs && at < scope.length; at += 1) {
      const index = scope[at] as number;
      let failures = 0;
      let failed = -1;
      for (let filter = 0; filter < filters.length; filter += 1) {
        if (!(filters[filter] as (index: number) => boolean)(index)) {
          failures += 1;
          failed = filter;
          if (failures > 1) break;
        }
      }
      if (failures > 1) continue;
      if (failures === 0) matching.push(index);
      if (facets) counts.add(index, failures === 0 ? -1 : failed);
    }

    const offset = (query.page - 1) * query.pageSize;
    const productIds = this.page(matching, query, offset, query.pageSize);
    return {
      productIds,
      total: matching.length,
      facets: facets ? counts.facets(filtersByName) : [],
    };
  }

  private scope(query: ListingQuery): Int32Array | number[] {
    let scope: Int32Array | number[] | undefined;
    const narrow = (members: Int32Array) => {
      if (!scope) {
        scope = members;
        return;
      }
      const keep = new Uint8Array(this.size);
      for (const index of members) keep[index] = 1;
      scope = Array.from(scope).filter((index) => keep[index] === 1);
    };
    if (query.categoryUri) narrow(this.categoryMembers.get(query.categoryUri) ?? new Int32Array());
    if (query.brandSlug) {
      const brand = this.brands.find(query.brandSlug);
      narrow(brand < 0 ? new Int32Array() : (this.brandMembers[brand] ?? new Int32Array()));
    }
    const terms = query.searchTerms ?? [];
    if (terms.length > 0) {
      // Each product's bound on its relevance, summed over the terms as the score is (set by
      // the first term, added to by the others, read only for products every term matched).
      const bounds = this.relevanceBounds;
      // Each distinct text is matched once a term; its products take its answer.
      const textMatches = new Uint8Array(this.textCount);
      const textBounds = new Float32Array(this.textCount);
      for (let termNumber = 0; termNumber < terms.length; termNumber += 1) {
        const matcher = new TermMatcher(this.vocabulary, terms[termNumber] as string);
        const candidates: Int32Array | number[] = scope ?? this.everyProduct;
        // A narrowed scope (a category, a brand, the terms before) matches only its own texts.
        const only = scope
          ? Int32Array.from(scope, (index) => this.productText[index] as number)
          : undefined;
        const touched = matcher.matchTexts(
          {
            setStart: this.textWordStart,
            set: this.textWords,
            wordStart: this.wordStart,
            words: this.words,
            count: this.textCount,
            textsOfStart: this.textsOfStart,
            textsOf: this.textsOf,
          },
          textMatches,
          textBounds,
          this.scratch,
          only,
        );
        const matched: number[] = [];
        if (!scope && touched) {
          // Every product: only the texts the matcher read can have matched, so their products
          // are read through them instead of looking at every product (the first term only).
          const start = this.textProductStart;
          const products = this.textProducts;
          for (let at = 0; at < touched.count; at += 1) {
            const text = touched.texts[at] as number;
            if (textMatches[text] !== 1) continue;
            const bound = textBounds[text] as number;
            const end = start[text + 1] as number;
            for (let position = start[text] as number; position < end; position += 1) {
              const index = products[position] as number;
              matched.push(index);
              bounds[index] = bound;
            }
          }
          scope = matched;
          continue;
        }
        for (const index of candidates) {
          const text = this.productText[index] as number;
          if (textMatches[text] !== 1) continue;
          matched.push(index);
          const bound = textBounds[text] as number;
          bounds[index] = termNumber === 0 ? bound : (bounds[index] as number) + bound;
        }
        scope = matched;
      }
    }
    return scope ?? this.everyProduct;
  }

  private filter(name: string, values: readonly string[]): (index: number) => boolean {
    const setOf = (dictionary: Dictionary) => {
      const set = new Uint8Array(dictionary.size);
      for (const value of values) {
        const number = dictionary.find(value);
        if (number >= 0) set[number] = 1;
      }
      return set;
    };
    switch (name) {
      case 'brand': {
        const set = setOf(this.brands);
        return (index) => set[this.brand[index] as number] === 1;
      }
      case 'gender': {
        const set = setOf(this.genders);
        return (index) => set[this.gender[index] as number] === 1;
      }
      case 'colour': {
        const set = setOf(this.colours);
        return (index) => set[this.colour[index] as number] === 1;
      }
      case 'size': {
        const set = setOf(this.sizes);
        return (index) => {
          const end = this.variantStart[index + 1] as number;
          for (let at = this.variantStart[index] as number; at < end; at += 1) {
            if (this.variantInStock[at] === 1 && set[this.variantSize[at] as number] === 1) {
              return true;
            }
          }
          return false;
        };
      }
      case 'price': {
        const set = new Uint8Array(priceRanges.length);
        priceRanges.forEach((range, bucket) => {
          if (values.includes(range.value)) set[bucket] = 1;
        });
        return (index) => set[this.priceBucket[index] as number] === 1;
      }
      case 'sale':
        return values.includes('true') ? (index) => this.onSale[index] === 1 : () => true;
      case 'availability':
        return values.includes('in-stock') ? (index) => this.inStock[index] === 1 : () => true;
      default: {
        const key = this.attributeKeys.find(name);
        if (key < 0) return () => false;
        const set = setOf(this.attributeValues);
        return (index) => {
          const end = this.attributeStart[index + 1] as number;
          for (let at = this.attributeStart[index] as number; at < end; at += 1) {
            if (this.attributeKey[at] === key) return set[this.attributeValue[at] as number] === 1;
          }
          return false;
        };
      }
    }
  }

  private page(matching: number[], query: ListingQuery, offset: number, limit: number): number[] {
    if (offset >= matching.length) return [];
    const terms = query.searchTerms ?? [];
    if (query.sort === 'recommended' && terms.length > 0) {
      return this.pageByRelevance(matching, terms, offset, limit);
    }
    const stamp = this.mark(matching);
    const marks = this.marks;
    const order = this.orders[query.sort];
    const page: number[] = [];
    let skipped = 0;
    for (let at = 0; at < order.length && page.length < limit; at += 1) {
      const index = order[at] as number;
      if (marks[index] !== stamp) continue;
      if (skipped < offset) skipped += 1;
      else page.push(this.ids[index] as number);
    }
    return page;
  }

  /** Marks the products of a listing with a new stamp, which it answers. */
  private mark(products: readonly number[]): number {
    this.stamp = this.stamp === 0x7fffffff ? 1 : this.stamp + 1;
    if (this.stamp === 1) this.marks.fill(0);
    for (const index of products) this.marks[index] = this.stamp;
    return this.stamp;
  }

  /**
   * A search's order, negative when `a` lists before `b`: the sum of each term's word
   * similarity, then the most reviewed, then the id.
   */
  private readonly relevanceOrder = (a: Scored, b: Scored): number =>
    b.score - a.score ||
    (this.ratingCount[b.index] as number) - (this.ratingCount[a.index] as number) ||
    (this.ids[a.index] as number) - (this.ids[b.index] as number);

  /**
   * A search page in relevance order: the sum of each term's word similarity, then the most
   * reviewed, then the id. Products are taken in the order of an upper bound on their score
   * (float4, like the score), most reviewed first within a bound, and scored exactly; scoring
   * stops once no product left can reach the page: its bound is below the last place's score,
   * or equal to it and the product is less reviewed.
   */
  private pageByRelevance(
    matching: number[],
    terms: string[],
    offset: number,
    limit: number,
  ): number[] {
    const matchers = terms.map((term) => new TermMatcher(this.vocabulary, term));
    const bounds = this.relevanceBounds;
    const stamp = this.mark(matching);
    const marks = this.marks;
    const places = offset + limit;
    const ids = this.ids;
    const before = this.relevanceOrder;
    const best = new BoundedHeap(places, before);
    // Each text's score, worked out once (products of one text score the same); -1 not yet.
    const textScores = new Float32Array(this.textCount).fill(-1);
    // How many products each bound has, highest bound first.
    const perBound = countPerBound(matching, bounds);
    const levels = [...perBound.keys()].sort((a, b) => b - a);
    const order = this.orders.recommended;
    const rank = this.recommendedRank;
    let level = 0;
    let passes = 0;
    while (level < levels.length) {
      const last = best.full ? best.last : undefined;
      if (last && (levels[level] as number) < last.score) break;
      // The next bounds down to the one that could fill the page, gathered in one pass over the
      // listing's tie order (most reviewed first), then scored bound by bound.
      let through = level;
      let enough = perBound.get(levels[level] as number) ?? 0;
      while (enough < places && through + 1 < levels.length) {
        through += 1;
        enough += perBound.get(levels[through] as number) ?? 0;
      }
      // A second pass gathers every level left, so no search reads the listing more than twice.
      if (passes > 0) through = levels.length - 1;
      passes += 1;
      const lowest = levels[through] as number;
      const highest = levels[level] as number;
      const gathered = new Map<number, number[]>();
      const gather = (index: number) => {
        const bound = bounds[index] as number;
        const list = gathered.get(bound);
        if (list) list.push(index);
        else gathered.set(bound, [index]);
      };
      const selective = matching.length * 8 < order.length;
      if (selective) {
        // A selective search: its own products, taken in tie order from a heap as the page
        // needs them, cost less than a pass over all (the page often needs only a few).
        for (const index of matching) {
          const bound = bounds[index] as number;
          if (bound >= lowest && bound <= highest) gather(index);
        }
      } else {
        for (let at = 0; at < order.length; at += 1) {
          const index = order[at] as number;
          if (marks[index] !== stamp) continue;
          const bound = bounds[index] as number;
          if (bound >= lowest && bound <= highest) gather(index);
        }
      }
      for (; level <= through; level += 1) {
        const bound = levels[level] as number;
        const worstSoFar = best.full ? best.last : undefined;
        if (worstSoFar && bound < worstSoFar.score) break;
        const atBound = gathered.get(bound) ?? [];
        for (const index of selective ? inRankOrder(atBound, rank) : atBound) {
          const worst = best.full ? best.last : undefined;
          // No later product of this bound can list before the last place.
          if (worst && before(worst, { index, score: bound }) < 0) break;
          const text = this.productText[index] as number;
          let score = textScores[text] as number;
          if (score < 0) {
            const start = this.wordStart[text] as number;
            const end = this.wordStart[text + 1] as number;
            if (worst) {
              // A closer bound than the level's, worked out before the costly exact score.
              let closer = 0;
              for (const matcher of matchers) {
                closer = Math.fround(closer + matcher.relevanceBound(this.words, start, end));
              }
              if (before(worst, { index, score: closer }) < 0) continue;
            }
            score = 0;
            for (const matcher of matchers) {
              const similarity = matcher.hasWhole(this.words, start, end)
                ? 1
                : matcher.similarity(this.words, start, end, false, this.scratch);
              score = Math.fround(score + similarity);
            }
            textScores[text] = score;
          }
          best.offer({ index, score });
        }
      }
    }
    return best
      .sorted()
      .slice(offset, places)
      .map(({ index }) => ids[index] as number);
  }

  /**
   * The first `limit` products of a search in relevance order, without its count or facets:
   * what `list` answers for page 1 (predictive search asks at every keystroke). A short term
   * matches much of a large catalogue ("sk", every ski), but a page of five is found among
   * the most reviewed, so products are read in that order and the reading stops early:
   *
   * - products are read in tie order (most reviewed first) until the last place beats the
   *   most any product can score: every later one is less reviewed;
   * - a text lacking k of a term's trigrams scores at most (length - k) / length for it (any
   *   bound counts shared trigrams over the term's): only the texts with one of each term's
   *   rarest trigrams (as many as stay few, found through their words) are read once the last
   *   place beats the sum of those ceilings.
   *
   * When the reading goes on too long (nothing reaches the ceilings: a typo), `list`, which
   * reads only the texts sharing the terms' trigrams, answers instead; it does from the start
   * for a selective first term, or a term too long for a trigram mask. The answer is the same.
   */
  searchTop(terms: readonly string[], limit: number): number[] {
    const listed = () =>
      this.list(
        {
          searchTerms: [...terms],
          filters: new Map(),
          sort: 'recommended',
          page: 1,
          pageSize: limit,
        },
        { facets: false },
      ).productIds;
    if (terms.length === 0 || limit <= 0) return listed();
    const matchers = terms.map((term) => new TermMatcher(this.vocabulary, term));
    if (matchers.some((matcher) => !matcher.masked)) return listed();
    const textsOfStart = this.textsOfStart;
    const textsOf = this.textsOf;
    // What the reading may cost before `list` answers instead: a share of the catalogue.
    const budget = Math.ceil(this.textCount / 8);
    const firstWords: number[] = [];
    let ceiling = 0;
    for (const [number, matcher] of matchers.entries()) {
      const { wordMatch, wordMask, knownTrigrams } = matcher;
      // How many texts the term's words reach, in all and through each of its trigrams.
      const perTrigram = new Float64Array(knownTrigrams);
      let reached = 0;
      for (let word = 0; word < wordMask.length; word += 1) {
        const mask = wordMask[word] as number;
        if (mask === 0 && wordMatch[word] === 0) continue;
        const postings = (textsOfStart[word + 1] as number) - (textsOfStart[word] as number);
        reached += postings;
        for (let bit = 0; bit < knownTrigrams; bit += 1) {
          if (mask & (1 << bit)) perTrigram[bit] = (perTrigram[bit] as number) + postings;
        }
      }
      if (number === 0 && reached < budget) return listed();
      // The trigrams no word has, then the rarest, while they stay within the budget (the
      // rarest at least): every text lacking them all is below the term's ceiling.
      const rarest = Array.from({ length: knownTrigrams }, (_, bit) => bit).sort(
        (a, b) => (perTrigram[a] as number) - (perTrigram[b] as number),
      );
      let lacking = matcher.patternLength - knownTrigrams;
      let read = 0;
      let mask = 0;
      for (const bit of rarest) {
        if (lacking > 0 && read + (perTrigram[bit] as number) > budget / terms.length) break;
        read += perTrigram[bit] as number;
        mask |= 1 << bit;
        lacking += 1;
      }
      for (let word = 0; word < wordMask.length; word += 1) {
        if ((wordMask[word] as number) & mask) firstWords.push(word);
      }
      const length = matcher.patternLength;
      ceiling = Math.fround(ceiling + float4(Math.max(0, length - lacking) / length));
    }
    // What any product can score: a term's share of trigrams some word has (1 at most).
    let fullScore = 0;
    for (const matcher of matchers) {
      fullScore = Math.fround(fullScore + float4(matcher.knownTrigrams / matcher.patternLength));
    }

    // The texts read first.
    this.textStamp = this.textStamp === 0x7fffffff ? 1 : this.textStamp + 1;
    if (this.textStamp === 1) {
      this.textMarks.fill(0);
      this.textScored.fill(0);
    }
    const stamp = this.textStamp;
    const marks = this.textMarks;
    for (const word of firstWords) {
      const end = textsOfStart[word + 1] as number;
      for (let at = textsOfStart[word] as number; at < end; at += 1) {
        marks[textsOf[at] as number] = stamp;
      }
    }

    const ids = this.ids;
    const best = new BoundedHeap(limit, this.relevanceOrder);
    const wordStart = this.wordStart;
    const words = this.words;
    const productText = this.productText;
    const scratch = this.scratch;
    // Each text's score once worked out (products of one text score the same), -1 when it does
    // not match; for this search only (the stamp).
    const scores = this.textScores;
    const scored = this.textScored;
    // Products are offered in tie order, so one that only equals the last place's score lists
    // after it: nothing scoring at most `last` can enter a full page.
    let last = Number.NEGATIVE_INFINITY;
    const take = (index: number, score: number) => {
      best.offer({ index, score });
      if (best.full) last = best.last.score;
    };
    let work = 0;
    const offer = (index: number) => {
      const text = productText[index] as number;
      if (scored[text] === stamp) {
        const score = scores[text] as number;
        if (score > last) take(index, score);
        return;
      }
      const start = wordStart[text] as number;
      const end = wordStart[text + 1] as number;
      let bound = 0;
      for (const matcher of matchers) {
        bound = Math.fround(bound + matcher.runBound(words, start, end));
      }
      if (bound <= last) return;
      // What costs: matching the text and scoring it.
      work += 1;
      for (const matcher of matchers) {
        if (!matcher.matches(words, start, end, scratch)) {
          scored[text] = stamp;
          scores[text] = -1;
          return;
        }
      }
      let closer = 0;
      for (const matcher of matchers) {
        closer = Math.fround(closer + matcher.relevanceBound(words, start, end));
      }
      if (closer <= last) return;
      let score = 0;
      for (const matcher of matchers) {
        const similarity = matcher.hasWhole(words, start, end)
          ? 1
          : matcher.similarity(words, start, end, false, scratch);
        score = Math.fround(score + similarity);
      }
      scored[text] = stamp;
      scores[text] = score;
      if (score > last) take(index, score);
    };

    // Every product in tie order, until none left could list before the last place; those
    // without the rarest trigrams only while they could reach it.
    const order = this.orders.recommended;
    for (let at = 0; at < order.length; at += 1) {
      const index = order[at] as number;
      if (fullScore <= last) break;
      if (ceiling <= last && marks[productText[index] as number] !== stamp) continue;
      offer(index);
      if (work > budget) return listed();
    }
    return best.sorted().map(({ index }) => ids[index] as number);
  }

  // Read by FacetCounts.
  get columns() {
    return {
      brand: this.brand,
      gender: this.gender,
      colour: this.colour,
      priceBucket: this.priceBucket,
      onSale: this.onSale,
      inStock: this.inStock,
      variantStart: this.variantStart,
      variantSize: this.variantSize,
      variantPosition: this.variantPosition,
      variantInStock: this.variantInStock,
      attributeStart: this.attributeStart,
      attributeKey: this.attributeKey,
      attributeValue: this.attributeValue,
      attributePair: this.attributePair,
      pairKey: this.pairKey,
      pairValue: this.pairValue,
    };
  }

  get dictionaries() {
    return {
      brandNames: this.brandNames,
      brands: this.brands.values,
      genders: this.genders.values,
      colours: this.colours.values,
      sizes: this.sizes.values,
      attributeKeys: this.attributeKeys.values,
      attributeValues: this.attributeValues.values,
    };
  }
}

type BuiltColumns = CatalogueIndexBuilder;

/**
 * Collects products one by one into growing columns, so a catalogue of any size is read page
 * by page and never held as objects; `build()` makes the index's typed columns of them.
 */
export class CatalogueIndexBuilder {
  readonly ids: number[] = [];
  readonly brand: number[] = [];
  readonly gender: number[] = [];
  readonly colour: number[] = [];
  readonly priceBucket: number[] = [];
  readonly onSale: number[] = [];
  readonly inStock: number[] = [];
  readonly ratingCount: number[] = [];
  readonly facts: number[] = [];
  readonly price: number[] = [];
  readonly rating: number[] = [];
  readonly created: number[] = [];
  readonly discount: number[] = [];
  readonly variantStart: number[] = [];
  readonly variantSize: number[] = [];
  readonly variantPosition: number[] = [];
  readonly variantInStock: number[] = [];
  readonly attributeStart: number[] = [];
  readonly attributeKey: number[] = [];
  readonly attributeValue: number[] = [];
  readonly productText: number[] = [];
  readonly wordStart: number[] = [];
  readonly words: number[] = [];
  readonly textWordStart: number[] = [];
  readonly textWords: number[] = [];
  private readonly textNumbers = new Map<string, number>();
  readonly members = new Map<string, number[]>();
  readonly brands = new Dictionary();
  readonly brandNames: Map<string, string>;
  readonly genders = new Dictionary();
  readonly colours = new Dictionary();
  readonly sizes = new Dictionary();
  readonly attributeKeys = new Dictionary();
  readonly attributeValues = new Dictionary();
  readonly vocabulary = new Vocabulary();

  constructor(brands: readonly IndexedBrand[]) {
    for (const brand of brands) this.brands.number(brand.slug);
    this.brandNames = new Map(brands.map((brand) => [brand.slug, brand.name]));
  }

  add(product: IndexedProduct): void {
    const index = this.ids.length;
    this.ids.push(product.id);
    this.brand.push(this.brands.number(product.brandSlug));
    this.gender.push(this.genders.number(product.gender));
    this.colour.push(this.colours.number(product.colourName));
    this.priceBucket.push(bucketOf(product.priceMinor));
    this.onSale.push(product.priceMinor < product.priceBeforeDiscountMinor ? 1 : 0);
    this.ratingCount.push(product.ratingCount);
    this.facts.push(factsOf(product));
    this.price.push(product.priceMinor);
    this.rating.push(product.ratingAverage);
    this.created.push(product.createdAtMicros);
    this.discount.push(
      (product.priceBeforeDiscountMinor - product.priceMinor) /
        Math.max(product.priceBeforeDiscountMinor, 1),
    );
    this.variantStart.push(this.variantSize.length);
    let anyInStock = 0;
    for (const variant of product.variants) {
      this.variantSize.push(this.sizes.number(variant.size));
      this.variantPosition.push(variant.position);
      this.variantInStock.push(variant.inStock ? 1 : 0);
      if (variant.inStock) anyInStock = 1;
    }
    this.inStock.push(anyInStock);
    this.attributeStart.push(this.attributeKey.length);
    for (const [key, value] of Object.entries(product.attributes)) {
      this.attributeKey.push(this.attributeKeys.number(key));
      this.attributeValue.push(this.attributeValues.number(value));
    }
    let text = this.textNumbers.get(product.searchText);
    if (text === undefined) {
      text = this.wordStart.length;
      this.textNumbers.set(product.searchText, text);
      this.wordStart.push(this.words.length);
      this.textWordStart.push(this.textWords.length);
      const distinct = new Set<number>();
      for (const word of trigramWords(product.searchText)) {
        const number = this.vocabulary.add(word);
        this.words.push(number);
        distinct.add(number);
      }
      for (const number of distinct) this.textWords.push(number);
    }
    this.productText.push(text);
    for (const uri of new Set(product.categoryUris)) {
      const list = this.members.get(uri);
      if (list) list.push(index);
      else this.members.set(uri, [index]);
    }
  }

  build(categories: readonly IndexedCategory[]): CatalogueIndex {
    this.variantStart.push(this.variantSize.length);
    this.attributeStart.push(this.attributeKey.length);
    this.wordStart.push(this.words.length);
    this.textWordStart.push(this.textWords.length);
    return new CatalogueIndex(this, categories);
  }
}

/**
 * The facet counts of one listing: each facet counted over the products that pass every
 * filter but its own, so a shopper sees what each further choice of that facet would add.
 */
class FacetCounts {
  private readonly brand: Int32Array;
  private readonly gender: Int32Array;
  private readonly colour: Int32Array;
  private readonly size: Int32Array;
  private readonly sizePosition: Int32Array;
  private readonly sizeSeen: Int32Array;
  private readonly price = new Int32Array(priceRanges.length);
  private sale = 0;
  private availability = 0;
  /** Per attribute (key, value) pair (the index's `attributePair` numbers), its count. */
  private readonly attributes: Int32Array;
  private readonly fixedKey: Uint8Array;
  private readonly attributeFilter: Int32Array;
  private readonly columns: CatalogueIndex['columns'];
  /** The number of each fixed facet's filter in this listing, or -2 when not filtered. */
  private readonly filterNumbers: Record<(typeof fixedFacets)[number], number>;

  constructor(
    private readonly index: CatalogueIndex,
    enabled: boolean,
    filterIndexOf: Map<string, number>,
    private readonly brandListing: boolean,
  ) {
    const dictionaries = index.dictionaries;
    this.columns = index.columns;
    const size = (length: number) => new Int32Array(enabled ? length : 0);
    this.brand = size(dictionaries.brands.length);
    this.gender = size(dictionaries.genders.length);
    this.colour = size(dictionaries.colours.length);
    this.size = size(dictionaries.sizes.length);
    this.sizePosition = size(dictionaries.sizes.length).fill(0x7fffffff);
    this.sizeSeen = size(dictionaries.sizes.length).fill(-1);
    this.attributes = size(this.columns.pairKey.length);
    this.fixedKey = Uint8Array.from(dictionaries.attributeKeys, (key) =>
      fixedNames.has(key) ? 1 : 0,
    );
    this.attributeFilter = Int32Array.from(
      dictionaries.attributeKeys,
      (key) => filterIndexOf.get(key) ?? -1,
    );
    this.filterNumbers = Object.fromEntries(
      fixedFacets.map((name) => [name, filterIndexOf.get(name) ?? -2]),
    ) as Record<(typeof fixedFacets)[number], number>;
  }

  /**
   * Counts a product that passes every filter (`failed` -1) or all but the filter numbered
   * `failed`.
   */
  add(index: number, failed: number) {
    const columns = this.columns;
    const filters = this.filterNumbers;
    const all = failed === -1;
    if (!this.brandListing && (all || failed === filters.brand)) {
      const brand = columns.brand[index] as number;
      this.brand[brand] = (this.brand[brand] as number) + 1;
    }
    if (all || failed === filters.gender) {
      const gender = columns.gender[index] as number;
      this.gender[gender] = (this.gender[gender] as number) + 1;
    }
    if (all || failed === filters.colour) {
      const colour = columns.colour[index] as number;
      this.colour[colour] = (this.colour[colour] as number) + 1;
    }
    if (all || failed === filters.size) {
      const end = columns.variantStart[index + 1] as number;
      for (let at = columns.variantStart[index] as number; at < end; at += 1) {
        if (columns.variantInStock[at] !== 1) continue;
        const size = columns.variantSize[at] as number;
        const position = columns.variantPosition[at] as number;
        if (position < (this.sizePosition[size] as number)) this.sizePosition[size] = position;
        if (this.sizeSeen[size] === index) continue;
        this.sizeSeen[size] = index;
        this.size[size] = (this.size[size] as number) + 1;
      }
    }
    if (all || failed === filters.price) {
      const bucket = columns.priceBucket[index] as number;
      if (bucket < priceRanges.length) this.price[bucket] = (this.price[bucket] as number) + 1;
    }
    if ((all || failed === filters.sale) && columns.onSale[index] === 1) this.sale += 1;
    if ((all || failed === filters.availability) && columns.inStock[index] === 1) {
      this.availability += 1;
    }
    const end = columns.attributeStart[index + 1] as number;
    for (let at = columns.attributeStart[index] as number; at < end; at += 1) {
      const key = columns.attributeKey[at] as number;
      // Attributes named like a fixed facet are not facets of their own.
      if (this.fixedKey[key] === 1) continue;
      // An attribute nobody filters on counts under every filter; a filtered one without its own.
      const own = this.attributeFilter[key] as number;
      if (!(all || (own !== -1 && failed === own))) continue;
      const pair = columns.attributePair[at] as number;
      this.attributes[pair] = (this.attributes[pair] as number) + 1;
    }
  }

  facets(filtersByName: FiltersByName): Facet[] {
    const dictionaries = this.index.dictionaries;
    const selected = (name: string, value: string) =>
      filtersByName.get(name)?.includes(value) ?? false;
    type Row = { value: string; label: string; count: number };
    const rowsOf = (counts: Int32Array, values: string[], label: (number: number) => string) => {
      const rows: (Row & { number: number })[] = [];
      counts.forEach((count, number) => {
        if (count > 0)
          rows.push({ value: values[number] as string, label: label(number), count, number });
      });
      return rows;
    };
    const facet = (name: string, label: string, rows: Row[]): Facet => ({
      name,
      label,
      values: rows
        .filter((row) => row.count > 0 || selected(name, row.value))
        .map((row) => ({
          value: row.value,
          label: row.label,
          count: row.count,
          selected: selected(name, row.value),
        })),
    });

    const brandRows = this.brandListing
      ? []
      : rowsOf(
          this.brand,
          dictionaries.brands,
          (number) => dictionaries.brandNames[number] as string,
        ).sort((a, b) => compareCodePoints(a.label, b.label));
    const genderRows = rowsOf(this.gender, dictionaries.genders, (number) => {
      const value = dictionaries.genders[number] as string;
      return genderLabels[value] ?? value;
    }).sort((a, b) => compareCodePoints(a.value, b.value));
    const colourRows = rowsOf(
      this.colour,
      dictionaries.colours,
      (number) => dictionaries.colours[number] as string,
    ).sort((a, b) => compareCodePoints(a.value, b.value));
    const sizeRows = rowsOf(
      this.size,
      dictionaries.sizes,
      (number) => dictionaries.sizes[number] as string,
    ).sort(
      (a, b) =>
        (this.sizePosition[a.number] as number) - (this.sizePosition[b.number] as number) ||
        compareCodePoints(a.value, b.value),
    );
    const priceRows = priceRanges.map((range, bucket) => ({
      value: range.value,
      label: range.label,
      count: this.price[bucket] as number,
    }));

    const attributeCounts = new Map<string, Map<string, number>>();
    const { pairKey, pairValue } = this.columns;
    for (let pair = 0; pair < this.attributes.length; pair += 1) {
      const count = this.attributes[pair] as number;
      if (count === 0) continue;
      const name = dictionaries.attributeKeys[pairKey[pair] as number] as string;
      const value = dictionaries.attributeValues[pairValue[pair] as number] as string;
      const values = attributeCounts.get(name) ?? new Map<string, number>();
      values.set(value, count);
      attributeCounts.set(name, values);
    }
    const attributeFacets = attributeFacetsOf(attributeCounts, filtersByName);

    return [
      facet('brand', 'Brand', brandRows),
      facet('gender', 'Gender', genderRows),
      facet('colour', 'Colour', colourRows),
      facet('size', 'Size', sizeRows),
      facet('price', 'Price', priceRows),
      facet('sale', 'Offers', [{ value: 'true', label: 'On sale', count: this.sale }]),
      facet('availability', 'Availability', [
        { value: 'in-stock', label: 'In stock', count: this.availability },
      ]),
      ...attributeFacets,
    ].filter((entry) => entry.values.length > 0);
  }
}

/**
 * The products in order of `rank`, lowest first, from a heap built in linear time and read
 * lazily: a page that stops after a few products does not pay to sort them all.
 */
function* inRankOrder(products: number[], rank: Int32Array): Generator<number> {
  const heap = products;
  const size = heap.length;
  const below = (a: number, b: number) => (rank[a] as number) < (rank[b] as number);
  const siftDown = (from: number, end: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= end) return;
      const right = left + 1;
      const child =
        right < end && below(heap[right] as number, heap[left] as number) ? right : left;
      if (!below(heap[child] as number, heap[at] as number)) return;
      [heap[at], heap[child]] = [heap[child] as number, heap[at] as number];
      at = child;
    }
  };
  for (let at = (size >> 1) - 1; at >= 0; at -= 1) siftDown(at, size);
  for (let end = size; end > 0; end -= 1) {
    const top = heap[0] as number;
    heap[0] = heap[end - 1] as number;
    siftDown(0, end - 1);
    yield top;
  }
}

/**
 * How many of the products have each bound. A search has few distinct bounds (each term's is a
 * share of its trigrams), so they are looked up in a short list first, several times faster
 * than a map keyed by float for the hundred thousand products a two-letter prefix matches; a
 * search with more distinct bounds than the list holds goes on in a map.
 */
function countPerBound(products: readonly number[], bounds: Float32Array): Map<number, number> {
  const listed = 64;
  const values = new Float64Array(listed);
  const counts = new Int32Array(listed);
  let size = 0;
  const overflow = new Map<number, number>();
  for (let at = 0; at < products.length; at += 1) {
    const bound = bounds[products[at] as number] as number;
    let slot = 0;
    while (slot < size && values[slot] !== bound) slot += 1;
    if (slot < size) {
      counts[slot] = (counts[slot] as number) + 1;
    } else if (size < listed) {
      values[size] = bound;
      counts[size] = 1;
      size += 1;
    } else {
      overflow.set(bound, (overflow.get(bound) ?? 0) + 1);
    }
  }
  for (let slot = 0; slot < size; slot += 1)
    overflow.set(values[slot] as number, counts[slot] as number);
  return overflow;
}

/** Numbers each distinct (key, value) of the attribute columns, in order of first use. */
function attributePairs(keys: Int32Array | Uint16Array, values: Int32Array, valueCount: number) {
  const numbers = new Map<number, number>();
  const pair = new Int32Array(keys.length);
  const pairKeys: number[] = [];
  const pairValues: number[] = [];
  for (let at = 0; at < keys.length; at += 1) {
    const key = keys[at] as number;
    const value = values[at] as number;
    const slot = key * valueCount + value;
    let number = numbers.get(slot);
    if (number === undefined) {
      number = pairKeys.length;
      numbers.set(slot, number);
      pairKeys.push(key);
      pairValues.push(value);
    }
    pair[at] = number;
  }
  return { pair, key: Int32Array.from(pairKeys), value: Int32Array.from(pairValues) };
}

/** The price range a price in pence falls in, as its position in `priceRanges`. */
function bucketOf(priceMinor: number): number {
  const bucket = priceRanges.findIndex(
    (range) =>
      priceMinor >= range.min * 100 && (range.max === null || priceMinor < range.max * 100),
  );
  return bucket < 0 ? 255 : bucket;
}

type Scored = { index: number; score: number };

/** The `capacity` first entries in `before`'s order offered to it: a heap with the last on top. */
class BoundedHeap {
  private readonly entries: Scored[] = [];
  constructor(
    private readonly capacity: number,
    private readonly before: (a: Scored, b: Scored) => number,
  ) {}

  get full(): boolean {
    return this.entries.length >= this.capacity;
  }

  /** The last of the kept entries. */
  get last(): Scored {
    return this.entries[0] as Scored;
  }

  offer(entry: Scored): void {
    const entries = this.entries;
    if (entries.length < this.capacity) {
      entries.push(entry);
      let at = entries.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (this.before(entries[parent] as Scored, entries[at] as Scored) >= 0) break;
        [entries[parent], entries[at]] = [entries[at] as Scored, entries[parent] as Scored];
        at = parent;
      }
      return;
    }
    if (this.before(entry, entries[0] as Scored) >= 0) return;
    entries[0] = entry;
    let at = 0;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let last = at;
      if (
        left < entries.length &&
        this.before(entries[last] as Scored, entries[left] as Scored) < 0
      )
        last = left;
      if (
        right < entries.length &&
        this.before(entries[last] as Scored, entries[right] as Scored) < 0
      )
        last = right;
      if (last === at) return;
      [entries[last], entries[at]] = [entries[at] as Scored, entries[last] as Scored];
      at = last;
    }
  }

  sorted(): Scored[] {
    return [...this.entries].sort(this.before);
  }
}

/** A 32-bit fingerprint (FNV-1a) of everything about a product but its sizes' stock. */
function factsOf(product: IndexedProduct): number {
  const text = JSON.stringify([
    product.brandSlug,
    product.gender,
    product.colourName,
    product.priceMinor,
    product.priceBeforeDiscountMinor,
    product.ratingAverage,
    product.ratingCount,
    product.createdAtMicros,
    product.attributes,
    product.searchText,
    product.categoryUris,
    product.variants.map((variant) => [variant.sku, variant.size, variant.position]),
  ]);
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Each word's texts, from each text's distinct words: a term is then matched against the texts
 * that have one of its words (a search's few thousand), not against every text.
 */
function invert(
  setStart: Int32Array,
  set: Int32Array,
  wordCount: number,
): { start: Int32Array; texts: Int32Array } {
  const start = new Int32Array(wordCount + 1);
  for (let at = 0; at < set.length; at += 1) {
    const word = set[at] as number;
    start[word + 1] = (start[word + 1] as number) + 1;
  }
  for (let word = 0; word < wordCount; word += 1) {
    start[word + 1] = (start[word + 1] as number) + (start[word] as number);
  }
  const next = start.slice(0, wordCount);
  const texts = new Int32Array(set.length);
  const textCount = setStart.length - 1;
  for (let text = 0; text < textCount; text += 1) {
    const end = setStart[text + 1] as number;
    for (let at = setStart[text] as number; at < end; at += 1) {
      const word = set[at] as number;
      texts[next[word] as number] = text;
      next[word] = (next[word] as number) + 1;
    }
  }
  return { start, texts };
}
