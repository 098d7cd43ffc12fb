import { type Kysely, sql } from 'kysely';

/**
 * Platform administration (platform spec §2.5, §2.6):
 * - enterprise emails are unique, case-insensitively (the contract answers 409 on a clash; the
 *   index also settles two simultaneous creates);
 * - the scheduled-call list is ordered by preferred date and time, soonest first, with or without
 *   the status filter.
 */
const statements = [
  'create unique index enterprises_email_key on enterprises (lower(email))',
  'create index scheduled_calls_preferred_idx on scheduled_calls (preferred_date, preferred_time, id)',
  'create index scheduled_calls_status_preferred_idx on scheduled_calls (status, preferred_date, preferred_time, id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'scheduled_calls_status_preferred_idx',
    'scheduled_calls_preferred_idx',
    'enterprises_email_key',
  ]) {
    await sql.raw(`drop index if exists ${index}`).execute(db);
  }
}
