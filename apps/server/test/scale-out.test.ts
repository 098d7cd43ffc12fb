import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { type DatabaseHandle, openPostgres } from '../src/db/database.ts';
import { queueEmail } from '../src/mail/queue.ts';
import {
  accounts,
  adminToken,
  call,
  createPostgresDatabase,
  type TestServer,
  throwawayAdmin,
} from './harness.ts';
import { startMailServer } from './smtp.ts';

/**
 * Two instances of the server on one PostgreSQL database, as behind a load balancer: each with
 * its own connection pool and memory, sharing only the database and the configured JWT secret.
 * Whatever one instance decides (sign-out, a lock-out, a rate limit, a permission change) the
 * other enforces at once. Runs in the server-postgres project only.
 */

const JWT_SECRET = 'one-secret-from-configuration-shared-by-every-instance';
const PUBLIC_LIMIT = 4;

let database: DatabaseHandle;
const instances: Array<{ app: FastifyInstance; pool: DatabaseHandle }> = [];
let a: TestServer;
let b: TestServer;

async function instance(): Promise<TestServer> {
  const pool = openPostgres(databaseUrl);
  // Client addresses come from X-Forwarded-For, so each scenario below is a client of its own.
  const config = testConfig({
    jwtSecret: JWT_SECRET,
    trustProxy: true,
    publicRateLimitPerMinute: PUBLIC_LIMIT,
  });
  const app = await buildApp({ config, db: pool.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  instances.push({ app, pool });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    internal: undefined,
    tokens: undefined as never,
    close: async () => {},
  };
}

let databaseUrl = '';
beforeAll(async () => {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl)
    throw new Error(
      'scale-out.test.ts runs in the server-postgres project (npx vitest run --project server-postgres)',
    );
  database = await createPostgresDatabase(postgresUrl);
  databaseUrl = database.location;
  a = await instance();
  b = await instance();
});
afterAll(async () => {
  for (const { app, pool } of instances) {
    await app.close();
    await pool.close();
  }
  await database?.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('two instances on one PostgreSQL', () => {
  it('accept each other’s tokens (the secret comes from configuration, not memory)', async () => {
    const token = await adminToken(a);
    const me = await call<{ admin: { email: string } }>(b, 'getCurrentAdmin', { token });
    expect(me.status).toBe(200);
    expect(me.body.admin.email).toBe(accounts.superAdmin.email);
  });

  it('sign-out on one ends the session on the other', async () => {
    const token = await adminToken(b);
    expect((await call(a, 'getCurrentAdmin', { token })).status).toBe(200);
    expect((await call(b, 'adminLogout', { token })).status).toBe(200);
    const after = await call<{ error: string }>(a, 'getCurrentAdmin', { token });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('session_signed_out');
  });

  it('count failed sign-ins together: the lock-out reached across both holds on both', async () => {
    // An admin of its own: the account-wide pause would refuse the other tests' sign-ins.
    const admin = await throwawayAdmin(a, 'scale-out-locked');
    const account = { email: admin.email, password: admin.password };
    const wrong = { email: account.email, password: 'Not-the-password-9' };
    try {
      const headers = from('203.0.113.10');
      // An address the account signed in from before the failures keeps signing in.
      expect((await call(a, 'adminLogin', { body: account, headers: from('203.0.113.11') })).status).toBe(
        200,
      );
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++)
        statuses.push((await call(attempt % 2 ? b : a, 'adminLogin', { body: wrong, headers })).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // Even the right password is paused now, on either instance, from that address.
      for (const server of [a, b]) {
        const result = await call<{ error: string }>(server, 'adminLogin', {
          body: account,
          headers,
        });
        expect(result.status).toBe(429);
      }
      // From an address it signed in from the account still signs in; from a new one it is paused
      // too (the account-wide count), on either instance.
      const elsewhere = await call(b, 'adminLogin', {
        body: account,
        headers: from('203.0.113.11'),
      });
      expect(elsewhere.status).toBe(200);
      for (const server of [a, b]) {
        const fresh = await call(server, 'adminLogin', {
          body: account,
          headers: from('203.0.113.12'),
        });
        expect(fresh.status).toBe(429);
      }
    } finally {
      await admin.remove();
    }
  });

  it('share one rate limit per address: the allowance is not multiplied by the instances', async () => {
    const headers = from('203.0.113.20');
    const statuses: number[] = [];
    for (let request = 0; request < PUBLIC_LIMIT + 2; request++)
      statuses.push((await call(request % 2 ? b : a, 'listPublicBlogCategories', { headers })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('apply a permission change made on one to the next request on the other', async () => {
    const superToken = await adminToken(a);
    const signIn = await call<{ token: string; admin: { id: number } }>(b, 'adminLogin', {
      body: accounts.contentManager,
      headers: from('203.0.113.30'),
    });
    expect(signIn.status).toBe(200);
    const token = signIn.body.token;
    expect((await call(b, 'listBlogPosts', { token })).status).toBe(200);

    const moved = await call(a, 'updateAdmin', {
      token: superToken,
      params: { id: signIn.body.admin.id },
      body: { role: 'support_agent' },
    });
    expect(moved.status).toBe(200);
    const refused = await call<{ error: string }>(b, 'listBlogPosts', { token });
    expect(refused.status).toBe(403);

    await call(a, 'updateAdmin', {
      token: superToken,
      params: { id: signIn.body.admin.id },
      body: { is_active: false },
    });
    expect((await call(b, 'getCurrentAdmin', { token })).status).toBe(401);
  });

  it('serve an image uploaded through one from the other, the same bytes under the same url', async () => {
    const token = await adminToken(a);
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'shared.png');
    const uploaded = await call<{ url: string }>(a, 'uploadImage', { token, body: form });
    expect(uploaded.status).toBe(201);
    const [fromA, fromB] = await Promise.all(
      [a, b].map(async (server) => {
        const response = await fetch(`${server.baseUrl}${uploaded.body.url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(fromB?.equals(fromA ?? Buffer.alloc(0))).toBe(true);
  });

  it('deliver the shared outbox once: each email reaches the mail server one time, whichever instance sends it', async () => {
    const mail = await startMailServer();
    try {
      const token = await adminToken(a);
      const saved = await call(a, 'updateSettings', {
        token,
        body: {
          settings: {
            email: {
              smtpHost: '127.0.0.1',
              smtpPort: mail.port,
              fromEmail: 'noreply@aac.example.com',
              fromName: 'AAC',
            },
          },
        },
      });
      expect(saved.status).toBe(200);
      const count = 24;
      for (let index = 0; index < count; index++) {
        await queueEmail(database.db, 'systemAlert', 'admin@example.com', {
          subject: `Shared outbox ${index}`,
          text: 'x',
          html: '<p>x</p>',
        });
      }
      // Both instances take due emails at the same moment, again and again.
      await Promise.all(instances.flatMap(({ app }) => [app.mail.deliverDue(), app.mail.deliverDue()]));
      await mail.waitFor(count);
      // Let both poll a few more times: nothing comes twice.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      // (The seed's mail settings could not deliver earlier alerts, e.g. of the lock-out above: they come now too.)
      const subjects = mail.received
        .map((item) => item.mail.subject)
        .filter((subject) => subject?.startsWith('Shared outbox'));
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
    } finally {
      await mail.close();
    }
  });
});
