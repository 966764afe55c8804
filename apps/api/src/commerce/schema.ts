import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, variants } from '../db/schema.ts';

/** A postal address with contact details, as the checkout and the profile take it. */
export type Address = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  zipCode?: string;
  country?: string;
};

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Registered shoppers. The email is stored lower-case; the password as a salted scrypt hash. */
export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  birthdate: text('birthdate'),
  address: jsonb('address').$type<Address>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Browsers an account's owner has logged in from (or confirmed a mailed link in): their token
 * lets a login pass the per-account limit on wrong passwords that strangers' guesses fill.
 * Only a hash of the token is stored; at most a few per account, purged when long unused.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('known_devices_customer_idx').on(table.customerId, table.lastUsedAt)],
);

/**
 * A checkout session, named by the `API-Token` a client holds. Only a hash of the token is
 * stored. A session always has a current selection (cart); a customer is set after login.
 */
export const commerceSessions = pgTable(
  'commerce_sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    selectionId: uuid('selection_id').notNull(),
    lastOrderId: integer('last_order_id'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('commerce_sessions_customer_idx').on(table.customerId)],
);

/** A cart: its country (which sets the market), chosen methods and the checkout addresses. */
export const selections = pgTable('selections', {
  id: uuid('id').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => commerceSessions.id, { onDelete: 'cascade' }),
  country: text('country').notNull(),
  shippingMethod: text('shipping_method'),
  paymentMethod: text('payment_method'),
  address: jsonb('address').$type<Address>().notNull().default({}),
  shippingAddress: jsonb('shipping_address').$type<Address>(),
  /** `open` while shopping, `ordered` once paid (then `orderId` is set). */
  status: text('status', { enum: ['open', 'ordered'] })
    .notNull()
    .default('open'),
  orderId: integer('order_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One size in a cart. `id` is the public line id. */
export const selectionLines = pgTable(
  'selection_lines',
  {
    id: text('id').primaryKey(),
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => variants.sku),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('selection_lines_selection_sku').on(table.selectionId, table.sku),
    check('selection_lines_quantity_range', sql`${table.quantity} between 1 and 99`),
  ],
);

/** Discount codes. Amounts are GBP pence; other markets convert them at the market rate. */
export const vouchers = pgTable(
  'vouchers',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    kind: text('kind', { enum: ['percent', 'amount', 'free-shipping'] }).notNull(),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    minimumSpendMinor: integer('minimum_spend_minor').notNull().default(0),
    /**
     * Whether this order-wide code (percent or amount) applies together with other order-wide
     * codes that allow it too. Off by default: two order-wide codes do not stack, the one that
     * saves more is kept. Free delivery combines with anything.
     */
    combinesWithOrderDiscounts: boolean('combines_with_order_discounts').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'vouchers_percent_range',
      sql`${table.percentOff} is null or ${table.percentOff} between 1 and 100`,
    ),
    check(
      'vouchers_amount_positive',
      sql`${table.amountOffMinor} is null or ${table.amountOffMinor} > 0`,
    ),
  ],
);

export const selectionVouchers = pgTable(
  'selection_vouchers',
  {
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => vouchers.code),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.selectionId, table.code] })],
);

export type OrderVoucher = { code: string; description: string; amountMinor: number };

/**
 * A paid order. Money is integer minor units of `currency`; discounts are stored as positive
 * amounts. One order per selection (`selection_id` is unique), which makes paying idempotent.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    sessionId: uuid('session_id').notNull(),
    selectionId: uuid('selection_id').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id),
    idempotencyKey: text('idempotency_key'),
    email: text('email').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    itemsTotalMinor: integer('items_total_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    originalDiscountMinor: integer('original_discount_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull(),
    grandTotalMinor: integer('grand_total_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    taxDeductedMinor: integer('tax_deducted_minor').notNull(),
    vouchers: jsonb('vouchers').$type<OrderVoucher[]>().notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    shippingMethod: text('shipping_method').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentReference: text('payment_reference').notNull(),
    status: text('status').notNull().default('paid'),
    createdAt: createdAt(),
    /** When the order's lines went to the recommendations (once per order, from its session). */
    recommendationsReportedAt: timestamp('recommendations_reported_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.id),
    unique('orders_session_idempotency_key').on(table.sessionId, table.idempotencyKey),
    check(
      'orders_money_not_negative',
      sql`${table.itemsTotalMinor} >= 0 and ${table.discountMinor} >= 0 and ${table.shippingMinor} >= 0 and ${table.grandTotalMinor} >= 0 and ${table.taxMinor} >= 0`,
    ),
  ],
);

/**
 * A payment taken for an order: the provider's own reference (unique), what was charged, and
 * the one order it paid for. Written in the order's transaction, so no payment is without its
 * order and no order without its payment; `order_id` is unique, so no order is paid twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (table) => [check('payments_amount_not_negative', sql`${table.amountMinor} >= 0`)],
);

/** What was bought, priced as it was at payment. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: text('line').notNull(),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    size: text('size').notNull(),
    productId: integer('product_id').notNull(),
    productSku: text('product_sku').notNull(),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull(),
    uri: text('uri').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    priceEachMinor: integer('price_each_minor').notNull(),
    priceEachWithoutTaxMinor: integer('price_each_without_tax_minor').notNull(),
    priceEachBeforeDiscountMinor: integer('price_each_before_discount_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    vouchers: jsonb('vouchers').$type<{ code: string; amountMinor: number }[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.line] }),
    index('order_lines_sku_idx').on(table.sku),
  ],
);

/** Saved products per customer; wishlist 0 is the default one. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    wishlistId: integer('wishlist_id').notNull().default(0),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.wishlistId, table.productId] })],
);

/** Password-reset requests: single use, expiring; only a hash of the secret is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_customer_idx').on(table.customerId, table.createdAt)],
);

/**
 * A registration waiting for its owner to confirm the email (the link mailed to it). Only a hash
 * of the link's secret is kept; the account is made from this row when the link is used.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    passwordHash: text('password_hash').notNull(),
    profile: jsonb('profile').$type<RegistrationProfile>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('pending_registrations_email_idx').on(table.email, table.createdAt)],
);

/** The profile fields a registration may carry into the new account. */
export type RegistrationProfile = {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  birthdate?: string | null;
  address?: Address;
};

/** Mail to send: written in the same transaction as what caused it, sent by SMTP if set up. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [index('outbox_pending_idx').on(table.id).where(sql`${table.sentAt} is null`)],
);

/**
 * A payment sent to a provider's page (`redirect` or `form` action) and not yet back. The
 * provider's return carries the attempt's id and a one-time result secret (stored hashed); the
 * `POST /payment-result` that brings them places the order once: `pending` until the shopper
 * pays or cancels on the provider's page, `authorised` once paid there, `completed` when the
 * order is placed (a replayed result is refused), `cancelled` when the shopper gave up.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => commerceSessions.id, { onDelete: 'cascade' }),
    selectionId: uuid('selection_id').notNull(),
    method: text('method').notNull(),
    /** The grand total the provider was asked for, in minor units: the order must match it. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The checkout's address and delivery address, kept for the order placed on return. */
    address: jsonb('address').$type<Address>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    returnPage: text('return_page').notNull(),
    failedPage: text('failed_page').notNull(),
    status: text('status', { enum: ['pending', 'authorised', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** SHA-256 of the result secret the provider's return hands the shopper, once authorised. */
    resultHash: text('result_hash'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('payment_attempts_session_idx').on(table.sessionId),
    check('payment_attempts_amount_not_negative', sql`${table.amountMinor} >= 0`),
  ],
);
