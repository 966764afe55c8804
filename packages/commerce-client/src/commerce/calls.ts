/**
 * Every call of the commerce backend (Centra's Checkout API, and the embedded backend that
 * follows it) as the wire carries it: method, path, the statuses of a success and of a refusal,
 * and the fields a success answers. One description for the client (which builds its requests
 * from it), the embedded backend (whose routes a test holds to it, both ways) and the tests
 * that pin each call against that backend.
 *
 * What every call shares:
 * - the request sends the session token in the `API-Token` header (`none` without one);
 * - every answer, success or refusal, carries the session's current token twice: in the
 *   `API-Token` header and as `token` in the JSON body, the same value (`none`: no session);
 * - a refusal's body is `{ token, error, errors }`: `errors` maps a field (or `request`,
 *   `session`) to its message, `error` is the first message (a validation failure adds
 *   `issues`); `commerceRefusalFields` lists them;
 * - besides its own refusals, any call may answer `commerceStatusesOfAnyCall`.
 */

export type CommerceMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type CommerceCall = {
  method: CommerceMethod;
  /** The path under the API's address; `{name}` is a path parameter (URI-encoded). */
  path: string;
  /** The statuses of a success. */
  ok: readonly number[];
  /** The statuses this call refuses with (each answered as `commerceRefusalFields`). */
  refused: readonly number[];
  /** The fields a success answers besides `token`. */
  answers: readonly string[];
  /** Needs a logged-in session: a guest's call answers 401 (`errors.session`). */
  customer?: true;
  /**
   * Server-side only: with the plugin's shared secret (`Authorization: Bearer`), without which
   * a backend holding one answers 401 (`errors.authorization`). Never sent from a browser.
   */
  sharedSecret?: true;
};

/** The fields of every refusal's body. */
export const commerceRefusalFields = ['token', 'error', 'errors'] as const;

/**
 * Statuses any call may answer, refusal-shaped: a malformed body (400), a body over 64 KB
 * (413), too many new sessions from one address (429), the backend briefly busy (503).
 */
export const commerceStatusesOfAnyCall = [400, 413, 429, 503] as const;

const cart = ['selection', 'paymentMethods', 'shippingMethods', 'location'] as const;

/** The commerce calls, named as the client's methods. */
export const commerceCalls = {
  // The bag
  getSelection: { method: 'GET', path: '/selection', ok: [200], refused: [], answers: cart },
  addItem: {
    method: 'POST',
    path: '/items/{item}',
    ok: [200],
    // 404 an unknown size; 410 not enough stock, or a product no longer sold.
    refused: [400, 404, 410],
    answers: cart,
  },
  setLineQuantity: {
    method: 'PUT',
    path: '/lines/{line}/quantity/{quantity}',
    ok: [200],
    refused: [400, 404, 410],
    answers: cart,
  },
  removeLine: {
    method: 'DELETE',
    path: '/lines/{line}',
    ok: [200],
    refused: [400, 404],
    answers: cart,
  },
  setCountry: {
    method: 'PUT',
    path: '/countries/{country}',
    ok: [200],
    refused: [400],
    answers: cart,
  },
  addVoucher: {
    method: 'POST',
    path: '/vouchers',
    ok: [200],
    // 400 one message for every refused code; 409 already applied.
    refused: [400, 409],
    answers: cart,
  },
  removeVoucher: {
    method: 'DELETE',
    path: '/vouchers',
    ok: [200],
    refused: [400, 404],
    answers: cart,
  },
  setShippingMethod: {
    method: 'PUT',
    path: '/shipping-methods/{shippingMethod}',
    ok: [200],
    refused: [400],
    answers: cart,
  },
  setPaymentMethod: {
    method: 'PUT',
    path: '/payment-methods/{paymentMethod}',
    ok: [200],
    refused: [400],
    answers: cart,
  },
  setPaymentFields: {
    method: 'PUT',
    path: '/payment-fields',
    ok: [200],
    refused: [400],
    answers: cart,
  },
  // Paying
  pay: {
    method: 'POST',
    path: '/payment',
    // 201 a new order (`success`); 200 the same order again (an idempotent retry), or a
    // provider's page to pay on (`redirect` with `url`, `form` with `formHtml`).
    ok: [200, 201],
    // 402 declined; 410 `unavailable`: the lines stock no longer covers.
    refused: [400, 402, 410],
    answers: ['action'],
  },
  paymentResult: {
    method: 'POST',
    path: '/payment-result',
    ok: [201],
    // 400 not paid or tampered; 404 not this session's; 409 replayed, or the bag changed.
    refused: [400, 404, 409],
    answers: ['action', 'order'],
  },
  getReceipt: { method: 'GET', path: '/receipt', ok: [200], refused: [404], answers: ['order'] },
  // Accounts
  register: {
    method: 'POST',
    path: '/register',
    // 202 alike whether or not the address has an account.
    ok: [202],
    refused: [400],
    answers: ['sent', 'message'],
  },
  confirmRegistration: {
    method: 'POST',
    path: '/register/confirm',
    ok: [201],
    refused: [400, 409],
    answers: ['loggedIn', 'customer', 'device'],
  },
  login: {
    method: 'POST',
    path: '/login/{email}',
    ok: [200],
    refused: [400, 401],
    answers: ['loggedIn', 'customer', 'device'],
  },
  logout: { method: 'POST', path: '/logout', ok: [200], refused: [], answers: ['loggedIn'] },
  requestPasswordReset: {
    method: 'POST',
    path: '/password-reset-email',
    ok: [200],
    refused: [400],
    answers: ['sent', 'message'],
  },
  resetPassword: {
    method: 'POST',
    path: '/password-reset',
    ok: [200],
    refused: [400],
    answers: ['reset', 'device'],
  },
  getCustomer: {
    method: 'GET',
    path: '/customer',
    ok: [200],
    refused: [401],
    answers: ['loggedIn', 'customer'],
    customer: true,
  },
  updateCustomer: {
    method: 'PUT',
    path: '/customer/update',
    ok: [200],
    refused: [400, 401],
    answers: ['customer'],
    customer: true,
  },
  changePassword: {
    method: 'PUT',
    path: '/password',
    ok: [200],
    refused: [400, 401],
    answers: ['changed'],
    customer: true,
  },
  getOrders: {
    method: 'POST',
    path: '/orders',
    ok: [200],
    refused: [400, 401],
    answers: ['orders', 'ordersPaging'],
    customer: true,
  },
  // Wishlists
  getWishlist: {
    method: 'POST',
    path: '/customer/wishlists/{wishlist}',
    ok: [200],
    refused: [400, 401],
    answers: ['wishlist'],
    customer: true,
  },
  addToWishlist: {
    method: 'POST',
    path: '/customer/wishlists/{wishlist}/items/{product}',
    ok: [201],
    // 404 no such product; 409 `duplicate item`.
    refused: [400, 401, 404, 409],
    answers: ['added'],
    customer: true,
  },
  removeFromWishlist: {
    method: 'DELETE',
    path: '/customer/wishlists/{wishlist}/items/{product}',
    ok: [200],
    refused: [400, 401, 404],
    answers: ['removed'],
    customer: true,
  },
  // The catalogue, read by the shop's server (the catalogue import), never by a browser
  products: {
    method: 'POST',
    path: '/products',
    ok: [200],
    refused: [400, 401],
    answers: ['products', 'productCount', 'filter'],
    sharedSecret: true,
  },
  categories: {
    method: 'GET',
    path: '/categories',
    ok: [200],
    refused: [401],
    answers: ['categories'],
    sharedSecret: true,
  },
  brands: {
    method: 'GET',
    path: '/brands',
    ok: [200],
    refused: [401],
    answers: ['brands'],
    sharedSecret: true,
  },
} as const satisfies Record<string, CommerceCall>;

export type CommerceCallName = keyof typeof commerceCalls;
