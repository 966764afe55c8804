import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { defaultCountry } from '../markets/markets.ts';
import { commerceSessions, selections } from '../schema.ts';
import { hashSecret, isWellFormedSecret, newSecret } from './tokens.ts';

export type SessionRecord = {
  id: string;
  customerId: number | null;
  selectionId: string;
  lastOrderId: number | null;
};

const day = 24 * 60 * 60 * 1000;

/**
 * A session unused for `idleMs` is forgotten (its token then starts a new one), and none lives
 * longer than `absoluteMs` from its start or its last login, however often it is used: a
 * stolen token stops working in the end.
 */
export const sessionLifetimes = { idleMs: 30 * day, absoluteMs: 90 * day };
/** `last_seen_at` is refreshed at most this often, so reads stay reads. */
const touchIntervalMs = 60 * 60 * 1000;

/** Runs before a new session is written (the caller's per-address limit); throwing stops it. */
export type BeforeCreate = () => Promise<void>;

/**
 * The checkout session behind one request's `API-Token`. A session is looked up, never created,
 * until a call needs one (`ensure`), so malformed or anonymous requests write nothing, and
 * each creation passes `beforeCreate` (a limit per client address) first.
 */
export class CommerceSession {
  #token: string | null;
  #record: SessionRecord | null;

  private constructor(
    private readonly db: Database,
    token: string | null,
    record: SessionRecord | null,
    private readonly beforeCreate: BeforeCreate,
  ) {
    this.#token = token;
    this.#record = record;
  }

  /** Finds the live session a token names; an unknown, ended or expired token finds none. */
  static async open(
    db: Database,
    token: string | null | undefined,
    beforeCreate: BeforeCreate = async () => {},
  ): Promise<CommerceSession> {
    if (!isWellFormedSecret(token)) return new CommerceSession(db, null, null, beforeCreate);
    const now = Date.now();
    const [row] = await db
      .select({
        id: commerceSessions.id,
        customerId: commerceSessions.customerId,
        selectionId: commerceSessions.selectionId,
        lastOrderId: commerceSessions.lastOrderId,
        lastSeenAt: commerceSessions.lastSeenAt,
      })
      .from(commerceSessions)
      .where(
        and(
          eq(commerceSessions.tokenHash, hashSecret(token)),
          isNull(commerceSessions.endedAt),
          gt(commerceSessions.lastSeenAt, new Date(now - sessionLifetimes.idleMs)),
          gt(commerceSessions.createdAt, new Date(now - sessionLifetimes.absoluteMs)),
        ),
      );
    if (!row) return new CommerceSession(db, null, null, beforeCreate);
    if (now - row.lastSeenAt.getTime() > touchIntervalMs) {
      await db
        .update(commerceSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(commerceSessions.id, row.id),
            lt(commerceSessions.lastSeenAt, new Date(now - touchIntervalMs)),
          ),
        );
    }
    const { lastSeenAt: _, ...record } = row;
    return new CommerceSession(db, token, record, beforeCreate);
  }

  /** The token to answer with: the session's, or `none` when there is no session. */
  get token(): string {
    return this.#token ?? 'none';
  }

  get record(): SessionRecord | null {
    return this.#record;
  }

  get customerId(): number | null {
    return this.#record?.customerId ?? null;
  }

  /** The session, created with an empty selection (and a new token) if there is none. */
  async ensure(): Promise<SessionRecord> {
    if (this.#record) return this.#record;
    await this.beforeCreate();
    const token = newSecret();
    const record: SessionRecord = {
      id: randomUUID(),
      customerId: null,
      selectionId: randomUUID(),
      lastOrderId: null,
    };
    await this.db.transaction(async (tx) => {
      await tx.insert(commerceSessions).values({
        id: record.id,
        tokenHash: hashSecret(token),
        selectionId: record.selectionId,
      });
      await tx
        .insert(selections)
        .values({ id: record.selectionId, sessionId: record.id, country: defaultCountry });
    });
    this.#token = token;
    this.#record = record;
    return record;
  }

  /**
   * Gives the session a new token, as on login: a token seen before the change of privilege
   * (by a shared computer, a log, a fixation attempt) no longer names it. Its absolute
   * lifetime starts again from here.
   */
  async rotateToken(): Promise<void> {
    const record = await this.ensure();
    const token = newSecret();
    await this.db
      .update(commerceSessions)
      .set({ tokenHash: hashSecret(token), createdAt: sql`now()` })
      .where(eq(commerceSessions.id, record.id));
    this.#token = token;
  }

  /** Ends the session for good; the request answers as a guest without a session. */
  async end(): Promise<void> {
    if (!this.#record) return;
    await this.db
      .update(commerceSessions)
      .set({ endedAt: sql`now()` })
      .where(eq(commerceSessions.id, this.#record.id));
    this.#record = null;
    this.#token = null;
  }

  /** Keeps the in-memory copy in step with a change already written to the database. */
  update(change: Partial<Omit<SessionRecord, 'id'>>): void {
    if (this.#record) this.#record = { ...this.#record, ...change };
  }
}
