import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type DatabaseHandle, openPGlite, openPostgres } from './db/database.ts';
import { prepareSchema, Refusal, withMigrationLock } from './db/migrate.ts';
import { vacuumAnalyze } from './seed/index.ts';
import { prepareFirstStart } from './startup.ts';

/**
 * Starts the reference server: opens the database (embedded PGlite under DATA_DIR, or PostgreSQL
 * when DATABASE_URL is set), migrates it, fills it on first start (the demo data, or in
 * production only the first super admin: see startup.ts), and listens.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // A lost PostgreSQL connection goes to the server's log once the app exists (the console before).
  let log: FastifyBaseLogger | undefined;
  const database: DatabaseHandle = config.databaseUrl
    ? openPostgres(config.databaseUrl, {
        onConnectionError: (error) =>
          log
            ? log.warn({ err: error }, 'database connection lost')
            : console.error(`PostgreSQL connection lost: ${error.message}`),
      })
    : await openPGlite(config.dataDir);

  // Migrating (or, with MIGRATE_ON_START=false, checking the schema is current) and a fresh
  // database's first fill hold one lock: instances starting together take turns (see migrate.ts).
  const { applied, started, first } = await withMigrationLock(database, async () => {
    const applied = await prepareSchema(database, { migrate: config.migrateOnStart });
    const started = Date.now();
    return { applied, started, first: await prepareFirstStart(database.db, config) };
  });
  if (first.seeded) {
    const what = config.production
      ? 'the roles and the first super admin'
      : `the demo data (${config.seedUsers} users)`;
    console.log(`Seeded ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else if (database.kind !== 'postgres') {
    // PGlite runs no autovacuum: each start catches up on what the last run changed (seedDatabase
    // already did it for a fresh database; a PostgreSQL server's autovacuum does it by itself).
    await vacuumAnalyze(database.db);
  }

  const app = await buildApp({ config, db: database.db });
  log = app.log;
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  const { missing } = app.operations;
  console.log(
    [
      '',
      `AAC admin reference server listening on ${url}`,
      `  Admin app:      ${url}/admin`,
      `  API reference:  ${url}/api/docs`,
      `  Database:       ${database.kind} (${database.location})${applied.length ? `, migrations applied: ${applied.join(', ')}` : ''}`,
      ...first.accountLines,
      ...(config.trustProxy === true
        ? [
            '  TRUST_PROXY=true believes every X-Forwarded-For hop: any client can name its own address.',
            "  Prefer the proxies' addresses or a hop count unless the proxy overwrites the header.",
          ]
        : []),
      ...(!config.production && config.host === '127.0.0.1' && !process.env.HOST
        ? [
            '  Demo mode answers on this machine only (its accounts are published above);',
            '  HOST=0.0.0.0 opens it to the network.',
          ]
        : []),
      missing.length
        ? `  Contract operations not implemented yet (they answer 501): ${missing.join(', ')}`
        : '  Every operation of the contract is implemented.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  // A refusal is a paragraph for the operator, not a fault: no stack.
  console.error(error instanceof Refusal ? error.message : error);
  process.exit(1);
});
