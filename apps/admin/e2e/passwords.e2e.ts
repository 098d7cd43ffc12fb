/**
 * Issue 37, end to end: an admin changes their own password from the header (other sessions end),
 * and a super admin's reset makes the next sign-in choose a new password first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, newAdmin, openBrowser, type Session, signIn } from './browser';

let session: Session;
beforeEach(async () => {
  session = await openBrowser();
});
afterEach(async () => {
  await session.close();
});

const login = (email: string, password: string) =>
  api<{ token: string }>('/admin/auth/login', { method: 'POST', body: { email, password } });

/** Signs in through the form with any account, landing wherever that account lands. */
async function signInAs(page: Session['page'], email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('passwords', () => {
  it('changes the signed-in admin password from the header; their other sessions end', async () => {
    const admin = await newAdmin('Chandra', 'Vale', 'Initial-Plume-73q');
    const elsewhere = await login(admin.email, admin.password);
    const { page } = session;
    await signInAs(page, admin.email, admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin/') && url.pathname !== '/admin/login');

    await page.getByRole('button', { name: /Your account/ }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(admin.password);
    await dialog.getByLabel(/^New password/).fill('Harbor-Quill-58z');
    await dialog.getByLabel('Confirm new password').fill('Harbor-Quill-58z');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Other sessions have been signed out.').waitFor();

    // This tab carries on with its fresh token; the other session is over.
    await page.reload();
    await page.getByRole('button', { name: /sign out/i }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/admin/login');
    const other = await api<{ error: string }>('/admin/auth/me', { token: elsewhere.body.token });
    expect(other.status).toBe(401);
    expect((await login(admin.email, 'Harbor-Quill-58z')).status).toBe(200);
  });

  it('resets an admin password; their next sign-in sets a new one before anything else', async () => {
    const admin = await newAdmin('Rosa', 'Reyes', 'Initial-Plume-73q');
    const { page } = session;
    await signIn(page, '/admin/admins');
    await page.goto(`/admin/admins?search=${encodeURIComponent(admin.email)}`);
    const label = `Reset password ${admin.name}`;
    const direct = page.getByRole('button', { name: label });
    await page.getByRole('table', { name: 'Admins' }).getByText(admin.name).waitFor();
    if ((await direct.count()) > 0) await direct.click();
    else {
      await page.getByRole('button', { name: `More actions for ${admin.name}` }).click();
      await page.getByRole('menuitem', { name: label }).click();
    }
    const confirm = page.getByRole('alertdialog', { name: 'Reset password' });
    await confirm.getByText(/signed out everywhere at once/).waitFor();
    await confirm.getByRole('button', { name: 'Reset password' }).click();
    const shown = page.getByRole('dialog', { name: `One-time password for ${admin.name}` });
    const oneTime = (await shown.getByTestId('one-time-password').textContent()) ?? '';
    expect(oneTime).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    await shown.getByRole('button', { name: 'Done' }).click();

    // The admin, in a browser of their own.
    const theirs = await openBrowser();
    try {
      await signInAs(theirs.page, admin.email, oneTime);
      await theirs.page.getByRole('heading', { name: 'Set a new password' }).waitFor();
      await theirs.page.getByLabel(/^New password/).fill('Meadow-Lynx-94c');
      await theirs.page.getByLabel('Confirm new password').fill('Meadow-Lynx-94c');
      await theirs.page.getByRole('button', { name: 'Set password and sign in' }).click();
      await theirs.page.getByRole('button', { name: /sign out/i }).waitFor();
      expect(new URL(theirs.page.url()).pathname).not.toBe('/admin/login');
    } finally {
      await theirs.close();
    }
    expect((await login(admin.email, oneTime)).status).toBe(401);
    expect((await login(admin.email, 'Meadow-Lynx-94c')).status).toBe(200);
  });
});
