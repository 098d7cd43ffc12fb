import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  signIn,
  startServer,
  type TestServer,
  throwawayAdmin,
  unique,
  uniqueEmail,
} from './harness.ts';

/**
 * Issue 37, item 5: an admin changes their own password (other sessions end), and a super admin
 * resets another admin's, who must choose their own at the next sign-in.
 */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

type ErrorBody = { error: string; message: string; details?: Array<{ path: string; message: string }> };
type Changed = { success: true; message: string; token: string; expiresIn: number };
type Reset = { success: true; message: string; one_time_password: string; admin: { id: number } };

const change = (bearer: string, body: { current_password: string; new_password: string }) =>
  call<Changed & ErrorBody>(server, 'changeOwnPassword', { token: bearer, body });
const credentials = ({ email, password }: { email: string; password: string }) => ({ email, password });
const me = (bearer: string) => call<ErrorBody>(server, 'getCurrentAdmin', { token: bearer });

describe('changeOwnPassword', () => {
  it('changes the password, ends every other session and keeps this tab signed in with a fresh token', async () => {
    const account = await throwawayAdmin(server, 'changer');
    const here = await signIn(server, credentials(account));
    const elsewhere = await signIn(server, credentials(account));

    const result = await change(here, {
      current_password: account.password,
      new_password: 'Plover-Quartz-88m',
    });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Password changed. Other sessions have been signed out.');
    expect((await me(result.body.token)).status).toBe(200);
    // Both earlier tokens end, the caller's own included: the fresh one replaces it.
    for (const ended of [here, elsewhere]) {
      const refused = await me(ended);
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe('password_changed');
    }
    const old = await call(server, 'adminLogin', { body: credentials(account) });
    expect(old.status).toBe(401);
    const fresh = await call(server, 'adminLogin', {
      body: { email: account.email, password: 'Plover-Quartz-88m' },
    });
    expect(fresh.status).toBe(200);

    if (server.internal) {
      const entry = await server.internal.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_type', 'actor_email', 'changes'])
        .where('request_id', '=', result.headers.get('x-request-id') ?? '')
        .where('resource_type', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({
        action: 'changeOwnPassword',
        actor_type: 'admin',
        actor_email: account.email,
      });
      // The password only as "changed".
      expect((entry.changes as Record<string, unknown>).password_hash).toEqual({ changed: true });
      expect(JSON.stringify(entry.changes)).not.toContain('Plover');
    }
    await account.remove();
  });

  it('refuses a wrong current password with 400 naming /current_password, and pauses after maxLoginAttempts', async () => {
    const account = await throwawayAdmin(server, 'forgetful');
    const session = await signIn(server, credentials(account));
    const answers: number[] = [];
    let first: ErrorBody | undefined;
    for (let attempt = 1; attempt <= 6; attempt++) {
      const wrong = await change(session, {
        current_password: `Not-it-${attempt}`,
        new_password: 'Plover-Quartz-88m',
      });
      answers.push(wrong.status);
      first ??= wrong.body;
    }
    expect(first?.error).toBe('validation_failed');
    expect(first?.details?.map((detail) => detail.path)).toEqual(['/current_password']);
    expect(first?.message).toBe(
      'The current password is not right. 4 attempts left before sign-in is paused for 15 minutes.',
    );
    // maxLoginAttempts (5) wrong guesses, then the account's sign-in is paused: the right one too.
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await change(session, {
      current_password: account.password,
      new_password: 'Plover-Quartz-88m',
    });
    expect(right.status).toBe(429);
    // The session itself goes on: a wrong guess is no reason to sign the admin out.
    expect((await me(session)).status).toBe(200);
    // Each refused guess is in the trail, as a failed sign-in is: five refused, then paused.
    const trail = await call<{ entries: Array<{ action: string; changes: { reason: { to: string } } }> }>(
      server,
      'listAuditLog',
      {
        token,
        query: { action: 'changeOwnPasswordFailed', resource_type: 'admin', resource_id: String(account.id) },
      },
    );
    expect(trail.status).toBe(200);
    expect(trail.body.entries.map((entry) => entry.changes.reason.to).sort()).toEqual([
      'paused',
      'paused',
      'refused',
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
    await account.remove();
  });

  it.each([
    [
      'Password1!',
      'This password is one of the most common passwords and is tried first by attackers. Choose another.',
    ],
    ['aaaaaaaa', 'This password repeats too few different characters. Choose another.'],
    ['Zq9-throwaway-Lr', 'The password cannot contain your name or your email address.'],
    ['short', 'The password must be at least 8 characters long.'],
  ])('refuses the new password %s with 400 naming /new_password', async (newPassword, message) => {
    const account = await throwawayAdmin(server, 'picky');
    const session = await signIn(server, credentials(account));
    const refused = await change(session, { current_password: account.password, new_password: newPassword });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: '/new_password', message }]);
    // Nothing changed: the session and the password stand.
    expect((await me(session)).status).toBe(200);
    await account.remove();
  });

  it('refuses the current password as the new one', async () => {
    const account = await throwawayAdmin(server, 'same');
    const session = await signIn(server, credentials(account));
    const refused = await change(session, {
      current_password: account.password,
      new_password: account.password,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { path: '/new_password', message: 'The new password must be different from the current one.' },
    ]);
    await account.remove();
  });
});

describe('resetAdminPassword', () => {
  const reset = (bearer: string, id: number) =>
    call<Reset & ErrorBody>(server, 'resetAdminPassword', { token: bearer, params: { id } });

  it('gives a readable one-time password, ends the admin sessions, and the next sign-in must choose a new one', async () => {
    const account = await throwawayAdmin(server, 'reset');
    const before = await signIn(server, credentials(account));

    const result = await reset(token, account.id);
    expect(result.status).toBe(200);
    const oneTime = result.body.one_time_password;
    expect(oneTime).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await me(before)).status).toBe(401);
    expect((await call(server, 'adminLogin', { body: credentials(account) })).status).toBe(401);

    // The one-time password is right, yet opens nothing by itself.
    const required = await call<ErrorBody>(server, 'adminLogin', {
      body: { email: account.email, password: oneTime },
    });
    expect(required.status).toBe(403);
    expect(required.body.error).toBe('password_change_required');
    expect(required.body.message).toBe('Your password was reset. Choose a new password to sign in.');

    const weak = await call<ErrorBody>(server, 'adminLogin', {
      body: { email: account.email, password: oneTime, new_password: 'Password1!' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.details?.map((detail) => detail.path)).toEqual(['/new_password']);

    const chosen = await call<{ token: string }>(server, 'adminLogin', {
      body: { email: account.email, password: oneTime, new_password: 'Lantern-Moss-61k' },
    });
    expect(chosen.status).toBe(200);
    expect((await me(chosen.body.token)).status).toBe(200);
    expect(
      (await call(server, 'adminLogin', { body: { email: account.email, password: 'Lantern-Moss-61k' } }))
        .status,
    ).toBe(200);
    expect(
      (await call(server, 'adminLogin', { body: { email: account.email, password: oneTime } })).status,
    ).toBe(401);

    if (server.internal) {
      const entries = await server.internal.database.db
        .selectFrom('audit_log')
        .select(['action', 'changes'])
        .where('request_id', '=', result.headers.get('x-request-id') ?? '')
        .execute();
      expect(entries.map((entry) => entry.action)).toContain('resetAdminPassword');
      expect(JSON.stringify(entries)).not.toContain(oneTime);
    }
    await account.remove();
  });

  it('is a super admin act: 403 for an admins.write holder, and for the super admin own account', async () => {
    const role = await call<{ role: { id: number; name: string } }>(server, 'createRole', {
      token,
      body: { name: unique('admin_keeper'), description: 'Manages admins', permissions: [] },
    });
    const permissions = await call<{ permissions: Array<{ id: number; name: string }> }>(
      server,
      'listPermissions',
      {
        token,
      },
    );
    const ids = permissions.body.permissions
      .filter((permission) => permission.name.startsWith('admins.'))
      .map((permission) => permission.id);
    await call(server, 'updateRole', {
      token,
      params: { id: role.body.role.id },
      body: { name: role.body.role.name, description: 'Manages admins', permissions: ids },
    });
    const keeper = { email: uniqueEmail('keeper'), password: 'Orchid-Slate-42v' };
    await call(server, 'createAdmin', {
      token,
      body: { ...keeper, first_name: 'Kee', last_name: 'Per', role: role.body.role.name },
    });
    const target = await throwawayAdmin(server, 'target');
    const refused = await reset(await signIn(server, keeper), target.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'forbidden',
      message: "Only a super admin can reset an admin's password.",
    });

    const self = await call<{ admin: { id: number } }>(server, 'getCurrentAdmin', { token });
    const own = await reset(token, self.body.admin.id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(
      'You cannot reset your own password: change it with your current password instead.',
    );
    expect((await reset(token, 999_999)).status).toBe(404);
    await target.remove();
  });
});
