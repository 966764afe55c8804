/**
 * A tolerant lexer for the text of a JSON array or JavaScript array literal. It never
 * throws: anything it does not understand becomes an `other` token, and a string that is
 * not closed ends at the end of its line (as it would in JavaScript), so one cut-off string
 * cannot swallow the rest of the table.
 */

export type TokenType = '[' | ']' | '{' | '}' | ',' | ':' | 'string' | 'word' | 'other' | 'eof';

const CH_NL = 10;
const CH_CR = 13;
const CH_SLASH = 47;
const CH_STAR = 42;
const CH_BACKSLASH = 92;
const CH_SQ = 39;
const CH_DQ = 34;
const CH_BT = 96;

/** Punctuation by character code (an array: the lexer's hottest lookup). */
const PUNCT: Array<TokenType | undefined> = Array.from({ length: 128 }, () => undefined);
PUNCT[91] = '[';
PUNCT[93] = ']';
PUNCT[123] = '{';
PUNCT[125] = '}';
PUNCT[44] = ',';
PUNCT[58] = ':';

/** Characters that may continue a bare word: identifiers, numbers, `$`, `.`, `-`. */
function isWordChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === 95 ||
    c === 36 ||
    c === 45 ||
    c === 46 ||
    c > 127
  );
}

/** A pull lexer: `next()` moves to the next token and exposes it on the instance. */
export class Lexer {
  type: TokenType = 'eof';
  /** The string's decoded value, or the word's text. */
  value = '';
  start = 0;
  end = 0;
  /** 1-based line where the token starts. */
  line = 1;
  /** False for a string whose closing quote never came. */
  terminated = true;

  private pos: number;
  private currentLine: number;

  constructor(
    readonly text: string,
    start = 0,
    startLine = 1,
  ) {
    this.pos = start;
    this.currentLine = startLine;
  }

  next(): TokenType {
    const text = this.text;
    const len = text.length;
    let pos = this.pos;
    // Skip white space and comments, counting lines.
    while (pos < len) {
      const c = text.charCodeAt(pos);
      if (c === CH_NL) {
        this.currentLine++;
        pos++;
      } else if (c === 32 || c === 9 || c === CH_CR || c === 0xfeff || c === 0xa0) {
        pos++;
      } else if (c === CH_SLASH && text.charCodeAt(pos + 1) === CH_SLASH) {
        const eol = text.indexOf('\n', pos);
        pos = eol === -1 ? len : eol;
      } else if (c === CH_SLASH && text.charCodeAt(pos + 1) === CH_STAR) {
        const close = text.indexOf('*/', pos + 2);
        const stop = close === -1 ? len : close + 2;
        for (let i = pos; i < stop; i++) if (text.charCodeAt(i) === CH_NL) this.currentLine++;
        pos = stop;
      } else {
        break;
      }
    }
    this.start = pos;
    this.line = this.currentLine;
    this.terminated = true;
    if (pos >= len) {
      this.pos = pos;
      this.end = pos;
      this.value = '';
      this.type = 'eof';
      return this.type;
    }
    const c = text.charCodeAt(pos);
    const punct = c < 128 ? PUNCT[c] : undefined;
    if (punct !== undefined) {
      this.pos = this.end = pos + 1;
      this.type = punct;
      this.value = '';
      return punct;
    }
    if (c === CH_SQ || c === CH_DQ || c === CH_BT) {
      this.readString(c);
      return this.type;
    }
    if (isWordChar(c) || c === CH_SLASH) {
      let p = pos + 1;
      while (p < len) {
        const d = text.charCodeAt(p);
        // A bare path such as /brands/rab is one word, but `//` starts a comment.
        if (isWordChar(d) || (d === CH_SLASH && text.charCodeAt(p + 1) !== CH_SLASH)) p++;
        else break;
      }
      this.pos = this.end = p;
      this.value = text.slice(pos, p);
      this.type = 'word';
      return this.type;
    }
    this.pos = this.end = pos + 1;
    this.value = text[pos] ?? '';
    this.type = 'other';
    return this.type;
  }

  private readString(quote: number): void {
    const text = this.text;
    const len = text.length;
    let p = this.start + 1;
    let chunkStart = p;
    let value = '';
    while (p < len) {
      const c = text.charCodeAt(p);
      if (c === quote) {
        this.value = value + text.slice(chunkStart, p);
        this.pos = this.end = p + 1;
        this.type = 'string';
        return;
      }
      if ((c === CH_NL || c === CH_CR) && quote !== CH_BT) break;
      if (c === CH_NL) this.currentLine++;
      if (c === CH_BACKSLASH) {
        value += text.slice(chunkStart, p);
        const [decoded, width] = decodeEscape(text, p);
        // Only a real line break after the backslash moves the line count, not `\n`.
        const raw = text.charCodeAt(p + 1);
        if (raw === CH_NL || (raw === CH_CR && text.charCodeAt(p + 2) === CH_NL))
          this.currentLine++;
        value += decoded;
        p += width;
        chunkStart = p;
        continue;
      }
      p++;
    }
    // Unterminated: the string stops at the end of its line (or of the text).
    this.value = value + text.slice(chunkStart, p);
    this.pos = this.end = p;
    this.type = 'string';
    this.terminated = false;
  }
}

/** Decodes the escape at `at` (a backslash); returns the text and how many chars it used. */
function decodeEscape(text: string, at: number): [string, number] {
  const e = text[at + 1];
  switch (e) {
    case undefined:
      return ['', 1];
    case 'n':
      return ['\n', 2];
    case 't':
      return ['\t', 2];
    case 'r':
      return ['\r', 2];
    case 'b':
      return ['\b', 2];
    case 'f':
      return ['\f', 2];
    case 'v':
      return ['\v', 2];
    case '0':
      return ['\0', 2];
    case '\r':
      return text[at + 2] === '\n' ? ['', 3] : ['', 2];
    case '\n':
      // A line continuation inside a string: the newline is not part of the value.
      return ['', 2];
    case 'x': {
      const hex = text.slice(at + 2, at + 4);
      return /^[0-9a-f]{2}$/i.test(hex) ? [String.fromCharCode(parseInt(hex, 16)), 4] : ['x', 2];
    }
    case 'u': {
      if (text[at + 2] === '{') {
        const close = text.indexOf('}', at + 3);
        const hex = close === -1 ? '' : text.slice(at + 3, close);
        if (/^[0-9a-f]{1,6}$/i.test(hex)) {
          const code = parseInt(hex, 16);
          if (code <= 0x10ffff) return [String.fromCodePoint(code), close - at + 1];
        }
        return ['u', 2];
      }
      const hex = text.slice(at + 2, at + 6);
      return /^[0-9a-f]{4}$/i.test(hex) ? [String.fromCharCode(parseInt(hex, 16)), 6] : ['u', 2];
    }
    default:
      return [e, 2];
  }
}
