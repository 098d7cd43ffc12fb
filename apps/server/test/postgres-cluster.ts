/**
 * A throw-away PostgreSQL cluster of Debian's PostgreSQL 15 in a temporary folder, for the
 * `server-postgres` test project: initdb, pg_ctl start on a free local port, and stop + delete;
 * halt, resume and restart for the resilience tests (postgres-resilience.test.ts).
 * Durability is switched off (fsync, synchronous commit): the cluster lives for one test run.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/<database> of a database on the cluster. */
  url(database: string): string;
  /** Shuts the server down as an administrator would (fast: sessions are ended), keeping its data. */
  halt(): Promise<void>;
  /** Starts a halted server again, on the same port with the same data. */
  resume(): Promise<void>;
  /** `pg_ctl restart`: every session is ended, the server is back when this resolves. */
  restart(): Promise<void>;
  /** Stops the server for good and deletes its folder. */
  stop(): Promise<void>;
}

/**
 * Ends the sessions connected to `database` (an administrator's pg_terminate_backend), those in
 * `state` only if given (e.g. 'idle': a pool's unused connections). Returns how many were ended.
 */
export async function terminateConnections(
  adminUrl: string,
  database: string,
  state?: 'idle' | 'active',
): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and ($2::text is null or state = $2)`,
      [database, state ?? null],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** initdb refuses to run as root: as root, the cluster belongs to the postgres user. */
function asOwner(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!existsSync(path.join(POSTGRES_BIN, 'initdb')))
    throw new Error(
      `PostgreSQL binaries not found in ${POSTGRES_BIN} (apt-get install postgresql-15, or set POSTGRES_BIN)`,
    );
  const folder = await mkdtemp(path.join(os.tmpdir(), 'aac-postgres-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const data = path.join(folder, 'data');
  const port = await freePort();
  await run(
    ...asOwner(path.join(POSTGRES_BIN, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]),
  );
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const pgCtl = (action: 'start' | 'restart') =>
    run(
      ...asOwner(path.join(POSTGRES_BIN, 'pg_ctl'), [
        '-D',
        data,
        '-o',
        options,
        '-l',
        path.join(folder, 'log'),
        '-m',
        'fast',
        '-w',
        action,
      ]),
    );
  await pgCtl('start');
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async halt() {
      await run(...asOwner(path.join(POSTGRES_BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']));
    },
    async resume() {
      await pgCtl('start');
    },
    async restart() {
      await pgCtl('restart');
    },
    async stop() {
      await run(
        ...asOwner(path.join(POSTGRES_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']),
      ).catch(() => {});
      await rm(folder, { recursive: true, force: true });
    },
  };
}
