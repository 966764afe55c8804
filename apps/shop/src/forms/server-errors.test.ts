import { ApiError, CommerceTimeoutError, OutOfStockError } from '@cairn/commerce-client';
import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  firstServerMessage,
  issuesByPath,
  problemMessage,
  sentence,
  serverErrors,
} from './server-errors.ts';

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

  it('given a commerce service that is slow or away, says so and asks to try again', () => {
    const said = 'Our checkout is not answering just now. Please try again in a moment.';
    expect(problemMessage(new CommerceTimeoutError(20_000))).toBe(said);
    expect(problemMessage(apiError(503, 'commerce is unavailable'))).toBe(said);
  });
});

describe('sentence', () => {
  it('capitalises and ends with a full stop once', () => {
    expect(sentence('voucher expired')).toBe('Voucher expired.');
    expect(sentence('Your card was declined.')).toBe('Your card was declined.');
    expect(sentence('')).toBe('');
  });
});

describe('serverErrors', () => {
  const mapping = { fieldOf: (key: string) => (key === 'zipCode' ? 'postcode' : undefined) };

  it('puts a mapped key on its field and the rest, as sentences, at the top of the form', () => {
    expect(serverErrors({ zipCode: 'required', selection: 'your bag is empty' }, mapping)).toEqual({
      fields: { postcode: 'required' },
      form: ['Your bag is empty.'],
    });
  });

  it('keeps the first message for a field', () => {
    const first = serverErrors(
      { zipCode: 'too long', 'address.zipCode': 'required' },
      { fieldOf: (key: string) => key.split('.').at(-1) },
    );
    expect(first.fields).toEqual({ zipCode: 'too long' });
  });
});

describe('issuesByPath', () => {
  it("reads a validation answer's issues by path, the later of two on one path winning", () => {
    expect(
      issuesByPath({
        issues: [
          { path: 'json.email', message: 'Too long' },
          { path: 'json.email', message: 'Invalid email' },
          { path: 'json.name' },
          { message: 'No path' },
        ],
      }),
    ).toEqual({ 'json.email': 'Invalid email' });
  });

  it('gives nothing for an answer without issues', () => {
    expect(issuesByPath(null)).toEqual({});
    expect(issuesByPath({ error: 'Bad request' })).toEqual({});
  });
});
