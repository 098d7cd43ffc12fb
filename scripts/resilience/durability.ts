/**
 * `npm run test:durability`: every acknowledged write survives a crash. Starts the server on a
 * file database (a fresh DATA_DIR, or DATABASE_URL), streams writes from several clients at once
 * (each rewrites one user's last name, numbering its writes), kills the server process itself
 * with SIGKILL in the middle, starts it again on the same data and checks that each user holds
 * its stream's last acknowledged write (or a later one the kill cut the answer of). Exit code 1
 * if a write is missing.
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
    // Each stream rewrites one user's last name, numbering its writes: updates are not bounded
    // the way a list is (blog categories stop at 200), so the check runs as long as it is asked.
    const users = await fetch(`${server.baseUrl}/api/admin/users?limit=${STREAMS}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const ids = ((await users.json()) as { users: Array<{ id: number }> }).users.map((user) => user.id);
    if (ids.length < STREAMS) throw new Error(`Only ${ids.length} users to write to`);
    const acknowledged = ids.map(() => -1);
    const attempted = ids.map(() => -1);
    let failed = 0;
    let running = true;
    const stream = async (index: number) => {
      for (let n = 0; running; n++) {
        attempted[index] = n;
        try {
          const response = await fetch(`${server.baseUrl}/api/admin/users/${ids[index]}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ last_name: `Durability ${n}` }),
          });
          if (response.status === 200) acknowledged[index] = n;
          else failed++;
        } catch {
          // The connection died with the process: this write was never acknowledged.
          return;
        }
      }
    };
    const streams = ids.map((_, index) => stream(index));
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    server.child.kill('SIGKILL');
    running = false;
    await server.exited;
    await Promise.all(streams);
    const total = acknowledged.reduce((sum, n) => sum + n + 1, 0);
    console.log(`Killed with SIGKILL after ${total} acknowledged writes (${failed} refused).`);

    server = await startServerProcess(env, port);
    const again = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
    const lost: string[] = [];
    for (const [index, id] of ids.entries()) {
      const response = await fetch(`${server.baseUrl}/api/admin/users?limit=100&search=Durability`, {
        headers: { authorization: `Bearer ${again}` },
      });
      const { users: found } = (await response.json()) as { users: Array<{ id: number; last_name: string }> };
      const stored = Number(found.find((user) => user.id === id)?.last_name.replace('Durability ', '') ?? -1);
      // The last acknowledged write, or one sent after it whose answer the kill cut off.
      const attemptedLast = attempted[index] ?? -1;
      const acknowledgedLast = acknowledged[index] ?? -1;
      if (stored < acknowledgedLast || stored > attemptedLast) {
        lost.push(`user ${id}: stored ${stored}, acknowledged ${acknowledgedLast}`);
      }
    }
    await server.stop();
    console.log(
      `After restart: ${ids.length - lost.length} of ${ids.length} streams hold their last acknowledged write.`,
    );
    if (lost.length > 0 || total === 0 || failed > 0) {
      console.error(`FAILED: ${lost.length} lost (${lost.join('; ')}), ${failed} refused.`);
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
