import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, testConfig } from '../src/config.ts';
import { prepareFirstStart } from '../src/startup.ts';
import {
  adminToken,
  call,
  describeInternals,
  itInternals,
  named,
  openMigratedDatabase,
  startServer,
  type TestServer,
  uniqueEmail,
} from './harness.ts';

/**
 * What an attacker probes first: the headers of every answer, what an upload can smuggle in,
 * multipart bodies the parser trips on, and ids spelled so that coercion lands on another record.
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

function directives(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  // A screen's prerendered page allows its one inline script and its inline stylesheets (the
  // app's and the frame's) by hash, and nothing more; a host without prerendered pages sends
  // index.html there, under the plain policy.
  const SELF_OR_PAGE_SCRIPT = /^'self'( 'sha256-[A-Za-z0-9+/]{43}=')?$/;
  const SELF_OR_PAGE_STYLES = /^'self'( 'sha256-[A-Za-z0-9+/]{43}='){0,2}$/;
  const SELF = /^'self'$/;
  it.each([
    ['the admin app', '/admin/no-such-screen', { accept: 'text/html' }, SELF, SELF],
    [
      "a screen's prerendered page",
      '/admin/users',
      { accept: 'text/html' },
      SELF_OR_PAGE_SCRIPT,
      SELF_OR_PAGE_STYLES,
    ],
    ['an API answer', '/api/blog/categories', {}, SELF, SELF],
    ['an API error', '/api/admin/users', {}, SELF, SELF],
    ['an unknown route', '/api/nothing-here', {}, SELF, SELF],
  ])(
    'are on %s: strict CSP, nosniff, no framing, no referrer',
    async (_label, url, headers, scriptSrc, styleSrc) => {
      const response = await fetch(`${server.baseUrl}${url}`, { headers });
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toMatch(scriptSrc);
      expect(csp.get('style-src')).toMatch(styleSrc);
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('default-src')).toBe("'self'");
      // No image from another host: it would see who opens the admin, and when.
      expect(csp.get('img-src')).toBe("'self' data: blob:");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-powered-by')).toBeNull();
    },
  );

  itInternals('sends HSTS only over TLS (here: https announced by a trusted proxy)', async () => {
    const plain = await fetch(`${server.baseUrl}/api/blog/categories`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const behindProxy = await startServer({ trustProxy: true });
    try {
      const https = await fetch(`${behindProxy.baseUrl}/api/blog/categories`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
  });

  itInternals('serves no source maps of the admin app in production, and the app itself', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'aac-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App</title>');
    writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map');
    writeFileSync(path.join(dist, 'assets/app.js.map'), '{"version":3,"sources":["secret.ts"]}');
    const production = await startServer({ production: true, adminDistDir: dist });
    const demo = await startServer({ production: false, adminDistDir: dist });
    try {
      expect((await fetch(`${production.baseUrl}/assets/app.js`)).status).toBe(200);
      expect((await fetch(`${production.baseUrl}/assets/app.js.map`)).status).toBe(404);
      expect((await fetch(`${demo.baseUrl}/assets/app.js.map`)).status).toBe(200);
    } finally {
      await production.close();
      await demo.close();
    }
  });
});

async function upload(bytes: Buffer, name = 'picture.png', type = 'image/png') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return call<{ url: string; error: string }>(server, 'uploadImage', { token, body: form });
}

const red = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#c00' } })
    .toFormat(format)
    .toBuffer();

const SCRIPT = '<html><body><script>alert(document.domain)</script></body></html>';

describe('uploads', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)(
    'serves a %s back as its real type, with nosniff and a sandboxing CSP',
    async (format, mime) => {
      const result = await upload(await red(format), `red.${format}`, mime);
      expect(result.status).toBe(201);
      const served = await fetch(`${server.baseUrl}${result.body.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(mime);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = directives(served.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toBe("'none'");
      expect(csp.has('sandbox')).toBe(true);
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([metadata.width, metadata.height]).toEqual([8, 6]);
    },
  );

  it('re-encodes a polyglot: HTML after the PNG, or in its metadata, is never stored', async () => {
    const trailing = Buffer.concat([await red('png'), Buffer.from(SCRIPT)]);
    const inMetadata = await sharp(await red('jpeg'))
      .withMetadata({ exif: { IFD0: { ImageDescription: SCRIPT } } })
      .toBuffer();
    expect(inMetadata.includes('<script>')).toBe(true);
    for (const [bytes, name] of [
      [trailing, 'poly.png'],
      [inMetadata, 'poly.jpg'],
    ] as const) {
      const result = await upload(bytes, name);
      expect(result.status).toBe(201);
      const stored = Buffer.from(await (await fetch(`${server.baseUrl}${result.body.url}`)).arrayBuffer());
      expect(stored.includes('<script>')).toBe(false);
      expect(stored.includes('alert(')).toBe(false);
    }
    if (server.internal) {
      const stored = await server.internal.database.db.selectFrom('uploads').select('bytes').execute();
      expect(stored.length).toBeGreaterThan(0);
      for (const { bytes } of stored) expect(Buffer.from(bytes).includes('<script>')).toBe(false);
    }
  });

  it('refuses (415) a file with image magic bytes that does not decode', async () => {
    const png = await red('png');
    const fake = Buffer.concat([png.subarray(0, 16), Buffer.from(SCRIPT.repeat(4))]);
    const result = await upload(fake, 'fake.png');
    expect(result.status).toBe(415);
    expect(result.body.error).toBe('unsupported_media_type');
  });
});

describe('malformed multipart bodies answer 4xx, never 500', () => {
  const B = 'BoUnDaRy';
  const file = `Content-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  it.each([
    ['no boundary in the content type', 'multipart/form-data', `--${B}\r\n${file}xx\r\n--${B}--\r\n`, 400],
    ['a body that is not multipart', `multipart/form-data; boundary=${B}`, 'hello world', 400],
    ['a stream cut off in the file', `multipart/form-data; boundary=${B}`, `--${B}\r\n${file}\x89PNG`, 400],
    [
      'another boundary than announced',
      'multipart/form-data; boundary=other',
      `--${B}\r\n${file}xx\r\n--${B}--\r\n`,
      400,
    ],
    ['an empty body', `multipart/form-data; boundary=${B}`, '', 400],
    ['a part without headers', `multipart/form-data; boundary=${B}`, `--${B}\r\n\r\nxx\r\n--${B}--\r\n`, 400],
    [
      'too many fields',
      `multipart/form-data; boundary=${B}`,
      `${Array.from({ length: 8 }, (_, i) => `--${B}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('')}--${B}--\r\n`,
      413,
    ],
    [
      'a part of another media type',
      `multipart/mixed; boundary=${B}`,
      `--${B}\r\n${file}xx\r\n--${B}--\r\n`,
      415,
    ],
  ])('%s', async (_label, contentType, body, status) => {
    const result = await call<{ error: string; message: string }>(server, 'uploadImage', {
      token,
      body,
      headers: { 'content-type': contentType },
    });
    expect(result.status).toBe(status);
    expect(result.body.message).toEqual(expect.any(String));
  });
});

describe('ids in the path are canonical integers', () => {
  it.each([' 1', '1 ', '0x10', '1e3', '01', '+1', '1.0', '0b1'])(
    'answers 400 to "%s" instead of acting on a record',
    async (id) => {
      const result = await call<{ error: string; details: Array<{ path: string }> }>(
        server,
        'getUserSubscription',
        {
          token,
          params: { id },
        },
      );
      expect(result.status).toBe(400);
      expect(result.body.error).toBe('validation_failed');
      expect(result.body.details).toEqual([expect.objectContaining({ path: '/id' })]);
    },
  );

  it('still accepts the plain spelling', async () => {
    // A record of the file's own (deleted with it), so the plain id names something that exists.
    const created = await call<{ enterprise: { id: number } }>(server, 'createEnterprise', {
      token,
      body: {
        name: named('Spelling School'),
        email: uniqueEmail('spelling.office'),
        contact_person: 'Sam Spelling',
        max_children: 1,
        max_team_members: 1,
      },
    });
    expect(created.status).toBe(201);
    const { id } = created.body.enterprise;
    const members = (spelling: string) =>
      call(server, 'listTeamMembers', { token, params: { id: spelling } });
    expect((await members(String(id))).status).toBe(200);
    for (const spelling of [`0${id}`, `+${id}`, `${id}.0`, ` ${id}`]) {
      expect((await members(spelling)).status, spelling).toBe(400);
    }
  });

  it('holds for query integers too (page=0x2 is not page 2)', async () => {
    const result = await call(server, 'listUsers', { token, query: { page: '0x2' } });
    expect(result.status).toBe(400);
  });
});

describe('new passwords', () => {
  const COMMON =
    'This password is one of the most common passwords and is tried first by attackers. Choose another.';
  const newcomer = { first_name: 'Pat', last_name: 'Tester', role: 'content_manager' };
  let serial = 0;
  const create = (password: string) =>
    call<{ error: string; message: string; details: Array<{ path: string; message: string }> }>(
      server,
      'createAdmin',
      { token, body: { ...newcomer, email: uniqueEmail(`pw${++serial}`), password } },
    );

  it.each([
    ['only spaces', '          ', 'The password cannot be empty or only spaces.'],
    [
      'a NUL',
      'Long\u0000enough-password',
      'The password cannot contain control characters such as NUL or line breaks.',
    ],
    [
      'a line break',
      'Long\nenough-password',
      'The password cannot contain control characters such as NUL or line breaks.',
    ],
    ['a most common password', 'Password123', COMMON],
    ['another, with spaces around', ' qwertyuiop ', COMMON],
    // Issue 37: accepted by the 75-entry list, refused by the 49,000 of zxcvbn-ts's common list.
    ['a common word with a digit and a symbol', 'Password1!', COMMON],
    ['two common words around digits (the demo password)', 'Admin123!demo', COMMON],
    ['a listed breached password', 'monkey12345', COMMON],
    [
      'one character repeated',
      'aaaaaaaa',
      'This password repeats too few different characters. Choose another.',
    ],
    ['the first name inside', 'Xq7-pat-Lr9v', 'The password cannot contain your name or your email address.'],
    [
      'the last name in another case',
      'TESTER-Xq7-Lr9v',
      'The password cannot contain your name or your email address.',
    ],
  ])('refuses %s with 400 naming /password', async (_label, password, message) => {
    const result = await create(password);
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(result.body.details).toEqual([{ path: '/password', message }]);
  });

  it('accepts a long uncommon password with spaces inside', async () => {
    expect((await create('correct horse battery staple')).status).toBe(201);
  });

  it('refuses the email local part inside the password', async () => {
    const email = uniqueEmail('kestrel');
    const result = await call<{ details: Array<{ path: string; message: string }> }>(server, 'createAdmin', {
      token,
      body: { ...newcomer, email, password: `Zq9-${email.split('@')[0]}-Lr` },
    });
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual([
      { path: '/password', message: 'The password cannot contain your name or your email address.' },
    ]);
  });
});

describe('sign-in of an inactive account', () => {
  it('answers exactly as a wrong password does, so it never confirms the password was right', async () => {
    const account = { email: uniqueEmail('gone.soon'), password: 'Faded-Echo-5521k' };
    const created = await call<{ admin: { id: number } }>(server, 'createAdmin', {
      token,
      body: { ...account, first_name: 'Gone', last_name: 'Soon', role: 'content_manager' },
    });
    expect(created.status).toBe(201);
    await call(server, 'updateAdmin', {
      token,
      params: { id: created.body.admin.id },
      body: { is_active: false },
    });

    const wrong = await call<{ message: string; error: string }>(server, 'adminLogin', {
      body: { ...account, password: 'Not-the-password-1' },
    });
    const right = await call<{ message: string; error: string }>(server, 'adminLogin', { body: account });
    expect(right.status).toBe(401);
    expect(right.body.error).toBe(wrong.body.error);
    expect(right.body.message).toBe(
      'Invalid email or password. 3 attempts left before sign-in is paused for 15 minutes.',
    );
    expect(right.body.message).not.toMatch(/inactive/i);
  });
});

describeInternals('production mode (NODE_ENV=production)', () => {
  it('seeds no demo data, and prints a generated super admin password on the first start only', async () => {
    const database = await openMigratedDatabase();
    try {
      const config = testConfig({ production: true, adminEmail: 'owner@aac.test', adminPassword: '' });
      const first = await prepareFirstStart(database.db, config);
      expect(first.seeded).toBe(true);
      const printed = first.accountLines.join('\n');
      expect(printed).not.toMatch(/Admin123!demo|Content123!demo|User123!demo|example\.com/);
      const password = /owner@aac\.test \/ (\S+)/.exec(printed)?.[1] ?? '';
      expect(password).toMatch(/^[\w-]{24}$/);

      const { db } = database;
      const admins = await db.selectFrom('admins').select('email').execute();
      expect(admins).toEqual([{ email: 'owner@aac.test' }]);
      for (const table of ['users', 'children', 'blog_posts', 'contact_messages'] as const) {
        const { count } = await db
          .selectFrom(table)
          .select(db.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        expect(count, table).toBe(0);
      }

      const again = await prepareFirstStart(database.db, config);
      expect(again).toEqual({ seeded: false, accountLines: [] });

      const app = await buildApp({ config, db });
      try {
        const signIn = (email: string, pass: string) =>
          app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password: pass } });
        expect((await signIn('owner@aac.test', password)).statusCode).toBe(200);
        expect((await signIn('admin@example.com', 'Admin123!demo')).statusCode).toBe(401);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });

  it('takes the first super admin from ADMIN_EMAIL and ADMIN_PASSWORD without printing it, refusing a weak one', async () => {
    const database = await openMigratedDatabase();
    try {
      const weak = testConfig({
        production: true,
        adminEmail: 'owner@aac.test',
        adminPassword: 'password123',
      });
      await expect(prepareFirstStart(database.db, weak)).rejects.toThrow(/ADMIN_PASSWORD is refused/);
      const config = testConfig({
        production: true,
        adminEmail: 'owner@aac.test',
        adminPassword: 'Kept-out-of-logs-42',
      });
      const first = await prepareFirstStart(database.db, config);
      expect(first.accountLines.join('\n')).not.toContain('Kept-out-of-logs-42');
      expect(first.accountLines.join('\n')).toContain('owner@aac.test');
    } finally {
      await database.close();
    }
  });

  it('keeps the demo as the default, and needs JWT_SECRET when production instances share a database', () => {
    const demo = loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'aac-config-')),
      JWT_SECRET: 'nU4q-7rKx_2LmPz9wYv3Tb6HsEa1dFgC0j8',
    });
    expect(demo.production).toBe(false);
    expect(demo.adminPassword).toBe('Admin123!demo');
    // The demo's published accounts answer on this machine only, unless HOST says otherwise.
    expect(demo.host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: os.tmpdir(), HOST: '0.0.0.0', JWT_SECRET: demo.jwtSecret }).host).toBe(
      '0.0.0.0',
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db.internal/aac',
        DATA_DIR: os.tmpdir(),
      }),
    ).toThrow('JWT_SECRET must be set when NODE_ENV=production and DATABASE_URL is set.');
  });

  it('refuses a JWT_SECRET that can be guessed: short, a published example, or not random', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.internal/aac',
      DATA_DIR: os.tmpdir(),
    };
    expect(() => loadConfig({ ...production, JWT_SECRET: 'a' })).toThrow(
      /^JWT_SECRET is 1 bytes long; at least 32 are needed\. Use a random value/,
    );
    expect(() =>
      loadConfig({ ...production, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' }),
    ).toThrow('JWT_SECRET is a published example value');
    expect(() => loadConfig({ ...production, JWT_SECRET: 'ab'.repeat(20) })).toThrow(
      'JWT_SECRET repeats too few different characters to be random',
    );
    const accepted = loadConfig({ ...production, JWT_SECRET: 'nU4q-7rKx_2LmPz9wYv3Tb6HsEa1dFgC0j8' });
    expect(accepted.host).toBe('0.0.0.0');
  });
});

describe('tokens signed with the real key', () => {
  itInternals('are refused when longer-lived than any setting allows, or issued in the future', async () => {
    const { SignJWT } = await import('jose');
    const key = new TextEncoder().encode(server.internal?.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const forge = (issuedAt: number, expiresAt: number) =>
      new SignJWT({ kind: 'admin', sid: 'forged-session' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('1')
        .setIssuer('aac-admin-server')
        .setJti(`forged-${issuedAt}-${expiresAt}`)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
    const me = async (bearer: string) => (await call(server, 'getCurrentAdmin', { token: bearer })).status;
    // A week is the longest sessionTimeout: a token of a week and a minute is no token of ours.
    expect(await me(await forge(now, now + 7 * 24 * 3600))).toBe(200);
    expect(await me(await forge(now, now + 7 * 24 * 3600 + 60))).toBe(401);
    expect(await me(await forge(now - 3600, now + 10 * 365 * 24 * 3600))).toBe(401);
    expect(await me(await forge(now + 3600, now + 7200))).toBe(401);
  });
});

describe('caching', () => {
  it('keeps answers with personal data out of every cache (Cache-Control: no-store)', async () => {
    for (const [operationId, options] of [
      ['listUsers', { token }],
      ['getCurrentAdmin', { token }],
      ['getSettings', { token }],
      ['listUsers', {}],
    ] as const) {
      const answer = await call(server, operationId, options);
      expect(answer.headers.get('cache-control'), operationId).toBe('no-store');
    }
  });
});

describe('public reads (GET /blog/categories)', () => {
  itInternals('are shared from a cache, dropped by a change, and limited per address with 429', async () => {
    const limited = await startServer({ publicRateLimitPerMinute: 5, publicCacheSeconds: 60 });
    try {
      const read = () =>
        call<{ categories: Array<{ name: string }>; message: string; error: string }>(
          limited,
          'listPublicBlogCategories',
        );
      const first = await read();
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=60');
      const second = await read();
      expect(second.headers.get('x-cache')).toBe('hit');
      expect(second.body).toEqual(first.body);

      const created = await call(limited, 'createBlogCategory', {
        token: await adminToken(limited),
        body: { name: 'Fresh from the press' },
      });
      expect(created.status).toBe(201);
      const third = await read();
      expect(third.headers.get('x-cache')).toBeNull();
      expect(third.body.categories.map((category) => category.name)).toContain('Fresh from the press');

      expect((await read()).status).toBe(200);
      expect((await read()).status).toBe(200);
      const refused = await read();
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('too_many_requests');
      expect(refused.body.message).toMatch(/^Too many requests from this address\. Try again in /);
    } finally {
      await limited.close();
    }
  });
});
