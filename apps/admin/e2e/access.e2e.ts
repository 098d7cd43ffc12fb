/**
 * Admin Management and Role & Permission Management (platform spec §2.10, §2.11, §6) in real
 * Chromium against the real server: a role and an admin created through the screens, that admin
 * signed in in a second browser seeing only the screens their role opens, and a permission taken
 * from the role closing its screen for them on their next load. Works on its own new role and
 * admin (e2e_messages, erin.e2e@example.com), which no other test reads.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

const ROLE = 'e2e_messages';
const ERIN = { email: 'erin.e2e@example.com', password: 'Violet-harbour-mosaic' };

let session: Session;
let page: Page;
let admins: ListPage;
let permissions: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  admins = listPage(page, { path: '/admin/admins', table: 'Admins', search: 'Search admins' });
  permissions = listPage(page, { path: '/admin/roles', table: 'Permissions', search: 'Search permissions' });
  await signIn(page, '/admin/roles');
});

afterAll(async () => {
  await session?.close();
});

/** Ticks or clears a permission of the open role dialog by its name, as a person would. */
async function togglePermission(dialog: ReturnType<ListPage['dialog']>, name: string) {
  await dialog.getByText(name, { exact: true }).click();
}

describe('Admins, roles and permissions', () => {
  it('creates a role and an admin holding it, who sees only their screens until a permission is taken away', async () => {
    // A role with contact messages and analytics.
    await page.getByRole('button', { name: 'Create New Role' }).click();
    let dialog = permissions.dialog('Create New Role');
    await dialog.getByRole('textbox', { name: 'Role Name' }).fill(ROLE);
    await togglePermission(dialog, 'messages.read');
    await togglePermission(dialog, 'analytics.read');
    await dialog.getByRole('button', { name: 'Create Role' }).click();
    await permissions.visible(permissions.toast('Role created successfully.'));
    await permissions.visible(page.getByRole('heading', { level: 3, name: ROLE }));

    // An admin with that role.
    await admins.open('/admin/admins');
    await page.getByRole('button', { name: 'Create Admin' }).click();
    dialog = admins.dialog('Create Admin');
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Erin');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Ellis');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(ERIN.email);
    // passwordMinLength is 8 on the seeded server: a shorter password is refused before sending.
    await dialog.getByLabel(/^Password/).fill('short');
    await admins.chooseOption('Role', 'E2e messages', dialog);
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await admins.visible(dialog.getByText('Password must be at least 8 characters long.'));
    await dialog.getByLabel(/^Password/).fill(ERIN.password);
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await admins.visible(admins.toast('Admin created successfully.'));
    await admins.searchFor('erin.e2e');
    // Just created here: marked "New".
    await admins.eventually(() => admins.rowNames()).toEqual(['Erin Ellis New']);

    // Erin signs in in a second browser: only analytics and contact messages are offered.
    const erin = await openBrowser();
    try {
      await erin.page.goto('/admin/messages');
      await erin.page.waitForURL(/\/admin\/login/);
      await erin.page.getByLabel('Email').fill(ERIN.email);
      await erin.page.getByLabel('Password').fill(ERIN.password);
      await erin.page.getByRole('button', { name: 'Sign in' }).click();
      await erin.page.waitForURL((url) => url.pathname === '/admin/messages');
      const nav = erin.page.getByRole('navigation', { name: 'AAC Admin' });
      await nav.getByRole('link', { name: 'Contact Messages', exact: true }).waitFor();
      const links = await nav
        .getByRole('link')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')).sort());
      expect(links).toEqual(['/admin/analytics', '/admin/messages']);

      // The super admin takes contact messages away from the role.
      await page.goto('/admin/roles');
      await page.getByRole('button', { name: `Edit ${ROLE}` }).click();
      dialog = permissions.dialog('Edit Role');
      await togglePermission(dialog, 'messages.read');
      await dialog.getByRole('button', { name: 'Update Role' }).click();
      await permissions.visible(permissions.toast('Role updated successfully.'));

      // Erin's next load: the screen is gone from the navigation, and its address says no access.
      await erin.page.reload();
      await nav.getByRole('link', { name: 'Analytics Dashboard', exact: true }).waitFor();
      await admins
        .eventually(() => nav.getByRole('link', { name: 'Contact Messages', exact: true }).count())
        .toBe(0);
      await erin.page.goto('/admin/messages');
      await erin.page.getByText("You don't have access to Contact Messages.").waitFor();
      // Who can grant it, and the way back to a screen she may open.
      await erin.page
        .getByText(/A super admin can give your role access under Roles & Permissions/)
        .waitFor();
      await erin.page.getByRole('link', { name: /^Go to / }).waitFor();
    } finally {
      await erin.close();
    }
  });

  it('offers no delete of one’s own account and keeps one’s own role as it is', async () => {
    await admins.open('/admin/admins');
    await admins.searchFor(demoAdmin.email);
    // The search also finds addresses that contain this one; the own row is the exact email.
    await admins.settled();
    const emails = await admins.columnTexts('Email');
    const own = (await admins.rowNames())[emails.indexOf(demoAdmin.email)];
    expect(own).toBeTruthy();
    expect(await page.getByRole('button', { name: `Delete ${own}`, exact: true }).count()).toBe(0);
    await admins.pressRowAction(`Edit ${own}`);
    const dialog = admins.dialog('Edit Admin');
    await admins.visible(dialog.getByText('You cannot change your own role or deactivate your own account.'));
    expect(await dialog.getByRole('checkbox', { name: 'Active' }).isDisabled()).toBe(true);
  });
});
