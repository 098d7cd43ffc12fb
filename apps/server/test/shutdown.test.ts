import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { itInternals, startServer } from './harness.ts';

/**
 * Stopping the server (SIGTERM, Ctrl+C, a test's close) lets an answer in flight finish, then
 * ends: a keep-alive connection that was busy at the signal must not hold the stop until its
 * keep-alive timeout (72 s) runs out.
 */
itInternals(
  'stops as soon as the answer in flight at the stop has been sent',
  async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'aac-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App</title>');
    // Larger than the socket buffers on both sides, so the answer is still being sent at the stop.
    const size = 32 * 1024 * 1024;
    writeFileSync(path.join(dist, 'assets/big.bin'), Buffer.alloc(size, 1));
    const server = await startServer({ adminDistDir: dist });
    const agent = new http.Agent({ keepAlive: true });
    let stopping: Promise<void> | undefined;
    try {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(`${server.baseUrl}/assets/big.bin`, { agent }, resolve).on('error', reject);
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.connection).toBe('keep-alive');
      response.pause();

      let stopped = false;
      stopping = server.close().then(() => {
        stopped = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stopped, 'the answer in flight is not cut').toBe(false);

      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      response.resume();
      await new Promise((resolve) => response.on('end', resolve));
      expect(received).toBe(size);
      const sent = Date.now();
      const waited = await Promise.race([
        stopping.then(() => Date.now() - sent),
        new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5_000)),
      ]);
      expect(waited, 'milliseconds from the last byte to the stop').toBeLessThan(2_000);
    } finally {
      // A failed check before the stop still stops the server; the 32 MB file does not stay behind.
      agent.destroy();
      await (stopping ?? server.close());
      rmSync(dist, { recursive: true, force: true });
    }
    // A seeded server and a 32 MB answer through a paused socket take 8 s on an idle machine and
    // more than the default 30 s beside the browsers of a full run. A stop held by the connection
    // would still fail above, at the 2 s check, not here.
  },
  90_000,
);
