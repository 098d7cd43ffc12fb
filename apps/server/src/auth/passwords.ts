import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { Database } from '../db/schema.ts';
import { badRequest, serviceUnavailable } from '../http/errors.ts';
import { readSecuritySettings } from '../settings/settings-store.ts';
import { newPasswordProblem, type PasswordOwner } from './password-rules.ts';

/** Password hashes computed at once: each takes a core for tens of milliseconds. */
export const HASHING_AT_ONCE = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Hashes that may wait their turn; past this a sign-in is answered 503 at once. */
export const HASHING_QUEUE = 16;

const hashing = pLimit(HASHING_AT_ONCE);

/**
 * Runs one hash or verification in turn. A flood of sign-ins (many addresses, each under its own
 * limit) would otherwise keep every core hashing and starve the rest of the API: past a short
 * queue they are turned away with 503 and Retry-After, and other requests keep their speed.
 */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.pendingCount >= HASHING_QUEUE) {
    return Promise.reject(
      serviceUnavailable('The server is busy checking other sign-ins. Try again in a moment.', 1),
    );
  }
  return hashing(work);
}

/** How many hashes run and wait right now (for tests and diagnostics). */
export function hashingLoad(): { running: number; waiting: number } {
  return { running: hashing.activeCount, waiting: hashing.pendingCount };
}

/**
 * argon2id (the library's default algorithm) with its recommended cost (19 MiB, 2 passes).
 * The algorithm is stored in the hash itself ("$argon2id$..."), which the tests check.
 */
export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return inTurn(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash must not turn a sign-in into a 500; it simply does not match.
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash so an unknown email takes as long as a wrong password and
 * response times do not reveal which emails have accounts.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  await verifyPassword(await dummyHash, password);
}

/**
 * Refuses (400, naming `field`, /password by default) a new password that is too short for the
 * security setting passwordMinLength (platform §3; never below 8), only spaces, holds control
 * characters, is common or built from common words, or holds its owner's name or email
 * (src/auth/password-rules.ts).
 */
export async function assertAcceptablePassword(
  db: Kysely<Database>,
  password: string,
  owner: PasswordOwner = {},
  field = '/password',
): Promise<void> {
  const { passwordMinLength } = await readSecuritySettings(db);
  const problem = newPasswordProblem(password, passwordMinLength, owner);
  if (problem) throw badRequest(problem, [{ path: field, message: problem }]);
}
