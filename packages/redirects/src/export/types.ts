import type { HostOptions, RedirectRule, RedirectStatus } from '../types.ts';

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
