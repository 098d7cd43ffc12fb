import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/passwords.ts';
import {
  accounts,
  adminToken,
  call,
  expiredToken,
  startServer,
  type TestServer,
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
    // super_admin holds every permission of the x-permission vocabulary (31 of them).
    expect(result.body.admin.permissions).toHaveLength(31);
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
    const wrong = await call<{ error: string; message: string }>(server, 'adminLogin', {
      body: { email: accounts.superAdmin.email, password: 'not-the-password' },
    });
    const unknown = await call<{ error: string; message: string }>(server, 'adminLogin', {
      body: { email: 'nobody@example.com', password: 'whatever-it-is' },
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
    expect(result.body.admin.role).toBe('content_manager');
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

    it('answers 401 token_expired with an expired admin token', async () => {
      const result = await call<Refusal>(server, 'listUsers', { token: await expiredToken(server) });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({
        error: 'token_expired',
        message: 'Your session has expired. Please sign in again.',
      });
    });

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

    it('answers 401 invalid_token with a signed-out token', async () => {
      const token = await adminToken(server);
      expect((await call(server, 'adminLogout', { token })).status).toBe(200);
      const result = await call<Refusal>(server, 'listUsers', { token });
      expect(result.status).toBe(401);
      expect(result.body.error).toBe('invalid_token');
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

  it('answers 403 to a user token on an admin operation', async () => {
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
    const token = await adminToken(server);
    expect((await call(server, 'getCurrentAdmin', { token })).status).toBe(200);
    const logout = await call<{ success: boolean }>(server, 'adminLogout', { token });
    expect(logout.status).toBe(200);
    expect(logout.body.success).toBe(true);
    expect((await call(server, 'getCurrentAdmin', { token })).status).toBe(401);
  });
});

describe('user sign-in (/login)', () => {
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

describe('lock-out after maxLoginAttempts failures (5 by default, platform §3)', () => {
  it('locks the account on the 6th attempt, even with the right password', async () => {
    const account = accounts.contentManager;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const result = await call(server, 'adminLogin', {
        body: { email: account.email, password: `wrong-${attempt}` },
      });
      expect(result.status).toBe(401);
    }
    const locked = await call<{ error: string; message: string }>(server, 'adminLogin', { body: account });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('too_many_requests');
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    // Other accounts are not affected.
    expect((await call(server, 'adminLogin', { body: accounts.superAdmin })).status).toBe(200);
  });
});

describe.runIf(!process.env.SERVER_BASE_URL)('in-process checks', () => {
  it('hashes passwords with argon2id', async () => {
    const hash = await hashPassword('Correct horse battery staple');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('rate-limits sign-in requests per address with the Error body', async () => {
    const limited = await startServerSharingDatabase(server, 2);
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await call(limited, 'adminLogin', {
          body: { email: 'nobody@example.com', password: 'x' },
        });
        statuses.push(result.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.internal?.app.close();
    }
  });
});

/** A second app over the same database with a tiny login rate limit. */
async function startServerSharingDatabase(
  base: TestServer,
  loginRateLimitPerMinute: number,
): Promise<TestServer> {
  const internal = base.internal;
  if (!internal) throw new Error('in-process only');
  const { buildApp } = await import('../src/app.ts');
  const config = { ...internal.config, loginRateLimitPerMinute };
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
