import { type Kysely, sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE } from 'kysely/migration';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './database.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';

/**
 * Where the schema stands against this code's migrations: what start-up (MIGRATE_ON_START),
 * readiness (GET /api/ready) and `npm run db:status` report.
 */
export interface MigrationState {
  /** This code's migrations, in order, each applied or pending. */
  migrations: Array<{ name: string; applied: boolean }>;
  pending: string[];
  /** Migrations the database has that this code does not know: a newer version migrated it. */
  unknown: string[];
}

export async function migrationState(db: Kysely<Database>): Promise<MigrationState> {
  const known = Object.keys(await migrationProvider.getMigrations()).sort();
  // Kysely's Migrator keeps the applied migrations in this table, created by its first run.
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass(${DEFAULT_MIGRATION_TABLE}) is not null as present`.execute(db);
  const applied = rows[0]?.present
    ? (
        await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db)
      ).rows.map((row) => row.name)
    : [];
  const appliedSet = new Set(applied);
  const knownSet = new Set(known);
  return {
    migrations: known.map((name) => ({ name, applied: appliedSet.has(name) })),
    pending: known.filter((name) => !appliedSet.has(name)),
    unknown: applied.filter((name) => !knownSet.has(name)).sort(),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What is wrong with the schema in a few words (readiness answers this), or undefined when it is current. */
export function schemaProblem(state: MigrationState): string | undefined {
  if (state.unknown.length > 0) {
    return `The database has ${plural(state.unknown.length, 'migration', 'migrations')} this code does not know: a newer version of the server migrated it.`;
  }
  if (state.pending.length > 0) {
    return `${plural(state.pending.length, 'migration is', 'migrations are')} pending: run npm run db:migrate.`;
  }
  return undefined;
}

/** A start or a database command that must not go on, with a paragraph for the operator (printed without a stack). */
export class Refusal extends Error {
  override name = 'Refusal';
}

/**
 * The paragraph a start with MIGRATE_ON_START=false prints when the database's migrations are not
 * exactly this code's (and any start, when the database is ahead: a migration cannot be undone).
 */
export function refusalMessage(state: MigrationState, location: string): string | undefined {
  if (state.unknown.length > 0) {
    return (
      `The database (${location}) has migrations this version of the server does not know ` +
      `(${state.unknown.join(', ')}): a newer version migrated it, and this one would misread its ` +
      'schema. Deploy that version or a newer one; npm run db:migrate of this version cannot undo them.'
    );
  }
  if (state.pending.length > 0) {
    return (
      `The database (${location}) is behind this version of the server: ` +
      `${plural(state.pending.length, 'migration is', 'migrations are')} pending (${state.pending.join(', ')}). ` +
      'MIGRATE_ON_START=false, so this instance does not migrate it: run npm run db:migrate once ' +
      '(with the same DATABASE_URL or DATA_DIR), then start the instances again.'
    );
  }
  return undefined;
}

/**
 * Runs `work` while holding the one PostgreSQL advisory lock of migrating and first-start
 * seeding, so instances starting together (and `npm run db:migrate` beside them) take turns: the
 * first migrates and seeds, the others then find nothing to do. Kysely's Migrator takes an
 * advisory lock of its own (a different key) around its migrations on PostgreSQL, and its
 * kysely_migration_lock table is only used by dialects without advisory locks; but it creates its
 * tables before its lock, and the first-start seed runs after it, so this outer lock covers the
 * whole sequence. The two keys differ, and this one is held by a connection of its own while the
 * migrator uses another, so the two never wait on each other. PGlite is one process's database:
 * nothing to lock (and its single connection must stay free for `work`).
 */
export async function withMigrationLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('aac-admin: migrate and seed'))`.execute(connection);
    try {
      return await work();
    } finally {
      // A connection that died released the lock with its session; the unlock then fails harmlessly.
      await sql`select pg_advisory_unlock(hashtext('aac-admin: migrate and seed'))`
        .execute(connection)
        .catch(() => {});
    }
  });
}

/**
 * Brings the schema up to date (MIGRATE_ON_START=true, `npm run db:migrate`) or, with `migrate`
 * false, checks that it is; refuses a database ahead of the code either way. Call it inside
 * withMigrationLock. Returns the migrations applied.
 */
export async function prepareSchema(
  database: DatabaseHandle,
  { migrate }: { migrate: boolean },
): Promise<string[]> {
  const state = await migrationState(database.db);
  const refusal = refusalMessage(state, database.location);
  if (state.unknown.length > 0 || (refusal && !migrate)) throw new Refusal(refusal);
  return state.pending.length > 0 ? migrateToLatest(database.db) : [];
}
