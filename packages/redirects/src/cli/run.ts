import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { exportFormats } from '../export/index.ts';
import { lintRedirectTable } from '../lint.ts';
import type { RedirectProblem } from '../types.ts';
import { runExport } from './export.ts';
import { readTableFiles } from './input.ts';
import type { CliIo } from './io.ts';
import { loadKnownRoutes } from './routes.ts';

/** The name of a routes list that is picked up from among the files to lint. */
const ROUTES_FILE_NAME = 'known-routes.txt';
/** The name of a live-brands list that is picked up from among the files to lint. */
const BRANDS_FILE_NAME = 'live-brands.txt';

export const USAGE = `Usage: cairn-redirects lint <files...> [--routes <file|url>] [--brands <file|url>]
                       [--json] [--old-host <host>]... [--allow-external <host>]...
       cairn-redirects export [files...] --format <format> [--out <file>] [--plan <plan>]
                       [--host <host>]... [--status 301|302|307|308]
                       [--old-host <host>]... [--allow-external <host>]...

lint: checks a legacy-redirect table. Files are portions of one table, in the order given
(an entry cut across two consecutive files is joined back together), or .csv files.

  --routes <file|url>     known routes (one per line, JSON array or sitemap); targets
                          that are not among them are errors, with a suggestion.
                          Default: a known-routes.txt among the files, if any
  --brands <file|url>     live brand slugs (one per line or JSON array); a target on
                          another brand's page (/brands/{slug}) is a retired-brand error.
                          Default: a live-brands.txt among the files, if any
  --json                  print { rules, errors, warnings, problems } as JSON
  --old-host <host>       a host of the old site (absolute URLs on it count as paths)
  --allow-external <host> a host a target may point at
Exit status: 0 clean or warnings only, 1 any error, 2 usage or unreadable input.

export: writes the table (the files given, else the shipped table) in a platform's format,
chains flattened to one hop, checked against the platform's documented limits.

  --format <format>       ${exportFormats.join(' | ')}
  --out <file>            write the file here (default: standard output)
  --plan <plan>           cloudflare-bulk: free (default) | pro | business | enterprise;
                          vercel: pro (default) | enterprise
  --host <host>           cloudflare-bulk: the host the redirects answer on (required)
  --status <code>         301 (default), 302, 307 or 308
Exit status: 0 written, 1 refused (the message names the limit), 2 usage or unreadable input.`;

export type { CliIo } from './io.ts';

/** Runs the CLI and returns its exit status; all output goes through `io`. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    io.stderr(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...files] = args.positionals;
  if (args.values.help) {
    io.stdout(USAGE);
    return 0;
  }
  if (command === 'export') return runExport(args.values, files, io);
  if (command !== 'lint' || files.length === 0) {
    io.stderr(USAGE);
    return 2;
  }

  let knownRoutes: string[] | undefined;
  // A table's routes list travels beside its portions as known-routes.txt, so a plain
  // `lint data/*` checks targets too; --routes, when given, takes precedence.
  const routesFile =
    args.values.routes ?? files.find((file) => basename(file) === ROUTES_FILE_NAME);
  try {
    if (routesFile !== undefined) knownRoutes = await loadKnownRoutes(routesFile);
  } catch (error) {
    io.stderr(`Cannot read routes from ${routesFile}: ${(error as Error).message}`);
    return 2;
  }

  let liveBrands: string[] | undefined;
  const brandsFile =
    args.values.brands ?? files.find((file) => basename(file) === BRANDS_FILE_NAME);
  try {
    if (brandsFile !== undefined) liveBrands = await loadKnownRoutes(brandsFile);
  } catch (error) {
    io.stderr(`Cannot read brands from ${brandsFile}: ${(error as Error).message}`);
    return 2;
  }

  // `data/*` also matches the lists shipped beside the portions: they are not portions.
  const lists = new Set(
    [routesFile, brandsFile].filter((f) => f !== undefined).map((f) => resolve(f)),
  );
  const portions = files.filter((file) => isPortion(file, lists));
  let parsed: Awaited<ReturnType<typeof readTableFiles>>;
  try {
    parsed = await readTableFiles(portions);
  } catch (error) {
    io.stderr((error as Error).message);
    return 2;
  }

  const problems = [
    ...parsed.problems,
    ...lintRedirectTable(parsed.rules, {
      ...(knownRoutes ? { knownRoutes } : {}),
      ...(liveBrands ? { liveBrands } : {}),
      oldHosts: args.values['old-host'] ?? [],
      allowedExternalHosts: args.values['allow-external'] ?? [],
    }),
  ];
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;

  if (args.values.json) {
    io.stdout(JSON.stringify({ rules: parsed.rules.length, errors, warnings, problems }, null, 2));
  } else {
    for (const problem of problems) io.stdout(formatProblem(problem));
    io.stdout(
      `${parsed.rules.length} rules in ${portions.length} file(s): ${errors} error(s), ${warnings} warning(s)${
        knownRoutes ? '' : ' (targets not checked: pass --routes)'
      }`,
    );
  }
  return errors > 0 ? 1 : 0;
}

/** Files given to the CLI that are table portions, not the lists shipped beside them. */
export function isPortion(file: string, lists: ReadonlySet<string>): boolean {
  const name = basename(file);
  if (name === ROUTES_FILE_NAME || name === BRANDS_FILE_NAME) return false;
  // data/* also holds the retired-brands list, which is not a portion either.
  if (name === 'retired-brands.json') return false;
  return !lists.has(resolve(file));
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      routes: { type: 'string' },
      brands: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
      plan: { type: 'string' },
      host: { type: 'string', multiple: true },
      status: { type: 'string' },
      json: { type: 'boolean' },
      'old-host': { type: 'string', multiple: true },
      'allow-external': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** `file:line  severity  kind  message  (suggestion)`, like a compiler, so editors link it. */
export function formatProblem(problem: RedirectProblem): string {
  const where = `${problem.source ?? '<table>'}${problem.line === undefined ? '' : `:${problem.line}`}`;
  const hint = problem.suggestion === undefined ? '' : `  (suggestion: ${problem.suggestion})`;
  return `${where}  ${problem.severity}  ${problem.kind}  ${problem.message}${hint}`;
}
