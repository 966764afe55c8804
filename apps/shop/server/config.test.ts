import { describe, expect, it } from 'vitest';
import { loadShopConfig, ShopConfigError } from './config.ts';

describe('loadShopConfig', () => {
  it('lets 200 page renders wait by default, and reads RENDER_QUEUE_LIMIT as a whole number of 1 or more', () => {
    expect(loadShopConfig({}).RENDER_QUEUE_LIMIT).toBe(200);
    expect(loadShopConfig({ RENDER_QUEUE_LIMIT: '50' }).RENDER_QUEUE_LIMIT).toBe(50);
    expect(() => loadShopConfig({ RENDER_QUEUE_LIMIT: '0' })).toThrow(
      'RENDER_QUEUE_LIMIT: must be at least 1',
    );
    expect(() => loadShopConfig({ RENDER_QUEUE_LIMIT: 'lots' })).toThrow(
      'RENDER_QUEUE_LIMIT: must be a number',
    );
    expect(() => loadShopConfig({ RENDER_QUEUE_LIMIT: '2.5' })).toThrow(
      'RENDER_QUEUE_LIMIT: must be a whole number',
    );
  });

  it('serves the API in-process unless API_URL names an http(s) one', () => {
    expect(loadShopConfig({}).API_URL).toBeUndefined();
    expect(loadShopConfig({ API_URL: '' }).API_URL).toBeUndefined();
    expect(loadShopConfig({ API_URL: 'http://api.internal:3001' }).API_URL).toBe(
      'http://api.internal:3001',
    );
  });

  it('names every wrong setting in one error', () => {
    expect(() => loadShopConfig({ API_URL: 'ftp://x', RENDER_QUEUE_LIMIT: '0' })).toThrow(
      ShopConfigError,
    );
    expect(() => loadShopConfig({ API_URL: 'ftp://x', RENDER_QUEUE_LIMIT: '0' })).toThrow(
      /API_URL: must be an http\(s\) URL[\s\S]*RENDER_QUEUE_LIMIT: must be at least 1|RENDER_QUEUE_LIMIT: must be at least 1[\s\S]*API_URL: must be an http\(s\) URL/,
    );
  });
});
