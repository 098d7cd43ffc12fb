import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heading, median, seconds, table, verdict } from './report.ts';

/**
 * Start-up half of `npm run bench`: how long `npm start` takes, from the command to the first
 * answered request, when the admin build is up to date and the database exists (a restart: the
 * everyday case). The first start, which seeds the database, is run once untimed.
 */

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_BUDGET_MS = 5_000;
const RESTARTS = 3;

/** Builds apps/admin/dist when its inputs changed (what `npm start` does first). */
export function ensureBuilt(): void {
  const result = spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: repositoryRoot, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('The admin app did not build (node scripts/build-if-stale.mjs)');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function untilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer within ${seconds(timeoutMs)}`);
}

async function timedStart(env: NodeJS.ProcessEnv, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: repositoryRoot, env, stdio: 'ignore', detached: true });
  try {
    await untilAnswering(`http://127.0.0.1:${port}/admin/login`, child, 120_000);
    return performance.now() - started;
  } finally {
    // npm, tsx and the server form a process group: end all of them.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export async function benchStartup(): Promise<{ failed: boolean }> {
  console.log(heading('npm start (build up to date, database already seeded)'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aac-bench-start-'));
  try {
    ensureBuilt();
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_USERS: '2000',
    };
    const first = await timedStart(env, port);
    const restarts: number[] = [];
    for (let run = 0; run < RESTARTS; run += 1) restarts.push(await timedStart(env, port));
    const typical = median(restarts);
    console.log(
      table(
        ['start', 'to first answer', 'budget', 'verdict'],
        [
          ['first (migrates and seeds 2,000 users)', seconds(first), '', ''],
          [
            `restart (median of ${RESTARTS})`,
            seconds(typical),
            `< ${seconds(START_BUDGET_MS)}`,
            verdict(
              typical < START_BUDGET_MS,
              `npm start restart ${seconds(typical)} ≥ ${seconds(START_BUDGET_MS)}`,
            ),
          ],
        ],
        ['left', 'right', 'left', 'left'],
      ),
    );
    return { failed: false };
  } catch (error) {
    console.error('\nThe start-up measurement crashed:', error);
    return { failed: true };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
