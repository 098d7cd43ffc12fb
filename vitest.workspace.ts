/**
 * The test projects of the whole workspace. `vitest run` runs them all (see vitest.config.ts).
 *
 * - domain:     pure rules, Node
 * - api-client: client middleware and hooks, jsdom
 * - admin:      the admin app's own rules (URL-held list state, CSV export), jsdom
 * - storybook:  Storybook's own set-up (docs previews in their story's colour mode, Foundations pages), jsdom
 * - stories:    every Storybook story of packages/ui and apps/admin rendered in real Chromium,
 *               play functions, axe checks and screenshot baselines
 * - server:     the reference server through its HTTP API on in-memory PGlite
 * - server-postgres: the same on a throw-away PostgreSQL 15 cluster, and two instances sharing it
 * - e2e:        the built admin app in real Chromium against the real server
 *
 * The Node projects (domain, server, server-postgres) share one module graph between their files
 * (`isolate: false`): each server test file starts its own app on its own database copy, and
 * re-importing the whole server for each of them took more than half of those projects' time.
 *
 * `npm test` runs e2e in a second Vitest process beside the others (`npm run test:suites`): its
 * files run one at a time against one server, and in this process they would wait for every other
 * project to finish.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Dates render in the machine's time zone: pin it so screenshots and texts match on every machine.
process.env.TZ = 'UTC';

import { chromiumArgs, chromiumPath } from '@aac/chromium';

const root = path.dirname(fileURLToPath(import.meta.url));

const serverFiles = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/**
 * The server's files run whole on PostgreSQL (`server-postgres`), the database of a deployment.
 * On PGlite, the embedded database of `npm start` and of the e2e run (which drives every screen
 * on it), `npm test` runs the server's internals and the files where the database engine shows:
 * transactions and locks, the append-only audit trail, counting and throttling of sign-ins,
 * search, sorting and paging, bounds of numbers and texts, versions of settings, aggregates by
 * date, shutdown, and the embedded database's schema checks and backups (operations). The rest repeat the same SQL through the same query builder; sign-in with a
 * second factor, sign-in itself and the mail outbox also run on PGlite in the e2e project (its
 * server is the embedded one), where a browser drives them end to end. Against a remote
 * server (SERVER_BASE_URL, the conformance kit) or with SERVER_SUITE=full, every file runs.
 */
const serverOnPGliteFiles =
  process.env.SERVER_BASE_URL || process.env.SERVER_SUITE === 'full'
    ? serverFiles
    : [
        'apps/server/src/**/*.test.ts',
        'apps/server/test/internals/**/*.test.ts',
        ...[
          'accountability',
          'analytics',
          'bounds',
          'ids',
          'money',
          'operations',
          'robustness',
          'settings',
          'shutdown',
          'sign-in-flood',
          'sign-in-throttle',
          'stripe-webhooks',
          'users',
        ].map((name) => `apps/server/test/${name}.test.ts`),
      ];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root,
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-client',
          root,
          include: ['packages/api-client/src/**/*.test.ts'],
          environment: 'jsdom',
          isolate: false,
        },
      },
      {
        // The app's routes import styled components: vanilla-extract compiles their styles.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'admin',
          root,
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'storybook',
          root,
          include: ['.storybook/**/*.test.{ts,tsx}', 'packages/ui/src/docs/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // With STORIES_REACT=production (`npm run test:stories`, which `npm test` runs) the stories
        // render with React's production build, as the app ships: the development build's checks
        // cost a quarter of the project's time. Vitest sets NODE_ENV from this `define` in its
        // whole process, where the jsdom projects would get React's production build too (which
        // has no act()): so only in a process of its own. Storybook and a plain `vitest run` keep
        // the development build and its warnings; the stories pass in both.
        ...(process.env.STORIES_REACT === 'production'
          ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
          : {}),
        test: {
          name: 'stories',
          root,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            // Storybook's own default window for a story: the page is never resized between files,
            // which react-aria could read as an on-screen keyboard (see .storybook/preview.tsx).
            viewport: { width: 1200, height: 900 },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Only a guard against a story that hangs: each step waits for what it needs, and a
          // story with a dozen steps takes over 15 s (the browser mode's default) when the
          // machine is busy with other work.
          testTimeout: 60_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root,
          include: serverOnPGliteFiles,
          // Two instances on one database, and a database server's restarts and deadlocks, need a
          // database server: only in server-postgres.
          exclude: ['apps/server/test/scale-out.test.ts', 'apps/server/test/postgres-resilience.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same suite on Debian's PostgreSQL 15 (a throw-away cluster the global setup starts),
        // plus two server instances sharing it.
        test: {
          name: 'server-postgres',
          root,
          include: serverFiles,
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { SERVER_DATABASE: 'postgres' },
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root,
          include: ['apps/admin/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/admin/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One after another in one module graph: Playwright and the server's test helpers are
          // imported once, not once per file.
          isolate: false,
        },
      },
    ],
  },
});
