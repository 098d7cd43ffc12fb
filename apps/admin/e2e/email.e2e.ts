/**
 * Email that is sent, end to end: in Chromium an admin points Settings › Email at a real SMTP
 * server started here (the smtp-server package), saves, sends a test email and it arrives; a user
 * who registers is emailed to the admin while "New User Registration" is on, and the delivery is
 * listed; with the mail server stopped, the reason shows in words.
 */
import { startMailServer, type TestMailServer } from '@aac/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demoAdmin, openBrowser, type Session, signIn } from './browser';

let session: Session;
let mail: TestMailServer;
let token: string;

beforeAll(async () => {
  mail = await startMailServer();
  session = await openBrowser();
  const signedIn = await api<{ token: string }>('/admin/auth/login', {
    method: 'POST',
    body: { email: demoAdmin.email, password: demoAdmin.password },
  });
  token = signedIn.body.token;
});

afterAll(async () => {
  // The seed's mail settings again, for the files that follow.
  await api('/admin/settings', {
    method: 'PUT',
    token,
    body: {
      settings: {
        email: {
          smtpHost: 'smtp.example.com',
          smtpPort: 587,
          smtpUser: 'mailer',
          fromEmail: 'no-reply@example.com',
          fromName: 'AAC Team',
        },
      },
    },
  });
  await session?.close();
  await mail?.close();
});

describe('Settings › Email', () => {
  it('sends a test email to a real SMTP server, emails a registration, and says why when the server is down', async () => {
    const { page } = session;
    await signIn(page, '/admin/settings');
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByRole('textbox', { name: 'SMTP host' }).fill('127.0.0.1');
    await page.getByRole('textbox', { name: 'SMTP port' }).fill(String(mail.port));
    await page.getByRole('textbox', { name: 'SMTP user' }).fill('');
    await page.getByRole('textbox', { name: 'From email' }).fill('noreply@aac.example.com');
    await page.getByRole('textbox', { name: 'From name' }).fill('AAC Mailer');
    // The page header's button (the save bar holds a second one while changes are unsaved).
    await page.getByRole('button', { name: 'Save Settings' }).first().click();
    await page.getByText('Settings saved successfully!').first().waitFor();

    await page.getByRole('textbox', { name: 'Send to' }).fill('ops@example.com');
    await page.getByRole('button', { name: 'Send test email' }).click();
    await page.getByText('Test email sent to ops@example.com').waitFor();
    const [test] = await mail.waitFor(1);
    expect(test?.mail.to).toMatchObject({ text: 'ops@example.com' });
    expect(test?.mail.from?.value).toEqual([{ name: 'AAC Mailer', address: 'noreply@aac.example.com' }]);

    const email = `noor.register.${Date.now()}@example.org`;
    const registered = await api<{ user: { id: number } }>('/auth/register', {
      method: 'POST',
      body: {
        first_name: 'Noor',
        last_name: 'Haddad',
        email,
        password: 'violet-harbour-lantern',
        user_type: 'therapist',
      },
    });
    expect(registered.status).toBe(201);
    try {
      const received = await mail.waitFor(2);
      expect(received[1]?.mail.subject).toBe('New user registration: Noor Haddad');
      expect(received[1]?.mail.to).toMatchObject({ text: demoAdmin.email });
      await page.getByRole('button', { name: 'Refresh deliveries' }).click();
      await page.getByRole('cell', { name: 'New user registration: Noor Haddad' }).waitFor();
    } finally {
      await api(`/admin/users/${registered.body.user.id}`, { method: 'DELETE', token });
    }

    await mail.close();
    await page.getByRole('button', { name: 'Send test email' }).click();
    await page
      .getByText(`The mail server at 127.0.0.1:${mail.port} refused the connection`)
      .first()
      .waitFor();
  });
});
