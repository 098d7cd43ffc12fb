import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/passwords.ts';
import type { ServerConfig } from '../src/config.ts';
import {
  accounts,
  adminToken,
  call,
  canSignTokens,
  describeInternals,
  expiredToken,
  hasUserAccount,
  isRemote,
  itIf,
  NO_SIGNING_KEY,
  NO_USER_ACCOUNT,
  signIn,
  startServer,
  type TestServer,
  throwawayAdmin,
  uniqueEmail,
  userToken,
} from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('admin sign-in', () => {
  it('answers a token and the admin with every permission for the super admin', async () => {
    const result = await call<{
      token: string;
      admin: { email: string; role: string; permissions: string[] };
    }>(server, 'adminLogin', { body: accounts.superAdmin });
    expect(result.status).toBe(200);
    expect(result.body.admin.email).toBe(accounts.superAdmin.email);
    expect(result.body.admin.role).toBe('super_admin');
    // super_admin holds every permission of the x-permission vocabulary (32 of them).
    expect(result.body.admin.permissions).toHaveLength(32);
    expect(result.body.admin.permissions).toContain('audit.read');
    expect(result.body.admin.permissions).toContain('roles.write');
  });

  it('issues a token whose lifetime is the sessionTimeout setting (30 minutes by default, platform §3)', async () => {
    const token = await adminToken(server);
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(30 * 60);
  });

  it('accepts the email in any letter case', async () => {
    const result = await call(server, 'adminLogin', {
      body: { email: accounts.superAdmin.email.toUpperCase(), password: accounts.superAdmin.password },
    });
    expect(result.status).toBe(200);
  });

  it('refuses a wrong password and an unknown email alike with 401', async () => {
    // Accounts without earlier failures, so both answers count the same attempts left.
    const account = await throwawayAdmin(server, 'wrong-password');
    const wrong = await call<{ error: string; message: string }>(server, 'adminLogin', {
      body: { email: account.email, password: 'not-the-password' },
    });
    await account.remove();
    const unknown = await call<{ error: string; message: string }>(server, 'adminLogin', {
      body: { email: uniqueEmail('nobody'), password: 'whatever-it-is' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('unauthorized');
  });

  it('refuses a body without a password with 400 and the field in details', async () => {
    const result = await call<{ error: string; details: Array<{ path: string }> }>(server, 'adminLogin', {
      body: { email: accounts.superAdmin.email },
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('validation_failed');
    expect(result.body.details.map((detail) => detail.path)).toContain('/password');
  });

  it('refuses a user account on the admin sign-in', async () => {
    const result = await call(server, 'adminLogin', { body: accounts.user });
    expect(result.status).toBe(401);
  });
});

describe('tokens', () => {
  it('restores the session from a stored token (getCurrentAdmin)', async () => {
    const token = await adminToken(server, accounts.contentManager);
    const result = await call<{ admin: { email: string; role: string; permissions: string[] } }>(
      server,
      'getCurrentAdmin',
      { token },
    );
    expect(result.status).toBe(200);
    expect(result.body.admin.email).toBe(accounts.contentManager.email);
    // Remotely the content manager is a throw-away admin of a role of the run's own.
    if (!isRemote) expect(result.body.admin.role).toBe('content_manager');
    expect(result.body.admin.permissions).toContain('blog.write');
    expect(result.body.admin.permissions).not.toContain('users.read');
  });

  it('answers 401 without a token, with an expired token and with a forged token', async () => {
    expect((await call(server, 'getCurrentAdmin')).status).toBe(401);
    expect((await call(server, 'getCurrentAdmin', { token: await expiredToken(server) })).status).toBe(401);
    expect((await call(server, 'getCurrentAdmin', { token: 'not.a.jwt' })).status).toBe(401);
    const token = await adminToken(server);
    const [header, payload] = token.split('.');
    expect(
      (await call(server, 'getCurrentAdmin', { token: `${header}.${payload}.forgedsignature` })).status,
    ).toBe(401);
  });

  // The Error code tells the client whether the session is over (401) or only this action is
  // refused (403 forbidden); see the contract's "401 versus 403" decision.
  describe('Error codes of refused tokens', () => {
    type Refusal = { error: string; message: string };

    it('answers 401 unauthorized without a token', async () => {
      const result = await call<Refusal>(server, 'listUsers');
      expect(result.status).toBe(401);
      expect(result.body.error).toBe('unauthorized');
    });

    itIf([canSignTokens, NO_SIGNING_KEY])(
      'answers 401 token_expired with an expired admin token',
      async () => {
        const result = await call<Refusal>(server, 'listUsers', { token: await expiredToken(server) });
        expect(result.status).toBe(401);
        expect(result.body).toEqual({
          error: 'token_expired',
          message: 'Your session has expired. Please sign in again.',
        });
      },
    );

    it('answers 401 invalid_token with a tampered token (payload changed, signature kept)', async () => {
      const token = await adminToken(server, accounts.contentManager);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
      const raised = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
      const result = await call<Refusal>(server, 'listUsers', { token: `${header}.${raised}.${signature}` });
      expect(result.status).toBe(401);
      expect(result.body.error).toBe('invalid_token');
    });

    it('answers 401 invalid_token with a malformed token and with a forged signature', async () => {
      const token = await adminToken(server);
      const [header, payload] = token.split('.');
      for (const bad of ['not.a.jwt', `${header}.${payload}.forgedsignature`]) {
        const result = await call<Refusal>(server, 'listUsers', { token: bad });
        expect(result.status).toBe(401);
        expect(result.body.error).toBe('invalid_token');
      }
    });

    it('answers 401 session_signed_out with a signed-out token', async () => {
      const token = await signIn(server);
      expect((await call(server, 'adminLogout', { token })).status).toBe(200);
      const result = await call<Refusal>(server, 'listUsers', { token });
      expect(result.status).toBe(401);
      expect(result.body.error).toBe('session_signed_out');
    });

    it('answers 403 forbidden to a valid admin token without the permission, and the token stays valid', async () => {
      const token = await adminToken(server, accounts.contentManager);
      const refused = await call<Refusal>(server, 'listUsers', { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: 'forbidden', message: 'Missing permission: users.read.' });
      // The refusal does not end anything: the same token still works where the role allows.
      expect((await call(server, 'getCurrentAdmin', { token })).status).toBe(200);
    });
  });

  itIf([hasUserAccount, NO_USER_ACCOUNT])('answers 403 to a user token on an admin operation', async () => {
    const token = await userToken(server);
    const result = await call<{ error: string }>(server, 'listUsers', { token });
    expect(result.status).toBe(403);
    expect(result.body.error).toBe('forbidden');
  });

  it('answers 403 naming the permission when the role lacks it (content_manager on users)', async () => {
    const token = await adminToken(server, accounts.contentManager);
    const result = await call<{ error: string; message: string }>(server, 'listUsers', { token });
    expect(result.status).toBe(403);
    expect(result.body.error).toBe('forbidden');
    expect(result.body.message).toBe('Missing permission: users.read.');
  });

  it('signs out: the token is refused afterwards', async () => {
    const token = await signIn(server);
    expect((await call(server, 'getCurrentAdmin', { token })).status).toBe(200);
    const logout = await call<{ success: boolean }>(server, 'adminLogout', { token });
    expect(logout.status).toBe(200);
    expect(logout.body.success).toBe(true);
    expect((await call(server, 'getCurrentAdmin', { token })).status).toBe(401);
  });
});

describe('user sign-in (/login)', () => {
  beforeEach(({ skip }) => skip(!hasUserAccount, NO_USER_ACCOUNT));

  it('answers a token and the user', async () => {
    const result = await call<{ token: string; user: { email: string } }>(server, 'userLogin', {
      body: accounts.user,
    });
    expect(result.status).toBe(200);
    expect(result.body.user.email).toBe(accounts.user.email);
  });

  it('refuses a wrong password with 401', async () => {
    const result = await call(server, 'userLogin', {
      body: { email: accounts.user.email, password: 'wrong-password' },
    });
    expect(result.status).toBe(401);
  });
});

describe('lock-out after maxLoginAttempts failures (5 by default, platform §3), per account and address', () => {
  type Refusal = {
    error: string;
    message: string;
    details?: Array<{ path: string; message: string; attemptsLeft?: number }>;
  };
  const attemptsLeft = (refusal: Refusal) => refusal.details?.[0]?.attemptsLeft;

  it('says how many attempts are left, then pauses the account from this address on the 6th, even with the right password', async () => {
    // An admin of its own: the pause lasts 15 minutes and would lock out the next run.
    const account = await throwawayAdmin(server, 'locked');
    try {
      await expectPauseAfterFiveFailures({ email: account.email, password: account.password });
    } finally {
      await account.remove();
    }
  });

  async function expectPauseAfterFiveFailures(account: { email: string; password: string }) {
    const left: Array<number | undefined> = [];
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const result = await call<Refusal>(server, 'adminLogin', {
        body: { email: account.email, password: `wrong-${attempt}` },
      });
      expect(result.status).toBe(401);
      expect(result.body.error).toBe('unauthorized');
      left.push(attemptsLeft(result.body));
      messages.push(result.body.message);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(messages[2]).toBe(
      'Invalid email or password. 2 attempts left before sign-in is paused for 15 minutes.',
    );
    expect(messages[3]).toBe(
      'Invalid email or password. 1 attempt left before sign-in is paused for 15 minutes.',
    );
    expect(messages[4]).toBe('Invalid email or password. Sign-in is now paused for 15 minutes.');
    const locked = await call<Refusal>(server, 'adminLogin', { body: account });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('too_many_requests');
    // Retry-After (seconds) says when the 15-minute pause ends.
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.message).toBe(
      'Too many failed sign-in attempts from this address. Try again in 15 minutes.',
    );
    // Other accounts are not affected.
    expect((await call(server, 'adminLogin', { body: accounts.superAdmin })).status).toBe(200);
  }

  it('counts an unknown email the same way, so the count reveals nothing about which accounts exist', async () => {
    const result = await call<Refusal>(server, 'adminLogin', {
      body: { email: uniqueEmail('nobody-counted'), password: 'whatever-it-is' },
    });
    expect(result.status).toBe(401);
    expect(attemptsLeft(result.body)).toBe(4);
  });

  itIf([hasUserAccount, NO_USER_ACCOUNT])(
    'starts the count again after a successful sign-in from the same address',
    async () => {
      const account = accounts.user;
      const wrong = { email: account.email, password: 'wrong-password-again' };
      expect((await call(server, 'userLogin', { body: account })).status).toBe(200);
      for (let attempt = 1; attempt <= 3; attempt++) await call(server, 'userLogin', { body: wrong });
      const before = await call<Refusal>(server, 'userLogin', { body: wrong });
      expect(attemptsLeft(before.body)).toBe(1);
      expect((await call(server, 'userLogin', { body: account })).status).toBe(200);
      const after = await call<Refusal>(server, 'userLogin', { body: wrong });
      expect(after.status).toBe(401);
      expect(attemptsLeft(after.body)).toBe(4);
      // Back to a clean count for the other tests of this file.
      expect((await call(server, 'userLogin', { body: account })).status).toBe(200);
    },
  );

  it('follows the maxLoginAttempts setting', async () => {
    const token = await adminToken(server);
    const update = async (maxLoginAttempts: number) => {
      return call(server, 'updateSettings', {
        token,
        body: { settings: { security: { maxLoginAttempts } } },
      });
    };
    const before = await call<{ settings: { security: { maxLoginAttempts: number } } }>(
      server,
      'getSettings',
      { token },
    );
    expect((await update(3)).status).toBe(200);
    try {
      const result = await call<Refusal>(server, 'adminLogin', {
        body: { email: uniqueEmail('setting-follower'), password: 'not-it' },
      });
      expect(attemptsLeft(result.body)).toBe(2);
    } finally {
      expect((await update(before.body.settings.security.maxLoginAttempts)).status).toBe(200);
    }
  });
});

describe('sliding sessions: refresh (sessionTimeout is an idle limit)', () => {
  type Timing = { token: string; expiresAt: string; expiresIn: number; idleTimeout: number };

  it('answers when the token expires on sign-in and on me', async () => {
    const login = await call<Timing>(server, 'adminLogin', { body: accounts.superAdmin });
    expect(login.body.idleTimeout).toBe(30 * 60);
    expect(login.body.expiresIn).toBeGreaterThan(30 * 60 - 5);
    expect(login.body.expiresIn).toBeLessThanOrEqual(30 * 60);
    expect(Date.parse(login.body.expiresAt)).toBe((decodeJwt(login.body.token).exp ?? 0) * 1000);
    const me = await call<Timing>(server, 'getCurrentAdmin', { token: login.body.token });
    expect(me.body.expiresAt).toBe(login.body.expiresAt);
    expect(me.body.idleTimeout).toBe(30 * 60);
  });

  itIf([canSignTokens, NO_SIGNING_KEY])(
    'gives a valid token a new one of the same lifetime with a later expiry',
    async () => {
      // A token signed 10 minutes ago, so it has 20 minutes left: the renewal must reach 30 from now.
      const admin = await call<{ admin: { id: number } }>(server, 'getCurrentAdmin', {
        token: await adminToken(server),
      });
      const old = await server.tokens.sign(
        'admin',
        admin.body.admin.id,
        30,
        new Date(Date.now() - 10 * 60_000),
      );
      const oldExpiry = (decodeJwt(old).exp ?? 0) * 1000;
      const refreshed = await call<Timing>(server, 'refreshAdminSession', { token: old });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.token).not.toBe(old);
      expect(Date.parse(refreshed.body.expiresAt)).toBeGreaterThan(oldExpiry + 9 * 60_000);
      expect(refreshed.body.idleTimeout).toBe(30 * 60);
      expect((decodeJwt(refreshed.body.token).exp ?? 0) * 1000).toBe(Date.parse(refreshed.body.expiresAt));
      // The new token works, and so does the old one until its own expiry (requests in flight).
      expect((await call(server, 'getCurrentAdmin', { token: refreshed.body.token })).status).toBe(200);
      expect((await call(server, 'getCurrentAdmin', { token: old })).status).toBe(200);
    },
  );

  itIf([canSignTokens, NO_SIGNING_KEY])(
    'ends a session sessionMaxHours (12) after its sign-in, however active the admin is',
    async () => {
      const admin = await call<{ admin: { id: number } }>(server, 'getCurrentAdmin', {
        token: await adminToken(server),
      });
      const hours = (value: number) => new Date(Date.now() - value * 3_600_000);
      // Renewed all day long, signed in 11 h 50 min ago: the renewal stops at the 12th hour.
      const late = await server.tokens.sign('admin', admin.body.admin.id, 30, hours(0.1), undefined, {
        startedAt: hours(11 + 50 / 60),
      });
      const last = await call<Timing>(server, 'refreshAdminSession', { token: late });
      expect(last.status).toBe(200);
      const end = hours(11 + 50 / 60).getTime() + 12 * 3_600_000;
      expect(Math.abs(Date.parse(last.body.expiresAt) - end)).toBeLessThan(2_000);
      // Signed in 12 h 5 min ago, token still valid: no renewal; the app signs in again in place.
      const over = await server.tokens.sign('admin', admin.body.admin.id, 30, hours(0.05), undefined, {
        startedAt: hours(12 + 5 / 60),
      });
      const refused = await call<{ error: string; message: string }>(server, 'refreshAdminSession', {
        token: over,
      });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({
        error: 'session_lifetime_reached',
        message: 'Sessions last at most 12 hours. Please sign in again.',
      });
    },
  );

  itIf([canSignTokens, NO_SIGNING_KEY], [hasUserAccount, NO_USER_ACCOUNT])(
    'refuses an expired token with 401 token_expired, a user token and no token',
    async () => {
      const expired = await call<{ error: string }>(server, 'refreshAdminSession', {
        token: await expiredToken(server),
      });
      expect(expired.status).toBe(401);
      expect(expired.body.error).toBe('token_expired');
      const user = await call<{ error: string }>(server, 'refreshAdminSession', {
        token: await userToken(server),
      });
      expect(user.status).toBe(401);
      expect(user.body.error).toBe('invalid_token');
      expect((await call(server, 'refreshAdminSession')).status).toBe(401);
    },
  );

  it('signing out ends every token of the session, renewed ones included', async () => {
    const first = await signIn(server);
    const second = (await call<Timing>(server, 'refreshAdminSession', { token: first })).body.token;
    expect((await call(server, 'adminLogout', { token: second })).status).toBe(200);
    for (const token of [first, second]) {
      const result = await call<{ error: string }>(server, 'getCurrentAdmin', { token });
      expect(result.status).toBe(401);
      expect(result.body.error).toBe('session_signed_out');
      expect((await call(server, 'refreshAdminSession', { token })).status).toBe(401);
    }
    // Another session of the same admin is untouched.
    expect((await call(server, 'getCurrentAdmin', { token: await adminToken(server) })).status).toBe(200);
  });
});

describeInternals('in-process checks', () => {
  it('hashes passwords with argon2id', async () => {
    const hash = await hashPassword('Correct horse battery staple');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('pauses the account from the failing address, and from addresses it never signed in from (X-Forwarded-For behind TRUST_PROXY)', async () => {
    const proxied = await startServerSharingDatabase(server, { trustProxy: '127.0.0.1' });
    const admin = await throwawayAdmin(server, 'targeted');
    try {
      const account = { email: admin.email, password: admin.password };
      const from = (address: string) => ({ 'x-forwarded-for': address });
      // The admin signed in from their office before the attack.
      expect(
        (await call(proxied, 'adminLogin', { body: account, headers: from('198.51.100.20') })).status,
      ).toBe(200);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const result = await call(proxied, 'adminLogin', {
          body: { email: account.email, password: `attacker-${attempt}` },
          headers: from('203.0.113.7'),
        });
        expect(result.status).toBe(401);
      }
      const attacker = await call(proxied, 'adminLogin', { body: account, headers: from('203.0.113.7') });
      expect(attacker.status).toBe(429);
      // The real admin, at the office, is not locked out; an address never used to sign in is
      // paused for this account (see sign-in-throttle.test.ts), here the server's own.
      expect(
        (await call(proxied, 'adminLogin', { body: account, headers: from('198.51.100.20') })).status,
      ).toBe(200);
      expect((await call(server, 'adminLogin', { body: account })).status).toBe(429);
    } finally {
      await admin.remove();
      await proxied.internal?.app.close();
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot dodge the pause by naming another address', async () => {
    const email = 'spoofer@example.com';
    for (let attempt = 1; attempt <= 5; attempt++) {
      await call(server, 'adminLogin', {
        body: { email, password: `x-${attempt}` },
        headers: { 'x-forwarded-for': `192.0.2.${attempt}` },
      });
    }
    const result = await call(server, 'adminLogin', {
      body: { email, password: 'x-6' },
      headers: { 'x-forwarded-for': '192.0.2.99' },
    });
    expect(result.status).toBe(429);
  });

  it('uses SESSION_TIMEOUT_SECONDS instead of the setting for token lifetimes', async () => {
    const short = await startServerSharingDatabase(server, { sessionTimeoutSeconds: 20 });
    try {
      const login = await call<{ token: string; idleTimeout: number }>(short, 'adminLogin', {
        body: accounts.superAdmin,
      });
      expect(login.body.idleTimeout).toBe(20);
      const refreshed = await call<{ idleTimeout: number }>(short, 'refreshAdminSession', {
        token: login.body.token,
      });
      expect(refreshed.body.idleTimeout).toBe(20);
    } finally {
      await short.internal?.app.close();
    }
  });

  it('rate-limits sign-in requests per address with the Error body', async () => {
    // The counters live in the shared database, where this file's other sign-ins from 127.0.0.1
    // already count: the limited client comes from an address of its own (through a proxy).
    const limited = await startServerSharingDatabase(server, {
      loginRateLimitPerMinute: 2,
      trustProxy: true,
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await call(limited, 'adminLogin', {
          body: { email: 'nobody@example.com', password: 'x' },
          headers: { 'x-forwarded-for': '198.51.100.23' },
        });
        statuses.push(result.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.internal?.app.close();
    }
  });
});

/** A second app over the same database with other settings (a tiny login rate limit, a proxy rule). */
async function startServerSharingDatabase(
  base: TestServer,
  overrides: Partial<ServerConfig>,
): Promise<TestServer> {
  const internal = base.internal;
  if (!internal) throw new Error('in-process only');
  const { buildApp } = await import('../src/app.ts');
  const config = { ...internal.config, ...overrides };
  const app = await buildApp({ config, db: internal.database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    internal: { ...internal, app, config },
    tokens: base.tokens,
    close: () => app.close(),
  };
}
