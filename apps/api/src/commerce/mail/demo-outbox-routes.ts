import type { DemoOutboxMail } from '@cairn/commerce-client/contract';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { text } from '../../http/text.ts';
import { validate } from '../../http/validation.ts';
import { outbox } from '../schema.ts';

/** A mail in the demo's outbox, as `GET /api/demo/outbox` answers it: the contract's. */
export type { DemoOutboxMail };

/** The newest mails the outbox answers; a demo's visitor looks for the one they just caused. */
export const demoOutboxLimit = 50;

const idParam = z.object({
  id: text({ max: 10 })
    .regex(/^[1-9]\d*$/, 'no such mail')
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, 'no such mail'),
});

/**
 * The demo's mailbox (mounted only in a demo, `demoSettingsAllowed`): `GET /demo/outbox` lists
 * the newest mails the shop queued, newest first, and `GET /demo/outbox/:id` answers one. In a
 * demo without SMTP_URL the outbox is the only place a newcomer's confirmation link goes, so the
 * shop server shows these at `/demo/mailbox`. Every answer is `private, no-store`: the bodies
 * hold live links (activation, password reset).
 */
export function demoOutboxRoutes({ db }: { db: Database }) {
  const columns = {
    id: outbox.id,
    kind: outbox.kind,
    to: outbox.recipient,
    subject: outbox.subject,
    body: outbox.body,
    queuedAt: outbox.createdAt,
    sentAt: outbox.sentAt,
  };
  const answer = (row: {
    id: number;
    kind: string;
    to: string;
    subject: string;
    body: string;
    queuedAt: Date;
    sentAt: Date | null;
  }): DemoOutboxMail => ({
    ...row,
    queuedAt: row.queuedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  });

  return new Hono()
    .get('/demo/outbox', async (c) => {
      const rows = await db
        .select(columns)
        .from(outbox)
        .orderBy(desc(outbox.id))
        .limit(demoOutboxLimit);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ mails: rows.map(answer) });
    })
    .get('/demo/outbox/:id', validate('param', idParam), async (c) => {
      const [row] = await db
        .select(columns)
        .from(outbox)
        .where(eq(outbox.id, c.req.valid('param').id));
      c.header('Cache-Control', 'private, no-store');
      if (!row) return c.json({ error: 'No such mail in the outbox' }, 404);
      return c.json({ mail: answer(row) });
    });
}
