import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, generateSignedCookie, getSignedCookie } from 'hono/cookie';

declare module 'hono' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: Hono's map is extended by merging an interface
  interface ContextVariableMap {
    /** This request holds a fresh preview cookie (set by `createPreviewAccess().middleware()`). */
    previewGranted?: boolean;
  }
}

/** The preview cookie: HttpOnly, signed, holding only its own expiry time. */
export const previewCookieName = 'cairn_preview';
/** How long a preview cookie lasts (as Next.js draft mode, a working session's worth). */
export const previewCookieSeconds = 60 * 60;
/** How old a Visual Editor link may be (Storyblok's own check allows an hour). */
const editorLinkSeconds = 60 * 60;

export type PreviewAccessOptions = {
  /** The content service's preview token: the editor link's check and the cookie's key. */
  previewToken: string;
  /** Storyblok's space id; when set, editor links of other spaces are refused. */
  spaceId?: string | undefined;
  /**
   * Cookie for an https site: `SameSite=None; Secure`, so it also travels inside Storyblok's
   * editor frame. Otherwise (http on a developer's machine) `SameSite=Lax`.
   */
  secure?: boolean;
  /** The clock in milliseconds; tests move it. */
  now?: () => number;
};

export type PreviewAccess = ReturnType<typeof createPreviewAccess>;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Who may see drafts and releases: whoever holds a fresh preview cookie. The cookie is given
 * for Storyblok's Visual Editor link (`_storyblok_tk[space_id]`, `[timestamp]`, `[token]` =
 * sha1 of `space_id:preview_token:timestamp`, under an hour old) or for the preview token
 * itself, and is signed with a key derived from the preview token, so the shop server and
 * every API replica verify it alike. Anything else (`?preview=true`, `release=`,
 * `_storyblok=1`) sees published content.
 */
export function createPreviewAccess({
  previewToken,
  spaceId,
  secure = false,
  now = Date.now,
}: PreviewAccessOptions) {
  const key = createHash('sha256').update(`cairn preview cookie\n${previewToken}`).digest();
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    maxAge: previewCookieSeconds,
    ...(secure ? { secure: true, sameSite: 'None' as const } : { sameSite: 'Lax' as const }),
  };

  /** Whether the request holds a valid, unexpired preview cookie. */
  async function holds(c: Context): Promise<boolean> {
    const value = await getSignedCookie(c, key, previewCookieName);
    return typeof value === 'string' && /^\d+$/.test(value) && Number(value) * 1000 > now();
  }

  return {
    holds,
    /** Whether a query carries a valid, fresh Storyblok Visual Editor link. */
    verifiesEditorLink(query: URLSearchParams): boolean {
      const space = query.get('_storyblok_tk[space_id]');
      const timestamp = query.get('_storyblok_tk[timestamp]');
      const token = query.get('_storyblok_tk[token]');
      if (!space || !timestamp || !token || !/^\d{1,12}$/.test(timestamp)) return false;
      if (spaceId !== undefined && space !== spaceId) return false;
      const age = now() / 1000 - Number(timestamp);
      if (age > editorLinkSeconds || age < -300) return false;
      const expected = createHash('sha1')
        .update(`${space}:${previewToken}:${timestamp}`)
        .digest('hex');
      return sameText(expected, token.toLowerCase());
    },

    /** Whether `token` is the preview token. */
    verifiesToken(token: string | undefined): boolean {
      return typeof token === 'string' && sameText(token, previewToken);
    },

    /**
     * A fresh preview cookie: `setCookie` for the answer's Set-Cookie header, `pair` to send
     * the API along with the request that got it.
     */
    async issue(): Promise<{ setCookie: string; pair: string }> {
      const expires = Math.floor(now() / 1000) + previewCookieSeconds;
      const setCookie = await generateSignedCookie(
        previewCookieName,
        String(expires),
        key,
        cookieOptions,
      );
      return { setCookie, pair: setCookie.split(';')[0] ?? '' };
    },

    /** Ends preview for this browser. */
    revoke(c: Context): void {
      deleteCookie(c, previewCookieName, cookieOptions);
    },

    /** Sets `previewGranted(c)` for the routes after it. */
    middleware(): MiddlewareHandler {
      return async function previewGrant(c, next) {
        c.set('previewGranted', await holds(c));
        await next();
      };
    },
  };
}

/** Whether this request may see drafts and releases (see `createPreviewAccess`). */
export function previewGranted(c: Context): boolean {
  return c.get('previewGranted') === true;
}
