/**
 * User Management (core spec §2.1, §4, §8, §9) in real Chromium against the real server and its
 * deterministic seed (apps/server/src/seed/users.ts, 300 generated users plus the demo
 * parent). Each test works on its own seeded users, picked by their unique email, so no test
 * depends on another's changes:
 *   ingrid.fischer16 (edit), amara.johnson17 (deactivate and activate),
 *   ethan.cohen5 (active professional subscription), samuel.rossi24 (delete),
 *   chen.clarke2 and chen.clarke31 (search).
 */

import { readFile } from 'node:fs/promises';
import { MAX_PAGE_NUMBERS_SHOWN, MESSAGES } from '@aac/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

let session: Session;
let page: Page;
let users: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  users = listPage(page, { path: '/admin/users', table: 'Users', search: 'Search users' });
  await signIn(page, '/admin/users');
  // The landing's own first request leaves once the route's code for the prefetch has loaded,
  // which can be after the address changed: let it finish before a test counts requests.
  await users.settled();
});

afterAll(async () => {
  await session?.close();
});

describe('User Management', () => {
  it('asks for the list once, sent by the preload script before the app has loaded, and shows its answer', async () => {
    const asked: string[] = [];
    const senders: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/admin/users') return;
      asked.push(url.search);
      // The script whose code called fetch: the preload chunk, not the app's bundle.
      senders.push(initiator.stack?.callFrames[0]?.url ?? initiator.type);
    });
    await page.goto('/admin/users?q=chen.clarke&status=active');
    await users.eventually(() => users.rowNames()).toHaveLength(2);
    await cdp.detach();
    expect(asked).toEqual(['?search=chen.clarke&status=active&page=1&limit=10']);
    expect(senders).toEqual([expect.stringMatching(/\/assets\/preload-[\w-]+\.js$/)]);
  });

  it('shows the list without the code of menus, pickers, tooltips and the export, which arrives with the first use', async () => {
    const scripts: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Every script from the network, so that one a previous test loaded still counts.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const file = new URL(request.url).pathname.split('/').pop() ?? '';
      if (file.endsWith('.js')) scripts.push(file);
    });
    await page.goto('/admin/users?q=chen.clarke');
    await users.eventually(() => users.rowNames()).toHaveLength(2);
    const overlayCode = /^(overlays|SelectPopover|ActionMenuPopover|TooltipBubble)-/;
    expect(scripts.filter((file) => overlayCode.test(file))).toEqual([]);
    // Nor the export's code or the bulk-action bar (this list offers no selection).
    const exportCode = /^exportCsv-/;
    expect(scripts.filter((file) => exportCode.test(file) || /^BulkActionBar-/.test(file))).toEqual([]);

    // The first export loads its code.
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Users' }).click(),
    ]);
    await users.visible(users.toast('Exported 2 users'));
    expect(scripts.filter((file) => exportCode.test(file)).length).toBeGreaterThan(0);

    // The first menu opened loads its part and works as react-aria's menu does.
    const more = users.table.getByRole('button', { name: /^More actions for / }).first();
    await more.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect(menu.getByRole('menuitem').count()).resolves.toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await users.gone(menu);
    await expect(more.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    // So does the first picker: the Status filter opens its list and chooses from it.
    await page
      .getByRole('button', { name: /Status/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await users.eventually(() => new URL(page.url()).searchParams.get('status')).toBe('inactive');
    expect(scripts.filter((file) => overlayCode.test(file)).length).toBeGreaterThan(0);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  });

  it('sorts by a column header on the server, page 2 continuing page 1, held in the URL', async () => {
    // What the server itself answers for the first two pages (20 rows) of that order.
    const serverEmails = (sort: string) =>
      page.evaluate(async (query) => {
        const response = await fetch(`/api/admin/users?${query}`, {
          headers: { authorization: `Bearer ${localStorage.getItem('adminToken')}` },
        });
        const body = (await response.json()) as { users: Array<{ email: string }> };
        return body.users.map((user) => user.email);
      }, `status=inactive&sort=${sort}&page=1&limit=20`);
    const lower = (emails: string[]) => emails.map((email) => email.toLowerCase());

    await users.open('/admin/users?status=inactive&page=2');
    await users.settled();
    await users.sortBy('Email', 'email');
    const ascending = await serverEmails('email');
    expect(lower(ascending)).toEqual(lower(ascending).sort());
    // The sort starts again from page 1 and shows the server's first ten.
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await users.eventually(() => users.columnTexts('Email')).toEqual(ascending.slice(0, 10));
    await expect(
      users.table.getByRole('columnheader', { name: 'Email' }).getAttribute('aria-sort'),
    ).resolves.toBe('ascending');

    await users.pagination.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('page') === '2' && url.searchParams.get('sort') === 'email',
    );
    await users.eventually(() => users.columnTexts('Email')).toEqual(ascending.slice(10, 20));

    await users.sortBy('Email', '-email');
    const descending = await serverEmails('-email');
    expect(lower(descending)).toEqual(lower(descending).sort().reverse());
    await users.eventually(() => users.columnTexts('Email')).toEqual(descending.slice(0, 10));

    // Reloading the link keeps the order: it lives in the URL.
    await page.reload();
    await users.eventually(() => users.columnTexts('Email')).toEqual(descending.slice(0, 10));
  });

  it('searches users by name and email', async () => {
    await users.open('/admin/users');
    await users.searchFor('chen.clarke');
    await users.eventually(() => users.rowNames()).toEqual(['Chen Clarke', 'Chen Clarke']);
    await users
      .eventually(() => users.columnTexts('Email'))
      .toEqual([
        expect.stringMatching(/^chen\.clarke(2|31)@example\.com$/),
        expect.stringMatching(/^chen\.clarke(2|31)@example\.com$/),
      ]);
    await users.visible(page.getByText('Showing 1 to 2 of 2 results'));

    await users.searchFor('no-such-user-anywhere');
    await users.visible(page.getByText('No users found'));
    await users.visible(page.getByText(/adjust|clear/i).first());
  });

  it('exports every user matching the search as CSV', async () => {
    await users.open('/admin/users?q=chen.clarke');
    await users.eventually(() => users.rowNames()).toHaveLength(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Users' }).click(),
    ]);
    // The file is named after the search that chose its rows.
    expect(download.suggestedFilename()).toMatch(/^users-search-chen-clarke-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('ID,First name,Last name,Email,Type,Status,Children,Plan,Joined');
    expect(
      csv
        .slice(1)
        .map((line) => line.split(',')[3])
        .sort(),
    ).toEqual(['chen.clarke2@example.com', 'chen.clarke31@example.com']);
    // Timestamps are ISO 8601, not the table's display dates.
    for (const line of csv.slice(1))
      expect(line.split(',')[8]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    // Export says what it exported.
    await users.visible(users.toast('Exported 2 users'));
  });

  it('filters by type and by status', async () => {
    await users.open('/admin/users');
    await users.chooseOption('Type', 'Admin');
    await page.waitForURL((url) => url.searchParams.get('user_type') === 'admin');
    await users.eventually(() => users.columnTexts('Type')).toEqual(expect.arrayContaining(['Admin']));
    expect(new Set(await users.columnTexts('Type'))).toEqual(new Set(['Admin']));

    await users.chooseOption('Type', 'All Types');
    await page.waitForURL((url) => !url.searchParams.has('user_type'));
    await users.chooseOption('Status', 'Inactive');
    await page.waitForURL(
      (url) => url.searchParams.get('status') === 'inactive' && !url.searchParams.has('user_type'),
    );
    await users
      .eventually(async () => new Set(await users.columnTexts('Status')))
      .toEqual(new Set(['Inactive']));
    expect(await users.rowNames()).toHaveLength(10);
  });

  it('pages through with a window of at most 5 page numbers', async () => {
    await users.open('/admin/users');
    const { pagination } = users;
    const firstPage = await users.rowNames();
    await pagination.getByRole('button', { name: 'Page 3' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '3');
    await pagination.getByRole('button', { name: 'Page 5' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '5');

    const pageNumbers = () => pagination.getByRole('button', { name: /^Page \d+$/ }).allInnerTexts();
    // core spec §9: up to 5 numbers, centred on the current page.
    await users.eventually(pageNumbers).toEqual(['3', '4', '5', '6', '7']);
    expect((await pageNumbers()).length).toBeLessThanOrEqual(MAX_PAGE_NUMBERS_SHOWN);
    await users
      .eventually(() => pagination.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current'))
      .toBe('page');
    await users.visible(pagination.getByText(/^Showing 41 to 50 of \d+ results$/));
    expect(await users.rowNames()).not.toEqual(firstPage);

    await pagination.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '6');
    await users
      .eventually(() => pagination.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current'))
      .toBe('page');
  });

  it('changing the page size returns to page 1', async () => {
    await users.open('/admin/users?page=4');
    const { pagination } = users;
    await users
      .eventually(() => pagination.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current'))
      .toBe('page');
    await users.chooseOption('Rows per page', '25', pagination);
    await page.waitForURL((url) => url.searchParams.get('size') === '25' && !url.searchParams.has('page'));
    await users
      .eventually(() => pagination.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current'))
      .toBe('page');
    await users.eventually(() => users.rowNames()).toHaveLength(25);
    await users.visible(pagination.getByText(/^Showing 1 to 25 of \d+ results$/));
  });

  it('edits a user and the list reloads with the new name', async () => {
    await users.openRow('ingrid.fischer16@example.com');
    await users.pressRowAction('Edit Ingrid Fischer');
    const dialog = users.dialog('Edit user');
    await users.eventually(() => dialog.getByLabel('Email').getAttribute('type')).toBe('email');
    await dialog.getByLabel('Last name').fill('Fischer-Berg');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await users.gone(dialog);
    await users.visible(users.toast('User updated successfully.'));
    await users.eventually(() => users.rowNames()).toEqual(['Ingrid Fischer-Berg']);

    // A clash with another user's email is refused: the dialog keeps what was typed.
    await users.pressRowAction('Edit Ingrid Fischer-Berg');
    await dialog.getByLabel('First name').fill('Inge');
    await dialog.getByLabel('Email').fill('user@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await users.visible(dialog.getByText('Another user already uses the email user@example.com.'));
    await users.eventually(() => dialog.getByLabel('First name').inputValue()).toBe('Inge');
    // Leaving with unsaved changes asks first.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await discard.getByRole('button', { name: 'Discard' }).click();
    await users.gone(dialog);
    await users.eventually(() => users.rowNames()).toEqual(['Ingrid Fischer-Berg']);
  });

  it('deactivates and activates a user', async () => {
    await users.openRow('amara.johnson17@example.com');
    expect(await users.columnTexts('Status')).toEqual(['Active']);
    await users.pressRowAction('Deactivate Amara Johnson');
    await users.visible(users.toast('User deactivated successfully.'));
    await users.eventually(() => users.columnTexts('Status')).toEqual(['Inactive']);

    await users.pressRowAction('Activate Amara Johnson');
    await users.visible(users.toast('User activated successfully.'));
    await users.eventually(() => users.columnTexts('Status')).toEqual(['Active']);
  });

  it('cancels a paid subscription at period end, then reactivates it', async () => {
    await users.openRow('ethan.cohen5@example.com');
    await users.pressRowAction('Manage subscription of Ethan Cohen');
    const dialog = users.dialog('Subscription');
    await users.visible(dialog.getByText('Professional'));
    await users.gone(dialog.getByRole('button', { name: 'Reactivate' }));

    await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
    // core spec §8: the server's message is shown.
    await users.visible(
      users.toast(/^Subscription will be cancelled at the end of the current billing period/),
    );
    await users
      .eventually(async () => (await dialog.locator('dt:text-is("Status") + dd').textContent())?.trim())
      .toBe('Cancel at period end');
    await users.gone(dialog.getByRole('button', { name: 'Cancel immediately' }));

    await dialog.getByRole('button', { name: 'Reactivate' }).click();
    await users.visible(users.toast('Subscription reactivated. Charging resumes on the next billing date.'));
    await users
      .eventually(async () => (await dialog.locator('dt:text-is("Status") + dd').textContent())?.trim())
      .toBe('Active');
    await users.visible(dialog.getByRole('button', { name: 'Cancel at period end' }));
    await users.gone(page.getByText(MESSAGES.subscriptionFetchFailed));
  });

  it('deletes a user after confirmation', async () => {
    await users.openRow('samuel.rossi24@example.com');
    await users.pressRowAction('Delete Samuel Rossi');
    const confirm = page.getByRole('alertdialog');
    await users.visible(confirm.getByText('Are you sure you want to delete this user?'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await users.visible(users.toast('User deleted successfully.'));
    await users.visible(page.getByText('No users found'));
  });

  it('Back restores the previous filters', async () => {
    await users.open('/admin/users');
    await users.chooseOption('Type', 'Therapist');
    await page.waitForURL((url) => url.searchParams.get('user_type') === 'therapist');
    await users.chooseOption('Status', 'Inactive');
    await page.waitForURL((url) => url.searchParams.get('status') === 'inactive');
    await users
      .eventually(async () => new Set(await users.columnTexts('Status')))
      .toEqual(new Set(['Inactive']));

    await page.goBack();
    await page.waitForURL(
      (url) => url.searchParams.get('user_type') === 'therapist' && !url.searchParams.has('status'),
    );
    await users.eventually(() => users.picker('Status').textContent()).toContain('All Status');
    await users.eventually(() => users.picker('Type').textContent()).toContain('Therapist');
    await users
      .eventually(async () => new Set(await users.columnTexts('Type')))
      .toEqual(new Set(['Therapist']));
    expect(new Set(await users.columnTexts('Status'))).toEqual(new Set(['Active', 'Inactive']));
  });
});
