import { type Kysely, sql } from 'kysely';

/**
 * A super admin's password reset gives the admin a one-time password: until they choose their
 * own at the next sign-in, no token is issued to them (src/routes/auth.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table admins add column must_change_password boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table admins drop column if exists must_change_password`.execute(db);
}
