/**
 * `@cairn/commerce-client/testing`: whole answers that satisfy the contract, for tests that
 * stand in for the API. Outside production the clients parse every answer against the
 * contract, so a stand-in answers what the API would: one of these with the fields the test is
 * about changed (`sampleCart({ token: 'abc' })`).
 */
import type { Brand, Category, Listing, Product } from '../catalogue/types.ts';
import type {
  Cart,
  CartLine,
  Customer,
  Order,
  Totals,
  Wishlist,
  WishlistItem,
} from '../commerce/types.ts';
import type { PageMeta, Setup, Story } from '../own-server/types.ts';
import type { RecommendedProduct } from '../recommendations/types.ts';
import type {
  Appointment,
  AppointmentSlots,
  AppointmentStore,
  OrderTracking,
} from '../stores/types.ts';

export function sampleProduct(fields: Partial<Product> = {}): Product {
  return {
    id: 7,
    sku: '104211-923',
    uri: '/moraine-nevis-104211-923',
    slug: 'moraine-nevis-104211-923',
    code: '104211',
    suffix: '923',
    name: 'Nevis Jacket',
    brandName: 'Moraine',
    brandSlug: 'moraine',
    gender: 'male',
    currency: 'GBP',
    priceAsNumber: 180,
    priceBeforeDiscountAsNumber: 240,
    discountPercent: 25,
    excerpt: 'A jacket.',
    description: 'A long description no listing shows.',
    metaTitle: 'Nevis Jacket | Cairn',
    metaDescription: 'Shop the Nevis Jacket.',
    thumbnail: { image: { filename: 'nevis-01.jpg', alt: 'Nevis Jacket in Teal' } },
    images: [{ filename: 'nevis-01.jpg', model_image: false, studio_image: true }],
    colour: { name: 'Teal', hex: '#00777A' },
    categoryName: ['Jackets'],
    categoryUris: ['/all/clothing/jackets'],
    bundleInfo: null,
    story: null,
    items: [{ sku: '104211-923-m', size: 'M', stock: 3, available: true }],
    available: true,
    rating: { average: 4.5, count: 12 },
    attributes: { fit: 'Regular' },
    createdAt: '2025-03-04T09:00:00.000Z',
    ...fields,
  };
}

export function sampleRecommendedProduct(
  fields: Partial<RecommendedProduct> = {},
): RecommendedProduct {
  return { ...sampleProduct(), ticket: 'ticket-7', ...fields };
}

export function sampleListing(fields: Partial<Listing> = {}): Listing {
  const products = fields.products ?? [];
  return {
    products,
    pagination: { current: 1, total_pages: 1, total_products: products.length },
    sort: 'recommended',
    facets: [],
    ...fields,
  };
}

export function sampleCategory(fields: Partial<Category> = {}): Category {
  return {
    uri: '/all/clothing',
    name: 'Clothing',
    metaTitle: 'Clothing | Cairn',
    metaDescription: 'Outdoor clothing.',
    kind: 'category',
    parentUri: '/all',
    breadcrumbs: [{ uri: '/all', name: 'All' }],
    children: [],
    ...fields,
  };
}

export function sampleBrand(fields: Partial<Brand> = {}): Brand {
  return { slug: 'fellcraft', name: 'Fellcraft', description: 'Made in Cumbria.', ...fields };
}

export function sampleStory(fields: Partial<Story> = {}): Story {
  return {
    id: 1,
    name: 'Home',
    uuid: 'story-home',
    full_slug: 'home',
    content: { _uid: 'home-content', component: 'page', body: [] },
    published_at: '2026-01-01T00:00:00.000Z',
    first_published_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function samplePageMeta(fields: Partial<PageMeta> = {}): PageMeta {
  return {
    title: 'Cairn',
    description: 'Outdoor clothing and gear.',
    canonicalPath: '/',
    hreflangs: [],
    ogTitle: 'Cairn',
    ogDescription: 'Outdoor clothing and gear.',
    ogImage: null,
    ogType: 'website',
    twitterTitle: 'Cairn',
    twitterDescription: 'Outdoor clothing and gear.',
    twitterImage: null,
    datePublished: null,
    dateModified: null,
    ...fields,
  };
}

export function sampleSetup(fields: Partial<Setup> = {}): Setup {
  return {
    countries: [{ code: 'GB', name: 'United Kingdom' }],
    integrations: {
      klarnaClientId: null,
      addressLookup: null,
      studentDiscount: null,
      storyblokBridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js',
      embedIframeHosts: [],
    },
    ...fields,
  };
}

const zeroTotals: Totals = {
  itemsTotalPriceAsNumber: 0,
  totalDiscountPriceAsNumber: 0,
  itemTotalPriceAfterDiscountAsNumber: 0,
  totalOriginalDiscountPriceAsNumber: 0,
  shippingPriceAsNumber: 0,
  taxAddedAsNumber: 0,
  taxDeductedAsNumber: 0,
  grandTotalPriceAsNumber: 0,
  grandTotalPriceTaxAsNumber: 0,
};

const poundFormat = {
  currency: 'GBP',
  prefix: '£',
  suffix: '',
  decimalDigits: 2,
  decimalPoint: '.',
  thousandsSeparator: ',',
};

export function sampleCartLine(fields: Partial<CartLine> = {}): CartLine {
  return {
    line: 'line-1',
    item: '104211-923-m',
    sku: '104211-923-m',
    size: 'M',
    quantity: 1,
    available: true,
    product: {
      product: 7,
      sku: '104211-923',
      name: 'Nevis Jacket',
      brandName: 'Moraine',
      colour: { name: 'Teal', hex: '#00777A' },
      uri: '/moraine-nevis-104211-923',
      image: 'nevis-01.jpg',
      priceAsNumber: 180,
      priceBeforeDiscountAsNumber: 240,
      items: [{ item: '104211-923-m', sku: '104211-923-m', size: 'M', available: true }],
    },
    discounts: { vouchers: [] },
    priceEachAsNumber: 180,
    priceEachWithoutTaxAsNumber: 150,
    priceEachBeforeDiscountAsNumber: 240,
    totalPriceBeforeDiscountAsNumber: 240,
    totalPriceAsNumber: 180,
    ...fields,
  };
}

/** A cart; `selection` fields may be given in part (`{ selection: { items: [...] } }`). */
export function sampleCart({
  selection,
  ...fields
}: Partial<Omit<Cart, 'selection'>> & { selection?: Partial<Cart['selection']> } = {}): Cart {
  return {
    token: 'none',
    selection: {
      items: [],
      discounts: { vouchers: [] },
      totals: zeroTotals,
      shippingMethod: 'standard',
      paymentMethod: 'card',
      currency: 'GBP',
      currencyFormat: poundFormat,
      address: {},
      shippingAddress: {},
      ...selection,
    },
    paymentMethods: [{ paymentMethod: 'card', name: 'Card', kind: 'card', selected: true }],
    shippingMethods: [
      { shippingMethod: 'standard', name: 'Standard', priceAsNumber: 0, selected: true },
    ],
    location: { country: 'GB', name: 'United Kingdom', currency: 'GBP', vatPercent: 20 },
    ...fields,
  };
}

export function sampleOrder(fields: Partial<Order> = {}): Order {
  return {
    order: '1001',
    status: 'confirmed',
    createdAt: '2026-11-24T10:00:00.000Z',
    email: 'ada@example.com',
    items: [],
    totals: zeroTotals,
    discounts: { vouchers: [] },
    address: {},
    shippingAddress: {},
    shippingMethod: 'standard',
    paymentMethod: 'card',
    paymentReference: 'pay-1001',
    currency: 'GBP',
    vatPercent: 20,
    currencyFormat: poundFormat,
    ...fields,
  };
}

export function sampleCustomer(fields: Partial<Customer> = {}): Customer {
  return {
    customer: 1,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneNumber: '',
    birthdate: null,
    address: {},
    ...fields,
  };
}

export function sampleWishlistItem(fields: Partial<WishlistItem> = {}): WishlistItem {
  return {
    product: sampleProduct(),
    addedToBag: false,
    addedAt: '2026-11-24T10:00:00.000Z',
    ...fields,
  };
}

export function sampleWishlist(fields: Partial<Wishlist> = {}): Wishlist {
  const items = fields.items ?? [];
  return {
    wishlist: 0,
    items,
    paging: { page: 1, limit: 50, total: items.length },
    ...fields,
  };
}

export function sampleAppointmentStore(fields: Partial<AppointmentStore> = {}): AppointmentStore {
  return {
    slug: 'keswick',
    name: 'Cairn Keswick',
    city: 'Keswick',
    address: '1 Main Street',
    postcode: 'CA12 5JD',
    phone: '017687 00000',
    openingHours: 'Mon–Sat 9:00–17:30',
    services: [{ name: 'Boot fitting', durationMinutes: 45 }],
    ...fields,
  };
}

export function sampleAppointmentSlots(fields: Partial<AppointmentSlots> = {}): AppointmentSlots {
  return {
    store: 'keswick',
    service: { name: 'Boot fitting', durationMinutes: 45 },
    timeZone: 'Europe/London',
    days: [],
    ...fields,
  };
}

export function sampleAppointment(fields: Partial<Appointment> = {}): Appointment {
  return {
    id: 'appointment-1',
    store: sampleAppointmentStore(),
    service: { name: 'Boot fitting', durationMinutes: 45 },
    startsAt: '2026-11-24T10:30:00.000Z',
    endsAt: '2026-11-24T11:15:00.000Z',
    when: 'Tuesday 24 November 2026, 10:30',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    notes: null,
    ...fields,
  };
}

export function sampleOrderTracking(fields: Partial<OrderTracking> = {}): OrderTracking {
  return {
    orderNumber: '1001',
    placedAt: '2026-11-24T10:00:00.000Z',
    status: 'shipped',
    carrier: null,
    estimatedDelivery: null,
    ...fields,
  };
}
