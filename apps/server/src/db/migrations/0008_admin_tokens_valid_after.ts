import { type Kysely, sql } from 'kysely';

/**
 * Tokens issued before an admin was deactivated stay refused after a re-activation: the database
 * notes when each admin's earlier tokens stopped counting, on every path that deactivates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table admins add column tokens_valid_after timestamptz`.execute(db);
  await sql`
    create function admins_end_tokens_on_deactivation() returns trigger language plpgsql as $$
    begin
      if old.is_active and not new.is_active then
        new.tokens_valid_after := now();
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger admins_end_tokens_on_deactivation before update of is_active on admins
    for each row execute function admins_end_tokens_on_deactivation()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists admins_end_tokens_on_deactivation on admins`.execute(db);
  await sql`drop function if exists admins_end_tokens_on_deactivation()`.execute(db);
  await sql`alter table admins drop column if exists tokens_valid_after`.execute(db);
}
