/**
 * Starts what the end-to-end tests drive: the admin app, built for production, served by the real
 * reference server on a freshly migrated and seeded in-memory database, on a free local port.
 * With E2E_BASE_URL set, the tests drive that deployment instead (nothing is started).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSeededServer } from '@aac/server/testing';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const adminRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    return;
  }

  // Vitest runs with NODE_ENV=test, which would give the build React's development version (and
  // StrictMode's double effects): the tests drive what `npm start` ships instead.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: adminRoot, configFile: path.join(adminRoot, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = testEnv;
  }

  const server = await startSeededServer({ adminDistDir: path.join(adminRoot, 'dist') });
  project.provide('baseUrl', server.baseUrl);
  return () => server.close();
}
