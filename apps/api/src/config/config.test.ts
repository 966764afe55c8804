import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults for a machine with nothing configured', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\.data$/);
  });

  it('reads PORT and HOST', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0' });
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe('0.0.0.0');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('names every wrong setting in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/shop', API_URL: 'ftp://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT: must be a number');
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(message).toContain('API_URL: must be an http(s) URL');
  });

  it('lets 200 page renders wait by default, and reads RENDER_QUEUE_LIMIT as a whole number of 1 or more', () => {
    expect(loadConfig({}).RENDER_QUEUE_LIMIT).toBe(200);
    expect(loadConfig({ RENDER_QUEUE_LIMIT: '50' }).RENDER_QUEUE_LIMIT).toBe(50);
    expect(() => loadConfig({ RENDER_QUEUE_LIMIT: '0' })).toThrow(
      'RENDER_QUEUE_LIMIT: must be at least 1',
    );
    expect(() => loadConfig({ RENDER_QUEUE_LIMIT: 'lots' })).toThrow(
      'RENDER_QUEUE_LIMIT: must be a number',
    );
    expect(() => loadConfig({ RENDER_QUEUE_LIMIT: '2.5' })).toThrow(
      'RENDER_QUEUE_LIMIT: must be a whole number',
    );
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT: must be between 1 and 65535');
  });

  it('takes an smtp:// or smtps:// SMTP_URL with a host, no path and only requireTLS', () => {
    for (const url of [
      'smtp://mail.example',
      'smtp://shop:p%40ss@mail.example:587?requireTLS=true',
      'smtps://mail.example:465/',
    ]) {
      expect(loadConfig({ SMTP_URL: url }).SMTP_URL).toBe(url);
    }
    for (const [url, message] of [
      ['mail.example:587', 'must be an smtp:// or smtps:// URL'],
      ['http://mail.example', 'must be an smtp:// or smtps:// URL'],
      ['smtp://', 'must name the mail server'],
      ['smtp://mail.example/inbox', 'must have no path'],
      ['smtp://mail.example?requireTLS=yes', 'takes one option, requireTLS=true'],
      ['smtp://mail.example?tls.rejectUnauthorized=false', 'takes one option, requireTLS=true'],
    ] as const) {
      expect(() => loadConfig({ SMTP_URL: url }), url).toThrow(`SMTP_URL: ${message}`);
    }
  });

  it('needs both student-discount settings or neither', () => {
    expect(() =>
      loadConfig({ STUDENT_DISCOUNT_SCRIPT_URL: 'https://widget.example/s.js' }),
    ).toThrow(
      'STUDENT_DISCOUNT_IFRAME_URL: must be set together with the other STUDENT_DISCOUNT_ setting',
    );
  });

  it('loads the Storyblok bridge from Storyblok unless told otherwise, and only over http(s)', () => {
    expect(loadConfig({}).STORYBLOK_BRIDGE_URL).toBe(
      'https://app.storyblok.com/f/storyblok-v2-latest.js',
    );
    expect(
      loadConfig({ STORYBLOK_BRIDGE_URL: 'https://cdn.cairn.example/storyblok-bridge.js' })
        .STORYBLOK_BRIDGE_URL,
    ).toBe('https://cdn.cairn.example/storyblok-bridge.js');
    expect(() => loadConfig({ STORYBLOK_BRIDGE_URL: 'javascript:alert(1)' })).toThrow(
      'STORYBLOK_BRIDGE_URL: must be an http(s) URL',
    );
  });

  it('refuses a Klarna client id with spaces or symbols', () => {
    expect(() => loadConfig({ KLARNA_CLIENT_ID: 'not an id!' })).toThrow(
      'KLARNA_CLIENT_ID: must be a Klarna client id',
    );
  });
});
