import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseRedirectCsv } from '../csv.ts';
import { parseRedirectPortions } from '../parse/index.ts';
import type { RedirectProblem, RedirectRule } from '../types.ts';

/**
 * Reads the table files given on the command line, in order: consecutive JavaScript or JSON
 * files are portions of one table (an entry cut across two is joined), a `.csv` file stands
 * alone. Throws with the file name when one cannot be read.
 */
export async function readTableFiles(
  files: readonly string[],
): Promise<{ rules: RedirectRule[]; problems: RedirectProblem[] }> {
  const rules: RedirectRule[] = [];
  const problems: RedirectProblem[] = [];
  let run: Array<{ text: string; source: string }> = [];
  const flush = () => {
    if (run.length === 0) return;
    const parsed = parseRedirectPortions(run);
    rules.push(...parsed.rules);
    problems.push(...parsed.problems);
    run = [];
  };
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
    }
    if (extname(file).toLowerCase() === '.csv') {
      flush();
      const parsed = parseRedirectCsv(text, { source: file });
      rules.push(...parsed.rules);
      problems.push(...parsed.problems);
    } else {
      run.push({ text, source: file });
    }
  }
  flush();
  return { rules, problems };
}
