import { type Kysely, sql } from 'kysely';

/**
 * Stripe's events (src/providers/stripe-webhooks.ts): each event id once, so a replay changes
 * nothing; and on a subscription, the time of the last event applied to it, so an older event
 * arriving late does not undo a newer state. And the webhook's signing secret, stored in the
 * integrations settings, among the secrets the audit trail never records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table provider_events (
      id text primary key,
      type text not null,
      created_at timestamptz not null,
      received_at timestamptz not null default now(),
      outcome text not null
    )
  `.execute(db);
  await sql`alter table user_subscriptions add column provider_event_at timestamptz`.execute(db);
  // The webhook's signing secret is a settings secret: the trail records only that it changed.
  await sql`
    create or replace function audit_pair(field text, before jsonb, after jsonb) returns jsonb
    language sql immutable as $$
      select case when field = any(array['password_hash', 'values.smtpPassword', 'values.stripeSecretKey', 'values.stripeWebhookSecret'])
        then jsonb_build_object('changed', true)
        else jsonb_build_object('from', coalesce(before, 'null'::jsonb), 'to', coalesce(after, 'null'::jsonb))
      end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_subscriptions drop column if exists provider_event_at`.execute(db);
  await sql`drop table if exists provider_events`.execute(db);
}
