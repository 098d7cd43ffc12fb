import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockEmbeddedDatabase } from '../../src/db/embedded-lock.ts';

/** A process id that no process has: one that ran and exited. */
function goneProcessId(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('the embedded database is one process’s (in-use.lock)', () => {
  let dataDir: string;
  const lockFile = () => path.join(dataDir, 'in-use.lock');
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'aac-lock-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second holder, naming the first, until the first releases it', () => {
    const server = lockEmbeddedDatabase(dataDir, 'a server');
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({
      holder: 'a server',
      pid: process.pid,
      host: hostname(),
    });
    expect(() => lockEmbeddedDatabase(dataDir, 'npm run db:backup')).toThrow(
      new RegExp(`is in use by a server \\(process ${process.pid} on .+, since .+\\): stop it first`),
    );
    server.release();
    expect(existsSync(lockFile())).toBe(false);
    const backup = lockEmbeddedDatabase(dataDir, 'npm run db:backup');
    backup.release();
  });

  it('takes over a lock whose process is gone, but not one held on another machine', () => {
    const stale = {
      holder: 'a server',
      pid: goneProcessId(),
      host: hostname(),
      since: '2026-11-01T00:00:00Z',
    };
    writeFileSync(lockFile(), JSON.stringify(stale));
    const lock = lockEmbeddedDatabase(dataDir, 'a server');
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    lock.release();

    writeFileSync(lockFile(), JSON.stringify({ ...stale, host: 'another-machine' }));
    expect(() => lockEmbeddedDatabase(dataDir, 'a server')).toThrow(
      /on another-machine.*delete .*in-use\.lock/,
    );
  });

  it('leaves a lock it no longer holds alone', () => {
    const lock = lockEmbeddedDatabase(dataDir, 'a server');
    const taken = { holder: 'another server', pid: 1, host: hostname(), since: '2026-11-01T00:00:00Z' };
    writeFileSync(lockFile(), JSON.stringify(taken));
    lock.release();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual(taken);
  });
});
