import { describe, expect, it } from 'vitest';
import { deliveryOf } from './delivery.ts';

// Placed on Thursday 19 November 2026 in the UK, standard delivery.
const order = {
  createdAt: new Date('2026-11-19T15:00:00Z'),
  country: 'GB',
  shippingMethod: 'standard',
  status: 'paid',
};
const on = (iso: string) => deliveryOf(order, new Date(iso));

describe('delivery status of a paid order', () => {
  it('is being prepared on the day it was placed', () => {
    expect(on('2026-11-19T18:00:00Z')).toEqual({
      status: 'Being prepared',
      carrier: 'Royal Mail Tracked 48',
      estimatedDelivery: '2026-11-24',
    });
  });

  it('is dispatched the next working day, and skips the weekend', () => {
    expect(on('2026-11-20T09:00:00Z').status).toBe('Dispatched');
    expect(on('2026-11-23T09:00:00Z').status).toBe('Dispatched');
  });

  it('is out for delivery on the expected day, then delivered', () => {
    expect(on('2026-11-24T09:00:00Z').status).toBe('Out for delivery');
    expect(on('2026-11-25T09:00:00Z').status).toBe('Delivered');
  });

  it('names the express carrier and abroad markets', () => {
    expect(deliveryOf({ ...order, shippingMethod: 'express' }, order.createdAt)).toMatchObject({
      carrier: 'DPD Next Day',
      estimatedDelivery: '2026-11-23',
    });
    expect(deliveryOf({ ...order, country: 'DE' }, order.createdAt).carrier).toBe('DHL Parcel');
  });

  it('says the status in words for orders that will not be delivered', () => {
    expect(deliveryOf({ ...order, status: 'cancelled' }, order.createdAt)).toEqual({
      status: 'Cancelled',
      carrier: null,
      estimatedDelivery: null,
    });
  });
});
