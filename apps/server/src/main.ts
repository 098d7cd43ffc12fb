import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, uploadsDir } from './config.ts';
import { type DatabaseHandle, openPGlite, openPostgres } from './db/database.ts';
import { lockEmbeddedDatabase } from './db/embedded-lock.ts';
import { prepareSchema, withMigrationLock } from './db/migrate.ts';
import { importLegacyUploads } from './routes/upload.ts';
import { vacuumAnalyze } from './seed/index.ts';
import { prepareFirstStart } from './startup.ts';
import { announceStart, startFailureText } from './startup-report.ts';

/**
 * Starts the reference server: opens the database (embedded PGlite under DATA_DIR, or PostgreSQL
 * when DATABASE_URL is set), migrates it, fills it on first start (the demo data, or in
 * production only the first super admin: see startup.ts), and listens.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // A lost PostgreSQL connection goes to the server's log once the app exists (the console before).
  let log: FastifyBaseLogger | undefined;
  // Refused at once when another server or a database command has the embedded database open.
  const lock = config.databaseUrl ? null : lockEmbeddedDatabase(config.dataDir, 'a server');
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
  const seeded = first.seeded
    ? {
        what: config.production
          ? 'the roles and the first super admin'
          : `the demo data (${config.seedUsers} users)`,
        seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
      }
    : null;
  if (!first.seeded && database.kind !== 'postgres') {
    // PGlite runs no autovacuum: each start catches up on what the last run changed (seedDatabase
    // already did it for a fresh database; a PostgreSQL server's autovacuum does it by itself).
    await vacuumAnalyze(database.db);
  }

  const app = await buildApp({ config, db: database.db });
  log = app.log;
  // Images this instance kept on its disk before images moved into the database: every instance
  // serves them once they are in it.
  const legacy = await importLegacyUploads(database.db, uploadsDir(config));
  if (legacy.imported > 0 || legacy.unreadable.length > 0) {
    app.log.info(
      { imported: legacy.imported, unreadable: legacy.unreadable },
      `imported ${legacy.imported} images of ${uploadsDir(config)} into the database` +
        (legacy.unreadable.length > 0 ? '; the unreadable ones are still served from that folder only' : ''),
    );
  }
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  announceStart(
    {
      url: `http://${shownHost}:${config.port}`,
      database,
      applied,
      accountLines: first.accountLines,
      missing: app.operations.missing,
      seeded,
      warnings: [
        ...(config.trustProxy === true
          ? [
              'TRUST_PROXY=true believes every X-Forwarded-For hop: any client can name its own address.',
              "Prefer the proxies' addresses or a hop count unless the proxy overwrites the header.",
            ]
          : []),
        ...(!config.production && config.host === '127.0.0.1' && !process.env.HOST
          ? [
              'Demo mode answers on this machine only (its accounts are published above);',
              'HOST=0.0.0.0 opens it to the network.',
            ]
          : []),
      ],
    },
    config.production ? app.log : null,
  );
}

main().catch((error: unknown) => {
  console.error(startFailureText(error, process.env.NODE_ENV === 'production'));
  process.exit(1);
});
