import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type DatabaseHandle,
  openPostgres,
  POSTGRES_BIN,
  type PostgresCluster,
  startPostgresCluster,
} from '@aac/server/testing';
import pg from 'pg';

/**
 * The PostgreSQL database the server part of `npm run bench` runs on besides PGlite, always one
 * the bench creates and drops, so no data of anyone's is ever seeded into or wiped:
 *
 * - DATABASE_URL set: a new database `aac_bench_<random>` on that server (the URL's role needs
 *   CREATEDB), dropped at the end. The URL's own database is only connected to, to create it.
 * - otherwise, when Debian's PostgreSQL binaries are installed (POSTGRES_BIN, by default
 *   /usr/lib/postgresql/15/bin): a throw-away cluster in a temporary folder, as the
 *   server-postgres tests start (initdb, fsync off), stopped and deleted at the end.
 * - otherwise nothing: the PostgreSQL figures are skipped, with the reason printed.
 */

export interface BenchPostgres {
  database: DatabaseHandle;
  /** Where it runs, for the heading: "PostgreSQL 15.14, throw-away cluster". */
  title: string;
  /** One sentence on where the database is and what happens to it. */
  description: string;
  /** Closes the pool, then drops the database or stops the cluster. */
  close(): Promise<void>;
}

export type PostgresTarget = { found: BenchPostgres } | { skipped: string };

/** The server of a URL, for printing (never its user or password). */
function shown(url: URL): string {
  return url.host;
}

async function serverVersion(database: DatabaseHandle): Promise<string> {
  const client = database.db.getExecutor();
  const carrier = client.compileQuery(
    database.db.selectNoFrom((eb) => eb.val(1).as('one')).toOperationNode(),
    {
      queryId: 'bench-version',
    },
  );
  const { rows } = await client.executeQuery<{ server_version: string }>({
    ...carrier,
    sql: 'show server_version',
    parameters: [],
  });
  return (rows[0]?.server_version ?? '').split(' ')[0] ?? '';
}

/** Runs `statement` on the server's maintenance connection (the URL's own database). */
async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function onDatabaseUrl(databaseUrl: string): Promise<PostgresTarget> {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { skipped: 'DATABASE_URL is set but is not a URL' };
  }
  const name = `aac_bench_${randomBytes(4).toString('hex')}`;
  try {
    await onServer(databaseUrl, `create database ${name}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      skipped: `DATABASE_URL is set, but database ${name} could not be created on ${shown(url)} (${reason}); the bench seeds only a database it creates (the URL's role needs CREATEDB)`,
    };
  }
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  const database = openPostgres(benchUrl.toString());
  const drop = async () => {
    await database.close();
    // `with (force)`: a connection left over by a crash must not keep the database alive.
    await onServer(databaseUrl, `drop database if exists ${name} with (force)`).catch((error: unknown) => {
      console.error(`Database ${name} on ${shown(url)} could not be dropped: drop it by hand.`, error);
    });
  };
  try {
    const version = await serverVersion(database);
    return {
      found: {
        database,
        title: `PostgreSQL ${version} of DATABASE_URL`,
        description: `Database ${name} created for this run on ${shown(url)} (DATABASE_URL's server) and dropped after it; DATABASE_URL's own database is left untouched.`,
        close: drop,
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function onThrowAwayCluster(): Promise<PostgresTarget> {
  if (!existsSync(path.join(POSTGRES_BIN, 'initdb'))) {
    return {
      skipped: `DATABASE_URL is not set and no PostgreSQL binaries were found in ${POSTGRES_BIN} (apt-get install postgresql-15, or set POSTGRES_BIN or DATABASE_URL)`,
    };
  }
  const cluster: PostgresCluster = await startPostgresCluster();
  try {
    await onServer(cluster.url('postgres'), 'create database aac_bench');
    const database = openPostgres(cluster.url('aac_bench'));
    const version = await serverVersion(database);
    return {
      found: {
        database,
        title: `PostgreSQL ${version}, throw-away cluster`,
        description: `A throw-away cluster of ${POSTGRES_BIN} in a temporary folder (initdb; fsync and synchronous commit off, as in the server-postgres tests; other settings default), on the same machine, stopped and deleted after the run. Set DATABASE_URL to bench a PostgreSQL server of your own.`,
        close: async () => {
          await database.close();
          await cluster.stop();
        },
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

export function openBenchPostgres(): Promise<PostgresTarget> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? onDatabaseUrl(databaseUrl) : onThrowAwayCluster();
}
