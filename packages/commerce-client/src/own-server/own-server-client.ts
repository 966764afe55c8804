import type { Cart } from '../commerce/types.ts';
import { ApiError, type Fetch, type RequestOptions, requestJson } from '../http/request.ts';
import type { AnswerName } from '../schemas/answers.ts';
import type {
  AccountCreation,
  Globals,
  ResolvedPage,
  Setup,
  SitemapFileEntries,
  SitemapIndex,
  Story,
} from './types.ts';

export type OwnServerClientOptions = {
  /** The shop's origin, e.g. `https://www.cairn.example` or `http://localhost:3000`. */
  baseUrl: string;
  /** Defaults to the global fetch; the shop's server passes its in-process API here. */
  fetch?: Fetch;
};

export type OwnServerClient = ReturnType<typeof createOwnServerClient>;

type Call = { signal?: AbortSignal };
type PreviewCall = Call & { preview?: boolean; release?: string };

/** Typed calls to the shop's own server (`/api/*`). */
export function createOwnServerClient(options: OwnServerClientOptions) {
  const fetchImpl: Fetch = options.fetch ?? ((request) => fetch(request));
  const call = <Name extends AnswerName>(path: string, answer: Name, init?: RequestOptions) =>
    requestJson(options.baseUrl, fetchImpl, path, answer, init);
  const previewQuery = ({ preview, release }: PreviewCall) => ({
    preview: preview ? 'true' : undefined,
    release,
  });

  return {
    async getSetup({ signal }: Call = {}): Promise<Setup> {
      return (await call('/api/setup', 'setup', { signal })).data;
    },
    async getGlobals({ signal, preview }: PreviewCall = {}): Promise<Globals> {
      const { data } = await call('/api/globals', 'globals', {
        signal,
        query: { preview: preview ? 'true' : undefined },
      });
      return data.globals;
    },
    async getStory(slug: string, { signal, preview }: PreviewCall = {}): Promise<Story> {
      const { data } = await call(`/api/story/${encodePath(slug)}`, 'story', {
        signal,
        query: { preview: preview ? 'true' : undefined },
      });
      return data.story;
    },
    /** Stories of a folder (newest first) or chosen by uuid, for blocks that list articles. */
    async getContentEntries(
      query: { startsWith?: string; uuids?: string[]; perPage?: number },
      { signal, preview }: PreviewCall = {},
    ): Promise<Story[]> {
      const { data } = await call('/api/content/get-content-entries', 'stories', {
        method: 'POST',
        signal,
        body: {
          ...(query.startsWith ? { starts_with: query.startsWith } : {}),
          ...(query.uuids ? { by_uuids: query.uuids } : {}),
          ...(query.perPage ? { per_page: query.perPage } : {}),
          preview: preview ?? false,
        },
      });
      return data.stories;
    },
    /**
     * Resolves a page address to its type and data. An unknown page is not an error: it
     * resolves to `type: 'error'` with the 404 story, for the shop to render with status 404;
     * nor is a product no longer sold (410): `type: 'retired'`, for a page with status 410.
     */
    async resolvePage(uri: string, call_: PreviewCall = {}): Promise<ResolvedPage> {
      const { status, data, headers } = await call(
        `/api/resolver/${encodePath(uri.replace(/^\/+/, ''))}`,
        'resolvedPage',
        { signal: call_.signal, query: previewQuery(call_), acceptStatus: [404, 410] },
      );
      // A 404 without the 404 page (no resolver there, or no 404 story) is an ordinary error.
      if (!data?.data) throw new ApiError(status, 'Page not found', data, headers);
      return data.data;
    },
    /** The sitemap's files (`pages`, `products-1`, ...), each with its latest change. */
    async getSitemapIndex({ signal }: Call = {}): Promise<SitemapIndex> {
      return (await call('/api/sitemap', 'sitemapIndex', { signal })).data;
    },
    /** One sitemap file's page addresses; an unknown file is a 404 `ApiError`. */
    async getSitemapFile(name: string, { signal }: Call = {}): Promise<SitemapFileEntries> {
      return (await call(`/api/sitemap/${encodePath(name)}`, 'sitemapFile', { signal })).data;
    },
    /**
     * Adds a size (by sku) to the cart a commerce token names, answering the cart and its
     * token (a new one when the token named no live session). The token goes in the
     * `API-Token` header, never in the URL, where logs and Referer headers would keep it.
     */
    async addItemToCart(
      token: string | null,
      sku: string,
      quantity = 1,
      { signal }: Call = {},
    ): Promise<Cart> {
      const { data } = await call('/api/cart/add-item', 'cart', {
        method: 'POST',
        signal,
        headers: { 'API-Token': token ?? 'none' },
        body: { sku, quantity },
      });
      return data;
    },
    /**
     * Asks for the newsletter at an email (double opt-in): the API mails the address a link
     * and answers `pending` alike whether or not it is subscribed; only the link subscribes.
     */
    async newsletterSignup(
      email: string,
      { signal }: Call = {},
    ): Promise<{ pending: true; message: string }> {
      const { data } = await call('/api/voyado-engage/newsletter-signup', 'newsletterPending', {
        method: 'POST',
        signal,
        body: { email },
      });
      return data;
    },
    /**
     * Confirms a newsletter sign-up with the `i` and `id` of the mailed link: subscribed (and
     * forwarded to Voyado Engage if set). A used, wrong or expired link throws (400).
     */
    async confirmNewsletterSignup(
      { i, id }: { i: string; id: string },
      { signal }: Call = {},
    ): Promise<{ subscribed: true }> {
      const { data } = await call('/api/voyado-engage/newsletter-confirm', 'newsletterConfirmed', {
        method: 'POST',
        signal,
        body: { i, id },
      });
      return data;
    },
    /**
     * Tells the marketing platform about a new account. Only the account's own logged-in
     * session may (its commerce `token`), so nobody records consent for someone else's email.
     */
    async accountCreation(
      account: AccountCreation,
      { signal, token }: Call & { token: string | null },
    ): Promise<{ received: true }> {
      const { data } = await call('/api/voyado-engage/account-creation', 'received', {
        method: 'POST',
        signal,
        headers: { 'API-Token': token ?? 'none' },
        body: account,
      });
      return data;
    },
  };
}

/**
 * Each segment percent-encoded. A `.` or `..` segment is refused as a 400 before anything is
 * sent: the URL parser resolves them (encoded or not), so the request would leave its
 * endpoint (`/api/resolver/../x` is `/api/x`), and no page or story has such a name.
 */
function encodePath(path: string): string {
  const segments = path.split('/');
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw new ApiError(400, 'A page address has no . or .. segments', null);
  }
  return segments.map(encodeURIComponent).join('/');
}
