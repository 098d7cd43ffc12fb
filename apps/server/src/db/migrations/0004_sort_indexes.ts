import { type Kysely, sql } from 'kysely';

/**
 * The indexes behind the `sort` parameter of the user and child lists (src/db/sort.ts): one per
 * sortable field, on the field's expression then the id, so the first page of any order, in
 * either direction (read backwards), stops after its rows instead of sorting the whole table.
 * Ordering by joined date already had users_created_at_idx and children_created_at_idx; the
 * users' children count has no index (see src/db/sort.ts).
 */
const indexes: ReadonlyArray<[name: string, definition: string]> = [
  ['users_name_sort_idx', `users ((lower(first_name || ' ' || last_name)), id)`],
  ['users_email_sort_idx', 'users ((lower(email)), id)'],
  ['users_user_type_sort_idx', 'users (user_type, id)'],
  ['users_is_active_sort_idx', 'users (is_active, id)'],
  ['users_plan_type_sort_idx', 'users (plan_type, id)'],
  ['children_name_sort_idx', `children ((lower(first_name || ' ' || last_name)), id)`],
  // Age ascending is birth date descending, unknown ages last; read backwards for age descending.
  ['children_age_sort_idx', 'children (date_of_birth desc nulls last, id)'],
  [
    'children_communication_level_sort_idx',
    `children ((case communication_level when 'beginner' then 1 when 'intermediate' then 2 else 3 end), id)`,
  ],
  [
    'children_status_sort_idx',
    `children ((case status when 'active' then 1 when 'inactive' then 2 else 3 end), id)`,
  ],
  ['children_recent_progress_sort_idx', 'children (recent_progress, id)'],
  ['children_total_sessions_sort_idx', 'children (total_sessions, id)'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of indexes) {
    await sql.raw(`create index ${name} on ${definition}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...indexes].reverse()) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
  }
}
