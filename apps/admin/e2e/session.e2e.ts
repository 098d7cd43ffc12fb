/**
 * Sign-in and session, end to end in real Chromium against the real server (core spec §2, §4).
 */
import { CONTENT_MANAGER_EMAIL, CONTENT_MANAGER_PASSWORD } from '@aac/server/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, demoAdmin, newAdmin, openBrowser, type Session, signIn } from './browser';

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
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/children');
    expect(new URL(page.url()).searchParams.get('status')).toBe('active');
    await page.getByRole('table', { name: 'Children' }).locator('tbody tr').first().waitFor();
    // The sign-in answer already says who signed in: the shell does not ask /me again.
    expect(asked.filter((path) => path === '/api/admin/auth/me')).toEqual([]);
    expect(asked.filter((path) => path === '/api/admin/children')).toHaveLength(1);

    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('adminToken'),
      admin: JSON.parse(localStorage.getItem('adminUser') ?? 'null'),
    }));
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.admin.email).toBe(demoAdmin.email);
    await page.getByRole('button', { name: /sign out/i }).waitFor();
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
    // The server's reason, inline: how many attempts are left before sign-in is paused.
    const alert = page.getByRole('alert').first();
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toMatch(
      /^Invalid email or password\. \d attempts? left before sign-in is paused for 15 minutes\.$/,
    );
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(demoAdmin.email);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('signs out, clearing the session', async () => {
    const { page } = session;
    await signIn(page, '/admin/analytics');
    // Signed in, the sign-in page and /admin lead to the landing screen, whose tab says what it is.
    await page.goto('/admin/login');
    await page.waitForURL((url) => url.pathname === '/admin/analytics');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/analytics');
    await expect.poll(() => page.title()).toBe('Analytics Dashboard · AAC Admin');
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
    // The signed-in page has asked everything it asks on opening: a request still to leave would
    // carry the forged token below from this page, which would end the session before the reload.
    await page.waitForLoadState('networkidle');
    // Every key the spec names is present, as if a parent session had also been open on the device.
    await page.evaluate((names) => {
      for (const name of names) if (!localStorage.getItem(name)) localStorage.setItem(name, 'x');
      sessionStorage.setItem('userSession', 'x');
    }, SESSION_KEYS);
    // Listen for the event on every page load from now on (a reload starts a fresh page).
    await page.addInitScript(() =>
      window.addEventListener('token-expired', () => sessionStorage.setItem('sawTokenExpired', 'yes')),
    );
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

describe('a session another administrator ends (the 401 says why)', () => {
  const CATEGORIES = '/admin/blog/categories';
  const DRAFT_NAME = 'Quiet Corner Stories';
  const DRAFT_DESCRIPTION = 'Calm books for the hour before bed.';

  /** The demo super admin, through the API: admin B of these tests. */
  async function superToken() {
    const { body } = await api<{ token: string }>('/admin/auth/login', {
      method: 'POST',
      body: { email: demoAdmin.email, password: demoAdmin.password },
    });
    return body.token;
  }

  /**
   * Admin A signs in on the categories screen and starts a new category, typing its name and
   * description; answers the form, once the session keeper that takes over an ended session runs.
   */
  async function startDraft(admin: { email: string; password: string }) {
    const { page } = session;
    const keeperLoaded = page.waitForResponse((response) =>
      /\/assets\/SessionKeeper-[^/]*\.js$/.test(new URL(response.url()).pathname),
    );
    await page.goto(`/admin/login?${new URLSearchParams({ from: CATEGORIES })}`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === CATEGORIES);
    await page.getByRole('button', { name: 'New category' }).click();
    const form = page.getByRole('dialog', { name: 'New category' });
    await form.getByRole('textbox', { name: 'Name' }).fill(DRAFT_NAME);
    await form.getByRole('textbox', { name: 'Description' }).fill(DRAFT_DESCRIPTION);
    await keeperLoaded;
    return form;
  }

  /** The form under a modal dialog: hidden from assistive tech, still on the page with its typing. */
  const formUnderneath = () =>
    session.page.getByRole('dialog', { name: 'New category', includeHidden: true });

  it('deactivated: the save says why, shows what was typed to copy, and the sign-in page says why again', async () => {
    const { page } = session;
    const admin = await newAdmin('Dara', 'Quill', 'Initial-Plume-73q');
    const form = await startDraft(admin);
    const deactivated = await api(`/admin/admins/${admin.id}`, {
      method: 'PUT',
      token: await superToken(),
      body: { is_active: false },
    });
    expect(deactivated.status).toBe(200);

    await form.getByRole('button', { name: 'Create category' }).click();
    const closed = page.getByRole('alertdialog', { name: 'Your account was deactivated' });
    await closed.waitFor();
    await expect(closed.textContent()).resolves.toContain(
      'Your account was deactivated by another administrator. Nothing on this page can be saved.',
    );
    // What was typed, to copy; and still in the form underneath.
    const typed = await closed.getByRole('definition').allTextContents();
    expect(typed).toEqual(expect.arrayContaining([DRAFT_NAME, DRAFT_DESCRIPTION]));
    await expect(formUnderneath().getByLabel('Description').inputValue()).resolves.toBe(DRAFT_DESCRIPTION);
    expect(await closed.getByLabel('Password').count()).toBe(0);

    await closed.getByRole('button', { name: 'Go to the sign-in page' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page
      .getByText(
        'Your account was deactivated by another administrator. Ask an administrator to reactivate it before you sign in again.',
      )
      .waitFor();
    await expect(page.evaluate(() => localStorage.getItem('adminToken'))).resolves.toBeNull();
  });

  it('password reset: the save says why, the one-time password and a new one sign in over the form, which keeps its typing', async () => {
    const { page } = session;
    const admin = await newAdmin('Ines', 'Marlow', 'Initial-Plume-73q');
    const form = await startDraft(admin);
    const reset = await api<{ one_time_password: string }>(`/admin/admins/${admin.id}/reset-password`, {
      method: 'POST',
      token: await superToken(),
    });
    expect(reset.status).toBe(200);

    await form.getByRole('button', { name: 'Create category' }).click();
    const signInDialog = page.getByRole('dialog', { name: 'You were signed out' });
    await signInDialog.waitFor();
    await expect(signInDialog.textContent()).resolves.toContain(
      'You were signed out because another administrator reset your password. Sign in with the one-time password they gave you, then choose a new one.',
    );
    await expect(formUnderneath().getByLabel('Name').inputValue()).resolves.toBe(DRAFT_NAME);

    await expect(signInDialog.getByLabel('Email').inputValue()).resolves.toBe(admin.email);
    await signInDialog.getByLabel('Password').fill(reset.body.one_time_password);
    await signInDialog.getByRole('button', { name: 'Sign in' }).click();
    await signInDialog.getByLabel(/^New password/).fill('Lantern-Moss-61k');
    await signInDialog.getByLabel(/^Confirm new password/).fill('Lantern-Moss-61k');
    await signInDialog.getByRole('button', { name: 'Set password and sign in' }).click();
    await signInDialog.waitFor({ state: 'detached' });

    // Same page, same form, same typing; the new password is the one that signs in now.
    expect(new URL(page.url()).pathname).toBe(CATEGORIES);
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe(DRAFT_NAME);
    await expect(form.getByLabel('Description').inputValue()).resolves.toBe(DRAFT_DESCRIPTION);
    const fresh = await api('/admin/auth/login', {
      method: 'POST',
      body: { email: admin.email, password: 'Lantern-Moss-61k' },
    });
    expect(fresh.status).toBe(200);
    // The draft is left unsaved: this test creates no category.
  });
});

describe('the shell', () => {
  it('reaches every screen of docs/design.md from the navigation, each named by its heading', async () => {
    const { page } = session;
    await signIn(page, '/admin/analytics');
    const nav = page.getByRole('navigation', { name: 'AAC Admin' });
    await nav.getByRole('link', { name: 'Analytics Dashboard' }).waitFor();
    const links = await nav.getByRole('link').evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.textContent?.trim() ?? '',
        href: element.getAttribute('href'),
      })),
    );
    expect(links.map((link) => link.href).sort()).toEqual(
      [
        '/admin/analytics',
        '/admin/users',
        '/admin/children',
        '/admin/payments',
        '/admin/blog/posts',
        '/admin/blog/categories',
        '/admin/blog/subscriptions',
        '/admin/referrals',
        '/admin/settings',
        '/admin/messages',
        '/admin/support',
        '/admin/social-links',
        '/admin/scheduled-calls',
        '/admin/enterprises',
        '/admin/plans/stripe',
        '/admin/plans',
        '/admin/admins',
        '/admin/roles',
        '/admin/audit-log',
      ].sort(),
    );
    for (const link of links) {
      await nav.getByRole('link', { name: link.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === link.href);
      // The navigation marks the page it is on.
      await nav.locator(`a[aria-current="page"][href="${link.href}"]`).waitFor();
      // Every screen names itself in its heading. (Whether a screen is built yet is not this
      // test's business: a screen whose code fails to load is the test below.)
      const heading = page.getByRole('heading', { name: link.name, exact: true });
      await heading.first().waitFor();
    }
  });

  it('refuses a screen outside the permissions of the admin inside the shell, before fetching, and keeps the session', async () => {
    const { page } = session;
    const usersRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin/users')) usersRequests.push(request.url());
    });
    // A content manager follows a shared link to User Management (they hold no users.read).
    await page.goto('/admin/users?status=active');
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel('Email').fill(process.env.E2E_CONTENT_EMAIL ?? CONTENT_MANAGER_EMAIL);
    await page.getByLabel('Password').fill(process.env.E2E_CONTENT_PASSWORD ?? CONTENT_MANAGER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await page.getByText("You don't have access to User Management.").waitFor();
    // The navigation stays, with the screens they may open, and they are still signed in.
    const nav = page.getByRole('navigation', { name: 'AAC Admin' });
    await nav.getByRole('link', { name: 'Blog Management', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'User Management', exact: true }).count()).toBe(0);
    await expect(page.evaluate(() => localStorage.getItem('adminToken'))).resolves.toMatch(/\./);
    expect(usersRequests).toEqual([]);
  });

  it('shows a screen whose code fails to load as an error inside the shell, with Retry that loads it once it can', async () => {
    const { page } = session;
    await signIn(page, '/admin/users');
    // A new deployment removed the chunk this tab would load (or the network dropped it).
    const chunk = '**/assets/ChildrenScreen-*.js';
    await page.route(chunk, (route) => route.abort());
    await page
      .getByRole('navigation', { name: 'AAC Admin' })
      .getByRole('link', { name: 'Child Management' })
      .click();
    await page.getByText('This page could not be loaded').waitFor();
    // The navigation stays, and nothing internal (an asset's URL, a stack) is shown.
    await page
      .getByRole('navigation', { name: 'AAC Admin' })
      .getByRole('link', { name: 'User Management' })
      .waitFor();
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).not.toMatch(/assets\/|\.js\b|Failed to fetch|TypeError/);
    expect(await page.getByRole('button', { name: /sign out/i }).count()).toBe(1);

    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('table', { name: 'Children' }).waitFor();
  });

  it('remembers the light/dark choice across visits', async () => {
    const { page } = session;
    await signIn(page, '/admin/users');
    const colourScheme = () => page.evaluate(() => document.documentElement.style.colorScheme);
    const initial = await colourScheme();
    await page.getByRole('button', { name: 'Dark mode' }).click();
    const switched = initial === 'dark' ? 'light' : 'dark';
    await expect(colourScheme()).resolves.toBe(switched);
    await page.reload();
    await page.getByRole('button', { name: 'Dark mode' }).waitFor();
    await expect(colourScheme()).resolves.toBe(switched);
  });
});
