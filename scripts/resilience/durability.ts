/**
 * `npm run test:durability`: every acknowledged write survives a crash. Starts the server on a
 * file database (a fresh DATA_DIR, or DATABASE_URL), streams writes from several clients at once
 * (blog categories, one name per write), kills the process with SIGKILL in the middle, starts it
 * again on the same data and checks that every write answered 201 is there. Exit code 1 if one
 * is missing.
 *
 *   DURABILITY_STREAMS=8 DURABILITY_SECONDS=8 npm run test:durability
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, signIn, startServerProcess } from './server-process.ts';

const STREAMS = Number(process.env.DURABILITY_STREAMS ?? 8);
const SECONDS = Number(process.env.DURABILITY_SECONDS ?? 8);
const ADMIN = { email: 'admin@example.com', password: 'Admin123!demo' };

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aac-durability-'));
  const env = {
    DATA_DIR: dataDir,
    SEED_USERS: '50',
    JWT_SECRET: 'durability-check-secret-of-enough-length',
    LOGIN_RATE_LIMIT: '1000',
  };
  const port = await freePort();
  console.log(`Durability: ${STREAMS} streams of writes for ${SECONDS} s, then kill -9 (data in ${dataDir})`);
  try {
    let server = await startServerProcess(env, port);
    const token = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
    const acknowledged: string[] = [];
    let failed = 0;
    let running = true;
    const stream = async (index: number) => {
      for (let n = 0; running; n++) {
        const name = `Durability ${index}-${n}`;
        try {
          const response = await fetch(`${server.baseUrl}/api/admin/blog/categories`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ name }),
          });
          if (response.status === 201) acknowledged.push(name);
          else failed++;
        } catch {
          // The connection died with the process: this write was never acknowledged.
          return;
        }
      }
    };
    const streams = Array.from({ length: STREAMS }, (_, index) => stream(index));
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    server.child.kill('SIGKILL');
    running = false;
    await server.exited;
    await Promise.all(streams);
    console.log(`Killed with SIGKILL after ${acknowledged.length} acknowledged writes (${failed} refused).`);

    server = await startServerProcess(env, port);
    const again = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
    const response = await fetch(`${server.baseUrl}/api/admin/blog/categories`, {
      headers: { authorization: `Bearer ${again}` },
    });
    const { categories } = (await response.json()) as { categories: Array<{ name: string }> };
    await server.stop();
    const stored = new Set(categories.map((category) => category.name));
    const missing = acknowledged.filter((name) => !stored.has(name));
    console.log(
      `After restart: ${acknowledged.length - missing.length} of ${acknowledged.length} acknowledged writes present.`,
    );
    if (missing.length > 0 || acknowledged.length === 0 || failed > 0) {
      console.error(
        `FAILED: ${missing.length} lost (${missing.slice(0, 10).join(', ')}), ${failed} refused.`,
      );
      process.exitCode = 1;
    } else console.log('OK: no acknowledged write was lost.');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
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
