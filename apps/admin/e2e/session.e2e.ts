/**
 * Sign-in and session, end to end in real Chromium against the real server (core spec §2, §4).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAdmin, openBrowser, type Session, signIn } from './browser';

const SESSION_KEYS = ['authToken', 'adminToken', 'adminUser', 'sessionToken', 'userSession'];

let session: Session;

beforeEach(async () => {
  session = await openBrowser();
});

afterEach(async () => {
  await session.close();
});

describe('admin sign-in', () => {
  it('sends an unauthorised admin page to /admin/login and returns there after signing in', async () => {
    const { page } = session;
    await page.goto('/admin/children?status=active');
    await page.waitForURL(/\/admin\/login\?from=/);
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Password').fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/children');
    expect(new URL(page.url()).searchParams.get('status')).toBe('active');

    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('adminToken'),
      admin: JSON.parse(localStorage.getItem('adminUser') ?? 'null'),
    }));
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.admin.email).toBe(demoAdmin.email);
    await expect(page.getByRole('button', { name: /sign out/i }).isVisible()).resolves.toBe(true);
  });

  it('shows inline errors and keeps the typed email when the password is wrong', async () => {
    const { page } = session;
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your email address').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Enter your password').isVisible()).resolves.toBe(true);

    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').first().waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(demoAdmin.email);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('signs out, clearing the session', async () => {
    const { page } = session;
    await signIn(page, '/admin/analytics');
    await page.getByRole('button', { name: /sign out/i }).click();
    await page.waitForURL(/\/admin\/login/);
    const keys = await page.evaluate(
      (names) => names.filter((name) => localStorage.getItem(name)),
      SESSION_KEYS,
    );
    expect(keys).toEqual([]);
  });
});

describe('session expiry (core spec §4)', () => {
  it('clears all five keys, raises token-expired and lands on /admin/login when the token has expired', async () => {
    const { page } = session;
    await signIn(page, '/admin/users');
    // Every key the spec names is present, as if a parent session had also been open on the device.
    await page.evaluate((names) => {
      for (const name of names) if (!localStorage.getItem(name)) localStorage.setItem(name, 'x');
      sessionStorage.setItem('userSession', 'x');
      window.addEventListener('token-expired', () => sessionStorage.setItem('sawTokenExpired', 'yes'));
    }, SESSION_KEYS);
    // The server stops accepting the token (as when it expires): a forged, expired token.
    await page.evaluate(() =>
      localStorage.setItem(
        'adminToken',
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiZXhwIjoxfQ.c2lnbmF0dXJl',
      ),
    );
    // Opening any admin page asks the server who is signed in; the expired token is refused.
    await page.reload();
    await page.waitForURL(/\/admin\/login/);
    const left = await page.evaluate(
      (names) => names.filter((name) => localStorage.getItem(name) || sessionStorage.getItem(name)),
      SESSION_KEYS,
    );
    expect(left).toEqual([]);
    // The event flag lives in sessionStorage, which survives the redirect within the tab.
    await expect(page.evaluate(() => sessionStorage.getItem('sawTokenExpired'))).resolves.toBe('yes');
  });
});
