import { type Kysely, sql } from 'kysely';

/**
 * One price per plan. Payment Management's pricing cards were a table of their own, so a price
 * changed there was not what either plan screen showed, nor what the payment provider charged.
 * The cards are now the active plans themselves (src/routes/payments.ts), so the table goes. Its
 * prices charged nobody; every change made to them stays in the audit trail (resource type
 * `pricing_plan`), which is append-only.
 *
 * And, per plan, when Stripe's last event about its product and about each of its two prices was
 * made (`{"product": …, "month": …, "year": …}`, ISO times): an older event arriving after a newer
 * one does not undo it (src/providers/stripe-webhooks.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop table pricing_plans`.execute(db);
  await sql`alter table plans add column provider_events_at jsonb not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table plans drop column if exists provider_events_at`.execute(db);
  // The cards come back empty: their prices were never the plans'.
  await sql`
    create table pricing_plans (
      id serial primary key,
      name text not null,
      price numeric(12, 2) not null check (price > 0),
      billing_cycle text not null,
      description text not null default '',
      features jsonb not null default '[]',
      sort_order integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1
    )
  `.execute(db);
}
