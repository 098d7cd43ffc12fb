import { type Kysely, sql } from 'kysely';

/**
 * Accountability, in the database itself so that no write path can skip it:
 *
 * - `audit_log`: one entry per changed row, written by a trigger in the same transaction as the
 *   change, with the actor, the request and the fields before → after. The API sets who is acting
 *   for the transaction (`app.audit`, see src/audit/context.ts); a change made without it (the
 *   seed, a migration) is not an API change and writes nothing. Events that change no audited
 *   row (sign-ins, uploads) are inserted directly.
 * - Entries are append-only: a trigger refuses every update and truncate, and deletes of entries
 *   younger than the retention setting (security.auditRetentionDays, default 365), so only the
 *   pruning of expired entries gets through, whoever runs the SQL.
 * - `version` on every editable record, raised by a trigger whenever a real field changes (not
 *   `updated_at` or a sign-in's `last_login_at`): the API's If-Match compares it.
 */

/** Columns that are bookkeeping, not content: no new version and no audit entry of their own. */
const UNVERSIONED_FIELDS = ['updated_at', 'version', 'last_login_at', 'created_at'];

/** Fields whose values never enter the trail: only that they changed (settings secrets by key). */
const REDACTED_FIELDS = ['password_hash', 'values.smtpPassword', 'values.stripeSecretKey'];

/**
 * The audited tables by resource type: the SQL of the record's id and human label over the row
 * ($1), and whether the record carries a version (what an admin edits does; events do not).
 */
const AUDITED_RECORDS: Record<string, { table: string; id: string; label: string; versioned: boolean }> = {
  user: {
    table: 'users',
    id: '$1.id',
    label: "concat_ws(' ', $1.first_name, $1.last_name)",
    versioned: true,
  },
  user_subscription: {
    table: 'user_subscriptions',
    id: '$1.user_id',
    label: "coalesce((select email from users where id = $1.user_id), 'user ' || $1.user_id)",
    versioned: true,
  },
  child: {
    table: 'children',
    id: '$1.id',
    label: "concat_ws(' ', $1.first_name, $1.last_name)",
    versioned: true,
  },
  payment: { table: 'payments', id: '$1.id', label: '$1.transaction_id', versioned: false },
  pricing_plan: { table: 'pricing_plans', id: '$1.id', label: '$1.name', versioned: true },
  blog_post: { table: 'blog_posts', id: '$1.id', label: '$1.title', versioned: true },
  blog_category: { table: 'blog_categories', id: '$1.id', label: '$1.name', versioned: true },
  newsletter_subscription: {
    table: 'newsletter_subscriptions',
    id: '$1.id',
    label: '$1.email',
    versioned: true,
  },
  referral: {
    table: 'referrals',
    id: '$1.id',
    label: "$1.referrer_email || ' → ' || $1.referred_email",
    versioned: false,
  },
  referral_payout: {
    table: 'referral_payouts',
    id: '$1.id',
    label: "'Payout of $' || $1.amount || ' to ' || $1.user_email",
    versioned: true,
  },
  settings: {
    table: 'settings',
    id: '$1.group_name',
    label: "initcap($1.group_name) || ' settings'",
    versioned: true,
  },
  contact_message: {
    table: 'contact_messages',
    id: '$1.id',
    label: "coalesce(nullif($1.subject, ''), 'Message') || ' (from ' || $1.name || ')'",
    versioned: true,
  },
  support_item: { table: 'support_items', id: '$1.id', label: "$1.tab || ': ' || $1.title", versioned: true },
  social_link: { table: 'social_links', id: '$1.id', label: '$1.platform', versioned: true },
  scheduled_call: {
    table: 'scheduled_calls',
    id: '$1.id',
    label: "'Call with ' || $1.name || ' on ' || $1.preferred_date",
    versioned: true,
  },
  enterprise: { table: 'enterprises', id: '$1.id', label: '$1.name', versioned: true },
  team_member: {
    table: 'team_members',
    id: '$1.id',
    label: "concat_ws(' ', $1.first_name, $1.last_name)",
    versioned: true,
  },
  plan: { table: 'plans', id: '$1.id', label: '$1.name', versioned: true },
  role: { table: 'roles', id: '$1.id', label: '$1.name', versioned: true },
  permission: { table: 'permissions', id: '$1.id', label: '$1.name', versioned: true },
  admin: {
    table: 'admins',
    id: '$1.id',
    label: "concat_ws(' ', $1.first_name, $1.last_name)",
    versioned: true,
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null default clock_timestamp(),
      actor_type text not null check (actor_type in ('admin', 'user', 'anonymous', 'stripe', 'system')),
      actor_id integer,
      actor_email text,
      actor_name text,
      actor_role text,
      action text not null,
      change text check (change in ('create', 'update', 'delete')),
      resource_type text,
      resource_id text,
      resource_label text,
      changes jsonb not null default '{}',
      version integer,
      request_id text,
      ip text,
      user_agent text
    )
  `.execute(db);
  await sql`create index audit_log_at_idx on audit_log (at desc, id desc)`.execute(db);
  await sql`create index audit_log_resource_idx on audit_log (resource_type, resource_id, at desc)`.execute(
    db,
  );
  await sql`create index audit_log_actor_idx on audit_log (actor_id, at desc)`.execute(db);
  await sql`create index audit_log_action_idx on audit_log (action, at desc)`.execute(db);
  await sql`create index audit_log_request_idx on audit_log (request_id)`.execute(db);
  // The screen's search (src/routes/audit.ts uses the same expression).
  await sql`
    create index audit_log_search_idx on audit_log using gin ((coalesce(resource_label, '') || ' ' ||
      coalesce(actor_name, '') || ' ' || coalesce(actor_email, '') || ' ' || action) gin_trgm_ops)
  `.execute(db);

  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    declare
      retention_days integer;
    begin
      if tg_op = 'DELETE' then
        select coalesce(("values" ->> 'auditRetentionDays')::integer, 365) into retention_days
          from settings where group_name = 'security';
        if old.at < now() - make_interval(days => coalesce(retention_days, 365)) then
          return old;
        end if;
      end if;
      raise exception 'Audit log entries cannot be changed or deleted before their retention ends'
        using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()
  `.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()
  `.execute(db);

  // One field's change as stored: before → after, or only that it changed for a secret.
  await sql`
    create function audit_pair(field text, before jsonb, after jsonb) returns jsonb
    language sql immutable as $$
      select case when field = any(${sql.raw(textArray(REDACTED_FIELDS))})
        then jsonb_build_object('changed', true)
        else jsonb_build_object('from', coalesce(before, 'null'::jsonb), 'to', coalesce(after, 'null'::jsonb))
      end
    $$
  `.execute(db);

  // Arguments: the resource type, the SQL of its id and of its human label over the row ($1).
  await sql`
    create function audit_row() returns trigger language plpgsql as $$
    declare
      context jsonb := nullif(current_setting('app.audit', true), '')::jsonb;
      old_doc jsonb;
      new_doc jsonb;
      changes jsonb := '{}';
      field text;
      sub text;
      before jsonb;
      after jsonb;
      record_id text;
      record_label text;
      record_version integer;
    begin
      if context is null then
        return null;
      end if;
      if tg_op <> 'INSERT' then old_doc := to_jsonb(old); end if;
      if tg_op <> 'DELETE' then new_doc := to_jsonb(new); end if;
      for field in select jsonb_object_keys(coalesce(old_doc, '{}') || coalesce(new_doc, '{}')) loop
        continue when field = any(${sql.raw(textArray(UNVERSIONED_FIELDS))}) or field = 'version';
        before := old_doc -> field;
        after := new_doc -> field;
        continue when before is not distinct from after;
        -- Objects (a settings group's values, a plan's selected features) are compared key by key.
        if jsonb_typeof(coalesce(before, after)) = 'object' and jsonb_typeof(coalesce(after, before)) = 'object' then
          for sub in select jsonb_object_keys(coalesce(before, '{}') || coalesce(after, '{}')) loop
            continue when (before -> sub) is not distinct from (after -> sub);
            changes := changes || jsonb_build_object(field || '.' || sub,
              audit_pair(field || '.' || sub, before -> sub, after -> sub));
          end loop;
        else
          changes := changes || jsonb_build_object(field, audit_pair(field, before, after));
        end if;
      end loop;
      if tg_op = 'UPDATE' and changes = '{}' then
        return null;
      end if;
      if tg_op = 'DELETE' then
        execute format('select (%s)::text, (%s)::text', replace(tg_argv[1], '$1.', '($1).'),
          replace(tg_argv[2], '$1.', '($1).')) into record_id, record_label using old;
      else
        execute format('select (%s)::text, (%s)::text', replace(tg_argv[1], '$1.', '($1).'),
          replace(tg_argv[2], '$1.', '($1).')) into record_id, record_label using new;
      end if;
      record_version := (coalesce(new_doc, old_doc) ->> 'version')::integer;
      insert into audit_log (actor_type, actor_id, actor_email, actor_name, actor_role, action, change,
        resource_type, resource_id, resource_label, changes, version, request_id, ip, user_agent)
      values (context ->> 'actorType', (context ->> 'actorId')::integer, context ->> 'actorEmail',
        context ->> 'actorName', context ->> 'actorRole', context ->> 'action',
        case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end,
        tg_argv[0], record_id, left(record_label, 200), changes, record_version,
        context ->> 'requestId', context ->> 'ip', context ->> 'userAgent');
      return null;
    end
    $$
  `.execute(db);

  // A new version when a real field changes; a version set by the statement itself (a role whose
  // permissions changed) stands.
  await sql`
    create function bump_version() returns trigger language plpgsql as $$
    begin
      if new.version is distinct from old.version then
        return new;
      end if;
      if (to_jsonb(new) - ${sql.raw(textArray(UNVERSIONED_FIELDS))}) is distinct from
         (to_jsonb(old) - ${sql.raw(textArray(UNVERSIONED_FIELDS))}) then
        new.version := old.version + 1;
      end if;
      return new;
    end
    $$
  `.execute(db);

  for (const [resource, record] of Object.entries(AUDITED_RECORDS)) {
    if (record.versioned) {
      await sql`alter table ${sql.table(record.table)} add column version integer not null default 1`.execute(
        db,
      );
      await sql`
        create trigger ${sql.raw(`${record.table}_version`)} before update on ${sql.table(record.table)}
        for each row execute function bump_version()
      `.execute(db);
    }
    await sql`
      create trigger ${sql.raw(`${record.table}_audit`)} after insert or update or delete on ${sql.table(record.table)}
      for each row execute function audit_row(${sql.lit(resource)}, ${sql.lit(record.id)}, ${sql.lit(record.label)})
    `.execute(db);
  }

  // A role's permissions are part of the role: granting or revoking one is a new role version.
  await sql`
    create function role_permissions_touch_role() returns trigger language plpgsql as $$
    begin
      update roles set version = version + 1
       where id = case when tg_op = 'DELETE' then old.role_id else new.role_id end;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger role_permissions_touch_role after insert or delete on role_permissions
    for each row execute function role_permissions_touch_role()
  `.execute(db);

  // A role's permissions: each grant and revocation is an entry of the role.
  await sql`
    create trigger role_permissions_audit after insert or delete on role_permissions
    for each row execute function audit_row('role', '$1.role_id',
      '(select name from roles where id = $1.role_id) || '' · '' || (select name from permissions where id = $1.permission_id)')
  `.execute(db);

  // Who may read the trail: a permission of its own, held by super_admin only. A database seeded
  // before this migration gets it here; a new one gets it from the seed with the others.
  await sql`
    insert into permissions (name, description, category)
    select 'audit.read', 'View the audit log', 'administration'
     where exists (select 1 from permissions) and not exists (select 1 from permissions where name = 'audit.read')
  `.execute(db);
  await sql`
    insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r, permissions p
     where r.name = 'super_admin' and p.name = 'audit.read'
    on conflict do nothing
  `.execute(db);
}

/** A Postgres text[] literal of trusted constant names. */
function textArray(values: readonly string[]): string {
  return `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists role_permissions_audit on role_permissions`.execute(db);
  await sql`drop trigger if exists role_permissions_touch_role on role_permissions`.execute(db);
  await sql`drop function if exists role_permissions_touch_role()`.execute(db);
  for (const record of Object.values(AUDITED_RECORDS)) {
    await sql`drop trigger if exists ${sql.raw(`${record.table}_audit`)} on ${sql.table(record.table)}`.execute(
      db,
    );
    if (record.versioned) {
      await sql`drop trigger if exists ${sql.raw(`${record.table}_version`)} on ${sql.table(record.table)}`.execute(
        db,
      );
      await sql`alter table ${sql.table(record.table)} drop column if exists version`.execute(db);
    }
  }
  await sql`drop function if exists bump_version()`.execute(db);
  await sql`drop function if exists audit_row()`.execute(db);
  await sql`drop function if exists audit_pair(text, jsonb, jsonb)`.execute(db);
  await sql`drop table if exists audit_log`.execute(db);
  await sql`drop function if exists audit_log_append_only()`.execute(db);
  await sql`delete from permissions where name = 'audit.read'`.execute(db);
}
