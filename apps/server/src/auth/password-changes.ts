import { randomInt } from 'node:crypto';
import type { Db } from '../db/schema.ts';

/**
 * Stores an admin's new password hash and ends every token issued until now (the guard refuses
 * tokens issued at or before `tokens_valid_after`). `mustChange` marks a one-time password from
 * a reset. Answers the moment the old tokens stopped counting.
 */
export async function storeAdminPassword(
  db: Db,
  adminId: number,
  passwordHash: string,
  mustChange: boolean,
): Promise<Date> {
  const changedAt = new Date();
  await db
    .updateTable('admins')
    .set({
      password_hash: passwordHash,
      must_change_password: mustChange,
      tokens_valid_after: changedAt,
      // A one-time password comes from another admin's reset; otherwise the admin chose it.
      tokens_ended_by: mustChange ? 'password_reset' : 'password_changed',
      updated_at: changedAt,
    })
    .where('id', '=', adminId)
    .execute();
  return changedAt;
}

/** Ends every token of the admin issued until now (a reset of their second factor). */
export async function endAdminSessions(db: Db, adminId: number): Promise<void> {
  await db
    .updateTable('admins')
    .set({ tokens_valid_after: new Date(), tokens_ended_by: 'two_factor_reset' })
    .where('id', '=', adminId)
    .execute();
}

/**
 * When a token issued now must say it was issued. A JWT's `iat` is in whole seconds and the guard
 * refuses tokens issued at or before `tokens_valid_after`, so a token signed in the same second
 * as a password change (the caller's fresh token, a sign-in right after a reset) is dated the
 * next second: at most a second ahead, well within the clock skew tokens are allowed.
 */
export function tokenIssueTime(tokensValidAfter: Date | null, now = new Date()): Date {
  if (!tokensValidAfter) return now;
  const wholeSecond = Math.floor(now.getTime() / 1000) * 1000;
  if (wholeSecond > tokensValidAfter.getTime()) return now;
  return new Date((Math.floor(tokensValidAfter.getTime() / 1000) + 1) * 1000);
}

// Letters and digits that cannot be mistaken for one another when read out or copied by hand.
export const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A one-time password that can be read out: four groups of four from 31 characters
 * (`mqvz-7kd4-xh2p-w9tc`, about 79 bits), drawn with the operating system's CSPRNG.
 */
export function generateOneTimePassword(): string {
  const groups: string[] = [];
  for (let group = 0; group < 4; group++) {
    let text = '';
    for (let index = 0; index < 4; index++) text += READABLE[randomInt(READABLE.length)];
    groups.push(text);
  }
  return groups.join('-');
}
