/**
 * Contact Messages, Scheduled Calls and Enterprises with their Team Management dialog (platform
 * spec §2.2, §2.5, §2.6, §4, §5) in real Chromium against the real server and its deterministic
 * seed (apps/server/src/seed/platform.ts). Each flow works on rows no other e2e file touches:
 *   the contact message whose email ends ".0@mail.example.net" (seeded new) and ".1@…" (read);
 *   the scheduled call "…call0@mail.example.net" (seeded pending);
 *   an enterprise the test creates itself, and deletes at the end.
 */
import { CONFIRMATIONS, teamFullReason } from '@aac/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

let session: Session;
let page: Page;
let messages: ListPage;
let calls: ListPage;
let enterprises: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  messages = listPage(page, { path: '/admin/messages', table: 'Messages', search: 'Search messages' });
  calls = listPage(page, { path: '/admin/scheduled-calls', table: 'Calls', search: 'Search calls' });
  enterprises = listPage(page, {
    path: '/admin/enterprises',
    table: 'Enterprises',
    search: 'Search enterprises',
  });
  await signIn(page, '/admin/messages');
});

afterAll(async () => {
  await session?.close();
});

describe('Contact Messages', () => {
  it('opens a new message, which becomes read; replies by mail with "Re:"; sets a status from the row', async () => {
    await messages.openRow('.0@mail.example.net');
    expect(await messages.columnTexts('Status')).toEqual(['New']);
    await messages.visible(page.getByText('1 message found'));
    await page.getByRole('button', { name: /^View message from / }).click();
    const dialog = messages.dialog('Contact message');
    await messages.visible(dialog);
    const reply = dialog.getByRole('link', { name: 'Reply via Email' });
    const href = (await reply.getAttribute('href')) ?? '';
    expect(href).toMatch(/^mailto:[a-z]+\.0@mail\.example\.net\?subject=Re%3A%20/);
    const subject = decodeURIComponent(href.slice(href.indexOf('subject=') + 'subject='.length));
    expect(subject).toMatch(/^Re: \S/);
    // platform §4: opening a new message sets it to read; the list behind says so.
    await messages.eventually(() => messages.columnTexts('Status')).toEqual(['Read']);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await messages.gone(dialog);

    await messages.openRow('.1@mail.example.net');
    await messages.chooseOption('Status of', 'Replied');
    await messages.visible(messages.toast(/message is now Replied\./));
    await messages.eventually(() => messages.columnTexts('Status')).toEqual(['Replied']);
    // Held by the server: a reload shows it too.
    await messages.openRow('.1@mail.example.net');
    expect(await messages.columnTexts('Status')).toEqual(['Replied']);
  });
});

describe('Scheduled Calls', () => {
  it('confirms a pending call and then completes it, saving the notes each time', async () => {
    await calls.openRow('call0@mail.example.net');
    // Pending, and Overdue beside it when the seeded date has passed.
    expect(await calls.columnTexts('Status')).toEqual([expect.stringMatching(/^Pending(Overdue)?$/)]);
    await page.getByRole('button', { name: /^View call with / }).click();
    let dialog = calls.dialog('Call details');
    await dialog.getByRole('textbox', { name: 'Admin notes' }).fill('Confirmed by phone.');
    expect(await dialog.getByRole('button', { name: 'Mark as Completed' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Confirm Call' }).click();
    await calls.gone(dialog);
    await calls.eventually(() => calls.columnTexts('Status')).toEqual(['Confirmed']);

    await page.getByRole('button', { name: /^View call with / }).click();
    dialog = calls.dialog('Call details');
    const notes = dialog.getByRole('textbox', { name: 'Admin notes' });
    await calls.eventually(() => notes.inputValue()).toBe('Confirmed by phone.');
    await notes.fill('Confirmed by phone. Demo done.');
    await dialog.getByRole('button', { name: 'Mark as Completed' }).click();
    await calls.gone(dialog);
    await calls.eventually(() => calls.columnTexts('Status')).toEqual(['Completed']);

    // A completed call offers no further step and shows the notes saved.
    await page.getByRole('button', { name: /^View call with / }).click();
    dialog = calls.dialog('Call details');
    await calls.visible(dialog.getByText('Confirmed by phone. Demo done.'));
    expect(await dialog.getByRole('button', { name: /Confirm Call|Mark as Completed/ }).count()).toBe(0);
  });
});

describe('Enterprises', () => {
  it('creates an enterprise, fills its team to the limit, removes a member, edits and deletes it', async () => {
    const name = 'E2E Speech Academy';
    await enterprises.open('/admin/enterprises');
    await page.getByRole('button', { name: 'Add Enterprise' }).click();
    let form = enterprises.dialog('Add enterprise');
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('textbox', { name: /^Email/ }).fill('office@e2e-speech.example.org');
    await form.getByRole('textbox', { name: /^Contact person/ }).fill('Rita Tester');
    const maxTeam = form.getByRole('textbox', { name: /^Max team members/ });
    await maxTeam.fill('2');
    await form.getByRole('button', { name: 'Create enterprise' }).click();
    await enterprises.visible(enterprises.toast('Enterprise created successfully.'));
    await enterprises.openRow(name);
    expect(await enterprises.columnTexts('Limits')).toEqual(['Children0/50Team0/2']);

    await page.getByRole('button', { name: `View team of ${name}` }).click();
    const team = enterprises.dialog('Team Management');
    await enterprises.visible(team.getByText('No team members yet'));
    for (const [first, last] of [
      ['Olivia', 'Grant'],
      ['Ben', 'Ito'],
    ]) {
      await team.getByRole('button', { name: 'Add Member' }).click();
      const add = enterprises.dialog('Add member');
      await add.getByRole('textbox', { name: /^First name/ }).fill(first);
      await add.getByRole('textbox', { name: /^Last name/ }).fill(last);
      await add
        .getByRole('textbox', { name: /^Email/ })
        .fill(`${first.toLowerCase()}@e2e-speech.example.org`);
      await add.getByRole('button', { name: 'Add member' }).click();
      await enterprises.gone(add);
      await enterprises.visible(team.getByRole('rowheader', { name: new RegExp(`${first} ${last}`) }));
    }
    // platform §4: at the maximum, Add Member is disabled and says why.
    await enterprises
      .eventually(() => team.getByRole('button', { name: 'Add Member' }).isDisabled())
      .toBe(true);
    await enterprises.visible(team.getByText(teamFullReason(2)));

    await team.getByRole('button', { name: 'Remove Ben Ito' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Ben Ito' });
    await enterprises.visible(confirm.getByText(CONFIRMATIONS.removeTeamMember));
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await enterprises.gone(team.getByRole('rowheader', { name: /Ben Ito/ }));
    await enterprises
      .eventually(() => team.getByRole('button', { name: 'Add Member' }).isEnabled())
      .toBe(true);
    await team.getByRole('button', { name: 'Close' }).last().click();
    await enterprises.gone(team);
    await enterprises.eventually(() => enterprises.columnTexts('Limits')).toEqual(['Children0/50Team1/2']);

    await enterprises.pressRowAction(`Edit ${name}`);
    form = enterprises.dialog('Edit enterprise');
    await form.getByRole('textbox', { name: /^Contact person/ }).fill('Rita Edited');
    await form.getByRole('button', { name: 'Save' }).click();
    await enterprises.visible(enterprises.toast('Enterprise updated successfully.'));
    await enterprises
      .eventually(() => enterprises.columnTexts('Contact'))
      .toEqual([expect.stringMatching(/^Rita Edited/)]);

    await enterprises.pressRowAction(`Delete ${name}`);
    const question = page.getByRole('alertdialog', { name: `Delete ${name}` });
    await enterprises.visible(question.getByText(CONFIRMATIONS.deleteEnterprise));
    await question.getByRole('button', { name: 'Delete' }).click();
    await enterprises.visible(enterprises.toast('Enterprise deleted successfully.'));
    await enterprises.eventually(() => enterprises.rowNames()).toEqual([]);
  });
});
