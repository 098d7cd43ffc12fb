import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { tooManyRequests, unauthorized } from '../http/errors.ts';
import { readSecuritySettings } from '../settings/settings-store.ts';
import { spendVerificationTime, verifyPassword } from './passwords.ts';
import type { AccountKind } from './tokens.ts';

/** How long an account stays locked after maxLoginAttempts failed sign-ins. */
export const LOCKOUT_MINUTES = 15;

interface Account {
  id: number;
  password_hash: string | null;
  is_active: boolean;
}

/**
 * Failed sign-ins for this account within the lock-out window since its last successful one.
 * Counted per account (email), not per address, so a distributed guess is stopped too; the
 * per-address rate limit on the route covers floods across many emails.
 */
async function recentFailures(db: Kysely<Database>, kind: AccountKind, email: string): Promise<number> {
  const row = await sql<{ failures: number }>`
    select count(*)::int as failures
      from login_attempts
     where account_kind = ${kind}
       and lower(email) = lower(${email})
       and succeeded = false
       and attempted_at > now() - make_interval(mins => ${LOCKOUT_MINUTES})
       and attempted_at > coalesce((select max(attempted_at) from login_attempts
                                     where account_kind = ${kind} and lower(email) = lower(${email})
                                       and succeeded = true), '-infinity')
  `.execute(db);
  return row.rows[0]?.failures ?? 0;
}

/**
 * Checks a sign-in: refuses a locked account (429) before looking at the password, records the
 * attempt, and answers the account only when the password matches and the account is active.
 * Wrong email and wrong password give the same answer and take the same time.
 */
export async function checkSignIn(
  db: Kysely<Database>,
  kind: AccountKind,
  credentials: { email: string; password: string },
  account: Account | undefined,
  ip: string | undefined,
): Promise<{ id: number; sessionMinutes: number }> {
  const security = await readSecuritySettings(db);
  const failures = await recentFailures(db, kind, credentials.email);
  if (failures >= security.maxLoginAttempts) {
    throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${LOCKOUT_MINUTES} minutes.`);
  }

  let passwordMatches = false;
  if (account?.password_hash)
    passwordMatches = await verifyPassword(account.password_hash, credentials.password);
  else await spendVerificationTime(credentials.password);

  await db
    .insertInto('login_attempts')
    .values({
      account_kind: kind,
      email: credentials.email.toLowerCase(),
      ip: ip ?? null,
      succeeded: passwordMatches && !!account?.is_active,
    })
    .execute();

  if (!account || !passwordMatches) throw unauthorized('The email or password is incorrect.');
  if (!account.is_active) throw unauthorized('This account is inactive. Contact an administrator.');
  return { id: account.id, sessionMinutes: security.sessionTimeout };
}
