import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, EmailKind, EmailOutboxTable } from '../db/schema.ts';
import type { EmailContent } from './templates.ts';

/** Attempts of an email before it is given up: with the doubling waits, about 24 hours. */
export const MAX_ATTEMPTS = 12;
/** The longest wait between two attempts, in multiples of the first (8 hours at a minute). */
const LONGEST_WAIT_FACTOR = 480;

/** How long a claimed email is an instance's to send; past it, another instance may take it. */
export const LEASE = '2 minutes';

export type OutboxRow = Selectable<EmailOutboxTable>;

/** The wait after the `attempts`-th failed attempt: the base, doubled each time, up to 480 times it. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return baseMs * Math.min(2 ** Math.max(0, attempts - 1), LONGEST_WAIT_FACTOR);
}

/**
 * Writes an email to the outbox in `db`'s transaction: it is delivered only if that transaction
 * commits, and then even if the mail server is down right now. `sendingNow`: written as already
 * claimed by the caller for its one attempt (a test email), so no delivery round takes it.
 */
export async function queueEmail(
  db: Kysely<Database>,
  kind: EmailKind,
  to: string,
  content: EmailContent,
  { maxAttempts = MAX_ATTEMPTS, sendingNow = false } = {},
): Promise<OutboxRow> {
  return db
    .insertInto('email_outbox')
    .values({
      kind,
      to_address: to,
      subject: content.subject,
      text_body: content.text,
      html_body: content.html,
      max_attempts: maxAttempts,
      ...(sendingNow
        ? {
            status: 'sending',
            attempts: 1,
            locked_until: sql<Date>`now() + ${sql.raw(`interval '${LEASE}'`)}`,
          }
        : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The newest deliveries, as the contract's EmailDelivery. */
export async function recentDeliveries(db: Kysely<Database>, limit = 20) {
  const rows = await db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map(deliveryView);
}

export function deliveryView(row: OutboxRow) {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
  };
}
