import type * as z from 'zod/mini';
import type {
  appliedVoucherSchema,
  cartLineSchema,
  cartSchema,
  currencyFormatSchema,
  customerSchema,
  lineProductSchema,
  orderLineSchema,
  orderSchema,
  ordersPageSchema,
  paymentActionSchema,
  paymentMethodSchema,
  selectionSchema,
  shippingMethodSchema,
  totalsSchema,
  voucherDiscountSchema,
  wishlistItemSchema,
  wishlistProductSchema,
  wishlistSchema,
} from '../schemas/commerce.ts';
import type { Address } from './address.ts';

// The answers' types come from their schemas (`../schemas/`), the one description of each;
// what the client sends (`ProfileFields`, `PaymentRequest`, ...) is described here.

export type { Address };
/** How to show amounts of the cart's currency. */
export type CurrencyFormat = z.infer<typeof currencyFormatSchema>;

/**
 * Totals in the cart's currency. Discounts are negative (as Centra answers them); prices
 * include VAT where the market has it, so `taxAddedAsNumber` is 0.
 */
export type Totals = z.infer<typeof totalsSchema>;

export type VoucherDiscount = z.infer<typeof voucherDiscountSchema>;

export type AppliedVoucher = z.infer<typeof appliedVoucherSchema>;

export type LineProduct = z.infer<typeof lineProductSchema>;

/** A cart line: one size (`item`/`sku`) of a product. */
export type CartLine = z.infer<typeof cartLineSchema>;

export type Selection = z.infer<typeof selectionSchema>;

export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** The cart as every selection call answers it. */
export type Cart = z.infer<typeof cartSchema>;

export type OrderLine = z.infer<typeof orderLineSchema>;

export type Order = z.infer<typeof orderSchema>;

export type OrdersPage = z.infer<typeof ordersPageSchema>;

export type Customer = z.infer<typeof customerSchema>;

export type ProfileFields = {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  /** YYYY-MM-DD */
  birthdate?: string | null;
  address?: Address;
};

export type RegisterFields = ProfileFields & {
  email: string;
  password: string;
  /** Accepted for convenience and dropped before sending: newsletter consent is not the checkout's. */
  newsletter?: boolean;
};

export type WishlistItem<P = WishlistProduct> = Omit<
  z.infer<typeof wishlistItemSchema>,
  'product'
> & {
  product: P;
};

/** The catalogue's product view (see the catalogue client's `Product` for every field). */
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

export type Wishlist = z.infer<typeof wishlistSchema>;

export type CardDetails = { number: string; expiry: string; cvc: string };

export type PaymentRequest = {
  paymentMethod?: string;
  termsAndConditions: true;
  address?: Address;
  shippingAddress?: Address;
  card?: CardDetails;
  /** Centra's: the shop page a provider sends the shopper back to once paid. */
  paymentReturnPage?: string;
  /** Centra's: the shop page a provider sends the shopper back to when not paid. */
  paymentFailedPage?: string;
};

/**
 * What `POST /payment` answers, as Centra does: the order (`success`), or where the shopper
 * pays: a provider's address to go to (`redirect`) or a provider's form to post (`form`).
 */
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/** A cart line that stock no longer covers, from a 410 answer. */
export type UnavailableLine = {
  line?: string;
  sku: string;
  name?: string;
  requested: number;
  available: number;
};
