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

/** `redis://[user:pass@]host[:port][/db]` or `rediss://…` (TLS), as ioredis reads it. */
const redisUrl = z
  .string()
  .refine(
    (value) =>
      URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol) && new URL(value).hostname,
    'must be a redis:// or rediss:// URL naming a host: redis://host:6379',
  );

const httpUrl = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'must be an http(s) URL',
  });

/** An http(s) address with no user, password, query or fragment: the browser sees it. */
const commerceApiUrl = httpUrl.refine((value) => {
  const url = new URL(value);
  return !url.username && !url.password && !url.search && !url.hash;
}, "must be the plugin's address with no user, password, query or fragment: https://shop.centra.com/api/checkout");

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

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'must be 1 or 0' })
  .transform((value) => value === '1' || value === 'true');

const onOff = z.enum(['on', 'off'], { error: 'must be on or off' });

const seconds = z.coerce
  .number({ error: 'must be a number of seconds' })
  .int('must be a whole number of seconds')
  .min(0, 'must be 0 or more');

const megabytes = z.coerce
  .number({ error: 'must be a number of megabytes' })
  .int('must be a whole number of megabytes')
  .min(1, 'must be at least 1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * Demo mode: the seed step fills the database with the demo shop at start. On by default
   * outside production; `pnpm demo` sets DEMO=1. The same switch lets a production
   * start run on demo settings (the demo content tokens, test payments, no PUBLIC_URL): without
   * it a production start refuses them, and the page footer says when it is a demo.
   */
  DEMO: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0 (true or false)' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  /**
   * Proxy hops in front of the server whose `X-Forwarded-For` entries are trusted, as Express's
   * `trust proxy` number: 0 (default) uses the socket's address and ignores the header.
   */
  TRUST_PROXY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10, 'must be at most 10')
    .default(0),
  /** The test payment methods (a card that always pays, an invoice): a demo setting. */
  TEST_PAYMENTS: flag.default(true),
  PORT: port.default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  /** A PostgreSQL server; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').optional(),
  /** Generated images, apart from the database; default DATA_DIR/image-cache. */
  IMAGE_CACHE_DIR: z.string().min(1, 'must not be empty').optional(),
  /** The image cache's size cap in megabytes; the least recently used files go first. */
  IMAGE_CACHE_MAX_MB: megabytes.default(512),
  /**
   * Redis, shared by every replica: the data cache's second level, rate limits and purge
   * messages. When absent each process keeps these to itself (one process needs nothing more).
   */
  REDIS_URL: redisUrl.optional(),
  /** Put before every Redis key, so several shops (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits, or _ : . -')
    .default('cairn:'),
  /** Log lines: `json` (one object a line) or `pretty` (for people); default pretty on a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /**
   * Bearer token for `/metrics` on the public port. In production, /metrics is served only
   * with this token or on METRICS_PORT.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A port of its own for `/metrics` (kept off the public port, e.g. for a scraper on a private network). */
  METRICS_PORT: port.optional(),
  /**
   * Seconds between SIGTERM and closing the listener, while /readyz answers 503 and requests are
   * still served: time for a load balancer's health check to send traffic elsewhere first.
   */
  SHUTDOWN_DELAY: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be 0 or more')
    .max(60, 'must be at most 60')
    .default(0),
  /** Seconds in-flight requests get to finish after SIGTERM before their connections are closed. */
  SHUTDOWN_TIMEOUT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .max(600, 'must be at most 600')
    .default(25),
  /** The public origin of the shop, for canonical links. */
  PUBLIC_URL: httpUrl.optional(),
  /** A real Storyblok Content Delivery API; when absent the embedded content service answers. */
  CONTENT_API_URL: httpUrl.optional(),
  /**
   * A Centra Checkout API plugin (`https://<tenant>.centra.com/api/<uri>`): the bag, checkout,
   * payment, receipt, customers, orders and wishlists go there, from the browser (admitted by
   * the plugin's allowed origins) and from the server. When absent the embedded `/commerce`
   * backend answers, and only then are its tables seeded.
   */
  COMMERCE_API_URL: commerceApiUrl.optional(),
  /**
   * The Checkout API plugin's shared secret, sent as `Authorization: Bearer` on the server's
   * own calls only. A secret: never logged, never in a page, and refused at start when a
   * PUBLIC_/VITE_-style setting would hand it to the browser's code.
   */
  COMMERCE_SHARED_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  CONTENT_TOKEN: z.string().min(1, 'must not be empty').default('cairn-public-demo-token'),
  CONTENT_PREVIEW_TOKEN: z.string().min(1, 'must not be empty').default('cairn-preview-demo-token'),
  /** Storyblok's space id; when set, Visual Editor links of other spaces get no preview. */
  STORYBLOK_SPACE_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be a Storyblok space id (digits)')
    .optional(),
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
  /**
   * Loqate's address capture key (`AA11-AA11-AA11-AA11`): with it the checkout offers an
   * address lookup, loaded from LOQATE_SCRIPT_URL and LOQATE_STYLE_URL (whose origin also
   * answers the lookups); without it addresses are typed by hand.
   */
  LOQATE_KEY: z
    .string()
    .regex(
      /^[A-Z]{2}\d{2}-[A-Z]{2}\d{2}-[A-Z]{2}\d{2}-[A-Z]{2}\d{2}$/,
      'must be a Loqate key (AA11-AA11-AA11-AA11)',
    )
    .optional(),
  LOQATE_SCRIPT_URL: httpUrl.default('https://services.pcapredict.com/js/address-3.91.min.js'),
  LOQATE_STYLE_URL: httpUrl.default('https://services.pcapredict.com/css/address-3.91.min.css'),
  /** The student-discount provider's script and the iframe address of the UK offer. */
  STUDENT_DISCOUNT_SCRIPT_URL: httpUrl.optional(),
  STUDENT_DISCOUNT_IFRAME_URL: httpUrl.optional(),
  /**
   * Storyblok's Visual Editor bridge script, loaded only in preview mode (`?_storyblok`) so the
   * editor can update the page live.
   */
  STORYBLOK_BRIDGE_URL: httpUrl.default('https://app.storyblok.com/f/storyblok-v2-latest.js'),
  /**
   * Hosts an editor's `embedded-html` iframe may come from (https only, exact host names,
   * comma-separated); every other iframe is removed. `none`: no iframes at all.
   */
  EMBED_IFRAME_HOSTS: z
    .string()
    .default('www.youtube-nocookie.com,player.vimeo.com')
    .transform((value) =>
      (value.trim().toLowerCase() === 'none' ? '' : value)
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
            'must be host names such as www.youtube-nocookie.com, comma-separated',
          ),
      ),
    ),
  /**
   * Web origins (scheme, host and port, comma-separated) whose browser apps may call the
   * read-only content and catalogue APIs and the commerce API (with its token header) directly;
   * unset: none, every call comes from the shop's own origin.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .refine(
            (origin) =>
              URL.canParse(origin) &&
              /^https?:$/.test(new URL(origin).protocol) &&
              new URL(origin).origin === origin,
            'must be origins such as https://app.example.com (scheme, host and port only, no path or trailing slash), comma-separated',
          ),
      ),
    ),
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
  /** Storyblok's webhook secret; `POST /api/webhooks/storyblok` refuses every call without it. */
  STORYBLOK_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Bearer token of `POST /api/catalogue/deltas` (price and stock deltas from a PIM or the
   * commerce backend); without it the endpoint answers 404. A secret: never logged.
   */
  CATALOGUE_IMPORT_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Centra's webhook plugin's endpoint secret: `POST /api/webhooks/centra` checks
   * `X-Centra-Signature` with it and imports the products Centra says changed; unset: 404.
   */
  CENTRA_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The shop's page cache for anonymous pages (`off` renders every request). */
  PAGE_CACHE: onOff.default('on'),
  PAGE_CACHE_MAX_MB: megabytes.default(64),
  /**
   * How long a public page or API answer is fresh (s-maxage, and the shop's own caches), then
   * served stale while it refreshes for PAGE_CACHE_STALE more; purges end both at once.
   */
  PAGE_CACHE_TTL: seconds.default(300),
  PAGE_CACHE_STALE: seconds.default(3600),
  /** The API's data cache of public answers (`off` queries for every request). */
  DATA_CACHE: onOff.default('on'),
  /** The data cache's level 1, in process; level 2 is Redis when REDIS_URL is set. */
  DATA_CACHE_MAX_MB: megabytes.default(64),
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
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
    context.addIssue({
      code: 'custom',
      path: ['METRICS_PORT'],
      message: 'must differ from PORT (metrics are kept off the public port)',
    });
  }
  if (config.COMMERCE_SHARED_SECRET && !config.COMMERCE_API_URL) {
    context.addIssue({
      code: 'custom',
      path: ['COMMERCE_SHARED_SECRET'],
      message: 'is the secret of a Centra checkout API: set COMMERCE_API_URL with it',
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

type SchemaConfig = z.infer<typeof configSchema>;

/** The settings the schema gives a default, with their types. */
export type ConfigDefaults = {
  [Key in keyof SchemaConfig as undefined extends SchemaConfig[Key]
    ? never
    : Key]: SchemaConfig[Key];
};

/**
 * Every default of the schema above, the one place each is written: what `loadConfig` gives
 * for a setting left unset. (DATA_DIR, IMAGE_CACHE_DIR and DEMO are worked out from others.)
 */
export const configDefaults: Readonly<ConfigDefaults> = Object.freeze(configSchema.parse({}));

/**
 * A partial configuration (a factory's options, a test's) with every unset setting at its
 * default, as `loadConfig` would give it.
 * @example const { PAGE_CACHE_TTL } = withConfigDefaults({}); // 300
 */
export function withConfigDefaults<Given extends Partial<Config>>(
  config: Given,
): Omit<Given, keyof ConfigDefaults> & ConfigDefaults {
  const given = Object.fromEntries(
    Object.entries(config).filter(([, value]) => value !== undefined),
  );
  return { ...configDefaults, ...given } as Omit<Given, keyof ConfigDefaults> & ConfigDefaults;
}

export type Config = z.infer<typeof configSchema> & {
  DATA_DIR: string;
  IMAGE_CACHE_DIR: string;
  DEMO: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly issues: { setting: string; message: string }[],
    heading = 'Invalid configuration',
  ) {
    super(
      `${heading}:\n${issues.map((issue) => `  ${issue.setting}: ${issue.message}`).join('\n')}`,
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
  const exposed = exposedSecrets(env, env.COMMERCE_SHARED_SECRET || undefined);
  if (exposed.length > 0) throw new ConfigError(exposed, 'A secret would reach the browser');
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        setting: String(issue.path[0] ?? 'config'),
        message: issue.message,
      })),
    );
  }
  const dataDir = result.data.DATA_DIR ?? join(workspaceRoot(), '.data');
  return {
    ...result.data,
    DATA_DIR: dataDir,
    IMAGE_CACHE_DIR: result.data.IMAGE_CACHE_DIR ?? join(dataDir, 'image-cache'),
    DEMO: result.data.DEMO ?? result.data.NODE_ENV !== 'production',
  };
}

/**
 * Prefixes that bundlers (Vite, Next.js, Create React App, Nuxt, Astro, SvelteKit) copy into
 * the code they ship to the browser: a setting so named is public, whatever its value.
 */
const publicSettingPrefix = /^(PUBLIC_|VITE_|NEXT_PUBLIC_|REACT_APP_|NUXT_PUBLIC_|EXPO_PUBLIC_)/;

/**
 * The commerce shared secret handed to the browser's code: a public-prefixed setting named
 * after it (`VITE_COMMERCE_SHARED_SECRET`, even empty: someone meant to expose it), or one
 * holding its value. Each found is named, never its value.
 */
export function exposedSecrets(
  env: Record<string, string | undefined>,
  secret: string | undefined,
): { setting: string; message: string }[] {
  return Object.entries(env)
    .filter(
      ([key, value]) =>
        publicSettingPrefix.test(key) &&
        (key.replace(publicSettingPrefix, '') === 'COMMERCE_SHARED_SECRET' ||
          (secret !== undefined && value === secret)),
    )
    .map(([key]) => ({
      setting: key,
      message:
        'would hand the commerce shared secret to the browser (public-prefixed settings are bundled into client code): remove it and set only COMMERCE_SHARED_SECRET, which stays on the server',
    }));
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
