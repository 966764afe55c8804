import type { Api } from '@cairn/api';
import { createLogger, loadConfig } from '@cairn/server-kit';
import { Hono } from 'hono';
import { loadShopConfig } from '../../config.ts';
import { serveShop } from '../serve-shop.ts';

/**
 * A shop process for the shutdown tests: the real `serveShop` (signals, readiness, draining)
 * around a shop whose `/slow?ms=N` answers after N ms, and an API stand-in that logs when it
 * is released. Run with `node --import tsx`.
 */
const config = { ...loadConfig(), ...loadShopConfig() };
const logger = createLogger({ level: 'info', format: 'json' });
const shop = new Hono();
shop.get('/slow', async (c) => {
  const ms = Number(c.req.query('ms') ?? 1000);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return c.text(`finished after ${ms} ms`);
});
const api = {
  ready: async () => ({ status: 'ready', details: { database: true } }),
  close: async () => {
    logger.info('released');
  },
} as unknown as Api;
const { server } = serveShop({
  config,
  shop,
  api,
  logger,
  // With the time-outs the server listens with, for the slow-client tests.
  onListening: (info) =>
    logger.info(
      {
        port: info.port,
        headersTimeout: server.headersTimeout,
        requestTimeout: server.requestTimeout,
      },
      'listening',
    ),
});
