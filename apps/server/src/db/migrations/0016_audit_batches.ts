import { type Kysely, sql } from 'kysely';

/**
 * The entries of one bulk action tied together: the app sends one request per selected record,
 * each with the same `X-Batch-Id`, which the API puts in the transaction's audit context
 * (`app.audit`, see src/audit/context.ts). The column's default reads it from there, so every
 * entry of such a request carries it, whether the row trigger of 0007 or an event writes it,
 * without restating the trigger; entries made outside a batch have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table audit_log add column batch_id text
      default (nullif(current_setting('app.audit', true), '')::jsonb ->> 'batchId')
  `.execute(db);
  await sql`create index audit_log_batch on audit_log (batch_id, at desc, id desc) where batch_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists audit_log_batch`.execute(db);
  await sql`alter table audit_log drop column if exists batch_id`.execute(db);
}
