import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite-memory' | 'pglite-file' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, for the start-up banner (never includes a password). */
  location: string;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tar image, loadable with openPGlite's loadDataDir. */
  dump?: () => Promise<Blob>;
}

// Postgres type ids whose default JavaScript form does not suit the API.
const NUMERIC = 1700; // numeric: money amounts and percentages, sent as JSON numbers
const INT8 = 20; // bigint: count(*) results, well within Number's safe range here
const DATE = 1082; // date: kept as 'YYYY-MM-DD' text, never shifted by a time zone

/** The embedded Postgres: a folder under the data dir, or `memory://` for tests. */
export async function openPGlite(
  dataDir: string | 'memory',
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  const location = dataDir === 'memory' ? 'memory://' : path.join(dataDir, 'pgdata');
  if (dataDir !== 'memory') mkdirSync(location, { recursive: true });
  const pglite = await PGlite.create(location, {
    // A database image made by dumpPGlite (tests start from one seeded snapshot instead of seeding each time).
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: {
      [NUMERIC]: (value: string) => Number(value),
      [INT8]: (value: string) => Number(value),
      [DATE]: (value: string) => value,
    },
  });
  // Kysely's PGlite dialect serves PGlite's one session to one holder at a time (a query, or a
  // transaction from BEGIN to COMMIT/ROLLBACK), so concurrent requests wait their turn instead of
  // interleaving statements into someone else's transaction.
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: dataDir === 'memory' ? 'pglite-memory' : 'pglite-file',
    location,
    close: () => db.destroy(),
    dump: async () => pglite.dumpDataDir('none'),
  };
}

export interface PostgresOptions {
  /**
   * Told of a pooled connection that died (terminated by an administrator, the server restarted,
   * the network dropped it). Default: a line on the console; main.ts hands it the server's log.
   */
  onConnectionError?: (error: Error) => void;
}

/** A connection attempt gives up after this long, so requests answer 503 instead of waiting on a database that is down. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A real PostgreSQL server through `pg`, with the same migrations and SQL. A connection that dies
 * never ends the process: the pool drops it and the next query opens a new one; queries while
 * the database is away fail (answered 503) instead of hanging.
 */
export function openPostgres(databaseUrl: string, options: PostgresOptions = {}): DatabaseHandle {
  const typeParsers: Record<number, (value: string) => unknown> = {
    [NUMERIC]: (value) => Number(value),
    [INT8]: (value) => Number(value),
    [DATE]: (value) => value,
  };
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // TCP keep-alive: a connection whose peer vanished (a failover, a dropped NAT entry) errors
    // and is replaced, instead of hanging the next query sent on it.
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const report =
    options.onConnectionError ??
    ((error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // A client emits 'error' when its connection dies, also while a request holds it (between the
  // queries of a transaction): unhandled, that event would end the process. The query in flight
  // fails on its own, and the pool discards the dead client when it is released or, if it was
  // idle, at once.
  pool.on('connect', (client) => {
    client.on('error', report);
  });
  // The pool re-emits an idle client's error: already reported by the listener above.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const url = new URL(databaseUrl);
  url.password = url.password ? '***' : '';
  return { db, kind: 'postgres', location: url.toString(), close: () => db.destroy() };
}

/** Brings the schema to the newest migration; throws (and changes nothing more) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
