import { setRuleOrigin } from '../origin.ts';
import { problemSeverity, type RedirectProblem, type RedirectRule } from '../types.ts';
import { Lexer } from './lexer.ts';

/** A piece of an entry cut off at the start or end of a portion. */
export type Fragment = {
  text: string;
  line: number;
  /** The `truncated` problem reported for it (dropped again if the fragment is stitched). */
  problem: RedirectProblem;
};

export type ParseOptions = {
  /** A file name or label, copied onto every problem and rule origin. */
  source?: string;
};

export type ParseResult = {
  rules: RedirectRule[];
  problems: RedirectProblem[];
  /** Cut-off pieces at either end, so consecutive portions can be stitched back together. */
  fragments: { leading?: Fragment; trailing?: Fragment };
};

/**
 * Reads the text of a JSON array or JavaScript array literal of `{ from, to }` entries.
 * Quoted or bare keys, either quote, trailing commas and comments are fine. The text may
 * start or end mid-entry: every complete rule is recovered and each cut-off piece is
 * reported as `truncated`. Never throws and never evaluates the text.
 *
 * @example
 * const { rules, problems } = parseRedirectTable(text, { source: 'portion-01.js' });
 */
export function parseRedirectTable(text: string, options: ParseOptions = {}): ParseResult {
  return new TableParser(typeof text === 'string' ? text : '', options.source).run(text);
}

/** One portion of a table split over several files, in table order. */
export type Portion = { text: string; source?: string };

/**
 * Parses consecutive portions of one table. When a portion ends mid-entry and the next one
 * starts with the rest of that entry, the two halves are joined back into one rule instead
 * of being reported as `truncated`.
 */
export function parseRedirectPortions(portions: Iterable<Portion>): {
  rules: RedirectRule[];
  problems: RedirectProblem[];
} {
  const rules: RedirectRule[] = [];
  const dropped = new Set<RedirectProblem>();
  const results: ParseResult[] = [];
  let previous: { result: ParseResult; source: string | undefined } | undefined;
  for (const portion of portions) {
    const result = parseRedirectTable(portion.text, { source: portion.source });
    const tail = previous?.result.fragments.trailing;
    const head = result.fragments.leading;
    if (tail && head) {
      const joined = parseRedirectTable(tail.text + head.text);
      const [rule] = joined.rules;
      if (rule && joined.rules.length === 1 && joined.problems.length === 0) {
        const origin = {
          line: tail.line,
          ...(previous?.source ? { source: previous.source } : {}),
        };
        setRuleOrigin(rule, origin);
        rules.push(rule);
        dropped.add(tail.problem).add(head.problem);
      }
    }
    rules.push(...result.rules);
    results.push(result);
    previous = { result, source: portion.source };
  }
  const problems = results.flatMap((r) => r.problems).filter((p) => !dropped.has(p));
  return { rules, problems };
}

/** Collapses white space and shortens a fragment so it fits in a one-line message. */
function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 48 ? `${flat.slice(0, 45)}...` : flat;
}

class TableParser {
  private readonly rules: RedirectRule[] = [];
  private readonly problems: RedirectProblem[] = [];
  private readonly fragments: ParseResult['fragments'] = {};
  private lx: Lexer;

  constructor(
    private readonly text: string,
    private readonly source: string | undefined,
  ) {
    this.lx = new Lexer(text);
  }

  run(original: unknown): ParseResult {
    if (typeof original !== 'string') {
      this.problem('invalid', 'The table is not text.', 1);
    } else {
      this.lx = this.findStart();
      this.readTopLevel();
    }
    return { rules: this.rules, problems: this.problems, fragments: this.fragments };
  }

  /**
   * Finds where the first whole entry starts. Text before it is fine when it is only an
   * opening `[`, commas or a prologue such as `export default`; a `}` or a string there
   * means the text starts mid-entry, and that piece is reported as a leading fragment.
   */
  private findStart(): Lexer {
    const text = this.text;
    const lx = new Lexer(text);
    let dirty = false;
    let sawArray = false;
    let sawOther = false;
    for (let t = lx.next(); t !== 'eof' && t !== '{'; t = lx.next()) {
      if (t === '}' || t === 'string') dirty = true;
      else if (t === '[') sawArray = true;
      else if (t === 'word' || t === 'other') sawOther = true;
    }
    if (!dirty) {
      if (lx.type === 'eof' && !sawArray && sawOther) {
        // e.g. a list of routes passed by mistake: say so rather than report an empty table.
        this.problem('invalid', 'No redirect entries found: expected an array of { from, to }.', 1);
      }
      return new Lexer(text, lx.type === 'eof' ? text.length : lx.start, lx.line);
    }
    // The text starts mid-entry. Quotes may be out of step here (the cut can fall inside a
    // string), so look for the first `{` in the raw text that opens a well-formed entry.
    for (let at = text.indexOf('{'); at !== -1; at = text.indexOf('{', at + 1)) {
      const line = lineAt(text, at);
      if (opensWholeEntry(new Lexer(text, at, line))) {
        this.leading(text.slice(0, at));
        return new Lexer(text, at, line);
      }
    }
    this.leading(text);
    return new Lexer(text, text.length, lineAt(text, text.length));
  }

  private leading(fragment: string): void {
    const problem = this.problem(
      'truncated',
      `Starts mid-entry ("${snippet(fragment)}"): the start of this rule is missing; restore it or lint the portions together.`,
      1,
    );
    this.fragments.leading = { text: fragment, line: 1, problem };
  }

  private readTopLevel(): void {
    const lx = this.lx;
    let junkReported = false;
    for (let t = lx.next(); t !== 'eof'; ) {
      if (t === '{') {
        t = this.readEntry();
        junkReported = false;
        continue;
      }
      if ((t === '}' || t === ':' || t === 'string') && !junkReported) {
        // Only one problem per run of stray text, so a mangled block does not flood the output.
        const what = t === 'string' ? `"${snippet(lx.value)}"` : `"${t}"`;
        this.problem('invalid', `Unexpected ${what} outside an entry.`, lx.line);
        junkReported = true;
      }
      t = lx.next();
    }
  }

  /**
   * Reads one entry whose `{` is the current token. Returns the token that follows it, which
   * is a `{` when the entry was cut short by the next one.
   */
  private readEntry(): ReturnType<Lexer['next']> {
    const lx = this.lx;
    const start = lx.start;
    const line = lx.line;
    // Only `from` and `to` matter; other keys are read and ignored. null: not a string.
    let from: string | null | undefined;
    let to: string | null | undefined;
    let broken: string | undefined;

    for (;;) {
      let t = lx.next();
      if (t === '}') break;
      if (t === ',') continue;
      if (t === 'eof' || t === '{') return this.cutShort(start, line);
      if ((t !== 'string' && t !== 'word') || !lx.terminated) {
        broken ??= lx.terminated ? `unexpected "${lx.value || t}"` : 'an unterminated string';
        t = this.skipToClose();
        if (t === 'eof' || t === '{') return this.cutShort(start, line);
        break;
      }
      const key = lx.value;
      t = lx.next();
      if (t !== ':') {
        broken ??= `"${key}" has no value`;
        if (t === '}') break;
        if (t === ',') continue;
        if (t === 'eof' || t === '{') return this.cutShort(start, line);
        t = this.skipToClose();
        if (t === 'eof' || t === '{') return this.cutShort(start, line);
        break;
      }
      t = lx.next();
      if (t === 'string') {
        if (!lx.terminated) {
          broken ??= `the value of "${key}" is an unterminated string`;
          const after = lx.next();
          if (after === 'eof') return this.cutShort(start, line);
          if (after === '}') break;
          if (after === '{') return this.cutShort(start, line);
          continue;
        }
        if (key === 'from') from = lx.value;
        else if (key === 'to') to = lx.value;
      } else if (t === 'word') {
        if (key === 'from') from = null;
        else if (key === 'to') to = null;
      } else if (t === '[' || t === '{') {
        // A nested value is not a rule field; skip it whole.
        if (key === 'from') from = null;
        else if (key === 'to') to = null;
        if (this.skipBalanced() === 'eof') return this.cutShort(start, line);
      } else if (t === 'eof') {
        return this.cutShort(start, line);
      } else {
        broken ??= `"${key}" has no value`;
        if (t === '}') break;
        if (t !== ',') {
          t = this.skipToClose();
          if (t === 'eof' || t === '{') return this.cutShort(start, line);
          break;
        }
      }
    }
    this.finishEntry(from, to, broken, line);
    return lx.next();
  }

  /** Reports the entry that starts at `start` as cut off, at the end of the text or not. */
  private cutShort(start: number, line: number): ReturnType<Lexer['next']> {
    const lx = this.lx;
    const fragment = this.text.slice(start, lx.type === 'eof' ? this.text.length : lx.start);
    if (lx.type === 'eof') {
      const problem = this.problem(
        'truncated',
        `Ends mid-entry ("${snippet(fragment)}"): the rest of this rule is missing; restore it or lint the portions together.`,
        line,
      );
      this.fragments.trailing = { text: fragment, line, problem };
    } else {
      this.problem(
        'truncated',
        `Entry is cut off ("${snippet(fragment)}") before the next one starts; complete or remove it.`,
        line,
      );
    }
    return lx.type;
  }

  private finishEntry(
    from: string | null | undefined,
    to: string | null | undefined,
    broken: string | undefined,
    line: number,
  ): void {
    if (broken) {
      this.problem('invalid', `Malformed entry: ${broken}.`, line);
    } else if (from === undefined || to === undefined) {
      this.problem('invalid', `Entry has no "${from === undefined ? 'from' : 'to'}".`, line);
    } else if (from === null || to === null) {
      const name = from === null ? 'from' : 'to';
      this.problem('invalid', `The "${name}" of this entry is not a string.`, line);
    } else {
      const rule = { from, to };
      setRuleOrigin(rule, this.source === undefined ? { line } : { source: this.source, line });
      this.rules.push(rule);
    }
  }

  /**
   * Skips to the `}` that closes the current (broken) entry. Brackets and parentheses in
   * between are skipped whole; a `{` that starts a new line outside them is taken to be the
   * next entry, so one broken entry never swallows the rest of the table.
   */
  private skipToClose(): ReturnType<Lexer['next']> {
    const lx = this.lx;
    let depth = 0;
    let previousLine = lx.line;
    for (let t = lx.type; ; t = lx.next()) {
      if (t === 'eof') return t;
      if (depth === 0 && t === '}') return t;
      if (t === '{' && depth === 0 && lx.line > previousLine) return t;
      if (t === '{' || t === '[' || (t === 'other' && lx.value === '(')) depth++;
      else if (t === '}' || t === ']' || (t === 'other' && lx.value === ')'))
        depth = Math.max(0, depth - 1);
      previousLine = lx.line;
    }
  }

  /** Skips a nested array or object value whose opening bracket is the current token. */
  private skipBalanced(): ReturnType<Lexer['next']> {
    const lx = this.lx;
    let depth = 1;
    for (;;) {
      const t = lx.next();
      if (t === 'eof') return t;
      if (t === '[' || t === '{') depth++;
      else if ((t === ']' || t === '}') && --depth === 0) return t;
    }
  }

  private problem(kind: 'truncated' | 'invalid', message: string, line: number): RedirectProblem {
    const problem: RedirectProblem = {
      kind,
      severity: problemSeverity[kind],
      message,
      ...(this.source === undefined ? {} : { source: this.source }),
      line,
    };
    this.problems.push(problem);
    return problem;
  }
}

/** True when the lexer, positioned before a `{`, can read a structurally whole entry. */
function opensWholeEntry(lx: Lexer): boolean {
  if (lx.next() !== '{') return false;
  for (;;) {
    let t = lx.next();
    if (t === '}') return true;
    if (t === ',') continue;
    if ((t !== 'string' && t !== 'word') || !lx.terminated) return false;
    if (lx.next() !== ':') return false;
    t = lx.next();
    if ((t !== 'string' && t !== 'word') || !lx.terminated) return false;
    t = lx.next();
    if (t === '}') return true;
    if (t !== ',') return false;
  }
}

function lineAt(text: string, at: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
