import type { Address } from './address.ts';

export type { Address };
/** How to show amounts of the cart's currency. */
export type CurrencyFormat = {
  currency: string;
  prefix: string;
  suffix: string;
  decimalDigits: number;
  decimalPoint: string;
  thousandsSeparator: string;
};

/**
 * Totals in the cart's currency. Discounts are negative (as Centra answers them); prices
 * include VAT where the market has it, so `taxAddedAsNumber` is 0.
 */
export type Totals = {
  itemsTotalPriceAsNumber: number;
  totalDiscountPriceAsNumber: number;
  itemTotalPriceAfterDiscountAsNumber: number;
  totalOriginalDiscountPriceAsNumber: number;
  shippingPriceAsNumber: number;
  taxAddedAsNumber: number;
  taxDeductedAsNumber: number;
  grandTotalPriceAsNumber: number;
  grandTotalPriceTaxAsNumber: number;
};

export type VoucherDiscount = { voucher: string; priceOffAsNumber: number };

export type AppliedVoucher = VoucherDiscount & {
  description: string;
  /** False when the voucher stays on the cart but does not apply (see `problem`). */
  applies: boolean;
  problem?: string;
};

export type LineProduct = {
  /** The product id. */
  product: number;
  sku: string;
  name: string;
  brandName: string;
  /** The colourway (bag lines have it; order lines, stored before it was added, may not). */
  colour?: { name: string; hex: string };
  uri: string;
  image: string;
  priceAsNumber: number;
  priceBeforeDiscountAsNumber: number;
  /** The product's sizes; `item` is the sku to add. */
  items: { item: string; sku: string; size: string; available: boolean }[];
};

/** A cart line: one size (`item`/`sku`) of a product. */
export type CartLine = {
  /** The line id, for quantity changes. */
  line: string;
  item: string;
  sku: string;
  size: string;
  quantity: number;
  /** Whether the stock covers the quantity now (checked again on payment). */
  available: boolean;
  product: LineProduct;
  discounts: { vouchers: VoucherDiscount[] };
  priceEachAsNumber: number;
  priceEachWithoutTaxAsNumber: number;
  /** The "was" price each, before the catalogue's own sale discount. */
  priceEachBeforeDiscountAsNumber: number;
  totalPriceBeforeDiscountAsNumber: number;
  totalPriceAsNumber: number;
};

export type Selection = {
  items: CartLine[];
  discounts: { vouchers: AppliedVoucher[] };
  totals: Totals;
  shippingMethod: string;
  paymentMethod: string;
  currency: string;
  currencyFormat: CurrencyFormat;
  address: Address;
  shippingAddress: Address;
};

export type PaymentMethod = {
  paymentMethod: string;
  name: string;
  /** `redirect` and `form`: paid on the provider's page (the answer to paying is an action). */
  kind: 'card' | 'invoice' | 'redirect' | 'form';
  selected: boolean;
  testCards?: { succeeds: string; declined: string };
};

export type ShippingMethod = {
  shippingMethod: string;
  name: string;
  priceAsNumber: number;
  freeFromAsNumber?: number;
  selected: boolean;
};

/** The cart as every selection call answers it. */
export type Cart = {
  token: string;
  selection: Selection;
  paymentMethods: PaymentMethod[];
  shippingMethods: ShippingMethod[];
  location: { country: string; name: string; currency: string; vatPercent: number };
};

export type OrderLine = Omit<CartLine, 'available' | 'product'> & {
  product: Omit<LineProduct, 'items'>;
};

export type Order = {
  /** The order number. */
  order: string;
  status: string;
  createdAt: string;
  email: string;
  items: OrderLine[];
  totals: Totals;
  discounts: { vouchers: (VoucherDiscount & { description: string })[] };
  address: Address;
  shippingAddress: Address;
  shippingMethod: string;
  paymentMethod: string;
  paymentReference: string;
  currency: string;
  /** The VAT rate the order was charged at (percent), as the cart's `location.vatPercent`. */
  vatPercent?: number;
  currencyFormat: CurrencyFormat;
};

export type OrdersPage = {
  orders: Order[];
  ordersPaging: { from: number; size: number; total: number };
};

export type Customer = {
  /** The customer id. */
  customer: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  birthdate: string | null;
  address: Address;
};

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

export type WishlistItem<P = WishlistProduct> = {
  product: P;
  /** Whether a size of the product is in the current cart. */
  addedToBag: boolean;
  addedAt: string;
};

/** The catalogue's product view (see the catalogue client's `Product` for every field). */
export type WishlistProduct = {
  id: number;
  sku: string;
  uri: string;
  name: string;
  brandName: string;
  priceAsNumber: number;
  priceBeforeDiscountAsNumber: number;
  thumbnail: { image: { filename: string; alt: string } };
  items: { sku: string; size: string; stock: number; available: boolean }[];
  [field: string]: unknown;
};

export type Wishlist = {
  wishlist: number;
  items: WishlistItem[];
  paging: { page: number; limit: number; total: number };
};

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
export type PaymentAction =
  | { action: 'success'; order: Order }
  | { action: 'redirect'; url: string }
  | { action: 'form'; formHtml: string };

/** A cart line that stock no longer covers, from a 410 answer. */
export type UnavailableLine = {
  line?: string;
  sku: string;
  name?: string;
  requested: number;
  available: number;
};
