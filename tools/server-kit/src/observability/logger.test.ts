import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLogger, loggablePath } from './logger.ts';

describe('loggablePath', () => {
  it('drops the query and the fragment', () => {
    expect(loggablePath('/search?q=ann%40example.com&page=2#top')).toBe('/search');
  });

  it('redacts emails, bearer secrets and what follows login, cart and reset', () => {
    expect(loggablePath('/commerce/login/ann%40example.com')).toBe('/commerce/login/:redacted');
    expect(loggablePath('/commerce/login/not-an-email')).toBe('/commerce/login/:redacted');
    const token = 'Ab3_'.repeat(11);
    expect(loggablePath(`/api/cart/${token}/add-item`)).toBe('/api/cart/:redacted/add-item');
    expect(loggablePath(`/anything/${token}`)).toBe('/anything/:redacted');
  });

  it('keeps product, category and asset paths as they are', () => {
    for (const path of [
      '/moraine-mens-nevis-gore-tex-jacket-104211-923',
      '/all/clothing/jackets',
      '/assets/entry-abc123.js',
      '/api/resolver/all/clothing/jackets',
    ]) {
      expect(loggablePath(path)).toBe(path);
    }
  });

  it('never lets an email or a secret through, whatever the path around it', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{0,20}$/);
    const email = fc.emailAddress();
    const secret = fc
      .stringMatching(/^[A-Za-z0-9_-]{40,64}$/)
      .filter((value) => /[A-Z_]/.test(value));
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.oneof(email, secret),
        fc.array(segment, { maxLength: 4 }),
        fc.boolean(),
        (before, hidden, after, encode) => {
          const middle = encode ? encodeURIComponent(hidden) : hidden;
          const logged = loggablePath(`/${[...before, middle, ...after].join('/')}`);
          expect(logged).not.toContain(hidden);
          expect(logged).not.toContain(middle);
        },
      ),
    );
  });

  it('answers for any string without throwing, with no query and at most 200 characters a segment', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (path) => {
        const logged = loggablePath(path);
        expect(logged).not.toMatch(/[?#]/);
        for (const segment of logged.split('/')) expect(segment.length).toBeLessThanOrEqual(201);
      }),
    );
  });
});

describe('createLogger', () => {
  it('writes JSON lines and redacts personal fields that slip into them', async () => {
    const stream = new PassThrough();
    const chunks: string[] = [];
    stream.on('data', (chunk) => chunks.push(String(chunk)));
    const logger = createLogger({ format: 'json', destination: stream });
    logger.info(
      { email: 'ann@example.com', req: { headers: { authorization: 'Bearer x' } } },
      'hello',
    );
    await new Promise((resolve) => setImmediate(resolve));
    const line = JSON.parse(chunks.join(''));
    expect(line).toMatchObject({ level: 30, msg: 'hello', email: '[redacted]' });
    expect(JSON.stringify(line)).not.toContain('ann@example.com');
    expect(JSON.stringify(line)).not.toContain('Bearer');
  });
});
