import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  canSignTokens,
  describeInternals,
  expiredToken,
  itIf,
  NO_SIGNING_KEY,
  signIn,
  startServer,
  type TestServer,
  throwawayAdmin,
} from './harness.ts';

/**
 * Why an admin session ended, in the 401's Error code (the contract's Unauthorized response): the
 * app says why instead of showing a bare sign-in form, and signs in again over the page where the
 * same admin can. Each reason once here; the operations that cause them keep their own tests.
 */

let server: TestServer;
let superToken: string;
beforeAll(async () => {
  server = await startServer();
  superToken = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

type Refusal = { error: string; message: string };
const me = (token: string) => call<Refusal>(server, 'getCurrentAdmin', { token });
const credentials = ({ email, password }: { email: string; password: string }) => ({ email, password });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('the 401 of an ended admin session names the reason', () => {
  itIf([canSignTokens, NO_SIGNING_KEY])(
    'token_expired for an idle expiry, session_lifetime_reached at the session’s absolute end',
    async () => {
      const idle = await me(await expiredToken(server));
      expect(idle.status).toBe(401);
      expect(idle.body).toEqual({
        error: 'token_expired',
        message: 'Your session has expired. Please sign in again.',
      });
      // Signed in 24 hours ago, renewed 12 h 5 min ago: the renewal lived up to the 12-hour end.
      const startedAt = hoursAgo(24);
      const lastRenewal = await server.tokens.sign('admin', 1, 30, hoursAgo(12 + 5 / 60), undefined, {
        startedAt,
        endsAt: new Date(startedAt.getTime() + 12 * 3_600_000),
      });
      const reached = await me(lastRenewal);
      expect(reached.status).toBe(401);
      expect(reached.body).toEqual({
        error: 'session_lifetime_reached',
        message: 'Sessions last at most 12 hours. Please sign in again.',
      });
      // The same session renewed 2 hours ago and left idle: an idle expiry, not the limit.
      const idleWithinLimit = await server.tokens.sign('admin', 1, 30, hoursAgo(2), undefined, {
        startedAt: hoursAgo(8),
        endsAt: new Date(hoursAgo(8).getTime() + 12 * 3_600_000),
      });
      expect((await me(idleWithinLimit)).body.error).toBe('token_expired');
    },
  );

  it('session_signed_out once the session was signed out', async () => {
    const token = await signIn(server);
    expect((await call(server, 'adminLogout', { token })).status).toBe(200);
    const result = await me(token);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      error: 'session_signed_out',
      message: 'This session was signed out. Please sign in again.',
    });
  });

  it('password_changed in every other session after the admin changed their password', async () => {
    const account = await throwawayAdmin(server, 'ended-by-change');
    const here = await signIn(server, credentials(account));
    const elsewhere = await signIn(server, credentials(account));
    const changed = await call(server, 'changeOwnPassword', {
      token: here,
      body: { current_password: account.password, new_password: 'Harbour-Lichen-47q' },
    });
    expect(changed.status).toBe(200);
    const result = await me(elsewhere);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      error: 'password_changed',
      message: 'This session ended when the password was changed. Please sign in with the new password.',
    });
    await account.remove();
  });

  it('password_reset after a super admin reset the password', async () => {
    const account = await throwawayAdmin(server, 'ended-by-reset');
    const token = await signIn(server, credentials(account));
    const reset = await call(server, 'resetAdminPassword', { token: superToken, params: { id: account.id } });
    expect(reset.status).toBe(200);
    const result = await me(token);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      error: 'password_reset',
      message:
        'This session ended when an administrator reset the password. Sign in with the one-time password they gave you.',
    });
    await account.remove();
  });

  it('account_deactivated while the account is inactive, and for its earlier tokens once active again', async () => {
    const account = await throwawayAdmin(server, 'ended-by-deactivation');
    const token = await signIn(server, credentials(account));
    const setActive = (is_active: boolean) =>
      call(server, 'updateAdmin', { token: superToken, params: { id: account.id }, body: { is_active } });
    expect((await setActive(false)).status).toBe(200);
    const inactive = await me(token);
    expect(inactive.status).toBe(401);
    expect(inactive.body).toEqual({
      error: 'account_deactivated',
      message: 'This admin account was deactivated.',
    });
    expect((await setActive(true)).status).toBe(200);
    const reactivated = await me(token);
    expect(reactivated.status).toBe(401);
    expect(reactivated.body).toEqual({
      error: 'account_deactivated',
      message: 'This session ended when the account was deactivated. Please sign in again.',
    });
    await account.remove();
  });

  it('account_deleted once the account is gone', async () => {
    const account = await throwawayAdmin(server, 'ended-by-deletion');
    const token = await signIn(server, credentials(account));
    await account.remove();
    const result = await me(token);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      error: 'account_deleted',
      message: 'This admin account no longer exists.',
    });
  });

  it('invalid_token for a forged token, unauthorized without one', async () => {
    const token = await signIn(server);
    const [header, payload] = token.split('.');
    expect((await me(`${header}.${payload}.forgedsignature`)).body.error).toBe('invalid_token');
    const none = await call<Refusal>(server, 'getCurrentAdmin');
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('unauthorized');
  });
});

describeInternals('tokens ended before the database noted why', () => {
  it('answer invalid_token: no reason is made up', async () => {
    const account = await throwawayAdmin(server, 'ended-without-reason');
    const token = await signIn(server, credentials(account));
    const db = server.internal?.database.db;
    if (!db) throw new Error('in-process only');
    await db
      .updateTable('admins')
      .set({ tokens_valid_after: new Date(Date.now() + 1000), tokens_ended_by: null })
      .where('id', '=', account.id)
      .execute();
    const result = await me(token);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      error: 'invalid_token',
      message: 'This session has ended. Please sign in again.',
    });
    await account.remove();
  });
});
