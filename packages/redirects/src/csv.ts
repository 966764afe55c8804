import { parse } from 'csv-parse/sync';
import { setRuleOrigin } from './origin.ts';
import { problemSeverity, type RedirectProblem, type RedirectRule } from './types.ts';

/** Header names that mark a column as the old address or the new one (compared in lower case). */
const FROM_NAMES = ['from', 'source', 'source url', 'source_url', 'redirect from', 'old', 'path'];
const TO_NAMES = ['to', 'destination', 'target', 'target url', 'target_url', 'redirect to', 'new'];

/** `example.com/about`: Cloudflare Bulk Redirects' source URLs carry a host but no scheme. */
const HOST_AND_PATH = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?\//i;

/**
 * Reads a redirect table kept as CSV: Shopify's export (`Redirect from,Redirect to`), a
 * spreadsheet with `from,to` or `source,destination` headers, or plain `old,new` rows with no
 * header (Cloudflare Bulk Redirects' CSV, whose host-and-path sources are read as URLs).
 * Extra columns are ignored. Never throws: an unreadable row is an `invalid` problem with its
 * line, and rules keep their line for the linter (`ruleOrigin`).
 *
 * @example
 * const { rules, problems } = parseRedirectCsv('from,to\n/old,/new\n', { source: 'moves.csv' });
 */
export function parseRedirectCsv(
  text: string,
  options: { source?: string } = {},
): { rules: RedirectRule[]; problems: RedirectProblem[] } {
  const source = options.source;
  const rules: RedirectRule[] = [];
  const problems: RedirectProblem[] = [];
  const invalid = (message: string, line: number) =>
    problems.push({
      kind: 'invalid',
      severity: problemSeverity.invalid,
      message,
      line,
      ...(source === undefined ? {} : { source }),
    });

  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes with the line it ends on (the types do not say so).
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = Number((error as { lines?: number }).lines ?? 1);
    invalid(`Unreadable CSV: ${(error as Error).message}`, line);
    return { rules, problems };
  }

  let fromAt = 0;
  let toAt = 1;
  const first = records[0]?.record.map((cell) => cell.toLowerCase());
  if (first && !first.some((cell) => cell.startsWith('/') || /^https?:/.test(cell))) {
    const from = first.findIndex((cell) => FROM_NAMES.includes(cell));
    const to = first.findIndex((cell) => TO_NAMES.includes(cell));
    if (from !== -1 && to !== -1) {
      fromAt = from;
      toAt = to;
      records.shift();
    }
  }

  for (const { record, info } of records) {
    const from = record[fromAt];
    const to = record[toAt];
    if (!from || !to) {
      invalid(`Row needs an old address and a new one: ${record.join(',')}`, info.lines);
      continue;
    }
    const rule = { from: HOST_AND_PATH.test(from) ? `https://${from}` : from, to };
    setRuleOrigin(rule, source === undefined ? { line: info.lines } : { source, line: info.lines });
    rules.push(rule);
  }
  return { rules, problems };
}
