import { type Kysely, sql } from 'kysely';

/**
 * The mail outbox (src/mail/outbox.ts): each email is a row written in the transaction of the
 * event that causes it, then delivered by a worker that claims due rows with `for update skip
 * locked` (so instances sharing the database never take the same one) under a lease
 * (`locked_until`: a row whose instance died while sending becomes due again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table email_outbox (
      id serial primary key,
      kind text not null check (kind in ('test', 'newUserRegistration', 'paymentReceived', 'systemAlert')),
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
      attempts integer not null default 0,
      max_attempts integer not null,
      last_error text,
      next_attempt_at timestamptz not null default now(),
      locked_until timestamptz,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      failure_reported_at timestamptz
    )
  `.execute(db);
  await sql`create index email_outbox_due on email_outbox (next_attempt_at) where status in ('pending', 'sending')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists email_outbox`.execute(db);
}
