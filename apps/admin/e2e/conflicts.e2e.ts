/**
 * No save silently erases another (issue 34), with two admins in two browsers against the real
 * server: both open the same user, the first saves, and the second's save is refused with the
 * first one's change shown beside what they typed, which stays until they choose. Works on the
 * seeded user whose email ends in 250@example.com, which no other test changes.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

const USER = '250@example.com';

let first: Session;
let second: Session;

const usersOf = (page: Page): ListPage =>
  listPage(page, { path: '/admin/users', table: 'Users', search: 'Search users' });

beforeAll(async () => {
  [first, second] = await Promise.all([openBrowser(), openBrowser()]);
  await Promise.all([signIn(first.page, '/admin/users'), signIn(second.page, '/admin/users')]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('Two admins edit the same user', () => {
  it('refuses the second save with the first one’s change, keeps what was typed, and saves it over theirs on request', async () => {
    const mine = usersOf(first.page);
    const theirs = usersOf(second.page);
    await Promise.all([mine.openRow(USER), theirs.openRow(USER)]);
    const [name] = await mine.rowNames();
    const [firstName, lastName] = (name ?? '').split(' ');

    // Both open the user as it is now.
    await mine.pressRowAction(`Edit ${name}`);
    await theirs.pressRowAction(`Edit ${name}`);
    const firstDialog = mine.dialog('Edit user');
    const secondDialog = theirs.dialog('Edit user');
    await theirs.eventually(() => secondDialog.getByLabel('First name').inputValue()).toBe(firstName);

    // The first admin saves a new last name.
    await firstDialog.getByLabel('Last name').fill('Firstsave');
    await firstDialog.getByRole('button', { name: 'Save' }).click();
    await mine.gone(firstDialog);
    await mine.eventually(() => mine.rowNames()).toEqual([`${firstName} Firstsave`]);

    // The second, still on the old version, saves a new first name: refused, nothing lost.
    await secondDialog.getByLabel('First name').fill('Secondsave');
    await secondDialog.getByRole('button', { name: 'Save' }).click();
    const panel = secondDialog.getByRole('alert');
    await theirs.visible(panel);
    expect(await panel.textContent()).toMatch(/changed this user at \d\d:\d\d/);
    const changed = secondDialog.getByRole('row', { name: /Last name/ });
    expect(await changed.getByRole('cell').allTextContents()).toEqual(['Firstsave', lastName]);
    expect(await secondDialog.getByLabel('First name').inputValue()).toBe('Secondsave');
    expect(await secondDialog.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    // Saving theirs over it is an explicit choice, sent with the version now stored.
    await secondDialog.getByRole('button', { name: 'Save mine over theirs' }).click();
    await theirs.gone(secondDialog);
    await theirs.eventually(() => theirs.rowNames()).toEqual([`Secondsave ${lastName}`]);
  });
});
