/**
 * `npm run test:load`: 50 admins at once for 60 s against the server as a separate process (a
 * fresh seeded DATA_DIR, or LOAD_BASE_URL for a running deployment), each signed in with a
 * session of their own and going through the screens' requests back to back: lists with search
 * and paging, analytics, the signed-in admin, a user edit now and then. Prints the percentiles
 * of every request kind; exit code 1 on any error (a network failure or a status other than 2xx).
 *
 *   LOAD_ADMINS=50 LOAD_SECONDS=60 npm run test:load
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, percentile, type ServerProcess, signIn, startServerProcess } from './server-process.ts';

const ADMINS = Number(process.env.LOAD_ADMINS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const ADMIN = {
  email: process.env.LOAD_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.LOAD_ADMIN_PASSWORD ?? 'Admin123!demo',
};

type Step = { name: string; method?: string; path: (n: number) => string; body?: (n: number) => unknown };

const STEPS: Step[] = [
  { name: 'GET /admin/auth/me', path: () => '/admin/auth/me' },
  { name: 'GET /admin/users', path: (n) => `/admin/users?page=${(n % 20) + 1}&limit=10` },
  {
    name: 'GET /admin/users?search',
    path: (n) => `/admin/users?search=${['ann', 'smith', 'li', 'mar'][n % 4]}`,
  },
  { name: 'GET /admin/children', path: (n) => `/admin/children?page=${(n % 10) + 1}` },
  { name: 'GET /admin/analytics', path: () => '/admin/analytics?range=30d' },
  { name: 'GET /admin/blog/posts', path: () => '/admin/blog/posts' },
  { name: 'GET /admin/admins', path: () => '/admin/admins' },
  {
    name: 'PUT /admin/users/{id}',
    method: 'PUT',
    path: (n) => `/admin/users/${(n % 40) + 2}`,
    body: (n) => ({ first_name: `Load${n % 7}` }),
  },
];

async function main(): Promise<void> {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  let baseUrl = process.env.LOAD_BASE_URL;
  if (!baseUrl) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'aac-load-'));
    console.log('Starting the server on a fresh seeded database…');
    server = await startServerProcess(
      { DATA_DIR: dataDir, JWT_SECRET: 'load-check-secret-of-enough-length', LOGIN_RATE_LIMIT: '1000' },
      await freePort(),
    );
    baseUrl = server.baseUrl;
  }
  try {
    const tokens: string[] = [];
    for (let index = 0; index < ADMINS; index++)
      tokens.push(await signIn(baseUrl, ADMIN.email, ADMIN.password));
    console.log(`${ADMINS} admins signed in; ${SECONDS} s of requests…`);
    const timings = new Map<string, number[]>(STEPS.map((step) => [step.name, []]));
    const errors: string[] = [];
    const end = Date.now() + SECONDS * 1000;
    const admin = async (token: string, index: number) => {
      for (let n = index; Date.now() < end; n++) {
        const step = STEPS[n % STEPS.length] as Step;
        const started = performance.now();
        try {
          const response = await fetch(`${baseUrl}/api${step.path(n)}`, {
            method: step.method ?? 'GET',
            headers: {
              authorization: `Bearer ${token}`,
              ...(step.body ? { 'content-type': 'application/json' } : {}),
            },
            body: step.body ? JSON.stringify(step.body(n)) : undefined,
          });
          await response.arrayBuffer();
          if (response.status >= 300) errors.push(`${step.name}: ${response.status}`);
        } catch (error) {
          errors.push(`${step.name}: ${(error as Error).message}`);
        }
        timings.get(step.name)?.push(performance.now() - started);
      }
    };
    await Promise.all(tokens.map((token, index) => admin(token, index)));

    const all = [...timings.values()].flat().sort((x, y) => x - y);
    const row = (name: string, values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      const cells = [50, 90, 95, 99].map((p) => percentile(sorted, p).toFixed(0).padStart(6));
      return `${name.padEnd(28)} ${String(sorted.length).padStart(7)} ${cells.join(' ')} ${(sorted.at(-1) ?? 0).toFixed(0).padStart(7)}`;
    };
    console.log(
      `\n${'request'.padEnd(28)} ${'count'.padStart(7)} ${['p50', 'p90', 'p95', 'p99'].map((h) => h.padStart(6)).join(' ')} ${'max'.padStart(7)}   (ms)`,
    );
    for (const [name, values] of timings) console.log(row(name, values));
    console.log(row('all', all));
    console.log(
      `\n${all.length} requests in ${SECONDS} s (${(all.length / SECONDS).toFixed(0)}/s), ${errors.length} errors.`,
    );
    if (errors.length > 0) {
      console.error(`FAILED: ${[...new Set(errors)].slice(0, 10).join('; ')}`);
      process.exitCode = 1;
    } else console.log('OK: no error.');
  } finally {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  // Idle keep-alive sockets of fetch would hold the process open for minutes.
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
