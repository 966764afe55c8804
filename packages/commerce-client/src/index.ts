export { attributeLabel } from './catalogue/attribute-label.ts';
export {
  type CatalogueClient,
  type CatalogueClientOptions,
  createCatalogueClient,
} from './catalogue/catalogue-client.ts';
export { listedProduct } from './catalogue/listed-product.ts';
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
export {
  type CommerceClient,
  type CommerceClientOptions,
  commerceTimeoutMs,
  createCommerceClient,
  wishlistPageSize,
} from './commerce/commerce-client.ts';
export { CommerceTimeoutError } from './commerce/commerce-timeout-error.ts';
export { OutOfStockError } from './commerce/out-of-stock-error.ts';
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
export { type AnswerIssue, AnswerMismatchError } from './http/answer-mismatch-error.ts';
export { ApiError, type Fetch } from './http/request.ts';
export {
  createOwnServerClient,
  type OwnServerClient,
  type OwnServerClientOptions,
} from './own-server/own-server-client.ts';
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
  Story,
  StoryContent,
} from './own-server/types.ts';
export {
  createRecommendationsClient,
  type RecommendationsClient,
  type RecommendationsClientOptions,
} from './recommendations/recommendations-client.ts';
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
export {
  type ClientState,
  type CookieStorageOptions,
  cookieStorage,
  createClientState,
  type KeyValueStorage,
  memoryStorage,
  storageKeys,
  webStorage,
} from './storage/client-storage.ts';
export { formatAppointmentTime, formatSlotDay } from './stores/appointment-time.ts';
export {
  createStoresClient,
  type StoresClient,
  type StoresClientOptions,
} from './stores/stores-client.ts';
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
