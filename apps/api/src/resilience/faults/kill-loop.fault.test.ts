import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDemoCatalogue } from '@cairn/demo-data';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVouchers } from '../../commerce/vouchers/vouchers.ts';
import { type DatabaseOptions, openDatabase } from '../../db/database.ts';
import { seedCatalogue } from '../../seed/catalogue.ts';
import { seedCountries } from '../../setup/countries.ts';
import { testDatabases } from '../../testing/test-api.ts';
import { type ApiProcess, bundleApiEntry, startApiProcess } from './api-process.ts';

/**
 * A process killed mid-checkout: the commerce backend runs in a child process, shoppers go
 * through checkout over HTTP, and the process is SIGKILLed at a random moment of each round
 * (before, during or after a payment's transaction), then started again. Shoppers whose answer
 * never came retry with the same token and idempotency key, as the shop's client does. At the
 * end: every shopper has exactly one order, every order is paid once and has its lines and
 * its confirmation mail, no payment reference is in two orders, and stock is its start minus
 * the units ordered. KILL_LOOP_KILLS sets the kills per database (default: 40 on PostgreSQL
 * and 10 on PGlite when DATABASE_URL is set, 50 on PGlite alone).
 */

type ShopperState = {
  key: string;
  sku: string;
  token: string | null;
  added: boolean;
  orderIds: number[];
  paidAnswers: number[];
};

const address = {
  firstName: 'Kim',
  lastName: 'Kill',
  email: 'kill-loop@example.com',
  address1: '1 Crash Lane',
  city: 'Keswick',
  zipCode: 'CA12 5AB',
  country: 'GB',
};
const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const startStock = 10_000;
const hasServer = Boolean(process.env.DATABASE_URL);
const killsFor = (engine: string) =>
  Number(process.env.KILL_LOOP_KILLS) || (engine === 'postgres' ? 40 : hasServer ? 10 : 50);

type Engine = { name: string; options: () => DatabaseOptions; env: () => Record<string, string> };

const engines: Engine[] = testDatabases().map((database) => {
  if (database.name === 'postgres') {
    return {
      name: 'postgres',
      options: database.options,
      env: () => ({ DATABASE_URL: (database.options() as { url: string }).url }),
      create: database.create,
      drop: database.drop,
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'cairn-kill-loop-'));
  return {
    name: 'pglite',
    options: () => ({ dataDir: dir }),
    // DATABASE_URL emptied: the child inherits this environment, and checkout-process.ts
    // prefers a server to PGLITE_DIR (with it set, the PGlite round ran against the server).
    env: () => ({ PGLITE_DIR: dir, DATABASE_URL: '' }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}) as (Engine & { create?: () => Promise<void>; drop?: () => Promise<void> })[];

describe.each(engines as (Engine & { create?: () => Promise<void>; drop?: () => Promise<void> })[])(
  'a process killed mid-checkout on $name',
  (engine) => {
    const skus: string[] = [];
    let entry = '';
    beforeAll(async () => {
      entry = await bundleApiEntry('src/resilience/faults/checkout-process.ts');
      await engine.create?.();
      const handle = await openDatabase(engine.options());
      await seedCountries(handle.db);
      // A slice of the demo catalogue is enough to check out, and seeds in seconds on PGlite.
      const catalogue = generateDemoCatalogue();
      const products = catalogue.products.filter((product) => !product.bundleInfo).slice(0, 12);
      await seedCatalogue(handle.db, { ...catalogue, products });
      await seedVouchers(handle.db);
      const rows = (await handle.db.execute(sql`
        select v.sku from variants v join products p on p.id = v.product_id
        where p.bundle_info is null and p.price_minor > 0 order by v.sku limit 4`)) as unknown as {
        rows: { sku: string }[];
      };
      for (const row of rows.rows) skus.push(row.sku);
      await handle.db.execute(
        sql`update variants set stock = ${startStock} where sku in ${sql.raw(`(${skus.map((s) => `'${s}'`).join(',')})`)}`,
      );
      await handle.close();
    }, 600_000);
    afterAll(async () => {
      await engine.drop?.();
    });

    it('leaves every order paid once, every payment in one order, and stock consistent', async () => {
      const kills = killsFor(engine.name);
      const shoppers: ShopperState[] = [];
      const startTimes: number[] = [];
      let killedDuringPayment = 0;
      let connectionErrors = 0;

      async function call(
        api: ApiProcess,
        shopper: ShopperState,
        method: string,
        path: string,
        body?: unknown,
        headers: Record<string, string> = {},
      ) {
        const response = await fetch(`${api.baseUrl}/commerce${path}`, {
          method,
          headers: {
            'API-Token': shopper.token ?? 'none',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const token = response.headers.get('API-Token');
        const json = (await response.json()) as { order?: { order: string } };
        if (token && token !== 'none') shopper.token = token;
        return { status: response.status, json };
      }

      // One shopper's checkout from wherever it got to; any lost answer stops it for the round.
      async function advance(api: ApiProcess, shopper: ShopperState, inPayment: Set<string>) {
        try {
          if (!shopper.token) await call(api, shopper, 'GET', '/selection');
          if (!shopper.added) {
            const added = await call(api, shopper, 'POST', `/items/${shopper.sku}`, {
              quantity: 1,
            });
            if (added.status !== 201 && added.status !== 200) {
              throw new Error(
                `add-item of ${shopper.sku} answered ${added.status}: ${JSON.stringify(added.json)}`,
              );
            }
            shopper.added = true;
          }
          inPayment.add(shopper.key);
          const paid = await call(
            api,
            shopper,
            'POST',
            '/payment',
            { termsAndConditions: true, address, card },
            { 'Idempotency-Key': shopper.key },
          );
          inPayment.delete(shopper.key);
          if (paid.status === 400 && JSON.stringify(paid.json).includes('empty')) {
            // The item was never added (its answer was lost before the commit): add it again.
            shopper.added = false;
            return;
          }
          if (paid.status !== 201 && paid.status !== 200) {
            throw new Error(`payment answered ${paid.status}: ${JSON.stringify(paid.json)}`);
          }
          shopper.paidAnswers.push(paid.status);
          shopper.orderIds.push(Number(paid.json.order?.order));
        } catch (error) {
          if (error instanceof TypeError) connectionErrors += 1;
          else throw error;
        }
      }

      const unpaid = () => shoppers.filter((shopper) => shopper.orderIds.length === 0);
      const newShopper = (index: number): ShopperState => ({
        key: `kill-loop-${randomUUID()}`,
        sku: skus[index % skus.length] ?? '',
        token: null,
        added: false,
        orderIds: [],
        paidAnswers: [],
      });

      for (let round = 0; round < kills; round += 1) {
        const api = await startApiProcess(entry, engine.env());
        startTimes.push(api.startMs);
        for (let n = 0; n < 3; n += 1) shoppers.push(newShopper(shoppers.length));
        const inPayment = new Set<string>();
        const running = unpaid().map((shopper) => advance(api, shopper, inPayment));
        // Somewhere in the round: before the first call, inside a payment's transaction, or
        // after the answers.
        const delay = Math.random() * (engine.name === 'postgres' ? 250 : 600);
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (inPayment.size > 0) killedDuringPayment += 1;
        await api.kill();
        await Promise.all(running);
      }

      // The shoppers come back once more to a process left running; every one must finish.
      const api = await startApiProcess(entry, engine.env());
      for (let attempt = 0; attempt < 3 && unpaid().length > 0; attempt += 1) {
        await Promise.all(unpaid().map((shopper) => advance(api, shopper, new Set())));
      }
      // A retry of an acknowledged payment with the same key answers the same order, once.
      const repeat = shoppers[0];
      if (repeat) await advance(api, repeat, new Set());
      await api.kill();

      const handle = await openDatabase(engine.options());
      try {
        const { db } = handle;
        const rows = <T>(query: ReturnType<typeof sql>) =>
          db.execute(query).then((result) => (result as unknown as { rows: T[] }).rows);
        const orders = await rows<{
          id: number;
          idempotency_key: string | null;
          payments: number;
          paid_minor: number | null;
          grand_total_minor: number;
          selection_status: string;
          selection_order: number | null;
          lines: number;
          mails: number;
        }>(sql`
          select o.id, o.idempotency_key, o.grand_total_minor, s.status as selection_status,
            (select count(*)::int from payments p where p.order_id = o.id) as payments,
            (select sum(p.amount_minor)::int from payments p where p.order_id = o.id) as paid_minor,
            s.order_id as selection_order,
            (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
            (select count(*)::int from outbox m
              where m.kind = 'order-confirmation' and m.subject = 'Your Cairn order ' || o.id) as mails
          from orders o join selections s on s.id = o.selection_id`);
        const stock = await rows<{ sku: string; stock: number; ordered: number }>(sql`
          select v.sku, v.stock,
            coalesce((select sum(l.quantity)::int from order_lines l where l.sku = v.sku), 0) as ordered
          from variants v where v.sku in ${sql.raw(`(${skus.map((s) => `'${s}'`).join(',')})`)}`);

        const byKey = new Map<string, number[]>();
        for (const order of orders) {
          const list = byKey.get(order.idempotency_key ?? '') ?? [];
          list.push(order.id);
          byKey.set(order.idempotency_key ?? '', list);
        }
        const paymentRows = await rows<{ order_id: number; reference: string }>(
          sql`select order_id, reference from payments`,
        );
        const orderIds = new Set(orders.map((order) => order.id));
        const report = {
          engine: engine.name,
          kills,
          killedDuringPayment,
          connectionErrors,
          shoppers: shoppers.length,
          orders: orders.length,
          retriedPayments: shoppers.filter((s) => s.paidAnswers.includes(200)).length,
          medianStartMs: Math.round(startTimes.sort((a, b) => a - b)[startTimes.length >> 1] ?? 0),
        };
        console.info(`kill loop: ${JSON.stringify(report)}`);

        // Every shopper paid, exactly once, and every answer named that one order.
        expect(unpaid()).toEqual([]);
        for (const shopper of shoppers) {
          expect(byKey.get(shopper.key), shopper.key).toHaveLength(1);
          expect(new Set(shopper.orderIds)).toEqual(new Set(byKey.get(shopper.key)));
        }
        expect(orders).toHaveLength(shoppers.length);
        expect(repeat?.paidAnswers.at(-1)).toBe(200);
        // Every order paid once, every payment in one order, with its lines and its mail.
        expect(paymentRows).toHaveLength(orders.length);
        expect(new Set(paymentRows.map((payment) => payment.reference)).size).toBe(orders.length);
        for (const payment of paymentRows) expect(orderIds.has(payment.order_id)).toBe(true);
        for (const order of orders) {
          expect(order.payments, `payments of order ${order.id}`).toBe(1);
          expect(order.paid_minor).toBe(order.grand_total_minor);
          expect(order.selection_status).toBe('ordered');
          expect(order.selection_order).toBe(order.id);
          expect(order.lines).toBeGreaterThan(0);
          expect(order.mails).toBe(1);
        }
        // Stock is its start minus the units ordered.
        for (const row of stock) expect(row.stock, row.sku).toBe(startStock - row.ordered);
        expect(stock.reduce((sum, row) => sum + row.ordered, 0)).toBeGreaterThanOrEqual(
          shoppers.length,
        );
      } finally {
        await handle.close();
      }
    }, 900_000);
  },
);
