import { describe, expect, it } from 'vitest';
import { serviceUnavailableOf, shouldRetryQuery } from './service-unavailable.ts';

const unavailable = Object.assign(new Error('content is not answering'), {
  status: 503,
  headers: new Headers({ 'Retry-After': '3' }),
});

describe('a page whose data waits on a service that is down', () => {
  it('is found among the route matches, with the API’s Retry-After', () => {
    expect(
      serviceUnavailableOf([{ status: 'success' }, { status: 'error', error: unavailable }]),
    ).toEqual({ retryAfter: '3' });
  });

  it('takes 5 s when the API named no usable Retry-After, and ignores other errors', () => {
    const odd = Object.assign(new Error('x'), {
      status: 503,
      headers: new Headers({ 'Retry-After': 'soon' }),
    });
    expect(serviceUnavailableOf([{ status: 'error', error: odd }])).toEqual({ retryAfter: '5' });
    const broken = Object.assign(new Error('x'), { status: 500 });
    expect(serviceUnavailableOf([{ status: 'error', error: broken }])).toBeUndefined();
    expect(serviceUnavailableOf([{ status: 'success', error: unavailable }])).toBeUndefined();
  });

  it('is not retried, nor is a 4xx; anything else is retried once', () => {
    expect(shouldRetryQuery(0, unavailable)).toBe(false);
    expect(shouldRetryQuery(0, { status: 404 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 500 })).toBe(true);
    expect(shouldRetryQuery(0, new TypeError('fetch failed'))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('fetch failed'))).toBe(false);
  });
});
