import { writeFile } from 'node:fs/promises';
import { type ExportFormat, exportFormats, exportRedirects } from '../export/index.ts';
import type { RedirectRule, RedirectStatus } from '../types.ts';
import { readTableFiles } from './input.ts';
import type { CliIo } from './io.ts';

export type ExportArgs = {
  format?: string;
  out?: string;
  plan?: string;
  host?: string[];
  status?: string;
  'old-host'?: string[];
  'allow-external'?: string[];
};

const STATUSES = ['301', '302', '307', '308'];

/**
 * `cairn-redirects export`: the file goes to `--out` (or standard output); the summary, the
 * platform's notes and any refusal go to standard error, so stdout can be piped to a file.
 */
export async function runExport(args: ExportArgs, files: string[], io: CliIo): Promise<number> {
  const format = args.format as ExportFormat | undefined;
  if (format === undefined || !exportFormats.includes(format)) {
    io.stderr(`--format must be one of ${exportFormats.join(', ')}.`);
    return 2;
  }
  if (args.status !== undefined && !STATUSES.includes(args.status)) {
    io.stderr(`--status must be one of ${STATUSES.join(', ')}.`);
    return 2;
  }

  let rules: readonly RedirectRule[];
  let oldHosts = args['old-host'] ?? [];
  if (files.length === 0) {
    // No files: the shop's own table, with its old host.
    const table = await import('../table.ts');
    rules = table.shippedRedirectRules;
    if (oldHosts.length === 0) oldHosts = [...table.shippedOldHosts];
  } else {
    try {
      const parsed = await readTableFiles(files);
      rules = parsed.rules;
      const errors = parsed.problems.filter((p) => p.severity === 'error').length;
      if (errors > 0) {
        io.stderr(`${errors} unreadable entr(ies) skipped: run cairn-redirects lint for details.`);
      }
    } catch (error) {
      io.stderr((error as Error).message);
      return 2;
    }
  }

  const result = exportRedirects(rules, {
    format,
    oldHosts,
    allowedExternalHosts: args['allow-external'] ?? [],
    ...(args.plan === undefined ? {} : { plan: args.plan }),
    ...(args.host === undefined ? {} : { hosts: args.host }),
    ...(args.status === undefined ? {} : { status: Number(args.status) as RedirectStatus }),
  });
  if (!result.ok) {
    io.stderr(`Refused: ${result.message}`);
    return 1;
  }
  if (args.out === undefined || args.out === '-') {
    io.stdout(result.text.replace(/\n$/, ''));
  } else {
    try {
      await writeFile(args.out, result.text);
    } catch (error) {
      io.stderr(`Cannot write ${args.out}: ${(error as Error).message}`);
      return 2;
    }
  }
  const where = args.out === undefined || args.out === '-' ? '' : ` to ${args.out}`;
  io.stderr(`${format}: ${result.count} rules written${where} (deploy as ${result.fileName}).`);
  for (const note of result.notes) io.stderr(`  note: ${note}`);
  return 0;
}
