/**
 * Migrates and seeds one database for the whole server test run and hands it to every test file,
 * which then starts from a copy in a fraction of the time a fresh seed takes: an in-memory PGlite
 * image, or, in the `server-postgres` project (SERVER_DATABASE=postgres), a template database
 * on a throw-away PostgreSQL cluster started here (see postgres-cluster.ts).
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { DEFAULT_ADMIN_PASSWORD } from '../src/config.ts';
import { type DatabaseHandle, migrateToLatest, openPGlite, openPostgres } from '../src/db/database.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { newRunId, openRemoteSession, type RemoteSession } from './remote-session.ts';
import { TEST_SEED_USERS } from './seed-size.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabaseImage: string;
    /** The same database migrated but not seeded (an in-memory PGlite image); '' on PostgreSQL. */
    migratedDatabaseImage: string;
    /** The PostgreSQL cluster's URL of its `postgres` database; '' on PGlite. */
    postgresUrl: string;
    /** Unique per run: names created on a backend shared with other runs carry it. */
    runId: string;
    /** The run's shared sessions and throw-away admins on a remote server; null in-process. */
    remoteSession: RemoteSession | null;
  }
}

export const POSTGRES_TEMPLATE = 'aac_seeded';
/** Migrated, not seeded: a first start's empty database, copied in the server instead of migrated again. */
export const POSTGRES_EMPTY_TEMPLATE = 'aac_migrated';

export default async function setup(project: TestProject) {
  project.provide('postgresUrl', '');
  project.provide('remoteSession', null);
  project.provide('migratedDatabaseImage', '');
  const remote = process.env.SERVER_BASE_URL;
  if (remote) {
    project.provide('seededDatabaseImage', '');
    const { session, close } = await openRemoteSession(remote.replace(/\/$/, ''));
    project.provide('runId', session.runId);
    project.provide('remoteSession', session);
    return close;
  }
  project.provide('runId', newRunId());
  const onPostgres = (project.config.env?.SERVER_DATABASE ?? process.env.SERVER_DATABASE) === 'postgres';
  if (onPostgres) {
    const cluster = await startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query(`create database ${POSTGRES_EMPTY_TEMPLATE}`);
    const empty = openPostgres(cluster.url(POSTGRES_EMPTY_TEMPLATE));
    await migrateToLatest(empty.db);
    await empty.close();
    await admin.query(`create database ${POSTGRES_TEMPLATE} template ${POSTGRES_EMPTY_TEMPLATE}`);
    await admin.end();
    const template = openPostgres(cluster.url(POSTGRES_TEMPLATE));
    await seedDatabase(template.db, { adminPassword: DEFAULT_ADMIN_PASSWORD, userCount: TEST_SEED_USERS });
    await template.close();
    project.provide('seededDatabaseImage', '');
    project.provide('postgresUrl', cluster.url('postgres'));
    return () => cluster.stop();
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'aac-server-seed-'));
  const database = await openPGlite('memory');
  await migrateToLatest(database.db);
  project.provide('migratedDatabaseImage', await writeImage(database, path.join(folder, 'migrated.tar')));
  await seedDatabase(database.db, { adminPassword: DEFAULT_ADMIN_PASSWORD, userCount: TEST_SEED_USERS });
  project.provide('seededDatabaseImage', await writeImage(database, path.join(folder, 'seeded.tar')));
  await database.close();
  return () => rm(folder, { recursive: true, force: true });
}

async function writeImage(database: DatabaseHandle, file: string): Promise<string> {
  const image = await database.dump?.();
  if (!image) throw new Error('The embedded database could not be dumped');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  return file;
}
