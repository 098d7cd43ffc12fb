import { execFile } from 'node:child_process';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { sql } from 'kysely';
import { type DatabaseHandle, openPGlite, openPostgres } from './database.ts';
import { type MigrationState, migrationState, Refusal } from './migrate.ts';

/**
 * Backups of the server's data, for `npm run db:backup` and `npm run db:restore` (src/db-cli.ts).
 * Everything the server keeps is in its database (uploaded images included, since migration
 * 0014), plus, with the embedded database, the JWT secret generated into DATA_DIR.
 *
 * - PostgreSQL: a plain `pg_dump -Fc` file, restorable with the stock `pg_restore` as well. The
 *   JWT secret is configuration there (JWT_SECRET, TWO_FACTOR_KEY): kept with the deployment's
 *   other secrets, not in the backup.
 * - PGlite: one line of JSON (what the file is, when it was made, the migrations it holds, and the
 *   generated JWT secret of DATA_DIR/jwt-secret when there is one) and then the gzipped tar image
 *   PGlite's dumpDataDir makes of the whole database. The secret travels with the data because it
 *   also encrypts the admins' two-factor keys at rest (unless TWO_FACTOR_KEY is set): a restore
 *   without it would lock out every admin who uses two-factor sign-in, and sign everyone out. So
 *   the backup is as secret as the data folder itself; it is written readable by its owner only.
 *
 * A restore only fills an empty DATA_DIR or an empty database, so it can never overwrite data.
 */

const run = promisify(execFile);
const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

const FORMAT = 'aac-admin-embedded-backup';
/** How every pg_dump custom-format file starts. */
const PG_DUMP_MAGIC = 'PGDMP';

interface EmbeddedManifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  /** The migrations the database had, for the reader (a restore checks the database itself). */
  migrations: string[];
  /** DATA_DIR/jwt-secret, when the server generated one there. */
  jwtSecret?: string;
}

export type BackupKind = 'pglite' | 'postgres';

export interface BackupResult {
  kind: BackupKind;
  bytes: number;
  /** PGlite: whether DATA_DIR's generated JWT secret went into the backup. */
  withJwtSecret: boolean;
}

export interface RestoreResult {
  kind: BackupKind;
  state: MigrationState;
  /** PGlite: whether the backup brought a JWT secret back into DATA_DIR. */
  withJwtSecret: boolean;
}

/** An earlier backup under the same name may be the one good copy left: never written over. */
function refuseExisting(file: string): void {
  if (existsSync(file)) throw new Refusal(`${file} already exists: name a new file for the backup.`);
}

/** Written under a temporary name and renamed, so a failed backup never leaves a file that looks whole. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The embedded database of `dataDir` (stop the server first: PGlite is one process's database). */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupResult> {
  refuseExisting(file);
  if (!existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new Refusal(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
  }
  const secretFile = path.join(dataDir, 'jwt-secret');
  const jwtSecret = existsSync(secretFile) ? (await readFile(secretFile, 'utf8')).trim() : undefined;
  const database = await openPGlite(dataDir);
  try {
    return await writeEmbeddedBackup(database, jwtSecret, file);
  } finally {
    await database.close();
  }
}

/** The backup of an open embedded database: backupEmbedded's, or a test's database in memory. */
export async function writeEmbeddedBackup(
  database: DatabaseHandle,
  jwtSecret: string | undefined,
  file: string,
): Promise<BackupResult> {
  refuseExisting(file);
  const state = await migrationState(database.db);
  const dump = await database.dump?.();
  if (!dump) throw new Error('The embedded database could not be dumped.');
  // Level 1: twice as fast as the default for a file about a tenth larger (the image is mostly
  // table pages and preallocated WAL).
  const image = await gzipped(Buffer.from(await dump.arrayBuffer()), { level: 1 });
  const manifest: EmbeddedManifest = {
    format: FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    migrations: state.migrations.filter((migration) => migration.applied).map((migration) => migration.name),
    ...(jwtSecret ? { jwtSecret } : {}),
  };
  const header = Buffer.from(`${JSON.stringify(manifest)}\n`);
  await writeAtomically(file, (partial) =>
    writeFile(partial, Buffer.concat([header, image]), { mode: 0o600 }),
  );
  return { kind: 'pglite', bytes: header.length + image.length, withJwtSecret: Boolean(jwtSecret) };
}

/** What a backup file holds, from its first bytes; undefined when it is neither kind. */
export function backupKind(file: string): BackupKind | undefined {
  const start = Buffer.alloc(64);
  const descriptor = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(descriptor, start, 0, start.length, 0);
  } finally {
    closeSync(descriptor);
  }
  const text = start.subarray(0, read).toString('latin1');
  if (text.startsWith(PG_DUMP_MAGIC)) return 'postgres';
  if (text.startsWith(`{"format":"${FORMAT}"`)) return 'pglite';
  return undefined;
}

function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

/** Fills an empty (or missing) `dataDir` with the embedded database and JWT secret of the backup. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<RestoreResult> {
  if (backupKind(file) !== 'pglite') {
    throw new Refusal(`${file} is not a backup of the embedded database made by npm run db:backup.`);
  }
  if (!isEmptyFolder(dataDir)) {
    throw new Refusal(
      `DATA_DIR (${dataDir}) is not empty. A restore only fills an empty folder, so that it never ` +
        'overwrites data: point DATA_DIR at a new folder (or move this one away) and run the restore again.',
    );
  }
  const whole = await readFile(file);
  const lineEnd = whole.indexOf(0x0a);
  const manifest = JSON.parse(whole.subarray(0, lineEnd).toString('utf8')) as EmbeddedManifest;
  if (manifest.version !== 1)
    throw new Refusal(`${file} is a backup of version ${manifest.version}, unknown here.`);
  const image = await gunzipped(whole.subarray(lineEnd + 1));
  try {
    const database = await openPGlite(dataDir, { loadDataDir: new Blob([image]) });
    let state: MigrationState;
    try {
      // Reading the schema back proves the restored database opens.
      state = await migrationState(database.db);
    } finally {
      await database.close();
    }
    if (manifest.jwtSecret) {
      await writeFile(path.join(dataDir, 'jwt-secret'), `${manifest.jwtSecret}\n`, { mode: 0o600 });
    }
    return { kind: 'pglite', state, withJwtSecret: Boolean(manifest.jwtSecret) };
  } catch (error) {
    // The folder was empty: what is in it now is this restore's, half done.
    const left = existsSync(dataDir) ? readdirSync(dataDir) : [];
    for (const entry of left) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    throw error;
  }
}

/**
 * pg_dump or pg_restore: in POSTGRES_BIN when set, else the newest under /usr/lib/postgresql (a
 * newer pg_dump reads every older server, an older one refuses a newer server), else on PATH.
 */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const folders: string[] = [];
  if (process.env.POSTGRES_BIN) folders.push(process.env.POSTGRES_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((version) => /^\d+(\.\d+)?$/.test(version))
      .sort((a, b) => Number(b) - Number(a));
    folders.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  folders.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  const found = folders.map((folder) => path.join(folder, name)).find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Refusal(
      `${name} was not found (in POSTGRES_BIN, /usr/lib/postgresql/*/bin or on PATH): install PostgreSQL's ` +
        'client tools (Debian: apt-get install postgresql-client), of the server’s major version or newer.',
    );
  }
  return found;
}

/**
 * libpq's arguments for a connection URL: the URL without its password (a process's arguments
 * can be read by every user of the machine) and the password in PGPASSWORD.
 */
function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    // What the tool said is the whole story for the operator (a refusal, printed without a stack).
    throw new Refusal(`${path.basename(tool)} failed: ${stderr || (error as Error).message}`);
  }
}

/** `pg_dump -Fc` of the database at `databaseUrl` into `file`. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupResult> {
  refuseExisting(file);
  const pgDump = findPostgresTool('pg_dump');
  const { dbname, env } = connectionFor(databaseUrl);
  await writeAtomically(file, async (partial) => {
    await runTool(pgDump, ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env);
  });
  return { kind: 'postgres', bytes: statSync(file).size, withJwtSecret: false };
}

/**
 * Restores a `pg_dump -Fc` file into the empty database at `databaseUrl`, in one transaction (a
 * failure leaves it empty). Owners and grants of the dump are dropped: the restored tables belong
 * to the user of DATABASE_URL, as when the server's migrations created them.
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<RestoreResult> {
  if (backupKind(file) !== 'postgres') {
    throw new Refusal(`${file} is not a pg_dump file in the custom format (made by npm run db:backup).`);
  }
  const pgRestore = findPostgresTool('pg_restore');
  const database = openPostgres(databaseUrl);
  try {
    const { rows } = await sql<{ tables: number }>`
      select count(*)::int as tables from pg_catalog.pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`.execute(database.db);
    const tables = rows[0]?.tables ?? 0;
    if (tables > 0) {
      throw new Refusal(
        `The database (${database.location}) already has ${tables} tables. A restore only fills an ` +
          'empty database, so that it never overwrites data: create a new one (createdb) and point ' +
          'DATABASE_URL at it.',
      );
    }
    const { dbname, env } = connectionFor(databaseUrl);
    await runTool(
      pgRestore,
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    return { kind: 'postgres', state: await migrationState(database.db), withJwtSecret: false };
  } finally {
    await database.close();
  }
}
