/**
 * Text as search compares it: lower case, hyphens and apostrophes dropped (so "Gore-Tex" and
 * "goretex" meet), other punctuation turned into spaces.
 */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’-]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a search query, normalised, without duplicates; at most eight. */
export function searchTerms(query: string): string[] {
  return [...new Set(normaliseSearchText(query).split(' ').filter(Boolean))].slice(0, 8);
}
