import type { Cart, CurrencyFormat, Totals } from '@cairn/commerce-client/contract';
import type { CountryMarket } from '../markets/markets.ts';
import { asNumber } from '../markets/money.ts';
import {
  defaultPaymentMethod,
  type PaymentMethod,
  paymentMethods,
} from '../payments/payment-methods.ts';
import type { CartRecord } from './cart-store.ts';
import type { PricedSelection } from './pricing.ts';

/** Totals in minor units, as pricing produces them and orders store them. */
export type TotalsMinor = {
  itemsTotal: number;
  discount: number;
  itemsAfterDiscount: number;
  originalDiscount: number;
  shipping: number;
  grandTotal: number;
  tax: number;
  taxDeducted: number;
};

/**
 * The totals fields of requirements R-DATA-5. Discounts are negative amounts, as Centra answers them; tax is
 * always included in prices here, so nothing is ever added on top (`taxAddedAsNumber` 0).
 */
export function totalsView(totals: TotalsMinor): Totals {
  return {
    itemsTotalPriceAsNumber: asNumber(totals.itemsTotal),
    totalDiscountPriceAsNumber: asNumber(-totals.discount),
    itemTotalPriceAfterDiscountAsNumber: asNumber(totals.itemsAfterDiscount),
    totalOriginalDiscountPriceAsNumber: asNumber(-totals.originalDiscount),
    shippingPriceAsNumber: asNumber(totals.shipping),
    taxAddedAsNumber: 0,
    taxDeductedAsNumber: asNumber(totals.taxDeducted),
    grandTotalPriceAsNumber: asNumber(totals.grandTotal),
    grandTotalPriceTaxAsNumber: asNumber(totals.tax),
  };
}

export function currencyFormatView(market: Pick<CountryMarket, 'currencyFormat'>): CurrencyFormat {
  return { ...market.currencyFormat };
}

/**
 * The cart as `GET /selection` answers it: `selection` (items, totals, discounts,
 * shippingMethod, currencyFormat, addresses), `paymentMethods`, `shippingMethods`, `location`.
 */
export function cartView(
  cart: CartRecord,
  priced: PricedSelection,
  methods: readonly PaymentMethod[] = paymentMethods,
): Omit<Cart, 'token'> {
  const selectedMethod =
    methods.length === 0 ? null : (cart.selection.paymentMethod ?? defaultPaymentMethod);
  const { market } = priced;
  const items = cart.lines.map((record, index) => {
    const line = priced.lines[index];
    if (!line || line.line !== record.line) throw new Error('Priced lines out of step');
    const priceAsNumber = asNumber(line.priceEach);
    return {
      line: record.line,
      item: record.sku,
      sku: record.sku,
      size: record.size,
      quantity: record.quantity,
      available: record.stock >= record.quantity,
      product: {
        product: record.productId,
        sku: record.productSku,
        name: record.name,
        brandName: record.brandName,
        colour: { name: record.colourName, hex: record.colourHex },
        uri: `/${record.slug}`,
        image: record.image,
        priceAsNumber,
        priceBeforeDiscountAsNumber: asNumber(line.priceEachBeforeDiscount),
        items: (cart.sizes.get(record.productId) ?? []).map((size) => ({
          item: size.sku,
          sku: size.sku,
          size: size.size,
          available: size.stock > 0,
        })),
      },
      discounts: {
        vouchers: line.vouchers.map((voucher) => ({
          voucher: voucher.code,
          priceOffAsNumber: asNumber(-voucher.amount),
        })),
      },
      priceEachAsNumber: priceAsNumber,
      priceEachWithoutTaxAsNumber: asNumber(line.priceEachWithoutTax),
      priceEachBeforeDiscountAsNumber: asNumber(line.priceEachBeforeDiscount),
      totalPriceBeforeDiscountAsNumber: asNumber(line.totalBeforeVouchers),
      totalPriceAsNumber: asNumber(line.total),
    };
  });
  return {
    selection: {
      items,
      discounts: {
        vouchers: priced.vouchers.map((voucher) => ({
          voucher: voucher.code,
          description: voucher.description,
          priceOffAsNumber: asNumber(-voucher.amount),
          applies: voucher.problem === null,
          ...(voucher.problem ? { problem: voucher.problem } : {}),
        })),
      },
      totals: totalsView(priced),
      shippingMethod: priced.shippingMethod.id,
      paymentMethod: selectedMethod,
      currency: market.currency,
      currencyFormat: currencyFormatView(market),
      address: cart.selection.address,
      shippingAddress: cart.selection.shippingAddress ?? cart.selection.address,
    },
    paymentMethods: methods.map((method) => ({
      ...method,
      selected: method.paymentMethod === selectedMethod,
    })),
    shippingMethods: market.shippingMethods.map((method) => ({
      shippingMethod: method.id,
      name: method.name,
      priceAsNumber: asNumber(
        method.id === priced.shippingMethod.id ? priced.shipping : method.priceMinor,
      ),
      ...(method.freeFromMinor !== undefined
        ? { freeFromAsNumber: asNumber(method.freeFromMinor) }
        : {}),
      selected: method.id === priced.shippingMethod.id,
    })),
    location: {
      country: market.country,
      name: market.countryName,
      currency: market.currency,
      vatPercent: market.vatBasisPoints / 100,
    },
  };
}
