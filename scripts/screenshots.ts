/**
 * `npm run screenshots`: retakes the README's pictures (docs/screenshots/) from the real app, built
 * for production and served by the reference server on a freshly seeded in-memory database, in
 * Debian's Chromium: the same data and fonts every time, so a change of look shows as a change
 * of picture. Look at every picture before committing it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@aac/chromium';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, startSeededServer } from '@aac/server/testing';
import { chromium, type Page } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminRoot = path.join(root, 'apps/admin');
const out = path.join(root, 'docs/screenshots');

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** The page has drawn its data: nothing busy, no skeleton, the fonts in. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready);
}

/** Each picture: its file and the page it shows. */
const PAGES: ReadonlyArray<{ file: string; path: string }> = [
  { file: 'analytics.png', path: '/admin/analytics' },
  { file: 'users.png', path: '/admin/users' },
  { file: 'children.png', path: '/admin/children' },
  { file: 'payments.png', path: '/admin/payments' },
  { file: 'referrals.png', path: '/admin/referrals' },
  { file: 'blog-posts.png', path: '/admin/blog/posts' },
  { file: 'plans.png', path: '/admin/plans' },
  { file: 'stripe-plans.png', path: '/admin/plans/stripe' },
  { file: 'support.png', path: '/admin/support?tab=articles' },
  { file: 'roles.png', path: '/admin/roles' },
  { file: 'settings.png', path: '/admin/settings' },
];

async function main(): Promise<void> {
  // vite's build() cannot run under tsx (its ESM entry points clash), so the app is built by
  // the same command the README gives.
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
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

    for (const { file, path: pagePath } of PAGES) {
      await page.goto(pagePath);
      await settled(page);
      await page.screenshot({ path: path.join(out, file) });
    }

    await page.goto('/admin/blog/posts');
    await settled(page);
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Content' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(out, 'blog-editor.png') });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Dark mode' }).click();
    await page.goto('/admin/users');
    await settled(page);
    await page.screenshot({ path: path.join(out, 'users-dark.png') });
    await page.goto('/admin/analytics');
    await settled(page);
    await page.screenshot({ path: path.join(out, 'analytics-dark.png') });

    await page.setViewportSize(PHONE);
    await page.goto('/admin/users');
    await settled(page);
    await page.screenshot({ path: path.join(out, 'users-narrow-dark.png') });
    await page.goto('/admin/analytics');
    await settled(page);
    await page.screenshot({ path: path.join(out, 'analytics-narrow-dark.png') });
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
