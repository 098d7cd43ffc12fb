import { type Kysely, sql } from 'kysely';

/**
 * Two-factor sign-in for admins (src/auth/two-factor.ts): an authenticator key per admin,
 * encrypted, with the time step of the last code accepted; and their one-time recovery codes,
 * hashed. Tables of their own rather than columns of `admins`, so that a sign-in (which moves
 * `last_step`) neither raises the admin's version nor writes a row-change entry to the trail;
 * enrolment, turning off and resets record their own events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table admin_second_factors (
      admin_id integer primary key references admins(id) on delete cascade,
      secret text,
      enabled_at timestamptz,
      last_step bigint,
      pending_secret text,
      pending_at timestamptz
    )
  `.execute(db);
  await sql`
    create table admin_recovery_codes (
      id serial primary key,
      admin_id integer not null references admins(id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index admin_recovery_codes_admin on admin_recovery_codes (admin_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists admin_recovery_codes`.execute(db);
  await sql`drop table if exists admin_second_factors`.execute(db);
}
