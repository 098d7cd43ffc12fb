import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  accounts,
  call,
  describeInternals,
  startServer,
  type TestServer,
  throwawayAdmin,
  uniqueEmail,
} from './harness.ts';

/**
 * Issue 37, high 3 (ASVS 2.2.1): failed sign-ins are capped per account whatever the address.
 * After maxLoginAttempts (5) failures of an account from any addresses within 15 minutes, the
 * account answers 429 to every address it has not signed in from in the last 30 days; an address
 * it signed in from keeps only its own lock-out, so nobody can lock an admin out of the places
 * they sign in from by failing on purpose. Client addresses come from X-Forwarded-For (the server
 * trusts the test's proxy), so each address below is a client of its own.
 */

type Refusal = {
  error: string;
  message: string;
  details?: Array<{ path: string; message: string; attemptsLeft?: number }>;
};

const ACCOUNT_PAUSED =
  'Too many failed sign-in attempts for this account. Try again in 15 minutes, or sign in from a network you have signed in from before.';
const ADDRESS_PAUSED = 'Too many failed sign-in attempts from this address. Try again in 15 minutes.';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ trustProxy: true });
});
afterAll(async () => {
  await server?.close();
});

let addressCount = 0;
/** An address no test of the file has used yet. */
const freshAddress = () => {
  addressCount += 1;
  return `198.18.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};
const signInFrom = (address: string, { email, password }: { email: string; password: string }) =>
  call<Refusal>(server, 'adminLogin', { body: { email, password }, headers: { 'x-forwarded-for': address } });

/** One wrong password from each of `count` fresh addresses, one after the other. */
async function guessesFromManyAddresses(email: string, count: number) {
  const answers = [];
  for (let guess = 1; guess <= count; guess++)
    answers.push(await signInFrom(freshAddress(), { email, password: `Guess-${guess}-wrong` }));
  return answers;
}

/** Moves the account's attempts 15 minutes into the past: the window has passed. */
async function letTheWindowPass(email: string) {
  await server.internal?.database.db
    .updateTable('login_attempts')
    .set({ attempted_at: sql`attempted_at - interval '15 minutes'` })
    .where('email', '=', email.toLowerCase())
    .execute();
}

describeInternals('sign-in throttle per account, from any number of addresses', () => {
  it('answers 401 to the first 5 guesses from 40 addresses and 429 to the other 35, then refuses the right password from a new address until the window passes', async () => {
    const account = await throwawayAdmin(server, 'spread-guesses');
    try {
      const home = freshAddress();
      expect((await signInFrom(home, account)).status).toBe(200);

      const answers = await guessesFromManyAddresses(account.email, 40);
      expect(answers.map((answer) => answer.status)).toEqual([...Array(5).fill(401), ...Array(35).fill(429)]);
      expect(answers.slice(0, 5).map((answer) => answer.body.details?.[0]?.attemptsLeft)).toEqual([
        4, 3, 2, 1, 0,
      ]);
      expect(answers[4]?.body.message).toBe(
        'Invalid email or password. Sign-in is now paused for 15 minutes.',
      );
      const paused = answers[5];
      expect(paused?.body.error).toBe('too_many_requests');
      expect(paused?.body.message).toBe(ACCOUNT_PAUSED);
      const retryAfter = Number(paused?.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      // The right password from an address the account never signed in from: paused as well.
      const fresh = await signInFrom(freshAddress(), account);
      expect(fresh.status).toBe(429);
      expect(fresh.body.message).toBe(ACCOUNT_PAUSED);
      // From where the admin signed in before, sign-in still works.
      expect((await signInFrom(home, account)).status).toBe(200);

      await letTheWindowPass(account.email);
      expect((await signInFrom(freshAddress(), account)).status).toBe(200);
    } finally {
      await account.remove();
    }
  });

  it('keeps the per-address lock-out on an address the account signed in from', async () => {
    const account = await throwawayAdmin(server, 'known-address');
    try {
      const office = freshAddress();
      expect((await signInFrom(office, account)).status).toBe(200);
      await guessesFromManyAddresses(account.email, 6);
      const statuses = [];
      for (let attempt = 1; attempt <= 5; attempt++)
        statuses.push(
          (await signInFrom(office, { email: account.email, password: `Typo-${attempt}` })).status,
        );
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const locked = await signInFrom(office, account);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(ADDRESS_PAUSED);
    } finally {
      await account.remove();
    }
  });

  it('lets at most 5 of 20 guesses sent at once from 20 addresses be checked', async () => {
    const account = await throwawayAdmin(server, 'parallel-guesses');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, guess) =>
          signInFrom(freshAddress(), { email: account.email, password: `Parallel-${guess}` }),
        ),
      );
      const checked = answers.filter((answer) => answer.status === 401).length;
      expect(checked).toBeLessThanOrEqual(5);
      expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
      expect((await signInFrom(freshAddress(), account)).status).toBe(429);
    } finally {
      await account.remove();
    }
  });

  it('answers an unknown email exactly as an account, so the answers reveal nothing about which accounts exist', async () => {
    const account = await throwawayAdmin(server, 'compared');
    try {
      const seen = async (email: string) =>
        (await guessesFromManyAddresses(email, 7)).map(({ status, body, headers }) => ({
          status,
          message: body.message,
          attemptsLeft: body.details?.[0]?.attemptsLeft,
          retryAfter: headers.get('retry-after') === null ? null : 'set',
        }));
      expect(await seen(uniqueEmail('nobody-throttled'))).toEqual(await seen(account.email));
    } finally {
      await account.remove();
    }
  });

  it('does not pause other accounts', async () => {
    const account = await throwawayAdmin(server, 'neighbour');
    try {
      await guessesFromManyAddresses(account.email, 6);
      expect((await signInFrom(freshAddress(), accounts.superAdmin)).status).toBe(200);
    } finally {
      await account.remove();
    }
  });
});
