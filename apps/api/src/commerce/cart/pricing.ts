import {
  amountInMarket,
  type CountryMarket,
  priceInMarket,
  type ShippingMethodRule,
  withoutTax,
} from '../markets/markets.ts';
import { allocateProportionally, divideHalfUp } from '../markets/money.ts';
import { type Voucher, voucherProblem } from '../vouchers/vouchers.ts';

export type PricingLine = {
  line: string;
  sku: string;
  quantity: number;
  /** Catalogue prices: GBP pence including UK VAT. */
  cataloguePriceMinor: number;
  catalogueBeforeDiscountMinor: number;
};

/** A line priced in the market; every amount is minor units of the market's currency. */
export type PricedLine = PricingLine & {
  priceEach: number;
  priceEachWithoutTax: number;
  /** The price before the catalogue's own sale discount (the "was" price). */
  priceEachBeforeDiscount: number;
  /** priceEach × quantity, before vouchers. */
  totalBeforeVouchers: number;
  /** Voucher discount on this line (positive). */
  discount: number;
  total: number;
  vouchers: { code: string; amount: number }[];
};

export type PricedVoucher = {
  code: string;
  description: string;
  kind: Voucher['kind'];
  /** What the voucher takes off (positive), 0 when it does not apply. */
  amount: number;
  problem: string | null;
};

export type PricedSelection = {
  market: CountryMarket;
  lines: PricedLine[];
  vouchers: PricedVoucher[];
  itemsTotal: number;
  discount: number;
  itemsAfterDiscount: number;
  /** The catalogue's own sale discounts in the items total (positive). */
  originalDiscount: number;
  shippingMethod: ShippingMethodRule;
  shipping: number;
  grandTotal: number;
  /** The VAT included in the grand total. */
  tax: number;
  /** UK VAT taken off catalogue prices for markets without VAT (exports). */
  taxDeducted: number;
};

export type PricingInput = {
  lines: readonly PricingLine[];
  vouchers: readonly Voucher[];
  market: CountryMarket;
  shippingMethodId: string | null;
  now: Date;
};

/**
 * Prices a cart in its market, in whole minor units throughout: catalogue prices converted,
 * the order-wide vouchers that combine (`chooseOrderVouchers`): percentage vouchers, then
 * fixed-amount vouchers (spread over the lines in proportion, exact to
 * the penny), then delivery (free from a threshold or with a free-delivery voucher), then the
 * VAT contained in the grand total.
 */
export function priceSelection({
  lines,
  vouchers,
  market,
  shippingMethodId,
  now,
}: PricingInput): PricedSelection {
  const priced: PricedLine[] = lines.map((line) => {
    const priceEach = priceInMarket(line.cataloguePriceMinor, market);
    const beforeDiscount = priceInMarket(
      Math.max(line.catalogueBeforeDiscountMinor, line.cataloguePriceMinor),
      market,
    );
    return {
      ...line,
      priceEach,
      priceEachWithoutTax: withoutTax(priceEach, market.vatBasisPoints),
      priceEachBeforeDiscount: beforeDiscount,
      totalBeforeVouchers: priceEach * line.quantity,
      discount: 0,
      total: priceEach * line.quantity,
      vouchers: [],
    };
  });
  const itemsTotal = sum(priced.map((line) => line.totalBeforeVouchers));

  const kindOrder: Voucher['kind'][] = ['percent', 'amount', 'free-shipping'];
  const ordered = [...vouchers].sort(
    (a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind),
  );
  const problems = new Map(
    ordered.map((voucher) => [
      voucher.code,
      priced.length === 0 ? null : voucherProblem(voucher, itemsTotal, market, now),
    ]),
  );
  // Order-wide codes stack only when each allows it; otherwise the set that saves the most.
  const { left, keptCodes } = chooseOrderVouchers(
    ordered.filter((voucher) => isOrderWide(voucher) && !problems.get(voucher.code)),
    (set) => {
      const trial = priced.map((line) => ({ ...line, vouchers: [...line.vouchers] }));
      applyOrderVouchers(trial, set, market);
      return sum(trial.map((line) => line.discount));
    },
  );
  const notCombined = `only one order discount per bag: ${keptCodes.join(' and ')} is kept because it saves you more`;
  const applied = applyOrderVouchers(
    priced,
    ordered.filter(
      (voucher) => isOrderWide(voucher) && !problems.get(voucher.code) && !left.has(voucher.code),
    ),
    market,
  );
  let freeShipping = false;
  const pricedVouchers: PricedVoucher[] = ordered.map((voucher) => {
    const problem = problems.get(voucher.code) ?? (left.has(voucher.code) ? notCombined : null);
    if (!problem && priced.length > 0 && voucher.kind === 'free-shipping') freeShipping = true;
    return {
      code: voucher.code,
      description: voucher.description,
      kind: voucher.kind,
      amount: problem ? 0 : (applied.get(voucher.code) ?? 0),
      problem,
    };
  });

  const discount = sum(priced.map((line) => line.discount));
  const itemsAfterDiscount = itemsTotal - discount;
  const originalDiscount = sum(
    priced.map((line) => (line.priceEachBeforeDiscount - line.priceEach) * line.quantity),
  );
  const methods = market.shippingMethods;
  const shippingMethod = methods.find((method) => method.id === shippingMethodId) ?? methods[0];
  if (!shippingMethod) throw new Error(`Market ${market.id} has no shipping methods`);
  const shipping =
    priced.length === 0 ||
    freeShipping ||
    (shippingMethod.freeFromMinor !== undefined &&
      itemsAfterDiscount >= shippingMethod.freeFromMinor)
      ? 0
      : shippingMethod.priceMinor;
  const grandTotal = itemsAfterDiscount + shipping;
  const tax =
    market.vatBasisPoints > 0 ? grandTotal - withoutTax(grandTotal, market.vatBasisPoints) : 0;
  const taxDeducted =
    market.vatBasisPoints > 0
      ? 0
      : sum(
          priced.map(
            (line) =>
              (divideHalfUp(
                line.cataloguePriceMinor * market.rate.numerator,
                market.rate.denominator,
              ) -
                line.priceEach) *
              line.quantity,
          ),
        );

  return {
    market,
    lines: priced,
    vouchers: pricedVouchers,
    itemsTotal,
    discount,
    itemsAfterDiscount,
    originalDiscount,
    shippingMethod,
    shipping,
    grandTotal,
    tax,
    taxDeducted,
  };
}

const isOrderWide = (voucher: Voucher) => voucher.kind === 'percent' || voucher.kind === 'amount';

/**
 * Applies order-wide vouchers to the lines in order (percentages, then amounts spread in
 * proportion, exact to the penny); answers what each took.
 */
function applyOrderVouchers(
  lines: PricedLine[],
  vouchers: readonly Voucher[],
  market: CountryMarket,
): Map<string, number> {
  const taken = new Map<string, number>();
  if (lines.length === 0) return taken;
  for (const voucher of vouchers) {
    let amount = 0;
    if (voucher.kind === 'percent') {
      for (const line of lines) {
        const off = divideHalfUp(line.total * (voucher.percentOff ?? 0), 100);
        amount += take(line, voucher.code, off);
      }
    } else if (voucher.kind === 'amount') {
      const remaining = sum(lines.map((line) => line.total));
      const off = Math.min(amountInMarket(voucher.amountOffMinor ?? 0, market), remaining);
      const parts = allocateProportionally(
        off,
        lines.map((line) => line.total),
      );
      lines.forEach((line, index) => {
        amount += take(line, voucher.code, parts[index] ?? 0);
      });
    }
    taken.set(voucher.code, amount);
  }
  return taken;
}

/**
 * Which of the order-wide vouchers that apply are kept (as Shopify's discount combinations
 * and Centra's vouchers): all of them when each combines with other order discounts;
 * otherwise the set that saves the shopper most of: each code that does not combine, alone, or
 * every code that does, together (ties: the one added first). Answers the codes left out.
 */
export function chooseOrderVouchers(
  eligible: readonly Voucher[],
  discountOf: (set: readonly Voucher[]) => number,
): { left: Set<string>; keptCodes: string[] } {
  if (eligible.every((voucher) => voucher.combinesWithOrderDiscounts)) {
    return { left: new Set(), keptCodes: eligible.map((voucher) => voucher.code) };
  }
  const combining = eligible.filter((voucher) => voucher.combinesWithOrderDiscounts);
  const options = [
    ...eligible
      .filter((voucher) => !voucher.combinesWithOrderDiscounts)
      .map((voucher) => [voucher]),
    ...(combining.length > 0 ? [combining] : []),
  ];
  let best: readonly Voucher[] = [];
  let bestDiscount = -1;
  for (const option of options) {
    const discount = discountOf(option);
    if (discount > bestDiscount) {
      best = option;
      bestDiscount = discount;
    }
  }
  const kept = new Set(best.map((voucher) => voucher.code));
  return {
    left: new Set(eligible.filter((voucher) => !kept.has(voucher.code)).map((v) => v.code)),
    keptCodes: [...kept],
  };
}

/** Takes up to `amount` off a line (never below zero); answers what was taken. */
function take(line: PricedLine, code: string, amount: number): number {
  const off = Math.min(amount, line.total);
  if (off <= 0) return 0;
  line.discount += off;
  line.total -= off;
  line.vouchers.push({ code, amount: off });
  return off;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
