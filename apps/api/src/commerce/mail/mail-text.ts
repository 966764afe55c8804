import { isPersonName } from '../../http/text.ts';

/**
 * What of a shopper's own text a mail may carry. The shop's mail goes to addresses typed by
 * whoever filled the form, so text from the form is a way to write to strangers from the
 * shop's address ("your account is locked, unlock it at https://…"). Mail to an address that
 * has not proven it is the requester's carries none of it; elsewhere only a plain name. Name
 * fields refuse anything else at the edge (`personName()`); this checks again with the same
 * rule, for names stored before that rule or reaching mail another way.
 */

/**
 * A name as mail may show it: at most 40 characters passing the edge's name rule
 * (`isPersonName`: letters with single spaces, hyphens, apostrophes or full stops between);
 * anything else (a URL, a digit, a line break, other punctuation) gives '' rather than a
 * cleaned-up version, so no part of a message survives.
 */
export function plainName(value: string | null | undefined): string {
  const name = (value ?? '').normalize('NFC').trim();
  return name.length <= 40 && isPersonName(name) ? name : '';
}

/**
 * "Hello Ada," for a recipient who has proven the address is theirs (an account's, confirmed
 * by its link), with a plain name; "Hello," for anyone else, whatever name the form gave.
 */
export function greeting(name: string | null | undefined, { proven }: { proven: boolean }) {
  const shown = proven ? plainName(name) : '';
  return shown ? `Hello ${shown},` : 'Hello,';
}
