/**
 * The prerendered pages (src/prerender, prerenderPlugin.ts), in real Chromium against the real
 * server: the first view a page paints before the app's code has arrived, who sees it, and the
 * app taking it over. The app's scripts are held back to look at that first view.
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';

let session: Session;

beforeEach(async () => {
  session = await openBrowser();
});

afterEach(async () => {
  await session.close();
});

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * What #root shows: whether it is inert and displayed, and its headings. Read once the page's
 * stylesheets are in (inline in a prerendered page; its links stay, disabled, for the app's chunk
 * loader): they block rendering, so nothing is painted before them either.
 */
async function firstView(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].every(
      (link) => link.sheet,
    ),
  );
  return page.evaluate(() => {
    const root = document.getElementById('root') as HTMLElement;
    return {
      inert: root.hasAttribute('inert'),
      shown: getComputedStyle(root).display !== 'none',
      headings: [...root.querySelectorAll('h1')].map((heading) => heading.textContent),
      themed: document.documentElement.classList.length > 0,
    };
  });
}

describe('prerendered pages', () => {
  it("paints a signed-in screen's frame and header before the app's code arrives, then the app takes over", async () => {
    const { page } = session;
    await signIn(page, '/admin/users');
    const release = await holdScripts(page);
    await page.goto('/admin/children', { waitUntil: 'domcontentloaded' });
    await expect(page.title()).resolves.toBe('Child Management · AAC Admin');
    await expect(firstView(page)).resolves.toEqual({
      inert: true,
      shown: true,
      headings: ['Child Management'],
      themed: true,
    });
    // Inert: nothing in the view takes the focus or a click before the app is there.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement === document.body)).resolves.toBe(true);

    release();
    await page.getByRole('table', { name: 'Children' }).locator('tbody tr td').first().waitFor();
    // The app's first commit replaced the view: one header, the navigation and account filled in.
    await expect(firstView(page)).resolves.toMatchObject({ inert: false, headings: ['Child Management'] });
    await page
      .getByRole('navigation', { name: 'AAC Admin' })
      .getByRole('link', { name: 'User Management' })
      .waitFor();
    await page.getByRole('button', { name: /sign out/i }).waitFor();
  });

  it('never shows a screen to a visitor without a session: the stylesheet hides it and sign-in comes', async () => {
    const { page } = session;
    const release = await holdScripts(page);
    await page.goto('/admin/users', { waitUntil: 'domcontentloaded' });
    await expect(firstView(page)).resolves.toMatchObject({ inert: true, shown: false });
    release();
    await page.waitForURL(/\/admin\/login\?from=/);
    await page.getByLabel('Email').waitFor();
  });

  it('shows the sign-in form at once, read-only until the app takes over; with a reason, only the app draws it', async () => {
    const { page } = session;
    const release = await holdScripts(page);
    await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
    await expect(firstView(page)).resolves.toMatchObject({
      inert: true,
      shown: true,
      headings: ['Sign in to the admin area'],
    });
    await expect(page.locator('input[readonly]').count()).resolves.toBe(2);

    await page.goto('/admin/login?reason=expired', { waitUntil: 'domcontentloaded' });
    await expect(firstView(page)).resolves.toMatchObject({ inert: true, shown: false });
    release();
    await page.getByText('Your session expired. Sign in again to continue.').waitFor();
    // Typing goes into the app's own fields and stays.
    await page.getByLabel('Email').fill('ada@example.com');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('ada@example.com');
  });
});
