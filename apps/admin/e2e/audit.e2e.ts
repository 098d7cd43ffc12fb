/**
 * The Audit Log in real Chromium against the real server: the super admin changes a user's last
 * name, opens that user's History from the row's menu, finds the change at the top of the log
 * filtered to that user, and reads its before → after in the entry's details. The user is the
 * seeded one whose email ends in 43 (no other test changes it).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

let session: Session;
let page: Page;
let users: ListPage;
let audit: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  users = listPage(page, { path: '/admin/users', table: 'Users', search: 'Search users' });
  audit = listPage(page, { path: '/admin/audit-log', table: 'Audit Log', search: 'Search audit log' });
  await signIn(page, '/admin/users');
  await users.settled();
});

afterAll(async () => {
  await session?.close();
});

describe('Audit Log', () => {
  it("records a user's new name, and the user's History shows it before → after", async () => {
    // 43, 143 and 243 share the ending: the one with a letter before 43 is ours.
    await users.open(`/admin/users?q=${encodeURIComponent('43@example.com')}`);
    await users.eventually(async () => (await users.columnTexts('Email')).length).toBeGreaterThan(0);
    const email = (await users.columnTexts('Email')).find((text) => /[a-z]43@example\.com$/.test(text));
    expect(email).toBeDefined();
    await users.openRow(email ?? '');
    const [name = ''] = await users.rowNames();
    const lastName = name.split(' ').slice(1).join(' ');
    const renamed = `${lastName}-Audit`;

    await users.pressRowAction(`Edit ${name}`);
    const edit = users.dialog('Edit user');
    await edit.getByLabel('Last name').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await users.gone(edit);
    await users.visible(users.toast('User updated successfully.'));
    const newName = `${name.split(' ')[0]} ${renamed}`;
    await users.eventually(() => users.rowNames()).toEqual([newName]);

    // History, in the row's menu, opens the Audit Log filtered to this user.
    await users.pressRowAction(`History of ${newName}`);
    await page.waitForURL(
      (url) =>
        url.pathname === '/admin/audit-log' &&
        url.searchParams.get('resource_type') === 'user' &&
        /^\d+$/.test(url.searchParams.get('resource_id') ?? ''),
    );
    await audit.visible(page.getByRole('heading', { level: 1, name: 'Audit Log' }));
    await audit.eventually(() => audit.columnTexts('Action')).toContain('Updated user');
    const [newest] = await audit.columnTexts('Record');
    expect(newest).toBe(`${newName}User`);
    expect((await audit.columnTexts('Who'))[0]).toMatch(/^Ada Admin/);

    await audit.pressRowAction(`View details of Updated user ${newName}`);
    const details = audit.dialog('Audit entry');
    await audit.visible(details);
    const changes = details.getByRole('region', { name: /^Changes/ });
    await audit
      .eventually(() => changes.textContent())
      .toContain(`Last nameBefore: ${lastName}→After: ${renamed}`);
    expect(await details.textContent()).toContain('Role at the timeSuper admin');
    await details.getByRole('button', { name: 'Close' }).last().click();
    await audit.gone(details);
  });
});
