import { type Kysely, sql } from 'kysely';

/**
 * Why an admin's earlier tokens stopped counting (`tokens_valid_after`): the guard's 401 names
 * the reason, so the app can tell the admin why they were signed out ("your account was
 * deactivated", "your password was reset") instead of showing a bare sign-in form. Set with
 * `tokens_valid_after` by every path that moves it: a deactivation (the trigger of 0008, taught
 * here), the admin's own password change, another admin's password or two-factor reset. Rows
 * from before say nothing (null): their 401 keeps the general reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table admins add column tokens_ended_by text
      check (tokens_ended_by in ('deactivated', 'password_changed', 'password_reset', 'two_factor_reset'))
  `.execute(db);
  await sql`
    create or replace function admins_end_tokens_on_deactivation() returns trigger language plpgsql as $$
    begin
      if old.is_active and not new.is_active then
        new.tokens_valid_after := now();
        new.tokens_ended_by := 'deactivated';
      end if;
      return new;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function admins_end_tokens_on_deactivation() returns trigger language plpgsql as $$
    begin
      if old.is_active and not new.is_active then
        new.tokens_valid_after := now();
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`alter table admins drop column if exists tokens_ended_by`.execute(db);
}
