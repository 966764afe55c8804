import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const postgresUrl = z
  .string()
  .refine(
    (value) => /^postgres(ql)?:\/\/.+/.test(value),
    'must be a postgres:// or postgresql:// URL',
  );

const httpUrl = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'must be an http(s) URL',
  });

/**
 * `smtp://[user:pass@]host[:port][?requireTLS=true]` or `smtps://…`, as `smtpTransportOptions`
 * reads it.
 */
const smtpUrl = z.string().superRefine((value, context) => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^smtps?:$/.test(url.protocol)) {
    context.addIssue({ code: 'custom', message: 'must be an smtp:// or smtps:// URL' });
  } else if (!url.hostname) {
    context.addIssue({ code: 'custom', message: 'must name the mail server: smtp://host:587' });
  } else if (!['', '/'].includes(url.pathname) || url.hash) {
    context.addIssue({ code: 'custom', message: 'must have no path: smtp://host:587' });
  } else if (
    [...url.searchParams].some(
      ([key, flag]) => key !== 'requireTLS' || !/^(true|false)$/.test(flag),
    )
  ) {
    context.addIssue({
      code: 'custom',
      message: 'takes one option, requireTLS=true (or false), after the ?',
    });
  }
});

const mailFrom = z
  .string()
  .refine(
    (value) => /^([^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(value),
    'must be an email address, optionally as "Name <address>"',
  );

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  /** A PostgreSQL server; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').optional(),
  /** The public origin of the shop, for canonical links. */
  PUBLIC_URL: httpUrl.optional(),
  /** A real Storyblok Content Delivery API; when absent the embedded content service answers. */
  CONTENT_API_URL: httpUrl.optional(),
  CONTENT_TOKEN: z.string().min(1, 'must not be empty').default('cairn-public-demo-token'),
  CONTENT_PREVIEW_TOKEN: z.string().min(1, 'must not be empty').default('cairn-preview-demo-token'),
  /**
   * Page renders that may wait for their turn in the shop server; a page request arriving when
   * that many wait is answered 503 with Retry-After instead of queueing.
   */
  RENDER_QUEUE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(200),
  /** The shop's own API elsewhere; when absent the shop serves it in-process. */
  API_URL: httpUrl.optional(),
  /**
   * Outgoing mail server; smtp:// upgrades with STARTTLS when the server offers it. When absent
   * mail stays in the database's outbox table.
   */
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.default('Cairn <shop@cairn.example>'),
  /** Voyado Engage; when absent newsletter sign-ups and new accounts are only stored. */
  /** Klarna's public client id; the on-site messaging SDK loads only when it is set. */
  KLARNA_CLIENT_ID: z
    .string()
    .regex(/^[\w-]{8,100}$/, 'must be a Klarna client id')
    .optional(),
  /** The student-discount provider's script and the iframe address of the UK offer. */
  STUDENT_DISCOUNT_SCRIPT_URL: httpUrl.optional(),
  STUDENT_DISCOUNT_IFRAME_URL: httpUrl.optional(),
  /**
   * Storyblok's Visual Editor bridge script, loaded only in preview mode (`?_storyblok`) so the
   * editor can update the page live.
   */
  STORYBLOK_BRIDGE_URL: httpUrl.default('https://app.storyblok.com/f/storyblok-v2-latest.js'),
  VOYADO_ENGAGE_URL: httpUrl.optional(),
  VOYADO_ENGAGE_API_KEY: z.string().min(1, 'must not be empty').optional(),
  /** Voyado Elevate; when the cluster id is absent the embedded recommendation engine answers. */
  ELEVATE_CLUSTER_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,63}$/, 'must be an Elevate cluster id (letters, digits and -)')
    .optional(),
  ELEVATE_MARKET: z
    .string()
    .regex(/^[\w-]{1,20}$/, 'must be an Elevate market id such as UK')
    .default('UK'),
  ELEVATE_LOCALE: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a locale such as en-GB')
    .default('en-GB'),
  ELEVATE_TOUCHPOINT: z
    .enum(['DESKTOP', 'MOBILE'], { error: 'must be DESKTOP or MOBILE' })
    .default('DESKTOP'),
});

/** Settings that only make sense together. */
const checkedConfigSchema = configSchema.superRefine((config, context) => {
  if (Boolean(config.STUDENT_DISCOUNT_SCRIPT_URL) !== Boolean(config.STUDENT_DISCOUNT_IFRAME_URL)) {
    context.addIssue({
      code: 'custom',
      path: [
        config.STUDENT_DISCOUNT_SCRIPT_URL
          ? 'STUDENT_DISCOUNT_IFRAME_URL'
          : 'STUDENT_DISCOUNT_SCRIPT_URL',
      ],
      message: 'must be set together with the other STUDENT_DISCOUNT_ setting',
    });
  }
  if (config.VOYADO_ENGAGE_URL && !config.VOYADO_ENGAGE_API_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['VOYADO_ENGAGE_API_KEY'],
      message: 'must be set when VOYADO_ENGAGE_URL is',
    });
  }
});

export type Config = z.infer<typeof configSchema> & { DATA_DIR: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly issues: { setting: string; message: string }[]) {
    super(
      `Invalid configuration:\n${issues.map((issue) => `  ${issue.setting}: ${issue.message}`).join('\n')}`,
    );
  }
}

/**
 * Reads the configuration from environment variables, failing with a message that names
 * every wrong setting. Empty strings count as unset, as shells and .env files produce them.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(configSchema.shape)
      .map((key) => [key, env[key]])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = checkedConfigSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        setting: String(issue.path[0] ?? 'config'),
        message: issue.message,
      })),
    );
  }
  return { ...result.data, DATA_DIR: result.data.DATA_DIR ?? join(workspaceRoot(), '.data') };
}

/** The data folder defaults to the repository root, whichever workspace starts the server. */
function workspaceRoot(from = process.cwd()): string {
  let dir = resolve(from);
  while (true) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}
