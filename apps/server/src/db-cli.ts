import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseLocation, uploadsDir } from './config.ts';
import {
  type BackupResult,
  backupEmbedded,
  backupKind,
  backupPostgres,
  type RestoreResult,
  restoreEmbedded,
  restorePostgres,
} from './db/backup.ts';
import { type DatabaseHandle, openPGlite, openPostgres } from './db/database.ts';
import { lockEmbeddedDatabase } from './db/embedded-lock.ts';
import {
  type MigrationState,
  migrationState,
  prepareSchema,
  Refusal,
  schemaProblem,
  withMigrationLock,
} from './db/migrate.ts';

/**
 * The database commands of a deployment, on the database the server would use (DATABASE_URL, else
 * the embedded one in DATA_DIR):
 *
 *   npm run db:migrate            apply the pending migrations (once, before rolling out with
 *                                 MIGRATE_ON_START=false)
 *   npm run db:status             each migration applied or pending; exits 1 unless current
 *   npm run db:backup -- <file>   back the data up into a new file (see src/db/backup.ts)
 *   npm run db:restore -- <file>  fill an empty DATA_DIR or an empty database from a backup
 *
 * The embedded database (PGlite) is one process's: these refuse while a server has it open.
 */

const USAGE = 'Usage: db-cli.ts migrate | status | backup <file> | restore <file>';

/** npm runs a workspace's script in the workspace's folder: a file named on the command line is relative to where npm was run. */
function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

const hasEmbeddedDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));

async function open(): Promise<DatabaseHandle> {
  const { dataDir, databaseUrl } = databaseLocation();
  return databaseUrl ? openPostgres(databaseUrl) : openPGlite(dataDir);
}

/**
 * The embedded database is one process's: a command refuses while a server (or another command)
 * has it, and a server refuses to start while the command runs. A restore needs no lock: it only
 * fills an empty DATA_DIR, where no server can be running.
 */
async function holdingEmbedded<T>(command: string, work: () => Promise<T>): Promise<T> {
  const { dataDir, databaseUrl } = databaseLocation();
  // Without an embedded database, status and backup open nothing: they say so and change nothing.
  if (databaseUrl || (command !== 'migrate' && !hasEmbeddedDatabase(dataDir))) return work();
  const lock = lockEmbeddedDatabase(dataDir, `npm run db:${command}`);
  try {
    return await work();
  } finally {
    lock.release();
  }
}

function printState(state: MigrationState): void {
  for (const { name, applied } of state.migrations)
    console.log(`  ${applied ? 'applied' : 'pending'}  ${name}`);
  for (const name of state.unknown)
    console.log(`  unknown  ${name}  (applied by a newer version of the server)`);
}

async function status(): Promise<number> {
  const { dataDir, databaseUrl } = databaseLocation();
  if (!databaseUrl && !hasEmbeddedDatabase(dataDir)) {
    // Opening it would create one: status changes nothing.
    console.log(
      `No embedded database in ${dataDir} (DATA_DIR) yet: npm run db:migrate or a first start creates it.`,
    );
    return 1;
  }
  const database = await open();
  try {
    const state = await migrationState(database.db);
    console.log(`Database: ${database.kind} (${database.location})`);
    printState(state);
    const problem = schemaProblem(state);
    console.log(problem ?? 'The schema is current.');
    return problem ? 1 : 0;
  } finally {
    await database.close();
  }
}

async function migrate(): Promise<number> {
  const database = await open();
  try {
    const applied = await withMigrationLock(database, () => prepareSchema(database, { migrate: true }));
    console.log(
      applied.length
        ? `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${database.location}: ${applied.join(', ')}.`
        : `The schema of ${database.location} is current: nothing to apply.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

async function backup(file: string): Promise<number> {
  const { dataDir, databaseUrl } = databaseLocation();
  const result: BackupResult = databaseUrl
    ? await backupPostgres(databaseUrl, file)
    : await backupEmbedded(dataDir, file);
  console.log(
    `Backed up the ${result.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database into ${file} (${sizeOf(result.bytes)}).`,
  );
  if (result.withJwtSecret) {
    console.log(
      "It holds DATA_DIR's JWT secret too (which also encrypts two-factor keys): keep it as secret as the data.",
    );
  } else if (!process.env.JWT_SECRET && existsSync(path.join(dataDir, 'jwt-secret'))) {
    console.log(
      `Not in it: the JWT secret in ${path.join(dataDir, 'jwt-secret')}, which signs sessions and, without ` +
        'TWO_FACTOR_KEY, encrypts the admins’ two-factor keys. Keep a copy with the backup, or set JWT_SECRET.',
    );
  }
  // Images uploaded before they moved into the database (migration 0014) are files on this disk
  // until a start imports them (importLegacyUploads).
  const legacy = uploadsDir({ dataDir });
  const files = existsSync(legacy) ? readdirSync(legacy).length : 0;
  if (files > 0) {
    console.log(
      `${legacy} holds ${files} images from before images moved into the database: each start imports ` +
        'them into it (and so into the next backup); until the server has started once, copy that folder along.',
    );
  }
  return 0;
}

async function restore(file: string): Promise<number> {
  if (!existsSync(file)) throw new Refusal(`${file} does not exist.`);
  const { dataDir, databaseUrl } = databaseLocation();
  const kind = backupKind(file);
  if (databaseUrl && kind === 'pglite') {
    throw new Refusal(
      `${file} is a backup of the embedded database: restore it with DATABASE_URL unset, into an empty DATA_DIR.`,
    );
  }
  if (!databaseUrl && kind === 'postgres') {
    throw new Refusal(
      `${file} is a pg_dump of a PostgreSQL database: restore it with DATABASE_URL set to an empty database.`,
    );
  }
  const result: RestoreResult = databaseUrl
    ? await restorePostgres(file, databaseUrl)
    : await restoreEmbedded(file, dataDir);
  console.log(`Restored ${file} into ${databaseUrl ? 'the PostgreSQL database' : dataDir}.`);
  if (result.withJwtSecret) {
    console.log(
      process.env.JWT_SECRET
        ? 'Its JWT secret is back in DATA_DIR/jwt-secret, but JWT_SECRET is set and takes precedence.'
        : 'Its JWT secret is back in DATA_DIR/jwt-secret: sessions and two-factor keys work as before.',
    );
  } else if (result.kind === 'pglite') {
    console.log(
      'It holds no JWT secret: start the server with the JWT_SECRET (and TWO_FACTOR_KEY) the backed-up one used.',
    );
  }
  const { pending, unknown } = result.state;
  if (unknown.length > 0) console.log(schemaProblem(result.state));
  else if (pending.length > 0) {
    console.log(
      `${pending.length} of its migrations are pending: the next start (or npm run db:migrate) applies them.`,
    );
  }
  return 0;
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [command, file, ...rest] = positionals;
  const needsFile = command === 'backup' || command === 'restore';
  if (rest.length > 0 || (needsFile ? !file : file !== undefined)) throw new Refusal(USAGE);
  switch (command) {
    case 'migrate':
      return holdingEmbedded('migrate', migrate);
    case 'status':
      return holdingEmbedded('status', status);
    case 'backup':
      return holdingEmbedded('backup', () => backup(userPath(file as string)));
    case 'restore':
      return restore(userPath(file as string));
    default:
      throw new Refusal(USAGE);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A refusal is a paragraph for the operator: no stack.
    console.error(error instanceof Refusal ? error.message : error);
    process.exitCode = 1;
  },
);
