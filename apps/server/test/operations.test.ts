import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, testConfig } from '../src/config.ts';
import {
  backupEmbedded,
  backupPostgres,
  restoreEmbedded,
  restorePostgres,
  writeEmbeddedBackup,
} from '../src/db/backup.ts';
import { type DatabaseHandle, openPGlite, openPostgres } from '../src/db/database.ts';
import { migrationState, prepareSchema, withMigrationLock } from '../src/db/migrate.ts';
import {
  call,
  createPostgresDatabase,
  describeInternals,
  itInternals,
  startServer,
  type TestServer,
} from './harness.ts';

/**
 * What a deployment relies on beyond the API: the probes a load balancer asks (GET /api/health,
 * GET /api/ready), the schema checks of MIGRATE_ON_START=false and `npm run db:status`,
 * instances migrating one fresh database at once, and a backup restored into an empty database.
 * Each runs on the project's database: PGlite in `server`, PostgreSQL in `server-postgres`.
 */

const postgresUrl = inject('postgresUrl');
let server: TestServer;
let folder: string;

beforeAll(async () => {
  server = await startServer();
  folder = await mkdtemp(path.join(os.tmpdir(), 'aac-operations-'));
});

afterAll(async () => {
  await server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The database of the in-process server. */
const database = () => {
  if (!server.internal) throw new Error('in-process only');
  return server.internal.database;
};

/** A database of its own on the run's PostgreSQL cluster: empty, or a copy of the seeded template. */
async function postgresDatabase(kind: 'empty' | 'seeded'): Promise<DatabaseHandle> {
  if (kind === 'seeded') return createPostgresDatabase(postgresUrl);
  const name = `ops_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

describe('the probes', () => {
  it('answer health and readiness without a token', async () => {
    const health = await call(server, 'getHealth');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await call(server, 'getReadiness');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok' });
  });

  // How this server limits and caches, which the contract leaves to each backend.
  itInternals('are neither rate limited nor cached, unlike the public category list', async () => {
    const categories = await call(server, 'listPublicBlogCategories');
    expect(categories.headers.get('x-ratelimit-limit')).not.toBeNull();
    for (const operationId of ['getHealth', 'getReadiness']) {
      const answer = await call(server, operationId);
      expect(answer.headers.get('x-ratelimit-limit'), operationId).toBeNull();
      expect(answer.headers.get('cache-control'), operationId).toBe('no-store');
    }
  });
});

describeInternals('readiness and the schema', () => {
  /** Runs `check` while the server's record of applied migrations lacks the newest or has one from the future. */
  async function withMigrationRecord(change: 'forget newest' | 'add unknown', check: () => Promise<void>) {
    const { db } = database();
    const table = sql.table('kysely_migration');
    const newest = (await migrationState(db)).migrations.at(-1)?.name ?? '';
    const row = (
      await sql<{ name: string; timestamp: string }>`select * from ${table} where name = ${newest}`.execute(
        db,
      )
    ).rows[0];
    if (!row) throw new Error('no migration recorded');
    if (change === 'forget newest') await sql`delete from ${table} where name = ${newest}`.execute(db);
    else await sql`insert into ${table} values ('9999_from_a_newer_version', ${row.timestamp})`.execute(db);
    try {
      await check();
    } finally {
      await sql`delete from ${table} where name = ${newest} or name = '9999_from_a_newer_version'`.execute(
        db,
      );
      await sql`insert into ${table} values (${row.name}, ${row.timestamp})`.execute(db);
    }
  }

  it('is refused while a migration is pending, and a start with MIGRATE_ON_START=false says to migrate', async () => {
    await withMigrationRecord('forget newest', async () => {
      const ready = await call<{ error: string; message: string }>(server, 'getReadiness');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        error: 'service_unavailable',
        message: '1 migration is pending: run npm run db:migrate.',
      });
      expect(ready.headers.get('retry-after')).toBe('30');
      await expect(prepareSchema(database(), { migrate: false })).rejects.toThrow(
        /behind this version of the server: 1 migration is pending \(\d{4}_\w+\)\. MIGRATE_ON_START=false, so this instance does not migrate it: run npm run db:migrate/,
      );
    });
    expect((await call(server, 'getReadiness')).status).toBe(200);
    expect(await prepareSchema(database(), { migrate: false })).toEqual([]);
  });

  it('stays ready when a newer version has migrated the database (a rolling deploy), but no start goes on', async () => {
    await withMigrationRecord('add unknown', async () => {
      expect((await call(server, 'getReadiness')).status).toBe(200);
      for (const migrate of [false, true]) {
        await expect(prepareSchema(database(), { migrate })).rejects.toThrow(
          /has migrations this version of the server does not know \(9999_from_a_newer_version\)/,
        );
      }
    });
  });

  it('is refused while the database cannot be reached, and health still answers', async () => {
    // Nothing listens on port 1: each connection attempt is refused at once.
    const unreachable = openPostgres('postgres://nobody@127.0.0.1:1/none');
    const app = await buildApp({ config: testConfig(), db: unreachable.db });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: 'service_unavailable',
        message: 'The database cannot be reached.',
      });
      expect(ready.headers['retry-after']).toBe('5');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it('reads MIGRATE_ON_START as true unless it says false', () => {
    const dataDir = path.join(folder, 'config');
    const config = (value: string | undefined) =>
      loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: 'a-JWT-secret-only-this-test-uses-9c1f',
        MIGRATE_ON_START: value,
      }).migrateOnStart;
    expect(config(undefined)).toBe(true);
    expect(config('false')).toBe(false);
    expect(config('true')).toBe(true);
    expect(() => config('later')).toThrow('MIGRATE_ON_START must be true or false, got "later"');
  });
});

describeInternals('migrating', () => {
  it.runIf(postgresUrl)(
    'two instances starting together on a fresh PostgreSQL database both succeed, and migrate it once',
    async () => {
      const fresh = await postgresDatabase('empty');
      // The cluster's URLs carry no password: the location is the URL itself.
      const other = openPostgres(fresh.location);
      try {
        const applied = await Promise.all(
          [fresh, other].map((instance) =>
            withMigrationLock(instance, () => prepareSchema(instance, { migrate: true })),
          ),
        );
        const known = (await migrationState(fresh.db)).migrations.map((migration) => migration.name);
        expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, known.length]);
        const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
          fresh.db,
        );
        expect(rows.map((row) => row.name)).toEqual(known);
        expect((await migrationState(other.db)).pending).toEqual([]);
      } finally {
        await other.close();
        await fresh.close();
      }
    },
  );
});

describeInternals('backup and restore', () => {
  const CATEGORY = 'Kept by the backup';
  // An uploaded image lives in the database (uploads), so the backup must carry its bytes too.
  const IMAGE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const IMAGE_SHA256 = 'ab'.repeat(32);
  const addRow = async (db: DatabaseHandle['db']) => {
    await db.insertInto('blog_categories').values({ name: CATEGORY, slug: 'kept-by-the-backup' }).execute();
    await db
      .insertInto('uploads')
      .values({ sha256: IMAGE_SHA256, content_type: 'image/png', size: IMAGE.length, bytes: IMAGE })
      .execute();
  };
  const findRow = async (db: DatabaseHandle['db']) => {
    const image = await db
      .selectFrom('uploads')
      .select('bytes')
      .where('sha256', '=', IMAGE_SHA256)
      .executeTakeFirst();
    expect(image && Buffer.from(image.bytes).equals(IMAGE)).toBe(true);
    return db.selectFrom('blog_categories').select('name').where('name', '=', CATEGORY).executeTakeFirst();
  };

  it.runIf(!postgresUrl)(
    'carries the embedded database and its generated JWT secret into an empty DATA_DIR, and nowhere else',
    async () => {
      // A migrated database in memory stands for DATA_DIR's (backupEmbedded only opens the one in
      // DATA_DIR first): the seeded test database's image took half a minute to write and load on
      // a busy machine, and what is carried does not depend on the rows.
      const small = await openPGlite('memory');
      const file = path.join(folder, 'embedded.backup');
      try {
        await prepareSchema(small, { migrate: true });
        await addRow(small.db);
        const made = await writeEmbeddedBackup(small, 'the-generated-secret-of-this-data-folder', file);
        expect(made.withJwtSecret).toBe(true);
        await expect(writeEmbeddedBackup(small, undefined, file)).rejects.toThrow(`${file} already exists`);
      } finally {
        await small.close();
      }
      await expect(backupEmbedded(path.join(folder, 'nothing'), path.join(folder, 'none'))).rejects.toThrow(
        'There is no embedded database in',
      );

      const target = path.join(folder, 'restored');
      const restored = await restoreEmbedded(file, target);
      expect(restored.state.pending).toEqual([]);
      expect(readFileSync(path.join(target, 'jwt-secret'), 'utf8')).toBe(
        'the-generated-secret-of-this-data-folder\n',
      );
      const reopened = await openPGlite(target);
      try {
        expect(await findRow(reopened.db)).toEqual({ name: CATEGORY });
      } finally {
        await reopened.close();
      }
      await expect(restoreEmbedded(file, target)).rejects.toThrow(/DATA_DIR \(.*\) is not empty/);
      const notes = path.join(folder, 'notes.txt');
      writeFileSync(notes, 'not a backup');
      await expect(restoreEmbedded(notes, path.join(folder, 'other'))).rejects.toThrow(
        'is not a backup of the embedded database',
      );
      expect(existsSync(path.join(folder, 'other'))).toBe(false);
    },
    // Three PGlite databases start and one image is written and loaded: seconds, more on a busy machine.
    120_000,
  );

  it.runIf(postgresUrl)(
    'restores a pg_dump into an empty PostgreSQL database, and only into an empty one',
    async () => {
      const original = await postgresDatabase('seeded');
      const target = await postgresDatabase('empty');
      try {
        await addRow(original.db);
        const file = path.join(folder, 'postgres.backup');
        await backupPostgres(original.location, file);
        const restored = await restorePostgres(file, target.location);
        expect(restored.state.pending).toEqual([]);
        expect(await findRow(target.db)).toEqual({ name: CATEGORY });
        await expect(restorePostgres(file, target.location)).rejects.toThrow(/already has \d+ tables/);
      } finally {
        await target.close();
        await original.close();
      }
    },
  );
});
