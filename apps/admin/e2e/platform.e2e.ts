/**
 * Admin Settings and Social Links Management (platform spec §2.1, §2.4, §5, §8) in real
 * Chromium against the real server. Settings: only the site name and one notification switch
 * change (nothing another test signs in with); social links: a link this file adds itself.
 */
import { MESSAGES, NOTIFICATION_LABELS } from '@aac/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

let session: Session;
let page: Page;
let links: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  links = listPage(page, {
    path: '/admin/social-links',
    table: 'Social links',
    search: 'Search social links',
  });
  await signIn(page, '/admin/settings');
});

afterAll(async () => {
  await session?.close();
});

describe('Admin Settings', () => {
  it('saves a change on two tabs, keeps it after a reload, and refuses a bad SMTP port inline', async () => {
    await links.open('/admin/settings');
    const siteName = page.getByRole('textbox', { name: 'Site name' });
    await links.visible(siteName);
    await siteName.fill('AAC Admin (e2e)');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'notifications');
    const payments = page.getByRole('switch', { name: NOTIFICATION_LABELS.pushNotifications });
    const wasOn = await payments.isChecked();
    await payments.click({ force: true });
    // Unsaved changes bring the save bar; its Save Settings is the header's action.
    const saveBar = page.getByRole('region', { name: 'Unsaved changes' });
    await saveBar.getByRole('button', { name: 'Save Settings' }).click();
    await links.visible(page.getByText(MESSAGES.settingsSaved));
    await saveBar.waitFor({ state: 'hidden' });

    await page.reload();
    await links.eventually(() => payments.isChecked()).toBe(!wasOn);
    await page.getByRole('tab', { name: 'General' }).click();
    await links.eventually(() => siteName.inputValue()).toBe('AAC Admin (e2e)');

    await page.getByRole('tab', { name: 'Email' }).click();
    const port = page.getByRole('textbox', { name: 'SMTP port' });
    await port.fill('70000');
    // The page header's button (the save bar holds a second one while changes are unsaved).
    await page.getByRole('button', { name: 'Save Settings' }).first().click();
    await links.visible(page.getByText('SMTP port must be between 1 and 65535'));
    expect(await port.inputValue()).toBe('70000');
    // Nothing was sent: a reload shows the stored port.
    await page.reload();
    await links.eventually(() => page.getByRole('textbox', { name: 'SMTP port' }).inputValue()).toBe('587');
  });
});

describe('Social Links Management', () => {
  it('adds a link, refuses a javascript: url, toggles, reorders and deletes it', async () => {
    await links.open('/admin/social-links');
    await links.settled();
    await page.getByRole('button', { name: 'Add social link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add social link' });
    await dialog.getByRole('textbox', { name: 'Platform' }).fill('Mastodon e2e');
    await dialog.getByRole('textbox', { name: 'URL' }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await links.visible(dialog.getByText('Enter a URL starting with http:// or https://'));
    // No icon stands for Mastodon: one is asked for, never Facebook's by default.
    await links.visible(dialog.getByText('Choose the icon shown beside the link'));
    await links.chooseOption('Icon', 'Discord', dialog);
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://mastodon.social/@aac-e2e');
    await dialog.getByRole('textbox', { name: 'Sort order' }).fill('99');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await links.gone(dialog);

    await links.searchFor('Mastodon e2e');
    // Just created here: marked "New".
    await links.eventually(() => links.rowNames()).toEqual(['Mastodon e2e New']);
    const badge = page.getByRole('button', { name: /\(Mastodon e2e\)/ });
    await links.eventually(() => badge.getAttribute('aria-label')).toMatch(/^Active /);
    await badge.click();
    await links.eventually(() => badge.getAttribute('aria-label')).toMatch(/^Inactive /);
    await page.reload();
    await links.eventually(() => badge.getAttribute('aria-label')).toMatch(/^Inactive /);

    await links.pressRowAction('Edit Mastodon e2e');
    const edit = page.getByRole('dialog', { name: 'Edit social link' });
    await edit.getByRole('textbox', { name: 'Sort order' }).fill('-1');
    await edit.getByRole('button', { name: 'Save' }).click();
    await links.gone(edit);
    // Sort order -1 puts it first in the whole list.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await links.eventually(async () => (await links.rowNames())[0]).toBe('Mastodon e2e');

    await links.pressRowAction('Delete Mastodon e2e');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await links.eventually(() => links.rowNames()).not.toContain('Mastodon e2e');
  });
});
