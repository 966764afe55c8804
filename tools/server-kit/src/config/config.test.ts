import { describe, expect, it } from 'vitest';
import { ConfigError, configDefaults, loadConfig, withConfigDefaults } from './config.ts';

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
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/shop', PUBLIC_URL: 'ftp://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT: must be a number');
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(message).toContain('PUBLIC_URL: must be an http(s) URL');
  });

  it('is in demo mode outside production, and in production only with DEMO=1', () => {
    expect(loadConfig({}).DEMO).toBe(false);
    expect(loadConfig({ DEMO: '1' }).DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DEMO: '0' }).DEMO).toBe(false);
    expect(() => loadConfig({ DEMO: 'yes' })).toThrow('DEMO: must be 1 or 0 (true or false)');
  });

  it('switches commerce to a Centra checkout API by COMMERCE_API_URL, its secret only with it', () => {
    expect(loadConfig({}).COMMERCE_API_URL).toBeUndefined();
    const centra = 'https://shop.centra.com/api/checkout';
    const secret = 'a-shared-secret-of-the-plugin';
    const config = loadConfig({ COMMERCE_API_URL: centra, COMMERCE_SHARED_SECRET: secret });
    expect(config).toMatchObject({ COMMERCE_API_URL: centra, COMMERCE_SHARED_SECRET: secret });
    expect(() => loadConfig({ COMMERCE_API_URL: 'ftp://shop.centra.com/api' })).toThrow(
      'COMMERCE_API_URL: must be an http(s) URL',
    );
    // The browser sees the address: no credentials or query in it.
    expect(() => loadConfig({ COMMERCE_API_URL: 'https://user:pass@shop.centra.com/api' })).toThrow(
      'COMMERCE_API_URL: must be the plugin',
    );
    expect(() => loadConfig({ COMMERCE_SHARED_SECRET: secret })).toThrow(
      'COMMERCE_SHARED_SECRET: is the secret of a Centra checkout API: set COMMERCE_API_URL with it',
    );
    expect(() => loadConfig({ COMMERCE_API_URL: centra, COMMERCE_SHARED_SECRET: 'short' })).toThrow(
      'COMMERCE_SHARED_SECRET: must be at least 16 characters',
    );
  });

  it('refuses a start that would expose the commerce secret through a public-prefixed setting', () => {
    const centra = { COMMERCE_API_URL: 'https://shop.centra.com/api/checkout' };
    const secret = 'a-shared-secret-of-the-plugin';
    for (const name of ['VITE_COMMERCE_SHARED_SECRET', 'PUBLIC_COMMERCE_SHARED_SECRET']) {
      expect(() => loadConfig({ ...centra, [name]: secret })).toThrow(
        `A secret would reach the browser:\n  ${name}: would hand the commerce shared secret to the browser`,
      );
    }
    // Any public setting holding the value, under whatever name, and the value is never printed.
    let error: unknown;
    try {
      loadConfig({ ...centra, COMMERCE_SHARED_SECRET: secret, NEXT_PUBLIC_CHECKOUT_KEY: secret });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.setting)).toEqual([
      'NEXT_PUBLIC_CHECKOUT_KEY',
    ]);
    expect((error as ConfigError).message).not.toContain(secret);
    // A server-only setting holding it, or a public one holding something else, is fine.
    expect(
      loadConfig({ ...centra, COMMERCE_SHARED_SECRET: secret, VITE_SHOP_NAME: 'Cairn' })
        .COMMERCE_SHARED_SECRET,
    ).toBe(secret);
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

  it('takes embed iframe hosts as a comma list of host names, YouTube and Vimeo players by default', () => {
    expect(loadConfig({}).EMBED_IFRAME_HOSTS).toEqual([
      'www.youtube-nocookie.com',
      'player.vimeo.com',
    ]);
    expect(
      loadConfig({ EMBED_IFRAME_HOSTS: ' Maps.Example.com , player.vimeo.com' }).EMBED_IFRAME_HOSTS,
    ).toEqual(['maps.example.com', 'player.vimeo.com']);
    expect(loadConfig({ EMBED_IFRAME_HOSTS: 'none' }).EMBED_IFRAME_HOSTS).toEqual([]);
    expect(() => loadConfig({ EMBED_IFRAME_HOSTS: 'https://maps.example.com/' })).toThrow(
      /EMBED_IFRAME_HOSTS/,
    );
  });

  it('refuses a Klarna client id with spaces or symbols', () => {
    expect(() => loadConfig({ KLARNA_CLIENT_ID: 'not an id!' })).toThrow(
      'KLARNA_CLIENT_ID: must be a Klarna client id',
    );
  });
  it("takes a Loqate key in its own shape, with the provider's script and stylesheet", () => {
    const config = loadConfig({ LOQATE_KEY: 'AB12-CD34-EF56-GH78' });
    expect(config.LOQATE_KEY).toBe('AB12-CD34-EF56-GH78');
    expect(config.LOQATE_SCRIPT_URL).toMatch(/^https:\/\/services\.pcapredict\.com\/js\//);
    expect(loadConfig({}).LOQATE_KEY).toBeUndefined();
    for (const wrong of ['ab12-cd34-ef56-gh78', 'AB12CD34EF56GH78', 'AB12-CD34-EF56-GH78 ']) {
      expect(() => loadConfig({ LOQATE_KEY: wrong })).toThrow(
        'LOQATE_KEY: must be a Loqate key (AA11-AA11-AA11-AA11)',
      );
    }
    expect(() => loadConfig({ LOQATE_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      'LOQATE_SCRIPT_URL: must be an http(s) URL',
    );
  });
  it('takes a redis:// or rediss:// REDIS_URL naming a host, and a key prefix for it', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('cairn:');
    const config = loadConfig({
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
      REDIS_KEY_PREFIX: 'shop-uk:',
    });
    expect(config.REDIS_URL).toBe('rediss://:secret@cache.internal:6380/2');
    expect(config.REDIS_KEY_PREFIX).toBe('shop-uk:');
    for (const wrong of ['http://cache:6379', 'cache:6379', 'redis://']) {
      expect(() => loadConfig({ REDIS_URL: wrong })).toThrow(
        'REDIS_URL: must be a redis:// or rediss:// URL',
      );
    }
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow('REDIS_KEY_PREFIX');
  });

  it('keeps METRICS_PORT off the public port and wants a long METRICS_TOKEN', () => {
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT: must differ from PORT',
    );
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 16',
    );
  });

  it('reads the shutdown delay and timeout in seconds, and the log settings', () => {
    expect(loadConfig({})).toMatchObject({
      SHUTDOWN_DELAY: 0,
      SHUTDOWN_TIMEOUT: 25,
      LOG_LEVEL: 'info',
    });
    expect(loadConfig({ SHUTDOWN_DELAY: '5', SHUTDOWN_TIMEOUT: '40' })).toMatchObject({
      SHUTDOWN_DELAY: 5,
      SHUTDOWN_TIMEOUT: 40,
    });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT: '0' })).toThrow('SHUTDOWN_TIMEOUT');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT: must be json or pretty');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL');
  });
});

describe('withConfigDefaults', () => {
  it("gives a partial configuration loadConfig's defaults, keeping what it sets", () => {
    const config = withConfigDefaults({ PORT: 4000, PAGE_CACHE_TTL: undefined });
    expect(config.PORT).toBe(4000);
    expect(config.PAGE_CACHE_TTL).toBe(loadConfig({}).PAGE_CACHE_TTL);
    expect(config.REDIS_KEY_PREFIX).toBe('cairn:');
  });

  it('holds every default loadConfig applies, and nothing it works out from other settings', () => {
    const loaded = loadConfig({});
    for (const [setting, value] of Object.entries(configDefaults)) {
      expect(loaded[setting as keyof typeof loaded]).toEqual(value);
    }
    expect(Object.keys(configDefaults)).not.toContain('DATA_DIR');
    expect(Object.keys(configDefaults)).not.toContain('DEMO');
  });
});
