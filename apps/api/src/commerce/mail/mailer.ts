import { requestLogger } from '@cairn/server-kit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { guardDependency } from '../../resilience/dependency-guard.ts';
import { dependencyUnavailableIn } from '../../resilience/dependency-unavailable.ts';
import { outbox } from '../schema.ts';
import { createSmtpSender, type SendMail } from './smtp-client.ts';

export type Mail = { kind: string; to: string; subject: string; body: string };

export type Mailer = {
  /** Puts a mail in the outbox, in the caller's transaction when given one, and logs it. */
  queue(db: Database, mail: Mail): Promise<void>;
  /** Sends what is waiting in the outbox when SMTP is set up; resolves when done. */
  deliver(): Promise<void>;
  /**
   * Delivers every `intervalMs` from now on (mail that failed waits out its back-off, so an
   * SMTP server that comes back gets the waiting mail without anything new being queued).
   */
  startWorker(intervalMs?: number): void;
  /** Stops the worker and the SMTP circuit's timers. */
  stop(): void;
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
  /**
   * Logs each queued mail whole, recipient and body. Only for a demo without SMTP, where the
   * log is the mailbox (a registration's confirmation link is read there); never in production,
   * where bodies hold live links. Default false.
   */
  logBodies?: boolean;
  /** Sending a mail is tried this many times before it is left with its error. Default 12. */
  maxAttempts?: number;
  /**
   * The wait before the second attempt; it doubles with each attempt, up to 5 minutes
   * (5 s, 10 s, 20 s, … : 12 attempts span about half an hour). Default 5000.
   */
  retryBaseMs?: number;
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
  log = (message) => requestLogger().info(message),
  maxAttempts = 12,
  retryBaseMs = 5000,
  logBodies = false,
}: MailerOptions): Mailer {
  // The SMTP server behind a time-out and a circuit: while it is down, a delivery run stops at
  // the first unreachable send and leaves the rest of the outbox untouched.
  const smtp = smtpUrl
    ? guardDependency({ name: 'smtp', timeoutMs: 10_000, resetTimeoutMs: 5000, volumeThreshold: 2 })
    : undefined;
  const smtpSend = smtpUrl ? createSmtpSender(smtpUrl, { timeoutMs: 10_000 }) : undefined;
  const send: SendMail | undefined =
    smtp && smtpSend
      ? (mail) =>
          smtp.run(
            () => smtpSend(mail),
            // The server answered and refused this mail (550 no such user): the server is fine.
            (error) => /^SMTP server answered/.test((error as Error).message ?? ''),
          )
      : undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let worker: ReturnType<typeof setInterval> | undefined;

  async function sendWaiting(sendMail: SendMail): Promise<void> {
    while (true) {
      if (smtp?.status().state === 'open') return;
      // Back-off from the last attempt: retryBaseMs, doubling, at most 5 minutes; a claim left
      // by a process that died mid-send ages the same way.
      const claimed = (await db.execute(sql`
        update ${outbox} set claimed_at = now(), attempts = attempts + 1
        where id in (
          select id from ${outbox}
          where sent_at is null and attempts < ${maxAttempts}
            and (claimed_at is null or claimed_at < now() - make_interval(secs =>
              least(300, ${retryBaseMs / 1000}::float8 * power(2, greatest(attempts - 1, 0)))))
          order by id limit 10
          for update skip locked
        )
        returning id, recipient, subject, body`)) as unknown as { rows: OutboxRow[] };
      if (claimed.rows.length === 0) return;
      for (const [index, row] of claimed.rows.entries()) {
        try {
          await sendMail({ from, to: row.recipient, subject: row.subject, text: row.body });
          await db.execute(
            // Once sent the body is of no further use, and may hold a live reset link.
            sql`update ${outbox} set sent_at = now(), error = null, body = '' where id = ${row.id}`,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log(`Mail ${row.id} not sent: ${message}`);
          await db.execute(sql`update ${outbox} set error = ${message} where id = ${row.id}`);
          if (dependencyUnavailableIn(error)) {
            // The server is unreachable: the other claimed mails were not tried, so they keep
            // their attempts and wait for the next run.
            const untried = claimed.rows.slice(index + 1).map((other) => other.id);
            if (untried.length > 0) {
              await db.execute(sql`
                update ${outbox} set claimed_at = null, attempts = attempts - 1
                where id in (${sql.join(
                  untried.map((id) => sql`${id}`),
                  sql`, `,
                )})`);
            }
            return;
          }
        }
      }
    }
  }

  const mailer: Mailer = {
    async queue(target, mail) {
      await target.insert(outbox).values({
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        body: mail.body,
      });
      // The body may hold a secret (a reset link) and the recipient is personal: both stay in
      // the outbox, not in the log, unless this is a demo whose mailbox is the log.
      log(
        logBodies
          ? `Mail queued (${mail.kind}) to ${mail.to}: ${mail.subject}\n\n${mail.body}`
          : `Mail queued (${mail.kind}): ${mail.subject}`,
      );
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
    startWorker(intervalMs = 5000) {
      if (!send || worker) return;
      worker = setInterval(() => void mailer.deliver(), intervalMs);
      // The worker never keeps a process alive on its own.
      worker.unref();
    },
    stop() {
      if (worker) clearInterval(worker);
      worker = undefined;
      smtp?.shutdown();
    },
  };
  return mailer;
}
