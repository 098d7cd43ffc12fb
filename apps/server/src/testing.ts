/**
 * What other workspaces need to run the real server in-process: the end-to-end tests of the admin
 * app and the benchmarks build it on a fresh in-memory database, seeded as main.ts seeds it.
 * They import `@aac/server/testing` instead of reaching into this package's files by path.
 */
export { buildApp } from './app.ts';
export { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, type ServerConfig, testConfig } from './config.ts';
export { type DatabaseHandle, migrateToLatest, openPGlite } from './db/database.ts';
export { CONTENT_MANAGER_EMAIL, CONTENT_MANAGER_PASSWORD } from './db/seed/access.ts';
export { type SeedOptions, seedDatabase } from './db/seed/index.ts';
