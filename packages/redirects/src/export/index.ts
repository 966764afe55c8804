import { analyseRules } from '../analyse.ts';
import { hostSets } from '../normalize.ts';
import type { RedirectRule } from '../types.ts';
import { formats } from './formats.ts';
import {
  type ExportEntry,
  type ExportOptions,
  exportFormats,
  type RedirectExport,
} from './types.ts';

export {
  type ExportEntry,
  type ExportFormat,
  type ExportOptions,
  exportFormats,
  type RedirectExport,
} from './types.ts';

/**
 * Writes a table in a platform's own redirect format, checked against that platform's
 * documented capacity and semantics. Chains are flattened to one hop and faulty rules dropped,
 * exactly as `createRedirectMatcher` serves them. A table the platform cannot take (over its
 * count for the plan, or a rule it cannot express) comes back `ok: false` with a message naming
 * the limit; nothing is written half.
 *
 * @example
 * const out = exportRedirects(rules, { format: 'netlify' });
 * if (out.ok) writeFileSync(out.fileName, out.text);
 * else console.error(out.message);
 */
export function exportRedirects(
  rules: readonly RedirectRule[],
  options: ExportOptions,
): RedirectExport {
  const writer = formats[options.format];
  if (!writer) {
    return {
      ok: false,
      format: options.format,
      message: `Unknown format ${String(options.format)}; use one of ${exportFormats.join(', ')}.`,
      count: 0,
    };
  }
  const { served } = analyseRules(rules, hostSets(options));
  const entries: ExportEntry[] = [...served.values()].map((r) => ({
    from: r.path,
    key: r.key,
    to: r.final,
    rule: r.rule,
  }));
  return writer(entries, { ...options, status: options.status ?? 301 });
}
