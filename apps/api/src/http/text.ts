import { z } from 'zod';

/**
 * The one rule for text at the edge. Every string the API takes (JSON fields, path
 * parameters, query values, headers it reads) is built from `text()` or one of the shapes
 * below, so none reaches SQL, jsonb, a cache key or a file name unchecked:
 *
 * - well-formed UTF-16 only: a lone surrogate cannot be stored in PostgreSQL text or jsonb
 *   (22P05/22021) and means the sender is broken or probing;
 * - no NUL and no other C0/C1 control character (tab and line breaks only where a field is
 *   multi-line): PostgreSQL refuses NUL, and controls in a name or a code only hide things;
 * - Unicode normalised to NFC, so `é` typed two ways is one value (one account, one search);
 * - trimmed (unless told not to) and bounded in length after that.
 *
 * The answers are zod string schemas, so a field can add its own format (`.regex()`,
 * `.toLowerCase()`, `.pipe(z.email())`). Messages never quote the input back.
 */

// C0 controls, DEL and C1 controls; multi-line text keeps tab, line feed and carriage return.
const anyControl = /\p{Cc}/u;
const controlOutsideLines = /(?![\t\n\r])\p{Cc}/u;
// With the u flag a pair is one code point: only a surrogate standing alone matches.
const loneSurrogate = /[\ud800-\udfff]/u;

export type TextOptions = {
  /** Most characters after normalising and trimming. */
  max: number;
  /** Fewest characters after normalising and trimming; default 0. */
  min?: number;
  /** Message when shorter than `min`. */
  minMessage?: string;
  /** Message when longer than `max`. */
  maxMessage?: string;
  /** Allows tab and line breaks (notes, messages); default false. */
  multiline?: boolean;
  /** Keeps surrounding white space (passwords); default true, trimmed. */
  trim?: boolean;
  /** Message when the value is not a string at all. */
  error?: string;
  /** Message for a control character or a lone surrogate; `malformedTextMessage` by default. */
  malformedMessage?: string;
};

export const malformedTextMessage = 'contains characters that are not allowed';

/** Text as the shop takes it: see the file's comment. */
export function text({
  max,
  min = 0,
  minMessage,
  maxMessage,
  multiline = false,
  trim = true,
  error,
  malformedMessage = malformedTextMessage,
}: TextOptions) {
  const control = multiline ? controlOutsideLines : anyControl;
  let schema = z
    .string(error ? { error } : undefined)
    // Cheap bound before the work below; the real bound is checked after normalising.
    .refine((value) => value.length <= max * 4 + 16, {
      message: maxMessage ?? `at most ${max} characters`,
      abort: true,
    })
    .refine((value) => !loneSurrogate.test(value) && !control.test(value), {
      message: malformedMessage,
      abort: true,
    })
    .normalize('NFC');
  if (trim) schema = schema.trim();
  schema = schema.max(max, maxMessage ?? `at most ${max} characters`);
  return min > 0 ? schema.min(min, minMessage ?? `at least ${min} characters`) : schema;
}

/** A lower-case slug (letters, digits, single hyphens), such as a brand or store name. */
export function slug({ max = 100, message = 'a slug such as northwall' } = {}) {
  return text({ max }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, message);
}

/** An email address as the shop takes it: trimmed, lower-case, at most 254 characters. */
export function email({
  error = 'Enter your email address',
  invalid = 'Enter a valid email address',
} = {}) {
  return text({ max: 254, error, maxMessage: 'at most 254 characters' })
    .toLowerCase()
    .pipe(z.email({ error: invalid }));
}

/** A two-letter country code, answered upper-case. */
export function countryCode() {
  return text({ max: 2 })
    .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
    .toUpperCase();
}

/** An identifier such as a sku, a line id or a key: printable, no spaces, bounded. */
export function identifier({ max = 100 } = {}) {
  return text({ max, min: 1 }).regex(/^[^\s]+$/, 'no spaces');
}

/**
 * What a person's name may hold: letters of any script with their accents, joined by single
 * spaces, hyphens, apostrophes or full stops ("Anne-Marie O'Neill", "J. R. Hartley", "Łukasz",
 * "李雷"). A name travels into mail, receipts and the staff's screens, so it must not carry a
 * message: no link (`://`, `evil.example`: a full stop followed at once by two letters), no
 * digits, no other punctuation, no line break.
 */
const personNamePattern = /^(?:\p{L}\p{M}*)+(?:(?:[ '’-]|\. ?)(?:\p{L}\p{M}*)+)*\.?$/u;
const hostNameLike = /\.(?:\p{L}\p{M}*){2}/u;

export const personNameMessage =
  'Use only letters, spaces, hyphens, apostrophes and full stops in a name: no links, numbers or line breaks';

/** Whether a (normalised, trimmed) value is a plain person's name: see `personName()`. */
export function isPersonName(value: string): boolean {
  return personNamePattern.test(value) && !hostNameLike.test(value);
}

/**
 * A person's name as the shop takes it (`text()` plus `isPersonName`): runs of white space
 * (a double or a no-break space) are made one space, and anything else is refused with
 * `personNameMessage`. Empty passes unless `min` says otherwise.
 */
export function personName(options: TextOptions) {
  return text({ ...options, multiline: false, malformedMessage: personNameMessage })
    .transform((value) => value.replace(/\s+/gu, ' '))
    .refine((value) => value === '' || isPersonName(value), personNameMessage);
}
