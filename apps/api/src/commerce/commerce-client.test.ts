import { beforeAll, describe, expect, it } from 'vitest';
// The published client, from source: the API is its real counterpart (apps may use packages).
import {
  ApiError,
  createCommerceClient,
  createOwnServerClient,
  OutOfStockError,
} from '../../../../packages/commerce-client/src/index.ts';
import { testDatabases, useTestApi } from '../testing/test-api.ts';
import {
  confirmationLink,
  setStock,
  stockedSkus,
  stockOf,
  testAddress,
} from './testing/shopper.ts';
import { voucherRefusedMessage } from './vouchers/vouchers.ts';

const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

describe.each(testDatabases())('@cairn/commerce-client against the API on $name', (database) => {
  const api = useTestApi(database);
  let skus: string[];
  let sequence = 0;
  beforeAll(async () => {
    skus = await stockedSkus(api, 4, 5);
  });

  const client = () =>
    createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      fetch: (request) => Promise.resolve(api.app.fetch(request)),
    });
  const sku = (index: number) => skus[index] ?? '';

  it('shops as a guest: cart, country, voucher, address, payment, receipt', async () => {
    const shop = client();
    // Reading the bag writes nothing: no session, no token, until the first change.
    const empty = await shop.getSelection();
    expect(empty.token).toBe('none');
    expect(shop.state.cartToken).toBeNull();
    await shop.addItem(sku(0), 2);
    await shop.setCountry('IE');
    const withVoucher = await shop.addVoucher('WELCOME10');
    expect(withVoucher.selection.discounts.vouchers[0]?.voucher).toBe('WELCOME10');
    expect(withVoucher.selection.currencyFormat.prefix).toBe('€');
    const refused = await shop.addVoucher('EXPIRED5').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    // One answer for every refused code: it does not say whether the code exists.
    expect((refused as ApiError).message).toBe(voucherRefusedMessage);
    expect((refused as ApiError).errors).toEqual({ voucher: voucherRefusedMessage });
    await shop.setPaymentFields({ address: { ...testAddress, country: 'IE' } });
    const keys = shop.state.recommendationKeys();
    const paid = await shop.pay({ termsAndConditions: true, card });
    if (paid.action !== 'success') throw new Error(`paying answered ${paid.action}`);
    const { order } = paid;
    expect(order.items[0]?.quantity).toBe(2);
    expect(order.totals.grandTotalPriceAsNumber).toBe(
      withVoucher.selection.totals.grandTotalPriceAsNumber,
    );
    expect((await shop.getReceipt()).order).toBe(order.order);
    expect(shop.state.recommendationKeys().sessionKey).not.toBe(keys.sessionKey);
    expect((await shop.getSelection()).selection.items).toEqual([]);
  });

  it('registers, logs out and in keeping the cart, and keeps a wishlist', async () => {
    const shop = client();
    const email = `client.${Date.now()}.${sequence++}@example.com`;
    const asked = await shop.register({ email, password: 'pass phrase one', newsletter: true });
    expect(asked.sent).toBe(true);
    const link = await confirmationLink(api, email);
    const registered = await shop.confirmRegistration({
      i: link?.searchParams.get('i') ?? '',
      id: link?.searchParams.get('id') ?? '',
      password: 'pass phrase one',
    });
    expect(registered.customer.email).toBe(email);
    await shop.logout();
    expect(shop.state.cartToken).toBeNull();
    expect(await shop.login(email, 'wrong password')).toEqual({ loggedIn: false });
    await shop.addItem(sku(1));
    const guestToken = shop.state.cartToken;
    const login = await shop.login(email, 'pass phrase one');
    expect(login.loggedIn).toBe(true);
    expect(shop.state.cartToken).not.toBe(guestToken);
    expect((await shop.getSelection()).selection.items[0]?.sku).toBe(sku(1));
    const product = (await shop.getSelection()).selection.items[0]?.product.product ?? 0;
    expect(await shop.addToWishlist(product)).toBe('added');
    expect(await shop.addToWishlist(product)).toBe('duplicate');
    const wishlist = await shop.getWholeWishlist();
    expect(wishlist?.map((item) => [item.product.id, item.addedToBag])).toEqual([[product, true]]);
    expect(await shop.removeFromWishlist(product)).toBe(true);
    expect((await shop.getCustomer()).email).toBe(email);
    expect((await shop.getOrders())?.orders).toEqual([]);
  });

  it('throws OutOfStockError with the unavailable lines', async () => {
    const shop = client();
    await setStock(api, sku(2), 5);
    await shop.addItem(sku(2));
    await setStock(api, sku(2), 0);
    const error = await shop
      .pay({ termsAndConditions: true, address: testAddress, card })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutOfStockError);
    expect((error as OutOfStockError).unavailable).toEqual([
      expect.objectContaining({ sku: sku(2), requested: 1, available: 0 }),
    ]);
    expect(await stockOf(api, sku(2))).toBe(0);
  });

  it('adds to a cart through the own server and signs up for the newsletter', async () => {
    const commerce = client();
    await commerce.setCountry('GB');
    const shop = createOwnServerClient({
      baseUrl: 'http://shop.test',
      fetch: (request) => Promise.resolve(api.app.fetch(request)),
    });
    const cart = await shop.addItemToCart(commerce.state.cartToken, sku(3));
    expect(cart.token).toBe(commerce.state.cartToken);
    expect((await commerce.getSelection()).selection.items[0]?.sku).toBe(sku(3));
    // Double opt-in: pending until the mailed link is followed.
    expect(await shop.newsletterSignup('client@example.com')).toMatchObject({ pending: true });
  });
});
