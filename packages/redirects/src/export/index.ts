import { analyseRules } from '../analyse.ts';
import { hostSets } from '../normalize.ts';
import type { HostOptions, RedirectRule, RedirectStatus } from '../types.ts';
import { formats } from './formats.ts';

/** The platforms a table can be exported to. */
export const exportFormats = [
  'nginx',
  'netlify',
  'vercel',
  'cloudflare-bulk',
  'cloudflare-pages',
  'shopify',
  'json',
] as const;

export type ExportFormat = (typeof exportFormats)[number];

export type ExportOptions = HostOptions & {
  format: ExportFormat;
  /** Status of every redirect. Default 301 (Shopify's redirects are always 301). */
  status?: RedirectStatus;
  /**
   * The plan whose capacity the export is checked against. `cloudflare-bulk`: `free`
   * (default, 10,000), `pro` (25,000), `business` (50,000), `enterprise` (1,000,000).
   * `vercel`: `pro` (default, 1,000 included) or `enterprise` (10,000 included).
   */
  plan?: string;
  /** `cloudflare-bulk` only, required: the host(s) the redirects answer on (`www.example.com`). */
  hosts?: readonly string[];
};

/** One redirect as every platform receives it: chains flattened, faulty rules dropped. */
export type ExportEntry = {
  /** The old path as the table wrote it, host and trailing slashes removed. */
  from: string;
  /** `from` normalised as the matcher keys it (lower case). */
  key: string;
  /** The final target, one hop. */
  to: string;
  rule: RedirectRule;
};

export type RedirectExport =
  | {
      ok: true;
      format: ExportFormat;
      /** The file name the platform expects (`_redirects`, `redirects.csv`, ...). */
      fileName: string;
      text: string;
      /** How many rules the platform counts against its limits. */
      count: number;
      /** Where the platform behaves differently from `createRedirectMatcher`, and what to do. */
      notes: string[];
    }
  | {
      ok: false;
      format: ExportFormat;
      /** One line naming the limit that was exceeded, or what the platform cannot express. */
      message: string;
      count: number;
    };

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
