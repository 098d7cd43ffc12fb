/**
 * What other workspaces need to run the real server in-process: the end-to-end tests of the admin
 * app, the README screenshots and the benchmarks build it on a fresh in-memory database (or, for
 * the benchmarks, a throw-away PostgreSQL database too), seeded as main.ts seeds it. They import `@aac/server/testing` instead of reaching into this package's
 * files by path.
 */
import { buildApp } from './app.ts';
import { type ServerConfig, testConfig } from './config.ts';
import { migrateToLatest, openPGlite } from './db/database.ts';
import { seedDatabase } from './seed/index.ts';

export { POSTGRES_BIN, type PostgresCluster, startPostgresCluster } from '../test/postgres-cluster.ts';
export { startMailServer, type TestMailServer } from '../test/smtp.ts';
export { XSS_CORPUS } from '../test/xss-corpus.ts';
export { buildApp } from './app.ts';
export { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, type ServerConfig, testConfig } from './config.ts';
export { type DatabaseHandle, migrateToLatest, openPGlite, openPostgres } from './db/database.ts';
export { CONTENT_MANAGER_EMAIL, CONTENT_MANAGER_PASSWORD } from './seed/access.ts';
export { type SeedOptions, seedDatabase } from './seed/index.ts';

export interface SeededServer {
  /** e.g. "http://127.0.0.1:41234". */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The reference server on a freshly migrated and seeded in-memory database, listening on a free
 * local port (the test configuration, with any overrides such as the built admin app's folder).
 */
export async function startSeededServer(overrides: Partial<ServerConfig> = {}): Promise<SeededServer> {
  const config = testConfig(overrides);
  const database = await openPGlite('memory');
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { adminPassword: config.adminPassword, userCount: config.seedUsers });
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server did not get a TCP port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
