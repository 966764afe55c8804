/**
 * `@cairn/commerce-client/contract`: the wire contract between the Cairn API and its clients,
 * as types and constants only (no runtime beyond them). The API's routes and zod schemas are
 * written against it and the clients read it, so a field renamed here fails the typecheck on
 * both sides instead of meeting at `data as T`.
 *
 * @example
 * import { addressFieldLimits, type ResolvedPage } from '@cairn/commerce-client/contract';
 * const page = (await response.json()).data as ResolvedPage;
 */

// Catalogue: products, categories, brands, listings and their filters and sorts.
export {
  type Brand,
  type Category,
  type ContentBlock,
  type Facet,
  type Listing,
  type ListingFilter,
  type ListingRequest,
  type ListingSort,
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
// The shop's own server: setup, stories, page metadata and what the resolver says a URI is.
export type {
  AccountCreation,
  Country,
  Globals,
  Integrations,
  NavigationItem,
  PageMeta,
  ResolvedPage,
  RetiredProduct,
  Setup,
  SitemapEntry,
  SitemapFile,
  SitemapFileEntries,
  SitemapIndex,
  Story,
  StoryBlock,
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
