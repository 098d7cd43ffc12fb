/**
 * Two-factor sign-in, end to end in Chromium against the real server: an admin turns it on from
 * the header (the key read off the screen, codes computed from it as an authenticator app would),
 * signs out, and signs in again with the password and then a code; a recovery code works once.
 */
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, demoAdmin, newAdmin, openBrowser, type Session } from './browser';

let session: Session;
beforeEach(async () => {
  session = await openBrowser();
});
afterEach(async () => {
  await session.close();
});

/** What an authenticator app shows for `key` now (or a step later: one step of drift is accepted). */
const codeOf = (key: string, offsetSeconds = 0) =>
  generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

async function signInWithPassword(page: Session['page'], email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Settings › Security › requireTwoFactor, through the API with the demo super admin's token. */
async function requireTwoFactor(token: string, on: boolean) {
  const saved = await api('/admin/settings', {
    method: 'PUT',
    token,
    body: { settings: { security: { requireTwoFactor: on } } },
  });
  expect(saved.status).toBe(200);
}

describe('two-factor sign-in', () => {
  it('makes an admin without a factor enrol at sign-in when it is required, then asks for codes', async () => {
    const admin = await newAdmin('Lior', 'Ben-David', 'Initial-Plume-73q');
    // Taken before the setting is on: the demo admin has no factor either.
    const { body } = await api<{ token: string }>('/admin/auth/login', {
      method: 'POST',
      body: { email: demoAdmin.email, password: demoAdmin.password },
    });
    await requireTwoFactor(body.token, true);
    try {
      const { page } = session;
      await signInWithPassword(page, admin.email, admin.password);
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      const key = ((await page.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
      await page.getByLabel('Authentication code').fill(await codeOf(key));
      await page.getByRole('button', { name: 'Turn on and continue' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      // Ten argon2id hashes are made before the codes show: slow on a busy machine.
      await codes.nth(9).waitFor({ timeout: 30_000 });
      expect(await codes.count()).toBe(10);
      await page.getByText('I have saved these codes').click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: /sign out/i }).waitFor();

      await page.getByRole('button', { name: /sign out/i }).click();
      await page.waitForURL((url) => url.pathname === '/admin/login');
      await signInWithPassword(page, admin.email, admin.password);
      await page.getByLabel('Authentication code').fill(await codeOf(key, 30));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: /sign out/i }).waitFor();
    } finally {
      await requireTwoFactor(body.token, false);
    }
  });

  it('turns two-factor on from the header, then asks for a code at the next sign-in', async () => {
    const admin = await newAdmin('Imani', 'Okafor', 'Initial-Plume-73q');
    const { page } = session;
    await signInWithPassword(page, admin.email, admin.password);
    await page.getByRole('button', { name: /sign out/i }).waitFor();

    await page.getByRole('button', { name: /Your account/ }).click();
    await page.getByRole('button', { name: 'Two-factor authentication' }).click();
    await page
      .getByRole('dialog', { name: 'Two-factor authentication' })
      .getByRole('button', { name: 'Set up two-factor authentication' })
      .click();
    const setup = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await setup.getByLabel('Password').fill(admin.password);
    await setup.getByRole('button', { name: 'Continue' }).click();
    await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = ((await setup.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    await setup.getByLabel('Authentication code').fill(await codeOf(key));
    await setup.getByRole('button', { name: 'Turn on' }).click();
    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const codes = saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    // Ten argon2id hashes are made before the codes show: slow on a busy machine.
    await codes.nth(9).waitFor({ timeout: 30_000 });
    expect(await codes.count()).toBe(10);
    const recoveryCode = ((await codes.first().textContent()) ?? '').trim();
    await saved.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Two-factor authentication is on.').waitFor();

    // Signed out, the password alone no longer signs in.
    await page.getByRole('button', { name: /sign out/i }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await signInWithPassword(page, admin.email, admin.password);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    // A wrong code: said under the field, and the step stays.
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByText(/That code is not valid/)
      .first()
      .waitFor();
    // The next step's code (the one used to turn it on cannot be used again).
    await page.getByLabel('Authentication code').fill(await codeOf(key, 30));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: /sign out/i }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/admin/login');

    // A recovery code signs in once.
    await page.getByRole('button', { name: /sign out/i }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await signInWithPassword(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: /sign out/i }).waitFor();
  });
});
