import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPruning, pruneExpired } from '../../src/jobs/maintenance.ts';
import { startServer, type TestServer } from '../harness.ts';

/**
 * The pruning job: audit entries past the retention go (and only those: the trail refuses to lose
 * a younger one), old sign-in attempts and expired sign-outs too, and the run is in the trail.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  // The run made at start-up would otherwise race this file's entries on PostgreSQL's pool.
  if (server.internal) await firstPruning(server.internal.app);
});
afterAll(async () => {
  await server?.close();
});

function database() {
  const db = server.internal?.database.db;
  if (!db) throw new Error('in-process only');
  return db;
}

async function oldEntry(daysAgo: number, label: string) {
  await sql`
    insert into audit_log (at, actor_type, action, resource_label)
    values (now() - make_interval(days => ${daysAgo}), 'system', 'maintenanceTest', ${label})`.execute(
    database(),
  );
}

async function labels(): Promise<string[]> {
  const { rows } = await sql<{ resource_label: string }>`
    select resource_label from audit_log where action = 'maintenanceTest' order by resource_label`.execute(
    database(),
  );
  return rows.map((row) => row.resource_label);
}

describe('pruneExpired', () => {
  it('drops audit entries past the retention (365 days unless the security settings say otherwise)', async () => {
    await oldEntry(400, 'a 400 days old');
    await oldEntry(100, 'b 100 days old');
    await oldEntry(1, 'c yesterday');
    await sql`
      insert into login_attempts (account_kind, email, ip, succeeded, attempted_at)
      values ('admin', 'old@example.com', '203.0.113.1', false, now() - interval '45 days'),
             ('admin', 'new@example.com', '203.0.113.1', false, now() - interval '1 day')`.execute(
      database(),
    );

    const pruned = await pruneExpired(database());
    expect(pruned.auditEntries).toBeGreaterThanOrEqual(1);
    expect(pruned.loginAttempts).toBeGreaterThanOrEqual(1);
    expect(await labels()).toEqual(['b 100 days old', 'c yesterday']);
    const { rows } = await sql<{ email: string }>`
      select email from login_attempts where email in ('old@example.com', 'new@example.com')`.execute(
      database(),
    );
    expect(rows.map((row) => row.email)).toEqual(['new@example.com']);
    const run = await sql<{ actor_type: string; resource_label: string }>`
      select actor_type, resource_label from audit_log where action = 'pruneExpired' order by id desc limit 1`.execute(
      database(),
    );
    expect(run.rows[0]?.actor_type).toBe('system');
    expect(run.rows[0]?.resource_label).toMatch(/^Removed \d+ audit entries older than 365 days/);
  });

  it('follows a shorter retention, and still refuses to delete an entry inside it', async () => {
    await sql`
      update settings set "values" = "values" || '{"auditRetentionDays": 60}'::jsonb
       where group_name = 'security'`.execute(database());
    try {
      await pruneExpired(database());
      expect(await labels()).toEqual(['c yesterday']);
      await expect(
        sql`delete from audit_log where action = 'maintenanceTest'`.execute(database()),
      ).rejects.toThrow(/cannot be changed/);
    } finally {
      await sql`update settings set "values" = "values" - 'auditRetentionDays' where group_name = 'security'`.execute(
        database(),
      );
    }
  });
});
