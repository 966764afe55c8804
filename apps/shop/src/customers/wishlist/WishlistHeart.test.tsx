import { sampleProduct, sampleWishlistItem } from '@cairn/commerce-client/testing';
// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerMarkKey, tokenFingerprint } from '../session/session-marker.ts';
import { renderCustomerPage, stubFetch } from '../testing/render-customer-page.tsx';
import { WishlistHeart } from './WishlistHeart.tsx';

// The customer's heart's code comes when a test lets it, so a tap can land before it has; every
// test but the one about that lets it come at once.
const customerHeartCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive: () => arrive(), arrived };
});
vi.mock('./CustomerHeart.tsx', async (importOriginal) => {
  await customerHeartCode.arrived;
  return importOriginal();
});
const earlyTapTest = 'given a tap before its code has come';

const tent = { id: 5, name: 'Ridge 2 Tent' };
const pages = { '/tents/ridge-2': () => <WishlistHeart product={tent} /> };
const heart = () => screen.getByRole('button', { name: 'Save Ridge 2 Tent to wishlist' });
const wishlistPath = 'POST /commerce/customer/wishlists/0';
const itemPath = 'POST /commerce/customer/wishlists/0/items/5';

function savedList(ids: number[]) {
  return {
    body: {
      wishlist: {
        wishlist: 0,
        items: ids.map((id) => sampleWishlistItem({ product: sampleProduct({ id }) })),
        paging: { page: 1, limit: 50, total: ids.length },
      },
    },
  };
}

/** A wishlist, empty until the tent is saved to it: the routes `stubFetch` answers. */
function savingWishlist() {
  let saved: number[] = [];
  return {
    [wishlistPath]: () => savedList(saved),
    [itemPath]: () => {
      saved = [5];
      return { status: 201, body: { added: 5 } };
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  if (!expect.getState().currentTestName?.includes(earlyTapTest)) customerHeartCode.arrive();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the wishlist heart', () => {
  it('given a guest, asks them to log in and come back, without calling the backend', async () => {
    const sent = stubFetch({});
    renderCustomerPage('/tents/ridge-2', pages);
    const button = await screen.findByRole('button', { name: 'Save Ridge 2 Tent to wishlist' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save it for later' });
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe(
      '/login?redirect=%2Ftents%2Fridge-2',
    );
    expect(sent).toEqual([]);
  });

  describe('given a logged-in customer', () => {
    beforeEach(() => {
      localStorage.setItem('cairn.cart-token', 'customer-token');
      localStorage.setItem(customerMarkKey, tokenFingerprint('customer-token'));
    });

    it(`${earlyTapTest}, saves the product once it has, pressed from the tap on`, async () => {
      const sent = stubFetch(savingWishlist());
      renderCustomerPage('/tents/ridge-2', pages);
      fireEvent.click(await screen.findByRole('button', { name: 'Save Ridge 2 Tent to wishlist' }));
      // Nothing asked yet: the customer's heart, which reads the list, has not come.
      expect(sent).toEqual([]);
      expect(heart().getAttribute('aria-pressed')).toBe('true');
      customerHeartCode.arrive();
      await waitFor(() => expect(screen.getByText('Saved to your wishlist')).toBeTruthy());
      expect(heart().getAttribute('aria-pressed')).toBe('true');
      expect(sent.filter((request) => request.path.endsWith('/items/5'))).toHaveLength(1);
    });

    it('when clicked, saves the product and shows it pressed', async () => {
      const sent = stubFetch(savingWishlist());
      renderCustomerPage('/tents/ridge-2', pages);
      await waitFor(() => expect(heart().getAttribute('aria-busy')).toBeNull());
      fireEvent.click(heart());
      await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
      await waitFor(() => expect(heart().getAttribute('aria-busy')).toBeNull());
      expect(heart().getAttribute('aria-pressed')).toBe('true');
      expect(sent.filter((request) => request.path.endsWith('/items/5'))).toHaveLength(1);
      expect(screen.getByText('Saved to your wishlist')).toBeTruthy();
    });

    it('when the backend says duplicate item, counts it as saved', async () => {
      // Another tab saved it meanwhile: this one still shows it unsaved.
      let saved: number[] = [];
      stubFetch({
        [wishlistPath]: () => savedList(saved),
        [itemPath]: () => {
          saved = [5];
          return {
            status: 409,
            body: {
              error: 'duplicate item: already in the wishlist',
              errors: { product: 'duplicate item: already in the wishlist' },
            },
          };
        },
      });
      renderCustomerPage('/tents/ridge-2', pages);
      await waitFor(() => expect(heart().getAttribute('aria-busy')).toBeNull());
      saved = [5];
      fireEvent.click(heart());
      await waitFor(() => expect(heart().getAttribute('aria-busy')).toBeNull());
      expect(heart().getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByText('Saved to your wishlist')).toBeTruthy();
    });

    it('when saving fails, says so and shows the heart as it was', async () => {
      stubFetch({
        [wishlistPath]: savedList([]),
        [itemPath]: { status: 500, body: { error: 'Something went wrong' } },
      });
      renderCustomerPage('/tents/ridge-2', pages);
      await waitFor(() => expect(heart().getAttribute('aria-busy')).toBeNull());
      fireEvent.click(heart());
      expect(
        await screen.findByText('We could not update your wishlist. Please try again.'),
      ).toBeTruthy();
      expect(heart().getAttribute('aria-pressed')).toBe('false');
    });
  });
});
