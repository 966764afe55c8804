import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { outbox } from '../schema.ts';
import { createSmtpSender, type SendMail } from './smtp-client.ts';

export type Mail = { kind: string; to: string; subject: string; body: string };

export type Mailer = {
  /** Puts a mail in the outbox, in the caller's transaction when given one, and logs it. */
  queue(db: Database, mail: Mail): Promise<void>;
  /** Sends what is waiting in the outbox when SMTP is set up; resolves when done. */
  deliver(): Promise<void>;
};

export type MailerOptions = {
  db: Database;
  /**
   * `smtp://` or `smtps://` URL (see `smtpTransportOptions`); without it mail stays in the
   * outbox table.
   */
  smtpUrl?: string;
  from?: string;
  log?: (message: string) => void;
  /** Sending a mail is tried this many times before it is left with its error. */
  maxAttempts?: number;
};

type OutboxRow = { id: number; recipient: string; subject: string; body: string };

/**
 * Mail goes through the `outbox` table: written in the same transaction as the change that
 * caused it (no order without its confirmation, no confirmation without its order), then sent
 * by SMTP when SMTP_URL is set. Rows are claimed with SKIP LOCKED, so replicas share the work.
 */
export function createMailer({
  db,
  smtpUrl,
  from = 'Cairn <shop@cairn.example>',
  log = console.info,
  maxAttempts = 5,
}: MailerOptions): Mailer {
  const send = smtpUrl ? createSmtpSender(smtpUrl) : undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function sendWaiting(sendMail: SendMail): Promise<void> {
    while (true) {
      const claimed = (await db.execute(sql`
        update ${outbox} set claimed_at = now(), attempts = attempts + 1
        where id in (
          select id from ${outbox}
          where sent_at is null and attempts < ${maxAttempts}
            and (claimed_at is null or claimed_at < now() - interval '5 minutes')
          order by id limit 10
          for update skip locked
        )
        returning id, recipient, subject, body`)) as unknown as { rows: OutboxRow[] };
      if (claimed.rows.length === 0) return;
      for (const row of claimed.rows) {
        try {
          await sendMail({ from, to: row.recipient, subject: row.subject, text: row.body });
          await db.execute(
            sql`update ${outbox} set sent_at = now(), error = null where id = ${row.id}`,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log(`Mail ${row.id} to ${row.recipient} not sent: ${message}`);
          await db.execute(sql`update ${outbox} set error = ${message} where id = ${row.id}`);
        }
      }
    }
  }

  return {
    async queue(target, mail) {
      await target.insert(outbox).values({
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        body: mail.body,
      });
      // The body may hold a secret (a reset link): it stays in the outbox, not in the log.
      log(`Mail queued for ${mail.to}: ${mail.subject}`);
    },
    deliver() {
      if (!send) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await sendWaiting(send);
        } while (again);
      })()
        .catch((error: unknown) => log(`Mail delivery failed: ${String(error)}`))
        .finally(() => {
          running = undefined;
        });
      return running;
    },
  };
}
