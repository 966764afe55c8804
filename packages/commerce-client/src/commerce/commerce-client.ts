import { ApiError, type Fetch, type RequestOptions, requestJson } from '../http/request.ts';
import type { Answer, AnswerName } from '../schemas/answers.ts';
import {
  type ClientState,
  createClientState,
  type KeyValueStorage,
  memoryStorage,
} from '../storage/client-storage.ts';
import { type CommerceCallName, commerceCalls } from './calls.ts';
import { CommerceTimeoutError } from './commerce-timeout-error.ts';
import { OutOfStockError } from './out-of-stock-error.ts';
import { tokenHeader } from './token-header.ts';
import type {
  Address,
  Customer,
  Order,
  OrdersPage,
  PaymentAction,
  PaymentRequest,
  ProfileFields,
  RegisterFields,
  Wishlist,
  WishlistItem,
} from './types.ts';

export type CommerceClientOptions = {
  /** The commerce backend: the shop's `/commerce` (e.g. `http://localhost:3000/commerce`). */
  baseUrl: string;
  /** Defaults to the global fetch; the shop's server passes its in-process API here. */
  fetch?: Fetch;
  /** Client-stored state (token, recommendation keys); built over `storage` if not given. */
  state?: ClientState;
  /** Where the state lives: memory unless given (`webStorage()`, `cookieStorage()`). */
  storage?: KeyValueStorage;
  /** Called when the backend hands out a new token, or ends the session (null). */
  onTokenChange?: (token: string | null) => void;
  /**
   * A Centra checkout plugin's shared secret, sent as `Authorization: Bearer` (it unlocks
   * explicit market and pricelist reads). Server only: a client made with it in a browser
   * throws, so the secret cannot end up in a page's code by mistake.
   */
  sharedSecret?: string;
  /**
   * How long one call may wait for its answer before it fails with `CommerceTimeoutError`
   * (default 20 s): a slow or unreachable Centra costs the shopper a message, never a page
   * that waits for ever. A payment that timed out is retried with the same idempotency key.
   */
  timeoutMs?: number;
};

/** The default of `timeoutMs`: above a payment provider's slow answer, below a shopper's patience. */
export const commerceTimeoutMs = 20_000;

export type CommerceClient = ReturnType<typeof createCommerceClient>;

type Call = { signal?: AbortSignal };

/** The header the backend reads the session token from (`none` without one). */
/** The wishlist is read 50 items at a time. */
export const wishlistPageSize = 50;

/** The contract's answer each call of the client is checked against (`answerSchemas`). */
const answerOfCall = {
  getSelection: 'cart',
  addItem: 'cart',
  setLineQuantity: 'cart',
  removeLine: 'cart',
  setCountry: 'cart',
  addVoucher: 'cart',
  removeVoucher: 'cart',
  setShippingMethod: 'cart',
  setPaymentMethod: 'cart',
  setPaymentFields: 'cart',
  pay: 'paymentAction',
  paymentResult: 'order',
  getReceipt: 'order',
  register: 'sentMessage',
  confirmRegistration: 'loggedIn',
  login: 'loggedIn',
  logout: 'unread',
  requestPasswordReset: 'sentMessage',
  resetPassword: 'passwordReset',
  getCustomer: 'customer',
  updateCustomer: 'customer',
  changePassword: 'unread',
  getOrders: 'orders',
  getWishlist: 'wishlist',
  addToWishlist: 'unread',
  removeFromWishlist: 'unread',
} as const satisfies Partial<Record<CommerceCallName, AnswerName>>;

/**
 * Typed calls to the commerce backend. The token travels in the
 * `API-Token` header; whenever an answer carries another one, it replaces the stored token.
 * A 410 throws `OutOfStockError` with the unavailable lines; other failures throw `ApiError`
 * with the first server message and the `errors` map.
 */
export function createCommerceClient(options: CommerceClientOptions) {
  if (options.sharedSecret !== undefined && 'document' in globalThis) {
    throw new TypeError(
      '[@cairn/commerce-client] sharedSecret is for server-side calls only; a browser must never hold it',
    );
  }
  const secretHeaders: Record<string, string> = options.sharedSecret
    ? { authorization: `Bearer ${options.sharedSecret}` }
    : {};
  const state = options.state ?? createClientState(options.storage ?? memoryStorage());
  const fetchImpl: Fetch = options.fetch ?? ((request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? commerceTimeoutMs;

  /**
   * Takes the token an answer carries, unless the request was sent under a session that has
   * since been replaced or ended (a logout, a login): an answer to an older session must not
   * bring it back. Requests sent without a token (the first calls of a visit) always count, so
   * the latest new cart wins as before.
   */
  function remember(sentToken: string | null, headers: Headers | undefined, body: unknown) {
    if (sentToken !== null && state.cartToken !== sentToken) return;
    const fromBody =
      body && typeof body === 'object' && 'token' in body && typeof body.token === 'string'
        ? body.token
        : undefined;
    const token = headers?.get(tokenHeader) ?? fromBody;
    if (token === undefined) return;
    const next = token === 'none' ? null : token;
    if (next === state.cartToken) return;
    state.setCartToken(next);
    options.onTokenChange?.(next);
  }

  /**
   * Makes one call of the contract (`commerceCalls`): its method, and its path with `params`
   * in place of the `{name}` parameters, each URI-encoded.
   */
  async function call<Name extends keyof typeof answerOfCall>(
    name: Name,
    params: Record<string, string | number>,
    { signal, body, headers, acceptStatus }: Call & Omit<RequestOptions, 'method' | 'signal'> = {},
  ): Promise<Answer<(typeof answerOfCall)[Name]>> {
    const { method, path: template } = commerceCalls[name];
    const path = template.replace(/\{(\w+)\}/g, (_, param: string) => {
      const value = params[param];
      if (value === undefined) throw new TypeError(`${name}: no value for {${param}}`);
      return encodeURIComponent(String(value));
    });
    const sentToken = state.cartToken;
    // A timer of our own rather than AbortSignal.timeout: Node 20 lets an unreferenced timeout
    // signal, and a signal combined from it, be collected before it fires, so a hung call
    // could wait for ever. The timer holds the controller until it fires or is cleared.
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    try {
      const answer = await requestJson(options.baseUrl, fetchImpl, path, answerOfCall[name], {
        method,
        body,
        signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
        acceptStatus,
        headers: { [tokenHeader]: sentToken ?? 'none', ...headers, ...secretHeaders },
      });
      remember(sentToken, answer.headers, answer.data);
      return answer.data;
    } catch (error) {
      if (error instanceof ApiError) {
        remember(sentToken, error.headers, error.body);
        if (error.status === 410) throw new OutOfStockError(error);
      }
      // Our deadline, not the caller's abort: said as such, so a page can say what happened.
      if (deadline.signal.aborted && !signal?.aborted) {
        throw new CommerceTimeoutError(timeoutMs, { cause: error });
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** One page of a wishlist (0 is the default one); null without a stored token. */
  async function getWishlist({
    wishlistId = 0,
    page = 1,
    limit = wishlistPageSize,
    signal,
  }: Call & { wishlistId?: number; page?: number; limit?: number } = {}): Promise<Wishlist | null> {
    if (!state.cartToken) return null;
    const { wishlist } = await call(
      'getWishlist',
      { wishlist: wishlistId },
      { signal, body: { page, limit } },
    );
    return wishlist;
  }

  return {
    /** The client-stored state: the token, recommendation keys and click ticket. */
    state,

    // The cart

    /** The cart; a first call without a token starts a session (and stores its token). */
    getSelection: ({ signal }: Call = {}) => call('getSelection', {}, { signal }),
    /** Adds `quantity` of a size, by its sku (`item`). */
    addItem: (item: string, quantity = 1, { signal }: Call = {}) =>
      call('addItem', { item }, { signal, body: { quantity } }),
    /** Sets a line's quantity; 0 removes the line. */
    setLineQuantity: (line: string, quantity: number, { signal }: Call = {}) =>
      call('setLineQuantity', { line, quantity }, { signal }),
    removeLine: (line: string, { signal }: Call = {}) => call('removeLine', { line }, { signal }),
    /** Moves the cart to a country (its currency, VAT and delivery); the whole cart reprices. */
    setCountry: (country: string, { signal }: Call = {}) =>
      call('setCountry', { country }, { signal }),
    /** Applies a voucher; a refusal throws an `ApiError` whose message names the reason. */
    addVoucher: (voucher: string, { signal }: Call = {}) =>
      call('addVoucher', {}, { signal, body: { voucher } }),
    removeVoucher: (voucher: string, { signal }: Call = {}) =>
      call('removeVoucher', {}, { signal, body: { voucher } }),
    setShippingMethod: (shippingMethod: string, { signal }: Call = {}) =>
      call('setShippingMethod', { shippingMethod }, { signal }),
    setPaymentMethod: (paymentMethod: string, { signal }: Call = {}) =>
      call('setPaymentMethod', { paymentMethod }, { signal }),
    /** Stores the checkout address and, if different, the delivery address. */
    setPaymentFields: (
      fields: { address?: Address; shippingAddress?: Address | null },
      { signal }: Call = {},
    ) => call('setPaymentFields', {}, { signal, body: fields }),
    /**
     * Pays for the cart, answering Centra's action: `success` with the order, or where the
     * shopper pays (`redirect` to a provider's address, `form` to post). Retrying with the
     * same `idempotencyKey` (made per call unless given) answers the same order instead of a
     * second one. After an order the recommendation keys are regenerated: the order starts a
     * new browsing history.
     */
    async pay(
      payment: PaymentRequest,
      {
        signal,
        idempotencyKey = globalThis.crypto.randomUUID(),
      }: Call & { idempotencyKey?: string } = {},
    ): Promise<PaymentAction> {
      const action = await call(
        'pay',
        {},
        {
          signal,
          body: payment,
          headers: { 'Idempotency-Key': idempotencyKey },
        },
      );
      if (action.action === 'success') state.regenerateRecommendationKeys();
      return action;
    },
    /**
     * After a provider's page: hands the parameters its return brought (`paymentMethodFields`,
     * Centra's `POST /payment-result`) to the backend, which places the order once and answers
     * it. A tampered or replayed result throws an `ApiError` (4xx).
     */
    async paymentResult(
      paymentMethodFields: Record<string, string>,
      { signal }: Call = {},
    ): Promise<Order> {
      const { order } = await call(
        'paymentResult',
        {},
        {
          signal,
          body: { paymentMethodFields },
        },
      );
      state.regenerateRecommendationKeys();
      return order;
    },
    /** The order the session placed last. */
    getReceipt: async ({ signal }: Call = {}): Promise<Order> =>
      (await call('getReceipt', {}, { signal })).order,

    // Accounts

    /**
     * Starts a registration: the backend mails a link to the address (the answer is the same
     * whether or not it already has an account, so it reveals none). The newsletter flag is
     * dropped before sending (newsletter consent goes to the marketing platform, not the
     * checkout); a refusal throws an `ApiError` whose message is the first server message.
     */
    async register(
      { newsletter: _newsletter, ...fields }: RegisterFields,
      { signal }: Call = {},
    ): Promise<{ sent: true; message: string }> {
      return call('register', {}, { signal, body: fields });
    },
    /**
     * Finishes a registration with the `i` and `id` of the mailed link and the password chosen
     * when registering: makes the account and logs in. A used, wrong or expired link, or
     * another password, throws an `ApiError` (400).
     */
    async confirmRegistration(
      { i, id, password }: { i: string; id: string; password: string },
      { signal }: Call = {},
    ): Promise<{ loggedIn: true; customer: Customer }> {
      const { device, ...answer } = await call(
        'confirmRegistration',
        {},
        { signal, body: { i, id, password } },
      );
      state.setDeviceToken(device);
      return answer;
    },
    /**
     * Logs in, keeping the cart. A wrong email or password answers `{ loggedIn: false }`
     * (not an error, so a form can say so in its own words); too many attempts throw an
     * `ApiError` with status 429.
     */
    async login(
      email: string,
      password: string,
      { signal }: Call = {},
    ): Promise<{ loggedIn: true; customer: Customer } | { loggedIn: false }> {
      try {
        const { device, ...answer } = await call(
          'login',
          { email },
          {
            signal,
            body: { password, ...(state.deviceToken ? { device: state.deviceToken } : {}) },
          },
        );
        state.setDeviceToken(device);
        return answer;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
          return { loggedIn: false };
        }
        throw error;
      }
    },
    /** Ends the session; the stored token is cleared. */
    async logout({ signal }: Call = {}): Promise<void> {
      await call('logout', {}, { signal });
      state.setCartToken(null);
    },
    /** Mails a reset link if the email has an account (the answer does not say). */
    requestPasswordReset: (
      email: string,
      linkUri = '/customer/reset-password',
      { signal }: Call = {},
    ) =>
      call(
        'requestPasswordReset',
        {},
        {
          signal,
          body: { email, linkUri },
        },
      ),
    /**
     * Sets a new password with the `i` and `id` of a reset link; this browser is then known as
     * the owner's (its logins pass the account's limit on strangers' wrong passwords).
     */
    async resetPassword(
      { i, id, newPassword }: { i: string; id: string; newPassword: string },
      { signal }: Call = {},
    ): Promise<{ reset: true }> {
      const { device, ...answer } = await call(
        'resetPassword',
        {},
        { signal, body: { i, id, newPassword } },
      );
      state.setDeviceToken(device);
      return answer;
    },
    getCustomer: async ({ signal }: Call = {}): Promise<Customer> =>
      (await call('getCustomer', {}, { signal })).customer,
    updateCustomer: async (fields: ProfileFields, { signal }: Call = {}): Promise<Customer> =>
      (await call('updateCustomer', {}, { signal, body: fields })).customer,
    /** Changes the password; both the current and the new one are needed. */
    async changePassword(
      { password, newPassword }: { password: string; newPassword: string },
      { signal }: Call = {},
    ): Promise<void> {
      if (!password || !newPassword) {
        throw new TypeError('Changing the password needs the current and the new password');
      }
      await call('changePassword', {}, { signal, body: { password, newPassword } });
    },

    // Orders and wishlist: nothing is sent without a stored token (no session, nothing to read).

    /** The customer's orders, newest first; null without a stored token. */
    async getOrders({
      from,
      size,
      signal,
    }: Call & { from?: number; size?: number } = {}): Promise<OrdersPage | null> {
      if (!state.cartToken) return null;
      return call('getOrders', {}, { signal, body: { from, size } });
    },
    getWishlist,
    /** Every wishlist item, read 50 at a time while pages come back full. */
    async getWholeWishlist({
      wishlistId = 0,
      signal,
    }: Call & { wishlistId?: number } = {}): Promise<WishlistItem[] | null> {
      const items: WishlistItem[] = [];
      for (let page = 1; ; page += 1) {
        const wishlist = await getWishlist({ wishlistId, page, signal });
        if (!wishlist) return null;
        items.push(...wishlist.items);
        if (wishlist.items.length < wishlistPageSize) return items;
      }
    },
    /**
     * Adds a product (id or sku). `duplicate` when it was there already (the backend's error
     * contains 'duplicate item'); null without a stored token.
     */
    async addToWishlist(
      product: string | number,
      { wishlistId = 0, signal }: Call & { wishlistId?: number } = {},
    ): Promise<'added' | 'duplicate' | null> {
      if (!state.cartToken) return null;
      try {
        await call('addToWishlist', { wishlist: wishlistId, product }, { signal });
        return 'added';
      } catch (error) {
        if (error instanceof ApiError && error.message.includes('duplicate item')) {
          return 'duplicate';
        }
        throw error;
      }
    },
    /** Removes a product; false when it was not there, null without a stored token. */
    async removeFromWishlist(
      product: string | number,
      { wishlistId = 0, signal }: Call & { wishlistId?: number } = {},
    ): Promise<boolean | null> {
      if (!state.cartToken) return null;
      try {
        await call('removeFromWishlist', { wishlist: wishlistId, product }, { signal });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
  };
}
