import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactLine, installRequestLog, loggerOptions } from '../src/http/request-log.ts';
import { accounts, call, describeInternals, itInternals, startServer, type TestServer } from './harness.ts';

/**
 * The production log (src/http/request-log.ts) as a log collector reads it: every line one JSON
 * object, one per request with its id, method, route pattern, status, duration, admin and client
 * address, and no secret a request carried (a password, a bearer token, a cookie, an SMTP
 * password, an authenticator key) anywhere in it. The lines are read from memory, in-process only.
 */

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startServer(
    { production: true, logLevel: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await server?.close();
});

type LogLine = Record<string, unknown>;
const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);

/** The request line of a request id: written once the answer has gone, so it may come just after. */
async function requestLine(requestId: string | null): Promise<LogLine> {
  for (let wait = 0; wait < 50; wait++) {
    const found = parsed().find((line) => line.msg === 'request' && line.requestId === requestId);
    if (found) return found;
    await sleep(20);
  }
  throw new Error(`no request line for ${requestId}`);
}

describeInternals('the request log', () => {
  itInternals('writes one JSON line per request with its fields, and no secret anywhere', async () => {
    const wrongPassword = 'Wrong-Passw0rd-4e1b';
    const smtpPassword = 'Smtp-Secret-8c2d-never-logged';
    const cookie = 'session=cookie-secret-51fa';

    const refused = await call(server, 'adminLogin', {
      body: { email: accounts.superAdmin.email, password: wrongPassword },
    });
    expect(refused.status).toBe(401);
    const signIn = await call<{ token: string; admin: { id: number } }>(server, 'adminLogin', {
      body: accounts.superAdmin,
    });
    expect(signIn.status).toBe(200);
    const { token } = signIn.body;

    const me = await call(server, 'getCurrentAdmin', { token, headers: { cookie } });
    expect(me.status).toBe(200);
    const byId = await call(server, 'getUserSubscription', { token, params: { id: 7 }, unchecked: true });
    const saved = await call(server, 'updateSettings', {
      token,
      body: {
        settings: {
          email: {
            smtpHost: 'smtp.example.com',
            smtpPort: 587,
            smtpUser: 'mailer',
            smtpPassword,
            fromEmail: 'noreply@aac.example.com',
            fromName: 'AAC',
          },
        },
      },
    });
    expect(saved.status).toBe(200);
    const unmatched = await fetch(`${server.baseUrl}/no/such/page?token=query-secret-0c7e`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unmatched.status).toBe(404);
    const setup = await call<{ secret: string }>(server, 'startOwnTwoFactorSetup', {
      token,
      body: { password: accounts.superAdmin.password },
    });
    expect(setup.status).toBe(200);

    const line = await requestLine(me.headers.get('x-request-id'));
    expect(line).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: expect.any(Number),
      hostname: expect.any(String),
      requestId: me.headers.get('x-request-id'),
      method: 'GET',
      route: '/api/admin/auth/me',
      status: 200,
      ms: expect.any(Number),
      admin: signIn.body.admin.id,
      ip: '127.0.0.1',
      msg: 'request',
    });
    // The route's pattern, never the address with its id.
    const idLine = await requestLine(byId.headers.get('x-request-id'));
    expect(idLine).toMatchObject({ route: '/api/admin/users/:id/subscription', status: byId.status });
    expect(JSON.stringify(idLine)).not.toContain('/users/7');
    // A sign-in names the admin it signed in; a refused one names nobody.
    expect(await requestLine(signIn.headers.get('x-request-id'))).toMatchObject({
      method: 'POST',
      route: '/api/admin/auth/login',
      status: 200,
      admin: signIn.body.admin.id,
    });
    const refusedLine = await requestLine(refused.headers.get('x-request-id'));
    expect(refusedLine).toMatchObject({ route: '/api/admin/auth/login', status: 401 });
    expect(refusedLine).not.toHaveProperty('admin');
    // No route: the path it asked for, without its query.
    expect(await requestLine(unmatched.headers.get('x-request-id'))).toMatchObject({
      route: null,
      path: '/no/such/page',
      status: 404,
    });
    await requestLine(setup.headers.get('x-request-id'));
    await requestLine(saved.headers.get('x-request-id'));

    // Every line parses (parsed() throws otherwise); none holds a secret.
    const all = lines.join('\n');
    const secrets = [
      accounts.superAdmin.password,
      wrongPassword,
      token,
      // The signature alone (what would let anyone replay the token).
      token.split('.')[2] ?? token,
      cookie,
      'cookie-secret-51fa',
      smtpPassword,
      setup.body.secret,
      'query-secret-0c7e',
    ];
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/authorization|bearer/i);
  });
});

describe('the log set-up', () => {
  it('honours LOG_LEVEL: at warn no request line is written; silent turns the log off', async () => {
    expect(loggerOptions({ logLevel: 'silent', production: true })).toBe(false);
    const written: string[] = [];
    const app = Fastify({
      logger: loggerOptions(
        { logLevel: 'warn', production: true },
        { write: (line) => void written.push(line) },
      ),
    });
    installRequestLog(app);
    app.get('/x/:id', async (request) => {
      request.log.warn('a warning');
      return {};
    });
    await app.inject('/x/1');
    await app.close();
    expect(written.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['a warning']);
  });

  it('logs a probe that answers 200 at debug, and one that fails at info', async () => {
    const written: string[] = [];
    const app = Fastify({
      logger: loggerOptions(
        { logLevel: 'info', production: true },
        { write: (line) => void written.push(line) },
      ),
    });
    installRequestLog(app);
    let ready = true;
    app.get('/probe', { config: { quietLog: true } }, async (_request, reply) =>
      ready ? { status: 'ok' } : reply.status(503).send({ error: 'service_unavailable' }),
    );
    await app.inject('/probe');
    ready = false;
    await app.inject('/probe');
    await app.close();
    const requestLines = written
      .map((line) => JSON.parse(line) as { msg: string; status: number })
      .filter((line) => line.msg === 'request');
    expect(requestLines.map((line) => line.status)).toEqual([503]);
  });

  it('writes short lines outside production: a request on one line, an error with its stack', () => {
    const time = new Date(2026, 0, 2, 10, 42, 1).getTime();
    const request = {
      level: 30,
      time,
      requestId: 'r',
      method: 'GET',
      route: '/api/admin/users/:id',
      status: 200,
      ms: 12,
      admin: 1,
      ip: '127.0.0.1',
      msg: 'request',
    };
    expect(compactLine(JSON.stringify(request))).toBe('10:42:01 GET /api/admin/users/:id 200 12 ms admin 1');
    const failed = {
      level: 40,
      time,
      msg: 'mail delivery failed',
      email: 3,
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    };
    expect(compactLine(JSON.stringify(failed))).toBe(
      '10:42:01 WARN mail delivery failed {"email":3}\nError: boom\n    at x',
    );
  });
});
