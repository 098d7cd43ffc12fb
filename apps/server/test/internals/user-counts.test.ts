import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { openMigratedDatabase } from '../harness.ts';

/**
 * The users list reads its unsearched totals from `user_counts`, which triggers keep
 * (migration 0006_user_counts). A counter that drifts would show a wrong total on every page,
 * so each kind of write is checked against a real count.
 */
let database: DatabaseHandle;

async function countersMatchRows(): Promise<void> {
  const counted = await sql<{ user_type: string; is_active: boolean; total: number }>`
    select user_type, is_active, count(*)::int as total from users group by 1, 2 order by 1, 2
  `.execute(database.db);
  const kept = await sql<{ user_type: string; is_active: boolean; total: number }>`
    select user_type, is_active, total::int as total from user_counts where total > 0 order by 1, 2
  `.execute(database.db);
  expect(kept.rows).toEqual(counted.rows);
}

beforeAll(async () => {
  database = await openMigratedDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('user counters', () => {
  it('follow a bulk insert, one row per type and state', async () => {
    await sql`
      insert into users (first_name, last_name, email, user_type, is_active)
      select 'Ada', 'Row ' || n, 'row' || n || '@example.com',
             (array['parent', 'therapist', 'educator'])[1 + n % 3], n % 4 <> 0
        from generate_series(1, 300) n
    `.execute(database.db);
    await countersMatchRows();
    const { rows } = await sql<{ total: number }>`select sum(total)::int as total from user_counts`.execute(
      database.db,
    );
    expect(rows[0]?.total).toBe(300);
  });

  it('follow updates of type and state, and updates of other columns', async () => {
    await sql`update users set is_active = not is_active where id % 5 = 0`.execute(database.db);
    await sql`update users set user_type = 'educator' where id % 7 = 0`.execute(database.db);
    await sql`update users set first_name = 'Grace'`.execute(database.db);
    await countersMatchRows();
  });

  it('follow deletes and truncation', async () => {
    await sql`delete from users where id % 3 = 0`.execute(database.db);
    await countersMatchRows();
    await sql`truncate users cascade`.execute(database.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from user_counts`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
