/**
 * User Management (core spec §2.1, §4, §8, §9) in real Chromium against the real server and its
 * deterministic seed (apps/server/src/db/seed/users.ts, 300 generated users plus the demo
 * parent). Each test works on its own seeded users, picked by their unique email, so no test
 * depends on another's changes:
 *   ingrid.fischer16 (edit), amara.johnson17 (deactivate and activate),
 *   ethan.cohen5 (active professional subscription), samuel.rossi24 (delete),
 *   chen.clarke2 and chen.clarke31 (search).
 */

import { readFile } from 'node:fs/promises';
import { MAX_PAGE_NUMBERS_SHOWN, MESSAGES } from '@aac/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  // The suite shares two cores with the other suites: give each wait room.
  page.setDefaultTimeout(20_000);
  await signIn(page, '/admin/users');
});

afterAll(async () => {
  await session?.close();
});

/** Playwright's own assertions are not installed: wait through Vitest's poll, 20 s like the locators. */
function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 20_000, interval: 100 });
}

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

async function gone(locator: Locator): Promise<void> {
  await eventually(() => locator.count()).toBe(0);
}

function usersTable(): Locator {
  return page.getByRole('table', { name: 'Users' });
}

/** The names in the table's row headers (the user column), once the list has settled. */
async function listedNames(): Promise<string[]> {
  await eventually(() => usersTable().getAttribute('aria-busy')).toBeNull();
  // As a screen reader reads them: without the avatar's initial, which is aria-hidden.
  return usersTable()
    .getByRole('rowheader')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return copy.textContent?.trim() ?? '';
      }),
    );
}

/** The text of one column for every row, by the column's header (one round trip to the page). */
async function columnTexts(header: string): Promise<string[]> {
  return usersTable().evaluate((table, name) => {
    const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim());
    const index = headers.indexOf(name);
    if (index < 0) throw new Error(`No column ${name} in ${headers.join(', ')}`);
    return [...table.querySelectorAll('tbody tr')].map(
      (row) => row.querySelectorAll('th, td')[index]?.textContent?.trim() ?? '',
    );
  }, header);
}

/** Picks an option of a filter or page-size picker and waits until the picker shows it, as a person would. */
async function chooseOption(label: string, option: string): Promise<void> {
  const trigger = page.getByRole('button', { name: new RegExp(label) }).first();
  await trigger.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await gone(listbox);
  await eventually(() => trigger.textContent()).toContain(option);
}

async function searchFor(text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** Opens the list with a search for one seeded user, so the test works on that row only. */
async function openUser(email: string): Promise<void> {
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await eventually(listedNames).toHaveLength(1);
}

describe('User Management', () => {
  it('searches users by name and email', async () => {
    await page.goto('/admin/users');
    await searchFor('chen.clarke');
    await eventually(listedNames).toEqual(['Chen Clarke', 'Chen Clarke']);
    await eventually(() => columnTexts('Email')).toEqual([
      expect.stringMatching(/^chen\.clarke(2|31)@example\.com$/),
      expect.stringMatching(/^chen\.clarke(2|31)@example\.com$/),
    ]);
    await visible(page.getByText('Showing 1 to 2 of 2 results'));

    await searchFor('no-such-user-anywhere');
    await visible(page.getByText('No users found'));
    await visible(page.getByText(/adjust|clear/i).first());
  });

  it('exports every user matching the search as CSV', async () => {
    await page.goto('/admin/users?q=chen.clarke');
    await eventually(listedNames).toHaveLength(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Users' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
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
    // STYLE.md 20: export says what it exported.
    await visible(page.getByText('Exported 2 users'));
  });

  it('filters by type and by status', async () => {
    await page.goto('/admin/users');
    await chooseOption('Type', 'Admin');
    await page.waitForURL((url) => url.searchParams.get('user_type') === 'admin');
    await eventually(() => columnTexts('Type')).toEqual(expect.arrayContaining(['Admin']));
    expect(new Set(await columnTexts('Type'))).toEqual(new Set(['Admin']));

    await chooseOption('Type', 'All Types');
    await page.waitForURL((url) => !url.searchParams.has('user_type'));
    await chooseOption('Status', 'Inactive');
    await page.waitForURL(
      (url) => url.searchParams.get('status') === 'inactive' && !url.searchParams.has('user_type'),
    );
    await eventually(async () => new Set(await columnTexts('Status'))).toEqual(new Set(['Inactive']));
    expect(await listedNames()).toHaveLength(10);
  });

  it('pages through with a window of at most 5 page numbers', async () => {
    await page.goto('/admin/users');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const firstPage = await listedNames();
    await pagination.getByRole('button', { name: 'Page 3' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '3');
    await pagination.getByRole('button', { name: 'Page 5' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '5');

    const pageNumbers = () => pagination.getByRole('button', { name: /^Page \d+$/ }).allInnerTexts();
    // core spec §9: up to 5 numbers, centred on the current page.
    await eventually(pageNumbers).toEqual(['3', '4', '5', '6', '7']);
    expect((await pageNumbers()).length).toBeLessThanOrEqual(MAX_PAGE_NUMBERS_SHOWN);
    await eventually(() =>
      pagination.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current'),
    ).toBe('page');
    await visible(pagination.getByText(/^Showing 41 to 50 of \d+ results$/));
    expect(await listedNames()).not.toEqual(firstPage);

    await pagination.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '6');
    await eventually(() =>
      pagination.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('changing the page size returns to page 1', async () => {
    await page.goto('/admin/users?page=4');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await eventually(() =>
      pagination.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current'),
    ).toBe('page');
    await pagination.getByRole('button', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('size') === '25' && !url.searchParams.has('page'));
    await eventually(() =>
      pagination.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current'),
    ).toBe('page');
    await eventually(listedNames).toHaveLength(25);
    await visible(pagination.getByText(/^Showing 1 to 25 of \d+ results$/));
  });

  it('edits a user and the list reloads with the new name', async () => {
    await openUser('ingrid.fischer16@example.com');
    await page.getByRole('button', { name: 'Edit Ingrid Fischer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    await eventually(() => dialog.getByLabel('Email').getAttribute('type')).toBe('email');
    await dialog.getByLabel('Last name').fill('Fischer-Berg');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await gone(dialog);
    await visible(page.getByText('User updated successfully.'));
    await eventually(listedNames).toEqual(['Ingrid Fischer-Berg']);

    // A clash with another user's email is refused: the dialog keeps what was typed.
    await page.getByRole('button', { name: 'Edit Ingrid Fischer-Berg' }).click();
    await dialog.getByLabel('First name').fill('Inge');
    await dialog.getByLabel('Email').fill('user@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText('Another user already uses the email user@example.com.'));
    await eventually(() => dialog.getByLabel('First name').inputValue()).toBe('Inge');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(listedNames).toEqual(['Ingrid Fischer-Berg']);
  });

  it('deactivates and activates a user', async () => {
    await openUser('amara.johnson17@example.com');
    expect(await columnTexts('Status')).toEqual(['Active']);
    await page.getByRole('button', { name: 'Deactivate Amara Johnson' }).click();
    await visible(page.getByText('User deactivated successfully.'));
    await eventually(() => columnTexts('Status')).toEqual(['Inactive']);

    await page.getByRole('button', { name: 'Activate Amara Johnson' }).click();
    await visible(page.getByText('User activated successfully.'));
    await eventually(() => columnTexts('Status')).toEqual(['Active']);
  });

  it('cancels a paid subscription at period end, then reactivates it', async () => {
    await openUser('ethan.cohen5@example.com');
    await page.getByRole('button', { name: 'Manage subscription of Ethan Cohen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscription' });
    await visible(dialog.getByText('Professional'));
    await gone(dialog.getByRole('button', { name: 'Reactivate' }));

    await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
    // core spec §8: the server's message is shown.
    await visible(page.getByText(/^Subscription will be cancelled at the end of the current billing period/));
    await eventually(async () =>
      (await dialog.locator('dt:text-is("Status") + dd').textContent())?.trim(),
    ).toBe('Cancel at period end');
    await gone(dialog.getByRole('button', { name: 'Cancel immediately' }));

    await dialog.getByRole('button', { name: 'Reactivate' }).click();
    await visible(page.getByText('Subscription reactivated. Charging resumes on the next billing date.'));
    await eventually(async () =>
      (await dialog.locator('dt:text-is("Status") + dd').textContent())?.trim(),
    ).toBe('Active');
    await visible(dialog.getByRole('button', { name: 'Cancel at period end' }));
    await gone(page.getByText(MESSAGES.subscriptionFetchFailed));
  });

  it('deletes a user after confirmation', async () => {
    await openUser('samuel.rossi24@example.com');
    await page.getByRole('button', { name: 'Delete Samuel Rossi' }).click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm.getByText('Are you sure you want to delete this user?'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('User deleted successfully.'));
    await visible(page.getByText('No users found'));
  });

  it('Back restores the previous filters', async () => {
    await page.goto('/admin/users');
    await chooseOption('Type', 'Therapist');
    await page.waitForURL((url) => url.searchParams.get('user_type') === 'therapist');
    await chooseOption('Status', 'Inactive');
    await page.waitForURL((url) => url.searchParams.get('status') === 'inactive');
    await eventually(async () => new Set(await columnTexts('Status'))).toEqual(new Set(['Inactive']));

    await page.goBack();
    await page.waitForURL(
      (url) => url.searchParams.get('user_type') === 'therapist' && !url.searchParams.has('status'),
    );
    await eventually(() =>
      page
        .getByRole('button', { name: /Status/ })
        .first()
        .textContent(),
    ).toContain('All Status');
    await eventually(() => page.getByRole('button', { name: /Type/ }).first().textContent()).toContain(
      'Therapist',
    );
    await eventually(async () => new Set(await columnTexts('Type'))).toEqual(new Set(['Therapist']));
    expect(new Set(await columnTexts('Status'))).toEqual(new Set(['Active', 'Inactive']));
  });
});
