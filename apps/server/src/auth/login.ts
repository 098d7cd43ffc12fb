import { type Kysely, sql } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { readSecuritySettings } from '../settings/settings-store.ts';
import { spendVerificationTime, verifyPassword } from './passwords.ts';
import type { AccountKind } from './tokens.ts';

/** How long an account's sign-in stays paused, from one address, after maxLoginAttempts failures. */
export const LOCKOUT_MINUTES = 15;

interface Account {
  id: number;
  password_hash: string | null;
  is_active: boolean;
}

/**
 * When the failed sign-ins of this account from this address began, newest first: those within
 * the lock-out window since the last successful sign-in from the same address. Counted per
 * (account, address), so someone who knows an admin's email cannot lock them out from everywhere
 * by failing on purpose; the lock holds only where the failures came from. The per-address rate
 * limit on the route covers floods across many emails. Unknown emails are counted the same way,
 * so the count reveals nothing about which accounts exist.
 */
async function recentFailures(
  db: Kysely<Database>,
  kind: AccountKind,
  email: string,
  ip: string | null,
): Promise<Date[]> {
  const result = await sql<{ attempted_at: Date }>`
    select attempted_at
      from login_attempts
     where account_kind = ${kind}
       and lower(email) = lower(${email})
       and ip is not distinct from ${ip}
       and succeeded = false
       and attempted_at > now() - make_interval(mins => ${LOCKOUT_MINUTES})
       and attempted_at > coalesce((select max(attempted_at) from login_attempts
                                     where account_kind = ${kind} and lower(email) = lower(${email})
                                       and ip is not distinct from ${ip}
                                       and succeeded = true), '-infinity')
     order by attempted_at desc
  `.execute(db);
  return result.rows.map((row) => new Date(row.attempted_at));
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The 401 of a refused sign-in, saying how many attempts are left before the pause: in words in
 * the message, and as `attemptsLeft` in a detail about the request as a whole (path "").
 */
function wrongCredentials(attemptsLeft: number): HttpError {
  const left =
    attemptsLeft > 0
      ? `${plural(attemptsLeft, 'attempt', 'attempts')} left before sign-in is paused for ${LOCKOUT_MINUTES} minutes.`
      : `Sign-in is now paused for ${LOCKOUT_MINUTES} minutes.`;
  return new HttpError(401, 'unauthorized', `Invalid email or password. ${left}`, [
    { path: '', message: left, attemptsLeft },
  ]);
}

/** The token lifetime: SESSION_TIMEOUT_SECONDS when configured, else the sessionTimeout setting. */
export async function sessionLifetimeMinutes(db: Kysely<Database>, config: ServerConfig): Promise<number> {
  if (config.sessionTimeoutSeconds) return config.sessionTimeoutSeconds / 60;
  return (await readSecuritySettings(db)).sessionTimeout;
}

/**
 * Checks a sign-in: refuses an account paused for this address (429) before looking at the
 * password, records the attempt, and answers the account only when the password matches and the
 * account is active. Wrong email, wrong password and an inactive account give the same answer and
 * take the same time.
 */
export async function checkSignIn(
  db: Kysely<Database>,
  kind: AccountKind,
  credentials: { email: string; password: string },
  account: Account | undefined,
  ip: string | undefined,
): Promise<{ id: number }> {
  const address = ip ?? null;
  const security = await readSecuritySettings(db);
  const failures = await recentFailures(db, kind, credentials.email, address);
  if (failures.length >= security.maxLoginAttempts) {
    // The pause lifts when the failure that reached the limit leaves the window.
    const reachedAt = failures[security.maxLoginAttempts - 1] ?? new Date();
    const ms = reachedAt.getTime() + LOCKOUT_MINUTES * 60_000 - Date.now();
    const minutes = Math.min(LOCKOUT_MINUTES, Math.max(1, Math.ceil(ms / 60_000)));
    throw tooManyRequests(
      `Too many failed sign-in attempts from this address. Try again in ${plural(minutes, 'minute', 'minutes')}.`,
      Math.max(1, Math.ceil(ms / 1000)),
    );
  }

  let passwordMatches = false;
  if (account?.password_hash)
    passwordMatches = await verifyPassword(account.password_hash, credentials.password);
  else await spendVerificationTime(credentials.password);

  const succeeded = passwordMatches && !!account?.is_active;
  await db
    .insertInto('login_attempts')
    .values({ account_kind: kind, email: credentials.email.toLowerCase(), ip: address, succeeded })
    .execute();

  // An inactive account answers exactly as a wrong password does: saying "inactive" would tell
  // whoever guessed that the password was right.
  if (!account || !succeeded) {
    throw wrongCredentials(Math.max(0, security.maxLoginAttempts - failures.length - 1));
  }
  return { id: account.id };
}
