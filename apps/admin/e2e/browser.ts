/** Real Chromium (Debian's) driven by Playwright for the end-to-end tests. */

import { chromiumArgs, chromiumPath } from '@aac/chromium';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@aac/server/testing';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');

export const demoAdmin = {
  email: process.env.E2E_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
  password: process.env.E2E_ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
};

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

// One Chromium for the whole run (the files share one module graph): each session is a context of
// its own, as isolated as a fresh browser (its own storage, cookies and cache), without the cost
// of starting Chromium again for every file. Playwright ends it when the run's process exits.
let sharedBrowser: Promise<Browser> | undefined;
function runBrowser(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  return sharedBrowser.then((browser) => {
    if (browser.isConnected()) return browser;
    sharedBrowser = undefined;
    return runBrowser();
  });
}

/** Chromium on the app; `base` is another server than the run's (e.g. one with a short session). */
export async function openBrowser(viewport = { width: 1280, height: 800 }, base = baseUrl): Promise<Session> {
  const browser = await runBrowser();
  const context = await browser.newContext({ baseURL: base, viewport });
  context.setDefaultTimeout(10_000);
  // The server's Content-Security-Policy forbids inline script and injected styles: whatever the
  // app does that the policy blocks shows here as a console error, and fails the file on close.
  const violations: string[] = [];
  context.on('page', (opened) =>
    opened.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    }),
  );
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    async close() {
      await context.close();
      if (violations.length > 0)
        throw new Error(`The app broke the Content-Security-Policy:\n${[...new Set(violations)].join('\n')}`);
    },
  };
}

/** Signs in through the real form, as an administrator would. */
export async function signIn(page: Page, to = '/admin/users'): Promise<void> {
  await page.goto(to);
  await page.waitForURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === to);
}

/** One call of the API with fetch, for arranging what a browser test needs. */
export async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      // Without a body, no media type: the server refuses an empty JSON body.
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A content manager of this test, created through the API by the demo super admin. */
export async function newAdmin(first_name: string, last_name: string, password: string) {
  const { body } = await api<{ token: string }>('/admin/auth/login', {
    method: 'POST',
    body: { email: demoAdmin.email, password: demoAdmin.password },
  });
  const email = `${first_name}.${last_name}.${Date.now()}@example.org`.toLowerCase();
  const created = await api<{ admin: { id: number } }>('/admin/admins', {
    method: 'POST',
    token: body.token,
    body: { email, first_name, last_name, password, role: 'content_manager' },
  });
  if (created.status !== 201) throw new Error(`createAdmin answered ${created.status}`);
  return { id: created.body.admin.id, email, password, name: `${first_name} ${last_name}` };
}
