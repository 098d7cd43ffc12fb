/**
 * Migrates and seeds one in-memory database for the whole server test run and hands its image to
 * every test file, which then starts from a copy in a fraction of the time a fresh seed takes.
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_ADMIN_PASSWORD } from '../src/config.ts';
import { migrateToLatest, openPGlite } from '../src/db/database.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { TEST_SEED_USERS } from './seed-size.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabaseImage: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.SERVER_BASE_URL) {
    project.provide('seededDatabaseImage', '');
    return;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'aac-server-seed-'));
  const database = await openPGlite('memory');
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { adminPassword: DEFAULT_ADMIN_PASSWORD, userCount: TEST_SEED_USERS });
  const image = await database.dump?.();
  await database.close();
  if (!image) throw new Error('The embedded database could not be dumped');
  const file = path.join(folder, 'seeded.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('seededDatabaseImage', file);
  return () => rm(folder, { recursive: true, force: true });
}
