import { shippingCountries } from '../../setup/countries.ts';
import { divideHalfUp } from './money.ts';

export type Currency = 'GBP' | 'EUR' | 'USD';

/** How a client shows amounts (requirements R-DATA-3). */
export type CurrencyFormat = {
  currency: Currency;
  prefix: string;
  suffix: string;
  decimalDigits: number;
  decimalPoint: string;
  thousandsSeparator: string;
};

export type ShippingMethodRule = {
  id: string;
  name: string;
  /** Minor units of the market's currency, tax included where the market has VAT. */
  priceMinor: number;
  /** Free at or above this items total after discounts (market minor units). */
  freeFromMinor?: number;
};

/** A price list: currency, exchange rate from GBP, VAT and shipping for a group of countries. */
export type Market = {
  id: 'gb' | 'eu' | 'us' | 'intl';
  currency: Currency;
  /** Market minor units per GBP penny, as a fraction so conversion stays in whole numbers. */
  rate: { numerator: number; denominator: number };
  shippingMethods: ShippingMethodRule[];
};

/** A market as it applies to one country: the country's VAT rate in basis points (2000 = 20%). */
export type CountryMarket = Market & {
  country: string;
  countryName: string;
  vatBasisPoints: number;
  currencyFormat: CurrencyFormat;
};

/** Catalogue prices are GBP pence including UK VAT at 20%. */
export const catalogueVatBasisPoints = 2000;

export const defaultCountry = 'GB';

const currencyFormats: Record<Currency, CurrencyFormat> = {
  GBP: {
    currency: 'GBP',
    prefix: '£',
    suffix: '',
    decimalDigits: 2,
    decimalPoint: '.',
    thousandsSeparator: ',',
  },
  EUR: {
    currency: 'EUR',
    prefix: '€',
    suffix: '',
    decimalDigits: 2,
    decimalPoint: '.',
    thousandsSeparator: ',',
  },
  USD: {
    currency: 'USD',
    prefix: '$',
    suffix: '',
    decimalDigits: 2,
    decimalPoint: '.',
    thousandsSeparator: ',',
  },
};

const markets: Record<Market['id'], Market> = {
  gb: {
    id: 'gb',
    currency: 'GBP',
    rate: { numerator: 1, denominator: 1 },
    shippingMethods: [
      {
        id: 'standard',
        name: 'Standard delivery (2-4 working days)',
        priceMinor: 495,
        freeFromMinor: 5000,
      },
      { id: 'express', name: 'Next working day', priceMinor: 995 },
    ],
  },
  eu: {
    id: 'eu',
    currency: 'EUR',
    rate: { numerator: 117, denominator: 100 },
    shippingMethods: [
      {
        id: 'standard',
        name: 'Standard delivery (4-7 working days)',
        priceMinor: 1200,
        freeFromMinor: 15000,
      },
      { id: 'express', name: 'Express delivery (2-3 working days)', priceMinor: 2500 },
    ],
  },
  us: {
    id: 'us',
    currency: 'USD',
    rate: { numerator: 127, denominator: 100 },
    shippingMethods: [
      { id: 'standard', name: 'International standard (7-10 working days)', priceMinor: 2500 },
      { id: 'express', name: 'International express (3-5 working days)', priceMinor: 4500 },
    ],
  },
  intl: {
    id: 'intl',
    currency: 'GBP',
    rate: { numerator: 1, denominator: 1 },
    shippingMethods: [
      { id: 'standard', name: 'International standard (7-14 working days)', priceMinor: 1995 },
    ],
  },
};

/** Standard VAT rates of the EU countries the shop delivers to, in basis points. */
const euVat: Record<string, number> = {
  AT: 2000,
  BE: 2100,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  IE: 2300,
  IT: 2200,
  LU: 1700,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  SE: 2500,
};

const countryNames = new Map(shippingCountries.map((country) => [country.code, country.name]));

/**
 * The market of a country the shop delivers to, or undefined: GB in GBP with 20% VAT, the EU in
 * EUR with each country's VAT, the US in USD without VAT (sales tax is not collected), and
 * everywhere else in GBP without UK VAT (exports).
 */
export function marketFor(country: string): CountryMarket | undefined {
  const countryName = countryNames.get(country);
  if (!countryName) return undefined;
  const euRate = euVat[country];
  const [market, vatBasisPoints] =
    country === 'GB'
      ? [markets.gb, catalogueVatBasisPoints]
      : euRate !== undefined
        ? [markets.eu, euRate]
        : country === 'US'
          ? [markets.us, 0]
          : [markets.intl, 0];
  return {
    ...market,
    country,
    countryName,
    vatBasisPoints,
    currencyFormat: currencyFormats[market.currency],
  };
}

/**
 * A catalogue price (GBP pence including UK VAT) in a market: UK VAT taken out, converted at
 * the market rate, the country's VAT added, rounded half up once at the end.
 */
export function priceInMarket(cataloguePence: number, market: CountryMarket): number {
  return divideHalfUp(
    cataloguePence * market.rate.numerator * (10_000 + market.vatBasisPoints),
    (10_000 + catalogueVatBasisPoints) * market.rate.denominator,
  );
}

/** A plain GBP amount (a voucher value, a threshold) converted to the market's currency. */
export function amountInMarket(pence: number, market: CountryMarket): number {
  return divideHalfUp(pence * market.rate.numerator, market.rate.denominator);
}

/** The part of a tax-inclusive amount that is not tax. */
export function withoutTax(amountIncludingTax: number, vatBasisPoints: number): number {
  return divideHalfUp(amountIncludingTax * 10_000, 10_000 + vatBasisPoints);
}

/** An amount for a message, such as `£100.00` (integer formatting, thousands separated). */
export function formatAmount(minor: number, format: CurrencyFormat): string {
  const sign = minor < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(minor) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandsSeparator);
  const fraction = String(Math.abs(minor) % 100).padStart(2, '0');
  return `${sign}${format.prefix}${whole}${format.decimalPoint}${fraction}${format.suffix}`;
}
