import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '../src/mail/queue.ts';
import { describeMailError } from '../src/mail/transport.ts';
import { StripePaymentProvider } from '../src/providers/stripe-provider.ts';
import {
  adminToken,
  call,
  describeInternals,
  expectConflict,
  startServer,
  type TestServer,
  throwawayAdmin,
  uniqueEmail,
} from './harness.ts';
import { selfSignedCertificate, startMailServer, type TestMailServer } from './smtp.ts';

/**
 * Email that is sent (Settings › Email and › Notifications): a test email through the saved SMTP
 * settings, with and without STARTTLS and authentication, each failure in words; the outbox that
 * loses nothing while the mail server is down and sends once when it is back; the three
 * notifications, each only while its switch is on, with user data escaped. Every email is
 * received by a real SMTP server started here (the smtp-server package).
 */

interface Delivery {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
}
interface TestResult {
  sent: boolean;
  message: string;
  delivery: Delivery;
}

const certificate = selfSignedCertificate();
const FROM = { fromEmail: 'noreply@aac.example.com', fromName: 'AAC Mailer' };

describe('registerUser', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('registers a user on the free plan, signed in, and refuses a taken email with 409', async () => {
    const email = uniqueEmail('registered');
    const body = {
      first_name: 'Noor',
      last_name: 'Haddad',
      email,
      password: 'violet-harbour-lantern',
      user_type: 'therapist',
    };
    const registered = await call<{ token: string; user: { id: number; email: string; plan_type: string } }>(
      server,
      'registerUser',
      { body },
    );
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({
      email,
      plan_type: 'free',
      user_type: 'therapist',
      is_active: true,
    });
    const again = await call(server, 'registerUser', { body: { ...body, email: email.toUpperCase() } });
    expectConflict(again.status, again.body, 'registerUser', '', {
      'noor.haddad@example.com': email.toUpperCase(),
    });
    const signIn = await call(server, 'userLogin', { body: { email, password: body.password } });
    expect(signIn.status).toBe(200);
    await call(server, 'deleteUser', {
      token: await adminToken(server),
      params: { id: registered.body.user.id },
    });
  });

  it('holds a new user password to the admin password rules', async () => {
    const body = { first_name: 'Noor', last_name: 'Haddad', email: uniqueEmail('weak'), user_type: 'parent' };
    for (const password of ['short', 'Password1!', 'noorhaddad-2026']) {
      const refused = await call<{ error: string; details: Array<{ path: string }> }>(
        server,
        'registerUser',
        {
          body: { ...body, password },
        },
      );
      expect(refused.status, password).toBe(400);
      expect(refused.body.error).toBe('validation_failed');
      expect(refused.body.details.map((detail) => detail.path)).toEqual(['/password']);
    }
    const bad = await call(server, 'registerUser', {
      body: { ...body, password: 'violet-harbour-lantern', user_type: 'admin' },
    });
    expect(bad.status).toBe(400);
  });
});

describeInternals('email through the saved SMTP settings', () => {
  let server: TestServer;
  let token: string;
  const mailServers: TestMailServer[] = [];
  let idle: Server | undefined;

  beforeAll(async () => {
    server = await startServer({ smtpCa: certificate.cert, mailPollMs: 100, mailRetryBaseMs: 150 });
    token = await adminToken(server);
  });
  afterAll(async () => {
    idle?.close();
    await Promise.all(mailServers.map((mail) => mail.close()));
    await server?.close();
  });

  async function mailServer(options: Parameters<typeof startMailServer>[0] = {}) {
    const started = await startMailServer(options);
    mailServers.push(started);
    return started;
  }

  async function saveSettings(settings: Record<string, Record<string, unknown>>) {
    const saved = await call(server, 'updateSettings', { token, body: { settings } });
    expect(saved.status).toBe(200);
  }

  function pointAtMailServer(port: number, login: { smtpUser?: string; smtpPassword?: string } = {}) {
    return saveSettings({
      email: {
        smtpHost: '127.0.0.1',
        smtpPort: port,
        smtpUser: login.smtpUser ?? '',
        smtpPassword: login.smtpPassword ?? '',
        ...FROM,
      },
    });
  }

  async function sendTest(to?: string) {
    const result = await call<TestResult>(server, 'sendTestEmail', { token, body: to ? { to } : {} });
    expect(result.status).toBe(200);
    return result.body;
  }

  /** A port where nothing listens: taken from the system, then let go. */
  async function closedPort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  async function deliveries(): Promise<Delivery[]> {
    const list = await call<{ deliveries: Delivery[] }>(server, 'listEmailDeliveries', { token });
    expect(list.status).toBe(200);
    return list.body.deliveries;
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
    const end = Date.now() + 15_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('says no mail server is set, and needs someone to send to', async () => {
    await saveSettings({ email: { smtpHost: '', ...FROM } });
    const result = await sendTest('ops@example.com');
    expect(result).toMatchObject({
      sent: false,
      message: 'No mail server is set: fill in SMTP host and From email on the Email tab and save',
      delivery: { kind: 'test', status: 'failed', attempts: 1, to: 'ops@example.com' },
    });
    await saveSettings({ general: { adminEmail: '' } });
    const nobody = await call<{ error: string; details: Array<{ path: string }> }>(server, 'sendTestEmail', {
      token,
      body: {},
    });
    expect(nobody.status).toBe(400);
    expect(nobody.body.details[0]?.path).toBe('/to');
    await saveSettings({ general: { adminEmail: 'admin@example.com' } });
  });

  it('sends a test email in plain SMTP to the address typed, from "From name <From email>"', async () => {
    const mail = await mailServer();
    await pointAtMailServer(mail.port);
    const result = await sendTest('ops@example.com');
    expect(result).toMatchObject({ sent: true, message: 'Test email sent to ops@example.com' });
    expect(result.delivery).toMatchObject({ kind: 'test', status: 'sent', attempts: 1, lastError: null });
    const [received] = await mail.waitFor(1);
    expect(received?.secure).toBe(false);
    expect(received?.mail.from?.value).toEqual([{ name: 'AAC Mailer', address: 'noreply@aac.example.com' }]);
    expect(received?.mail.subject).toMatch(/^Test email from /);
    expect(received?.mail.text).toContain(`127.0.0.1:${mail.port} accepted this email`);
    expect((await deliveries())[0]).toMatchObject({ id: result.delivery.id, status: 'sent' });
  });

  it('sends to the General tab admin email when no address is typed, over STARTTLS with a login', async () => {
    const mail = await mailServer({ tls: certificate, auth: { user: 'mailer', pass: 'smtp-secret-1' } });
    await pointAtMailServer(mail.port, { smtpUser: 'mailer', smtpPassword: 'smtp-secret-1' });
    const result = await sendTest();
    expect(result).toMatchObject({ sent: true, message: 'Test email sent to admin@example.com' });
    const [received] = await mail.waitFor(1);
    expect(received).toMatchObject({ secure: true, user: 'mailer' });
    expect(received?.mail.to).toMatchObject({ text: 'admin@example.com' });
  });

  it('speaks TLS from the start on port 465', async () => {
    const mail = await mailServer({ tls: certificate, implicitTls: true, port: 465 });
    await pointAtMailServer(465);
    expect(await sendTest('ops@example.com')).toMatchObject({ sent: true });
    expect((await mail.waitFor(1))[0]?.secure).toBe(true);
  });

  it('says why in words: wrong password, refused connection, untrusted certificate; a test is not retried', async () => {
    const guarded = await mailServer({ tls: certificate, auth: { user: 'mailer', pass: 'smtp-secret-1' } });
    await pointAtMailServer(guarded.port, { smtpUser: 'mailer', smtpPassword: 'wrong-password' });
    const wrong = await sendTest('ops@example.com');
    expect(wrong).toMatchObject({ sent: false, message: 'Authentication failed for user mailer' });
    expect(wrong.delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Authentication failed for user mailer',
    });

    const port = await closedPort();
    await pointAtMailServer(port);
    expect(await sendTest('ops@example.com')).toMatchObject({
      sent: false,
      message: `The mail server at 127.0.0.1:${port} refused the connection`,
    });

    const stranger = await mailServer({ tls: selfSignedCertificate() });
    await pointAtMailServer(stranger.port);
    const untrusted = await sendTest('ops@example.com');
    expect(untrusted.sent).toBe(false);
    expect(untrusted.message).toMatch(
      new RegExp(`^TLS handshake failed with 127\\.0\\.0\\.1:${stranger.port}: `),
    );
    expect(stranger.received).toHaveLength(0);

    // Polls later, the failed tests are still one attempt each.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const tests = (await deliveries()).filter(
      (delivery) => delivery.kind === 'test' && delivery.status === 'failed',
    );
    expect(tests.length).toBeGreaterThanOrEqual(3);
    expect(tests.every((delivery) => delivery.attempts === 1)).toBe(true);
  });

  it('keeps a registration email while the mail server is down and sends it once when it is back', async () => {
    const port = await closedPort();
    await pointAtMailServer(port);
    await saveSettings({ notifications: { emailNotifications: true } });
    const email = uniqueEmail('outage');
    const registered = await call(server, 'registerUser', {
      body: {
        first_name: 'Ines',
        last_name: 'Outage',
        email,
        password: 'violet-harbour-lantern',
        user_type: 'parent',
      },
    });
    expect(registered.status).toBe(201);
    const waiting = await until(
      deliveries,
      (list) => (list[0]?.attempts ?? 0) >= 2,
      'a second attempt while the server is down',
    );
    expect(waiting[0]).toMatchObject({
      kind: 'newUserRegistration',
      lastError: `The mail server at 127.0.0.1:${port} refused the connection`,
    });
    // Kept for another attempt, not given up; on a busy machine the read may land while the next
    // attempt holds the row ("sending").
    expect(['pending', 'sending']).toContain(waiting[0]?.status);
    const mail = await mailServer({ port });
    const [received] = await mail.waitFor(1);
    expect(received?.mail.subject).toBe('New user registration: Ines Outage');
    expect(received?.mail.text).toContain(email);
    await until(deliveries, (list) => list[0]?.status === 'sent', 'the delivery to be marked sent');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(mail.received).toHaveLength(1);
  });

  it('emails a registration only while "New User Registration" is on, with the name escaped', async () => {
    const mail = await mailServer();
    await pointAtMailServer(mail.port);
    await saveSettings({ notifications: { emailNotifications: false } });
    const register = (first_name: string) =>
      call(server, 'registerUser', {
        body: {
          first_name,
          last_name: 'Quill',
          email: uniqueEmail('notify'),
          password: 'violet-harbour-lantern',
          user_type: 'educator',
        },
      });
    const before = (await deliveries())[0]?.id ?? 0;
    expect((await register('Silent')).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mail.received).toHaveLength(0);
    expect((await deliveries())[0]?.id ?? 0).toBe(before);

    await saveSettings({ notifications: { emailNotifications: true } });
    expect((await register('<script>alert(1)</script>')).status).toBe(201);
    const [received] = await mail.waitFor(1);
    expect(received?.mail.subject).toBe('New user registration: <script>alert(1)</script> Quill');
    expect(received?.mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Quill');
    expect(received?.mail.html).not.toContain('<script>');
    expect(received?.mail.text).toContain(
      '"New User Registration" is on in Settings › Notifications. Switch it off there: https://aac.example.com/admin/settings?tab=notifications',
    );
  });

  it('sends a System Alert when an admin is paused by failed sign-ins, only while "System Alerts" is on', async () => {
    const mail = await mailServer();
    await pointAtMailServer(mail.port);
    const { body: settings } = await call<{ settings: { security: { maxLoginAttempts: number } } }>(
      server,
      'getSettings',
      {
        token,
      },
    );
    async function pauseAnAdmin() {
      const admin = await throwawayAdmin(server, 'alerted');
      for (let attempt = 0; attempt < settings.settings.security.maxLoginAttempts; attempt++) {
        await call(server, 'adminLogin', { body: { email: admin.email, password: 'Not-The-Password-9' } });
      }
      await admin.remove();
      return admin.email.toLowerCase();
    }
    await saveSettings({ notifications: { smsNotifications: false } });
    await pauseAnAdmin();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mail.received).toHaveLength(0);

    await saveSettings({ notifications: { smsNotifications: true } });
    const paused = await pauseAnAdmin();
    const [received] = await mail.waitFor(1);
    expect(received?.mail.subject).toBe(`System alert: Admin sign-in paused for ${paused}`);
    expect(received?.mail.to).toMatchObject({ text: 'admin@example.com' });
  });

  it('sends a System Alert when a plan sync with the payment provider fails', async () => {
    const internal = server.internal;
    if (!internal) throw new Error('in-process only');
    const mail = await mailServer();
    await pointAtMailServer(mail.port);
    await saveSettings({ notifications: { smsNotifications: true } });
    // A Stripe account that cannot be reached.
    internal.app.payments.use(
      new StripePaymentProvider('sk_test_unreachable', {
        endpoint: { host: '127.0.0.1', port: await closedPort(), protocol: 'http' },
        maxNetworkRetries: 0,
      }),
    );
    try {
      const sync = await call<{ error: string }>(server, 'syncStripePlans', { token });
      expect(sync.status).toBe(500);
      const [received] = await mail.waitFor(1);
      expect(received?.mail.subject).toBe('System alert: Plan sync with the payment provider failed');
      expect(received?.mail.text).toContain('The plans were left as they were.');
    } finally {
      internal.app.payments.use(undefined);
    }
  });

  it('reports emails given up after their attempts in one System Alert once delivery works again', async () => {
    const internal = server.internal;
    if (!internal) throw new Error('in-process only');
    const port = await closedPort();
    await pointAtMailServer(port);
    await saveSettings({ notifications: { smsNotifications: true } });
    const given = await queueEmail(
      internal.app.rootDb,
      'newUserRegistration',
      'admin@example.com',
      {
        subject: 'Lost in the outage',
        text: 'x',
        html: '<p>x</p>',
      },
      { maxAttempts: 1 },
    );
    internal.app.mail.soon(0);
    await until(
      deliveries,
      (list) => list.some((row) => row.id === given.id && row.status === 'failed'),
      'the email to be given up',
    );
    const mail = await mailServer({ port });
    // The next delivery that works brings the alert.
    expect(await sendTest('ops@example.com')).toMatchObject({ sent: true });
    const received = await mail.waitFor(2);
    const alert = received.find((item) => item.mail.subject?.startsWith('System alert'));
    expect(alert?.mail.subject).toBe('System alert: 1 email could not be delivered');
    expect(alert?.mail.text).toContain(
      `"Lost in the outage" to admin@example.com (The mail server at 127.0.0.1:${port} refused the connection)`,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mail.received.filter((item) => item.mail.subject?.startsWith('System alert'))).toHaveLength(1);
  });

  it('words a timeout and an unknown host', () => {
    const settings = { smtpHost: 'smtp.example.com', smtpPort: 587, smtpUser: '', smtpPassword: '', ...FROM };
    expect(
      describeMailError(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }), settings),
    ).toBe('No answer from smtp.example.com:587 within 10 s');
    expect(
      describeMailError(
        Object.assign(new Error('getaddrinfo ENOTFOUND smtp.example.com'), { code: 'EDNS' }),
        settings,
      ),
    ).toBe('The mail server smtp.example.com could not be found');
  });
});
