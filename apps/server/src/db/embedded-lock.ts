import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { Refusal } from './migrate.ts';

/**
 * The embedded database (PGlite) belongs to one process at a time: two processes writing one data
 * folder corrupt it, and a backup taken while the server writes may not open. PGlite's own
 * postmaster.pid cannot tell (it always reads -42), so the server and the database commands hold
 * `in-use.lock` in DATA_DIR while they have the database open: who, which process on which
 * machine, since when. A lock whose process is gone (a crash, a kill -9) is taken over.
 */
const LOCK_FILE = 'in-use.lock';

interface LockHolder {
  holder: string;
  pid: number;
  host: string;
  since: string;
}

export interface EmbeddedLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR's embedded database for this process (`holder` says what for: "the server",
 * "npm run db:backup"), or refuses, naming who has it. Released by `release()` or when the
 * process exits.
 */
export function lockEmbeddedDatabase(dataDir: string, holder: string): EmbeddedLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = { holder, pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(mine)}\n`, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const other = readHolder(file);
      // Gone: a process of this machine that no longer runs, or a lock file left half written.
      const stale = other === null || (other.host === mine.host && !isRunning(other.pid));
      if (!stale || attempt > 0) {
        throw new Refusal(
          `The embedded database in ${dataDir} (DATA_DIR) is in use by ${other?.holder ?? 'another process'}` +
            (other ? ` (process ${other.pid} on ${other.host}, since ${other.since})` : '') +
            `: stop it first. If no such process runs, delete ${file} and try again.`,
        );
      }
      unlinkSync(file);
    }
  }
  const release = () => {
    process.off('exit', release);
    if (readHolder(file)?.pid !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return { release };
}
