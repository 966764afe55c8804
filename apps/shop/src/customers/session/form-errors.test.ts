import { ApiError } from '@cairn/commerce-client';
import { describe, expect, it } from 'vitest';
import { fieldErrors, firstServerMessage } from './form-errors.ts';

const answer = (status: number, errors: Record<string, string>) =>
  new ApiError(status, Object.values(errors)[0] ?? 'Request failed', {
    error: Object.values(errors)[0],
    errors,
  });

describe('firstServerMessage', () => {
  it('names the field of a message without a subject', () => {
    expect(firstServerMessage(answer(409, { email: 'already registered' }), 'x')).toBe(
      'Email address: already registered',
    );
  });

  it('keeps a message that is a sentence of its own', () => {
    expect(firstServerMessage(answer(400, { email: 'Enter a valid email address' }), 'x')).toBe(
      'Enter a valid email address',
    );
  });

  it('shows only the first of several messages', () => {
    expect(
      firstServerMessage(
        answer(400, { password: 'at least 8 characters', email: 'Enter a valid email address' }),
        'x',
      ),
    ).toBe('Password: at least 8 characters');
  });

  it('names nested address fields by their last part', () => {
    expect(
      firstServerMessage(answer(400, { 'address.zipCode': 'at most 20 characters' }), 'x'),
    ).toBe('Postcode: at most 20 characters');
    expect(fieldErrors(answer(400, { 'address.zipCode': 'at most 20 characters' }))).toEqual({
      zipCode: 'at most 20 characters',
    });
  });

  it('falls back for failures without a server message', () => {
    expect(firstServerMessage(new TypeError('fetch failed'), 'Please try again')).toBe(
      'Please try again',
    );
    expect(firstServerMessage(new ApiError(502, '502 Bad Gateway', null), 'Please try again')).toBe(
      'Please try again',
    );
    expect(fieldErrors(new TypeError('fetch failed'))).toEqual({});
  });
});
