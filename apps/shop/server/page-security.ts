import type { Config } from '@cairn/server-kit';
import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import './context-variables.ts';

/** Marks this request as being in verified preview (the preview cookie or an editor link). */
export function markVerifiedPreview(c: Context, verified: boolean): void {
  c.set('verifiedPreview', verified);
}

/** Whether `markVerifiedPreview` marked this request as a verified preview. */
export function isVerifiedPreview(c: Context): boolean {
  return c.get('verifiedPreview') === true;
}

/** The per-request nonce the CSP allows inline scripts with (the SSR scripts carry it). */
export function cspNonce(c: Context): string | undefined {
  return c.get('secureHeadersNonce');
}

export type PageSecurityOptions = {
  /** A production build: HSTS on. */
  production: boolean;
  /** Klarna's client id: its SDK may load, on /klarna only. */
  klarnaClientId?: string | undefined;
  /** The student-discount provider's script and offer iframe, on /student-discount only. */
  studentDiscount?: { scriptUrl: string; iframeUrl: string } | null | undefined;
  /** Loqate's address capture (LOQATE_KEY set): its script, stylesheet and lookups, on /checkout only. */
  addressLookup?: { scriptUrl: string; styleUrl: string } | null | undefined;
  /** Storyblok's bridge script, in verified preview only. */
  storyblokBridgeUrl: string;
  /** Origins content images come from besides this site (a real Storyblok's asset host). */
  imageOrigins?: string[];
  /**
   * A Centra checkout API's origin (COMMERCE_API_URL): the browser's bag, checkout and account
   * calls go there from every page, and a payment's `form` action may post to it.
   */
  commerceOrigin?: string | undefined;
};

/** The settings `pageSecurityOptions` reads. */
export type PageSecuritySettings = Pick<Config, 'NODE_ENV' | 'STORYBLOK_BRIDGE_URL'> &
  Partial<
    Pick<
      Config,
      | 'KLARNA_CLIENT_ID'
      | 'STUDENT_DISCOUNT_SCRIPT_URL'
      | 'STUDENT_DISCOUNT_IFRAME_URL'
      | 'LOQATE_KEY'
      | 'LOQATE_SCRIPT_URL'
      | 'LOQATE_STYLE_URL'
      | 'CONTENT_API_URL'
      | 'COMMERCE_API_URL'
    >
  >;

/** `pageSecurity`'s options from the shop's settings: each third party only where it is configured. */
export function pageSecurityOptions(config: PageSecuritySettings): PageSecurityOptions {
  return {
    production: config.NODE_ENV === 'production',
    klarnaClientId: config.KLARNA_CLIENT_ID,
    studentDiscount:
      config.STUDENT_DISCOUNT_SCRIPT_URL && config.STUDENT_DISCOUNT_IFRAME_URL
        ? {
            scriptUrl: config.STUDENT_DISCOUNT_SCRIPT_URL,
            iframeUrl: config.STUDENT_DISCOUNT_IFRAME_URL,
          }
        : null,
    addressLookup:
      config.LOQATE_KEY && config.LOQATE_SCRIPT_URL && config.LOQATE_STYLE_URL
        ? { scriptUrl: config.LOQATE_SCRIPT_URL, styleUrl: config.LOQATE_STYLE_URL }
        : null,
    storyblokBridgeUrl: config.STORYBLOK_BRIDGE_URL,
    imageOrigins: config.CONTENT_API_URL ? ['https://a.storyblok.com'] : [],
    commerceOrigin: config.COMMERCE_API_URL ? originOf(config.COMMERCE_API_URL) : undefined,
  };
}

/** Storyblok's Visual Editor, the one other site that may frame a page (in verified preview). */
export const storyblokEditorOrigin = 'https://app.storyblok.com';

const klarnaSdk = 'https://js.klarna.com';
const klarnaHosts = 'https://*.klarna.com https://*.klarnacdn.net';

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Browser protections for every answer of the shop server (`hono/secure-headers`): a
 * Content-Security-Policy allowing exactly the scripts the shop loads (its own bundle, the SSR
 * scripts by nonce, or by hash on the public pages the page cache keeps, which are the same
 * bytes for every shopper (page-cache/script-hashes.ts); Klarna's SDK on /klarna, the student-discount script on
 * /student-discount, the address lookup on /checkout, Storyblok's bridge in verified preview, each only where it is used),
 * `frame-ancestors 'self'` (Storyblok's editor too in verified preview), HSTS in production,
 * Referrer-Policy, Permissions-Policy and `nosniff` everywhere.
 */
export function pageSecurity(options: PageSecurityOptions): MiddlewareHandler {
  const student = options.studentDiscount;
  const bridgeOrigin = originOf(options.storyblokBridgeUrl);
  const pathOf = (c: Context) => c.req.path.replace(/\/+$/, '') || '/';
  const onKlarna = (c: Context) => Boolean(options.klarnaClientId) && pathOf(c) === '/klarna';
  const onStudent = (c: Context) => Boolean(student) && pathOf(c) === '/student-discount';
  const lookup = options.addressLookup;
  const onCheckout = (c: Context) => Boolean(lookup) && pathOf(c) === '/checkout';
  const sources = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      formAction: ["'self'", ...(options.commerceOrigin ? [options.commerceOrigin] : [])],
      scriptSrc: [
        "'self'",
        NONCE,
        (c) =>
          sources(
            onKlarna(c) && klarnaSdk,
            onStudent(c) && !!student && originOf(student.scriptUrl),
            onCheckout(c) && !!lookup && originOf(lookup.scriptUrl),
            isVerifiedPreview(c) && bridgeOrigin,
          ),
      ],
      styleSrc: [
        "'self'",
        "'unsafe-inline'",
        (c) => sources(onCheckout(c) && !!lookup && originOf(lookup.styleUrl)),
      ],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...(options.imageOrigins ?? []),
        (c) => sources(onKlarna(c) && klarnaHosts),
      ],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [
        "'self'",
        // Exactly the checkout API's origin, on every page: the bag lives in the header.
        ...(options.commerceOrigin ? [options.commerceOrigin] : []),
        (c) =>
          sources(
            onKlarna(c) && klarnaHosts,
            onStudent(c) && !!student && originOf(student.scriptUrl),
            // The provider's script asks its own origin for the addresses.
            onCheckout(c) && !!lookup && originOf(lookup.scriptUrl),
          ),
      ],
      frameSrc: [
        "'self'",
        (c) =>
          sources(
            onKlarna(c) && klarnaHosts,
            onStudent(c) && !!student && originOf(student.iframeUrl),
          ),
      ],
      frameAncestors: ["'self'", (c) => (isVerifiedPreview(c) ? storyblokEditorOrigin : '')],
    },
    strictTransportSecurity: options.production ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Klarna and the student-discount provider open windows of their own.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    // Images and assets may be linked from elsewhere (shared links, search previews).
    crossOriginResourcePolicy: 'same-site',
    // The editor frames the page in verified preview; frame-ancestors says who may.
    xFrameOptions: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      usb: [],
      payment: ['self'],
      browsingTopics: [],
    },
  });
  return async function pageSecurityHeaders(c, next) {
    await headers(c, next);
    // A page answered with hash-signed scripts: the policy names those scripts, not a nonce.
    const hashes = c.get('scriptHashes');
    const policy = c.res.headers.get('Content-Security-Policy');
    if (hashes && policy) {
      c.res.headers.set(
        'Content-Security-Policy',
        policy.replace(/ 'nonce-[^']*'/, hashes.map((hash) => ` ${hash}`).join('')),
      );
    }
  };
}

/** Pages and answers about one shopper: never stored by a browser cache, CDN or proxy. */
const personalPaths = [
  /^\/commerce(\/|$)/,
  /^\/account(\/|$)/,
  /^\/checkout(\/|$)/,
  /^\/success(\/|$)/,
  /^\/login(\/|$)/,
  /^\/welcome(\/|$)/,
  /^\/customer(\/|$)/,
  // A mailed link's secret is in the address: never kept by the page cache or a CDN.
  /^\/newsletter(\/|$)/,
  /^\/api\/preview(\/|$)/,
];

/** Whether a path is one of the personal pages or answers (`/commerce/*`, account, checkout, receipt). */
export function isPersonalPath(path: string): boolean {
  return personalPaths.some((pattern) => pattern.test(path));
}

/** `Cache-Control: private, no-store` on every personal answer, whatever else set it. */
export function noStoreForPersonal(): MiddlewareHandler {
  return async function personalNoStore(c, next) {
    await next();
    if (isPersonalPath(c.req.path)) c.res.headers.set('Cache-Control', 'private, no-store');
  };
}
