import { ApiError, type Order } from '@cairn/commerce-client';
import { describe, expect, it, vi } from 'vitest';
import { confirmPaymentReturn, paymentReturnFields } from './use-receipt.ts';

const order = { order: '100123' } as Order;

describe("the return from a provider's page", () => {
  it('takes every parameter of the return as the payment method fields, and none of a plain visit', () => {
    expect(paymentReturnFields('?paymentMethod=test-redirect&attempt=a1&result=r1')).toEqual({
      paymentMethod: 'test-redirect',
      attempt: 'a1',
      result: 'r1',
    });
    expect(paymentReturnFields('')).toBeUndefined();
  });

  it('confirms the payment once, and answers the receipt for a return confirmed already', async () => {
    const client = {
      paymentResult: vi.fn(async () => order),
      getReceipt: vi.fn(async () => order),
    };
    expect(await confirmPaymentReturn(client, { attempt: 'a1' })).toBe(order);
    expect(client.getReceipt).not.toHaveBeenCalled();

    client.paymentResult.mockRejectedValueOnce(new ApiError(409, 'confirmed already', {}));
    expect(await confirmPaymentReturn(client, { attempt: 'a1' })).toBe(order);
    expect(client.getReceipt).toHaveBeenCalledOnce();

    // A tampered return is refused: the shopper is told, no receipt is shown.
    client.paymentResult.mockRejectedValueOnce(new ApiError(400, 'does not match', {}));
    await expect(confirmPaymentReturn(client, { attempt: 'a1' })).rejects.toThrow('does not match');
  });
});
