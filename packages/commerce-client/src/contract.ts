/**
 * `@cairn/commerce-client/contract`: the wire contract between the Cairn API and its clients.
 * Every answer a client reads has one zod schema here (`answerSchemas`, and the schemas of its
 * parts), and its TypeScript type is inferred from that schema. The API builds its answers
 * against these types and its tests parse its answers with the schemas; the clients parse what
 * they receive with them outside production. A field renamed here fails the typecheck on both
 * sides, and an answer that drifts fails at the call with an `AnswerMismatchError`.
 *
 * @example
 * import { answerSchemas, type ResolvedPage } from '@cairn/commerce-client/contract';
 * const page: ResolvedPage | undefined = answerSchemas.resolvedPage.parse(await response.json()).data;
 */

export { listedProduct } from './catalogue/listed-product.ts';
// Catalogue: products, categories, brands, listings and their filters and sorts.
export {
  type Brand,
  type Category,
  type ContentBlock,
  type Facet,
  type ListedProduct,
  type Listing,
  type ListingFilters,
  type ListingRequest,
  type ListingSort,
  listingFilterName,
  listingSorts,
  type Product,
  type ProductItem,
  type ProductPage,
  type ProductStory,
  type Suggestions,
} from './catalogue/types.ts';
// Checkout: every commerce call's request and answer (`commerceCalls`), the session header,
// addresses with their limits, card numbers, carts and orders.
export {
  type Address,
  addressFieldLimits,
  requiredAddressFields,
} from './commerce/address.ts';
export {
  type CommerceCall,
  type CommerceCallName,
  type CommerceMethod,
  commerceCalls,
  commerceRefusalFields,
  commerceStatusesOfAnyCall,
} from './commerce/calls.ts';
export { cardNumberPattern, passesLuhn } from './commerce/card-number.ts';
export { tokenHeader } from './commerce/token-header.ts';
export type {
  AppliedVoucher,
  CardDetails,
  Cart,
  CartLine,
  CurrencyFormat,
  Customer,
  LineProduct,
  Order,
  OrderLine,
  OrdersPage,
  PaymentAction,
  PaymentMethod,
  PaymentRequest,
  ProfileFields,
  RegisterFields,
  Selection,
  ShippingMethod,
  Totals,
  UnavailableLine,
  VoucherDiscount,
  Wishlist,
  WishlistItem,
  WishlistProduct,
} from './commerce/types.ts';
// The schemas every answer's type is inferred from, and the error a mismatch throws.
export { parseAnswer } from './http/answer-check.ts';
export { type AnswerIssue, AnswerMismatchError } from './http/answer-mismatch-error.ts';
// The shop's own server: setup, stories, page metadata and what the resolver says a URI is.
export type {
  AccountCreation,
  Country,
  DemoOutboxMail,
  Globals,
  Integrations,
  NavigationItem,
  PageMeta,
  ResolvedPage,
  RetiredProduct,
  Setup,
  ShopContents,
  SitemapEntry,
  SitemapFile,
  SitemapFileEntries,
  SitemapIndex,
  Story,
  StoryContent,
} from './own-server/types.ts';
// Recommendations.
export {
  type CartRecommendations,
  type CollectionName,
  type OrderReportLine,
  type ProductRecommendations,
  type RecommendationEvent,
  type RecommendationKeys,
  type RecommendedProduct,
  recommendationLimits,
} from './recommendations/types.ts';
export { type Answer, type AnswerName, answerSchemas } from './schemas/answers.ts';
export {
  brandSchema,
  categorySchema,
  facetSchema,
  listedProductSchema,
  listingSchema,
  productItemSchema,
  productPageSchema,
  productSchema,
  productStorySchema,
  suggestionsSchema,
} from './schemas/catalogue.ts';
export {
  addressSchema,
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
} from './schemas/commerce.ts';
export { blockSchema, storyContentSchema, storySchema } from './schemas/content.ts';
export {
  countrySchema,
  demoOutboxMailSchema,
  globalsSchema,
  integrationsSchema,
  navigationItemSchema,
  pageMetaSchema,
  resolvedPageSchema,
  retiredProductSchema,
  setupSchema,
  shopContentsSchema,
  sitemapEntrySchema,
  sitemapFileEntriesSchema,
  sitemapFileSchema,
  sitemapIndexSchema,
} from './schemas/own-server.ts';
export {
  cartRecommendationsSchema,
  productRecommendationsSchema,
  recommendedProductSchema,
} from './schemas/recommendations.ts';
export {
  appointmentSchema,
  appointmentServiceSchema,
  appointmentSlotDaySchema,
  appointmentSlotSchema,
  appointmentSlotsSchema,
  appointmentStoreSchema,
  orderTrackingSchema,
} from './schemas/stores.ts';
// Stores, appointments and order tracking.
export type {
  Appointment,
  AppointmentService,
  AppointmentSlot,
  AppointmentSlotDay,
  AppointmentSlots,
  AppointmentStore,
  BookingRequest,
  OrderTracking,
  OrderTrackingQuery,
  SlotsRequest,
} from './stores/types.ts';
