import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { notifySystemAlert } from '../mail/notifications.ts';
import { readSecuritySettings } from '../settings/settings-store.ts';
import { spendVerificationTime, verifyPassword } from './passwords.ts';
import type { AccountKind } from './tokens.ts';

/** How long an account's sign-in stays paused after maxLoginAttempts failures. */
export const LOCKOUT_MINUTES = 15;

/** An address from which the account signed in this recently is exempt from the account-wide pause. */
export const KNOWN_ADDRESS_DAYS = 30;

interface Account {
  id: number;
  password_hash: string | null;
  is_active: boolean;
}

/**
 * What the earlier attempts say about this one (its own row, `attemptId`, left out):
 * - `address`: failures of this account from this address within the lock-out window since the
 *   last successful sign-in from the same address. maxLoginAttempts of them pause the account
 *   from this address only.
 * - `account`: failures of this account from any address within the window. maxLoginAttempts of
 *   them pause the account from every address except those it signed in from within
 *   KNOWN_ADDRESS_DAYS (`knownAddress`), so guesses spread over many addresses are capped
 *   (ASVS 2.2.1) while someone who knows an admin's email still cannot lock them out of the
 *   places they sign in from by failing on purpose (OWASP "device cookies", by address).
 * Unknown emails are counted the same way, so the answers reveal nothing about which accounts
 * exist. Attempts still being checked count as failures, so parallel guesses cannot all pass.
 */
async function earlierAttempts(
  db: Kysely<Database>,
  kind: AccountKind,
  email: string,
  ip: string | null,
  attemptId: number,
  maxAttempts: number,
): Promise<{ address: Failures; account: Failures; knownAddress: boolean }> {
  const account = sql`account_kind = ${kind} and lower(email) = lower(${email}) and id <> ${attemptId}`;
  const failed = sql`succeeded = false and attempted_at > now() - make_interval(mins => ${LOCKOUT_MINUTES})`;
  // The count, and when the failure that reached the limit was made (the pause lifts 15 minutes later).
  const failures = (where: RawBuilder<unknown>) => sql`(
    select json_build_object(
             'count', count(*),
             'reachedAt', (array_agg(attempted_at order by attempted_at desc))[${maxAttempts}::int])
      from login_attempts where ${account} and ${failed} and ${where})`;
  const result = await sql<{ address: FailuresRow; account: FailuresRow; known: boolean }>`
    select
      ${failures(sql`ip is not distinct from ${ip}
        and attempted_at > coalesce((select max(attempted_at) from login_attempts
                                      where ${account} and ip is not distinct from ${ip}
                                        and succeeded = true), '-infinity')`)} as address,
      ${failures(sql`true`)} as account,
      exists (select 1 from login_attempts
               where ${account} and ip = ${ip}::text and succeeded = true
                 and attempted_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})) as known
  `.execute(db);
  const row = result.rows[0];
  const parsed = (value: FailuresRow | undefined): Failures => ({
    count: Number(value?.count ?? 0),
    reachedAt: value?.reachedAt ? new Date(value.reachedAt) : null,
  });
  return { address: parsed(row?.address), account: parsed(row?.account), knownAddress: !!row?.known };
}

interface Failures {
  count: number;
  reachedAt: Date | null;
}
type FailuresRow = { count: number | string; reachedAt: string | null };

/** The 429 of a paused sign-in: it lifts when the failure that reached the limit leaves the window. */
function paused(failures: Failures, message: (wait: string) => string): HttpError {
  const ms = (failures.reachedAt ?? new Date()).getTime() + LOCKOUT_MINUTES * 60_000 - Date.now();
  const minutes = Math.min(LOCKOUT_MINUTES, Math.max(1, Math.ceil(ms / 60_000)));
  return tooManyRequests(message(plural(minutes, 'minute', 'minutes')), Math.max(1, Math.ceil(ms / 1000)));
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The 401 of a refused sign-in, saying how many attempts are left before the pause: in words in
 * the message, and as `attemptsLeft` in a detail about the request as a whole (path "").
 */
function wrongCredentials(attemptsLeft: number): HttpError {
  const left = attemptsLeftText(attemptsLeft);
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
 * Checks a sign-in: records the attempt first (as a failure until the password is checked), then
 * refuses it (429, and forgets it) when the account is paused for this address or, from an address
 * it has not signed in from recently, for every address; else checks the password and answers the
 * account only when it matches and the account is active. Wrong email, wrong password and an
 * inactive account give the same answer and take the same time.
 *
 * `secondStepFollows`: the right password only opens a second step (a code), so the attempt is
 * forgotten rather than counted as a success: a success would clear the address's failures and
 * make it a known address, letting whoever has the password guess codes without a pause.
 */
export async function checkSignIn(
  db: Kysely<Database>,
  kind: AccountKind,
  credentials: { email: string; password: string },
  account: Account | undefined,
  ip: string | undefined,
  options: { secondStepFollows?: boolean } = {},
): Promise<{ id: number }> {
  await countedAttempt(
    db,
    kind,
    credentials.email,
    ip,
    async () => {
      let passwordMatches = false;
      if (account?.password_hash)
        passwordMatches = await verifyPassword(account.password_hash, credentials.password);
      else await spendVerificationTime(credentials.password);
      // An inactive account answers exactly as a wrong password does: saying "inactive" would
      // tell whoever guessed that the password was right.
      return !!account && passwordMatches && account.is_active;
    },
    wrongCredentials,
    options.secondStepFollows ? 'forget' : 'success',
  );
  if (!account) throw new Error('A sign-in without an account passed its check');
  return { id: account.id };
}

/**
 * One guess at an account's secret (a password, an authenticator code, a recovery code), counted
 * as a sign-in attempt: recorded first, refused with 429 while the account is paused (see
 * earlierAttempts), then `verify` decides; a miss answers `refuse(attemptsLeft)` and stays counted,
 * a match is marked a success (or forgotten, `onMatch: 'forget'`, when it opens only a next step).
 */
export async function countedAttempt(
  db: Kysely<Database>,
  kind: AccountKind,
  accountEmail: string,
  ip: string | undefined,
  verify: () => Promise<boolean>,
  refuse: (attemptsLeft: number) => HttpError,
  onMatch: 'success' | 'forget' = 'success',
): Promise<void> {
  const address = ip ?? null;
  const { maxLoginAttempts } = await readSecuritySettings(db);
  // Recorded before the checks, so that parallel attempts see each other; one attempt of an
  // account at a time records and counts (a lock for the account, held until the count is read),
  // so on a pool of connections parallel guesses are counted in turn: without it two of them can
  // each be refused for the other's row, both rows go, and neither counts as a guess.
  const email = accountEmail.toLowerCase();
  const { attempt, earlier } = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${kind}:${email}`}))`.execute(trx);
    const recorded = await trx
      .insertInto('login_attempts')
      .values({ account_kind: kind, email, ip: address, succeeded: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      attempt: recorded,
      earlier: await earlierAttempts(trx, kind, accountEmail, address, recorded.id, maxLoginAttempts),
    };
  });
  const refusal =
    earlier.address.count >= maxLoginAttempts
      ? paused(
          earlier.address,
          (wait) => `Too many failed sign-in attempts from this address. Try again in ${wait}.`,
        )
      : !earlier.knownAddress && earlier.account.count >= maxLoginAttempts
        ? paused(
            earlier.account,
            (wait) =>
              `Too many failed sign-in attempts for this account. Try again in ${wait}, or sign in from a network you have signed in from before.`,
          )
        : undefined;
  if (refusal) {
    // A refused attempt is not a guess: counting it would keep the pause going for ever.
    await db.deleteFrom('login_attempts').where('id', '=', attempt.id).execute();
    throw refusal;
  }

  let matches = false;
  try {
    matches = await verify();
  } catch (error) {
    // Too many sign-ins being checked at once (503): this one was not a guess either.
    await db.deleteFrom('login_attempts').where('id', '=', attempt.id).execute();
    throw error;
  }
  if (!matches) {
    const failures = Math.max(earlier.address.count, earlier.knownAddress ? 0 : earlier.account.count);
    const attemptsLeft = Math.max(0, maxLoginAttempts - failures - 1);
    if (kind === 'admin' && attemptsLeft === 0) {
      await notifySystemAlert(
        db,
        `Admin sign-in paused for ${email}`,
        `${maxLoginAttempts} failed sign-in attempts for the admin account ${email}, the last from ${address ?? 'an unknown address'}: its sign-in is paused for ${LOCKOUT_MINUTES} minutes${
          earlier.address.count >= earlier.account.count
            ? ' from that address'
            : ' from addresses it has not signed in from recently'
        }. If this was not the admin, someone is guessing the password.`,
      );
    }
    throw refuse(attemptsLeft);
  }
  if (onMatch === 'forget') await db.deleteFrom('login_attempts').where('id', '=', attempt.id).execute();
  else await db.updateTable('login_attempts').set({ succeeded: true }).where('id', '=', attempt.id).execute();
}

/** The words of a refused guess: how many attempts are left before the pause. */
export function attemptsLeftText(attemptsLeft: number): string {
  return attemptsLeft > 0
    ? `${plural(attemptsLeft, 'attempt', 'attempts')} left before sign-in is paused for ${LOCKOUT_MINUTES} minutes.`
    : `Sign-in is now paused for ${LOCKOUT_MINUTES} minutes.`;
}
