import { addDays, londonWallClock, weekday } from '../appointments/london-time.ts';
import { marketFor } from '../commerce/markets/markets.ts';

type Plan = { carrier: string; workingDays: number };

/** Who carries an order and in how many working days after dispatch, by market and method. */
const plans: Record<string, Record<string, Plan>> = {
  gb: {
    standard: { carrier: 'Royal Mail Tracked 48', workingDays: 2 },
    express: { carrier: 'DPD Next Day', workingDays: 1 },
  },
  eu: {
    standard: { carrier: 'DHL Parcel', workingDays: 5 },
    express: { carrier: 'DHL Express', workingDays: 2 },
  },
  us: {
    standard: { carrier: 'Royal Mail International Tracked', workingDays: 8 },
    express: { carrier: 'DHL Express', workingDays: 4 },
  },
  intl: { standard: { carrier: 'Royal Mail International Tracked', workingDays: 10 } },
};

function addWorkingDays(date: string, count: number): string {
  let day = date;
  for (let added = 0; added < count; ) {
    day = addDays(day, 1);
    if (weekday(day) !== 0 && weekday(day) !== 6) added++;
  }
  return day;
}

export type Delivery = {
  status: string;
  carrier: string | null;
  /** UK date, `2026-11-26`; null once an order will not be delivered. */
  estimatedDelivery: string | null;
};

/**
 * Where a paid order is, worked out from when it was placed: packed and dispatched the next
 * working day, then the carrier's working days (weekends skipped, bank holidays not known).
 */
export function deliveryOf(
  order: { createdAt: Date; country: string; shippingMethod: string; status: string },
  now: Date,
): Delivery {
  if (order.status !== 'paid') {
    const status = order.status.charAt(0).toUpperCase() + order.status.slice(1);
    return { status, carrier: null, estimatedDelivery: null };
  }
  const market = marketFor(order.country)?.id ?? 'intl';
  const plan = plans[market]?.[order.shippingMethod] ?? plans.intl?.standard;
  const placed = londonWallClock(order.createdAt).date;
  const dispatched = addWorkingDays(placed, 1);
  const delivered = addWorkingDays(dispatched, plan?.workingDays ?? 5);
  const today = londonWallClock(now).date;
  const status =
    today < dispatched
      ? 'Being prepared'
      : today < delivered
        ? 'Dispatched'
        : today === delivered
          ? 'Out for delivery'
          : 'Delivered';
  return { status, carrier: plan?.carrier ?? null, estimatedDelivery: delivered };
}
