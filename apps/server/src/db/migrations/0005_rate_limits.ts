import { type Kysely, sql } from 'kysely';

/**
 * Rate-limit counters in the database instead of each instance's memory, so several instances
 * behind one load balancer share one limit per client address (src/http/rate-limit-store.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limits (
      key text primary key,
      hits integer not null,
      resets_at timestamptz not null
    )
  `.execute(db);
  await sql`create index rate_limits_resets_at_idx on rate_limits (resets_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limits`.execute(db);
}
