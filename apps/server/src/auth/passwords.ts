import { passwordProblem } from '@aac/domain';
import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { readSecuritySettings } from '../settings/settings-store.ts';

/**
 * argon2id (the library's default algorithm) with its recommended cost (19 MiB, 2 passes).
 * The algorithm is stored in the hash itself ("$argon2id$..."), which the tests check.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must not turn a sign-in into a 500; it simply does not match.
    return false;
  }
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
 * Refuses (400, naming /password) a new password that is too short for the security setting
 * passwordMinLength (platform §3), only spaces, holds control characters, or is a common one.
 */
export async function assertAcceptablePassword(db: Kysely<Database>, password: string): Promise<void> {
  const { passwordMinLength } = await readSecuritySettings(db);
  const problem = passwordProblem(password, passwordMinLength);
  if (problem) throw badRequest(problem, [{ path: '/password', message: problem }]);
}
