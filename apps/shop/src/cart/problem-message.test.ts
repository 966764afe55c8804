import { ApiError, OutOfStockError } from '@cairn/commerce-client';
import { describe, expect, it } from 'vitest';
import { problemMessage, sentence } from './problem-message.ts';

const apiError = (status: number, message: string, body: unknown = { error: message }) =>
  new ApiError(status, message, body);

describe('problemMessage', () => {
  it("given a voucher refusal, shows the backend's reason as a sentence", () => {
    expect(problemMessage(apiError(400, 'minimum spend not met: spend £100.00 or more'))).toBe(
      'Minimum spend not met: spend £100.00 or more.',
    );
    expect(problemMessage(apiError(400, 'unknown voucher'))).toBe('Unknown voucher.');
  });

  it('given a 410 from adding an item, says how many are left', () => {
    const error = new OutOfStockError(
      apiError(410, 'only 2 left', { unavailable: [{ sku: 'A-M', requested: 3, available: 2 }] }),
    );
    expect(problemMessage(error)).toBe('Sorry, only 2 left in that size.');
    const soldOut = new OutOfStockError(
      apiError(410, 'out', { unavailable: [{ sku: 'A-M', requested: 1, available: 0 }] }),
    );
    expect(problemMessage(soldOut)).toBe('Sorry, that size has just sold out.');
  });

  it('given a server error or no connection, does not show the raw failure', () => {
    expect(problemMessage(apiError(500, 'boom'))).toBe(
      'Something went wrong on our side; please try again.',
    );
    expect(problemMessage(new TypeError('Failed to fetch'))).toMatch(/could not reach/);
    expect(problemMessage('what')).toBe('Something went wrong; please try again.');
  });
});

describe('sentence', () => {
  it('capitalises and ends with a full stop once', () => {
    expect(sentence('voucher expired')).toBe('Voucher expired.');
    expect(sentence('Your card was declined.')).toBe('Your card was declined.');
    expect(sentence('')).toBe('');
  });
});
