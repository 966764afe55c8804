import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { limitBody } from '../../http/body-limit.ts';
import type { ImportSummary } from '../import-catalogue.ts';
import { type CentraSource, CentraSourceError } from './centra-client.ts';
import { importCentraChanges } from './centra-sync.ts';
import { centraId } from './centra-wire.ts';

/** Where Centra's webhook plugin posts (the API mounts it under `/api`). */
export const centraWebhookPath = '/webhooks/centra';

export type CentraWebhookRoutesOptions = {
  db: Database;
  /** The webhook plugin's endpoint secret (`CENTRA_WEBHOOK_SECRET`); unset: 404. */
  secret: string | undefined;
  /** The Checkout API the changed products are read from; unset: 404. */
  source: CentraSource | undefined;
  /** After the commit: purge the import's tags on every replica. */
  afterImport: (summary: ImportSummary) => Promise<void>;
  /** How far a signature's time may be from now; default 300 s. */
  toleranceSeconds?: number;
  /** Milliseconds since 1970 (tests move the clock). */
  now?: () => number;
};

export type SignatureCheck =
  | { ok: true; timestamp: number; signature: string }
  | { ok: false; reason: string };

/**
 * Centra's `X-Centra-Signature: t=<unix seconds>,v1=<hex>`: v1 is HMAC-SHA256, keyed with the
 * endpoint secret, of `<t>.<the raw request body>`; t must be within `toleranceSeconds` of now,
 * so a captured request cannot be replayed later.
 */
export function checkCentraSignature(
  header: string | undefined,
  body: string,
  secret: string,
  { nowSeconds, toleranceSeconds }: { nowSeconds: number; toleranceSeconds: number },
): SignatureCheck {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/i.test(v1)) {
    return { ok: false, reason: 'X-Centra-Signature must be t=<timestamp>,v1=<hex signature>' };
  }
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) {
    return { ok: false, reason: 'The signature does not match the body' };
  }
  const timestamp = Number(t);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    return {
      ok: false,
      reason: `The signature's time is more than ${toleranceSeconds} s from now`,
    };
  }
  return { ok: true, timestamp, signature: v1.toLowerCase() };
}

/** Centra's payload: the ids of what changed, by type (`products`, `categories`, `brands`, …). */
const payloadSchema = z.looseObject({
  products: z.array(centraId).max(10_000).default([]),
  categories: z.array(z.unknown()).max(10_000).default([]),
  brands: z.array(z.unknown()).max(10_000).default([]),
});

/**
 * `POST /webhooks/centra`: Centra's webhook plugin (Checkout API type) says which products,
 * categories or brands changed; the import reads those from the Checkout API and writes what
 * differs (stock, prices, anything else), purging only the tags they touch. The body is
 * Centra's form (`payload=<JSON>`) or the JSON itself. Answers 401 to a missing, wrong or
 * stale signature, 409 to a delivery already taken, 502 when Centra cannot be read (Centra
 * then sends it again), 200 with the import's summary, the ids Centra did not answer
 * (`unknown`: the shop's products of those ids are retired, as Centra sends an inactivated
 * product's id too) and any bad product (`problems`; the rest are imported).
 */
export function centraWebhookRoutes({
  db,
  secret,
  source,
  afterImport,
  toleranceSeconds = 300,
  now = Date.now,
}: CentraWebhookRoutesOptions): Hono {
  const app = new Hono();
  /** Signatures taken, until their time is out of tolerance (then the time check refuses). */
  const taken = new Map<string, number>();
  app.post(
    centraWebhookPath,
    async function configured(c, next) {
      if (!secret || !source)
        return c.json({ error: 'No API endpoint at this address for POST' }, 404);
      await next();
    },
    limitBody(1024 * 1024, (c) => c.json({ error: 'Request body too large (1 MB at most)' }, 413)),
    async function receive(c) {
      if (!secret || !source) return c.notFound();
      const body = await c.req.text();
      const nowSeconds = Math.floor(now() / 1000);
      const check = checkCentraSignature(c.req.header('X-Centra-Signature'), body, secret, {
        nowSeconds,
        toleranceSeconds,
      });
      if (!check.ok) return c.json({ error: check.reason }, 401);
      for (const [signature, expires] of taken) if (expires < nowSeconds) taken.delete(signature);
      if (taken.has(check.signature)) {
        return c.json({ error: 'This delivery was already received' }, 409);
      }
      const payload = payloadSchema.safeParse(parsePayload(body, c.req.header('Content-Type')));
      if (!payload.success) {
        return c.json(
          { error: 'The payload must be JSON of changed ids: {"products":["1",…]}' },
          400,
        );
      }
      let outcome: Awaited<ReturnType<typeof importCentraChanges>>;
      try {
        outcome = await importCentraChanges(
          db,
          source,
          {
            products: [...new Set(payload.data.products.map(String))],
            categories: payload.data.categories.length > 0,
            brands: payload.data.brands.length > 0,
          },
          { skipInvalid: true },
        );
      } catch (error) {
        if (error instanceof CentraSourceError) return c.json({ error: error.message }, 502);
        throw error;
      }
      taken.set(check.signature, check.timestamp + toleranceSeconds);
      if (!outcome.ok) {
        // Only a record the database refused (a slug another product holds) gets here.
        return c.json({ error: 'Nothing was imported', problems: outcome.problems }, 422);
      }
      await afterImport(outcome.summary);
      return c.json({ ...outcome.summary, unknown: outcome.unknown, problems: outcome.problems });
    },
  );
  return app;
}

function parsePayload(body: string, contentType: string | undefined): unknown {
  const json = /^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')
    ? new URLSearchParams(body).get('payload')
    : body;
  if (json === null) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
