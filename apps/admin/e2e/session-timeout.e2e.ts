/**
 * The sliding session end to end (docs/design.md: sessionTimeout is an idle limit), in real Chromium
 * against a real server of its own whose tokens live SESSION_SECONDS instead of 30 minutes:
 * renewal on activity, the warning before an idle expiry, sign-in again over the page with the
 * form kept, and a fresh tab with the expired token sent to sign-in and back to its URL.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSeededServer } from '@aac/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAdmin, openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

/** Renewal is due from half (10 s), the warning opens in the last third (at 13.3 s). */
const SESSION_SECONDS = 20;
const LONG_WAIT_MS = (SESSION_SECONDS + 15) * 1000;

const adminDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

// It needs its own server (a deployment's sessionTimeout cannot drop below 5 minutes).
describe.runIf(!process.env.E2E_BASE_URL)('sliding session with a short sessionTimeout', () => {
  let server: Awaited<ReturnType<typeof startSeededServer>>;
  let session: Session;
  let users: ListPage;

  beforeAll(async () => {
    server = await startSeededServer({ adminDistDir: adminDist, sessionTimeoutSeconds: SESSION_SECONDS });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    session = await openBrowser(undefined, server.baseUrl);
    users = listPage(session.page, { path: '/admin/users', table: 'Users', search: 'Search users' });
  });
  afterEach(async () => {
    await session.close();
  });

  const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('adminToken'));
  const refreshed = (page: Page) =>
    page.waitForResponse((response) => response.url().endsWith('/api/admin/auth/refresh'), {
      timeout: LONG_WAIT_MS,
    });

  it('renews the token while the admin is active, warns before an idle expiry, and Stay signed in renews again', async () => {
    const { page } = session;
    await signIn(page, '/admin/users');
    await users.settled();
    const first = await storedToken(page);
    // Activity in the first half of the token's life: renewal comes when it is due.
    const renewal = refreshed(page);
    await users.searchBox.fill('ingrid');
    expect((await renewal).status()).toBe(200);
    await users.eventually(() => storedToken(page)).not.toBe(first);
    const renewed = await storedToken(page);

    // Then idle: the warning opens, with its countdown, before the renewed token expires.
    const warning = page.getByRole('alertdialog', { name: 'Your session is about to expire' });
    await warning.waitFor({ timeout: LONG_WAIT_MS });
    await expect(warning.textContent()).resolves.toMatch(/signed out in 0:0\d\./);
    await expect(warning.getByRole('status').textContent()).resolves.toMatch(
      /^You will be signed out in about \d+ seconds\.$/,
    );
    const stay = refreshed(page);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    expect((await stay).status()).toBe(200);
    await users.gone(warning);
    await users.eventually(() => storedToken(page)).not.toBe(renewed);
    // Still on the page, still signed in.
    expect(new URL(page.url()).searchParams.get('q')).toBe('ingrid');
  }, 120_000);

  it('signs in again over the page when the session expires, keeping the form; a fresh tab goes to sign-in and back', async () => {
    const { page, context } = session;
    await signIn(page, '/admin/users');
    await users.openRow('ingrid.fischer16@example.com');
    await users.pressRowAction('Edit Ingrid Fischer');
    const form = users.dialog('Edit user');
    await form.getByLabel('Last name').fill('Fischer-Expired');

    // Nobody answers the warning: at expiry the sign-in dialog opens over the form.
    const signInDialog = page.getByRole('dialog', { name: 'Your session expired' });
    await signInDialog.waitFor({ timeout: LONG_WAIT_MS * 2 });
    const expiredToken = await storedToken(page);
    // The form is still there underneath (hidden from assistive tech behind the modal).
    const lastName = page
      .getByRole('dialog', { name: 'Edit user', includeHidden: true })
      .getByLabel('Last name');
    await expect(lastName.inputValue()).resolves.toBe('Fischer-Expired');

    // Sign in over the page: the form and its typing are there, and saving works.
    await expect(signInDialog.getByLabel('Email').inputValue()).resolves.toBe(demoAdmin.email);
    await signInDialog.getByLabel('Password').fill(demoAdmin.password);
    await signInDialog.getByRole('button', { name: 'Sign in' }).click();
    await users.gone(signInDialog);
    await expect(form.getByLabel('Last name').inputValue()).resolves.toBe('Fischer-Expired');
    await form.getByRole('button', { name: 'Save' }).click();
    await users.gone(form);
    await users.visible(users.toast('User updated successfully.'));
    await users.eventually(() => users.rowNames()).toEqual(['Ingrid Fischer-Expired']);
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    await page.close();

    // A fresh tab opened with the expired token stored (as after a night away) has nothing to
    // keep: the sign-in page says why, and signing in returns to the same URL.
    const fresh = await context.newPage();
    await fresh.addInitScript((token) => {
      // Once per tab: the reload to sign-in must not put it back.
      if (sessionStorage.getItem('e2e-stale-token')) return;
      sessionStorage.setItem('e2e-stale-token', 'set');
      if (token) localStorage.setItem('adminToken', token);
    }, expiredToken);
    await fresh.goto('/admin/users?status=inactive');
    await fresh.waitForURL(/\/admin\/login\?from=.*reason=expired/);
    await fresh.getByText('Your session expired. Sign in again to continue.').waitFor();
    await fresh.getByLabel('Email').fill(demoAdmin.email);
    await fresh.getByLabel('Password').fill(demoAdmin.password);
    await fresh.getByRole('button', { name: 'Sign in' }).click();
    await fresh.waitForURL(
      (url) => url.pathname === '/admin/users' && url.searchParams.get('status') === 'inactive',
    );
  }, 150_000);
});
