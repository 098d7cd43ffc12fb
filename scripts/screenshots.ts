/**
 * `npm run screenshots`: retakes the README's pictures (docs/screenshots/) from the real app, built
 * for production and served by the reference server on a freshly seeded in-memory database, in
 * Debian's Chromium: the same data and fonts every time, so a change of look shows as a change
 * of picture. Look at every picture before committing it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@aac/chromium';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, startSeededServer } from '@aac/server/testing';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminRoot = path.join(root, 'apps/admin');
const out = path.join(root, 'docs/screenshots');

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

async function settled(page: Page, table: string): Promise<void> {
  const locator = page.getByRole('table', { name: table });
  await locator.waitFor();
  await page.waitForFunction((name) => {
    const element = [...document.querySelectorAll('table')].find((candidate) =>
      candidate.querySelector('caption')?.textContent?.includes(name),
    );
    return element && !element.hasAttribute('aria-busy') && element.querySelectorAll('tbody tr').length > 1;
  }, table);
  await page.evaluate(() => document.fonts.ready);
}

async function main(): Promise<void> {
  await build({ root: adminRoot, configFile: path.join(adminRoot, 'vite.config.ts'), logLevel: 'warn' });
  const server = await startSeededServer({ adminDistDir: path.join(adminRoot, 'dist') });
  const baseURL = server.baseUrl;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const context = await browser.newContext({ baseURL, viewport: WIDE });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(out, 'login.png') });

    await page.getByLabel('Email').fill(DEFAULT_ADMIN_EMAIL);
    await page.getByLabel('Password').fill(DEFAULT_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/') && url.pathname !== '/admin/login');

    await page.goto('/admin/users');
    await settled(page, 'Users');
    await page.screenshot({ path: path.join(out, 'users.png') });

    await page.goto('/admin/children');
    await settled(page, 'Children');
    await page.screenshot({ path: path.join(out, 'children.png') });

    await page.getByRole('button', { name: 'Dark mode' }).click();
    await page.goto('/admin/users');
    await settled(page, 'Users');
    await page.screenshot({ path: path.join(out, 'users-dark.png') });

    await page.setViewportSize(PHONE);
    await page.goto('/admin/users');
    await settled(page, 'Users');
    await page.screenshot({ path: path.join(out, 'users-narrow-dark.png') });
    console.log(`Pictures written to ${path.relative(root, out)}/`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
