/**
 * Blog Categories (core spec §2.5, §5, §8) in real Chromium against the real server: a category's
 * whole life through the screen (created with its colour and icon, edited, deactivated, deleted),
 * with the spec's toasts. The test makes its own category, with a name no seed row has.
 */
import { CONFIRMATIONS, MESSAGES } from '@aac/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

let session: Session;
let page: Page;
let categories: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  categories = listPage(page, {
    path: '/admin/blog/categories',
    table: 'Categories',
    search: 'Search categories',
  });
  await signIn(page, '/admin/blog/categories');
});

afterAll(async () => {
  await session?.close();
});

describe('Blog Categories', () => {
  it('creates, edits, deactivates and deletes a category', async () => {
    await categories.open('/admin/blog/categories');
    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = categories.dialog('New category');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Pebble Garden Club');
    await categories.chooseOption('Colour', 'Teal', dialog);
    await categories.chooseOption('Icon', 'Star', dialog);
    await dialog.getByRole('button', { name: 'Create category' }).click();
    await categories.gone(dialog);
    await categories.visible(categories.toast(MESSAGES.categoryCreated));

    await categories.searchFor('Pebble Garden');
    // Just created here: marked "New".
    await categories
      .eventually(() => categories.rowNames())
      .toEqual(['Pebble Garden Club No description New']);
    await categories.eventually(() => categories.columnTexts('Colour')).toEqual(['Teal']);
    await categories.eventually(() => categories.columnTexts('Icon')).toEqual(['Star']);

    await categories.pressRowAction('Edit Pebble Garden Club');
    const edit = categories.dialog('Edit category');
    await edit.getByRole('textbox', { name: 'Name' }).fill('Pebble Garden Society');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await categories.gone(edit);
    await categories.visible(categories.toast(MESSAGES.categoryUpdated));
    await categories.searchFor('Pebble Garden');
    await categories
      .eventually(() => categories.rowNames())
      .toEqual(['Pebble Garden Society No description New']);

    await categories.pressRowAction('Deactivate Pebble Garden Society');
    await categories.eventually(() => categories.columnTexts('Status')).toEqual(['Inactive']);

    await categories.pressRowAction('Delete Pebble Garden Society');
    const confirm = page.getByRole('alertdialog');
    await categories.visible(confirm.getByText(CONFIRMATIONS.deleteCategory));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await categories.visible(categories.toast(MESSAGES.categoryDeleted));
    await categories.visible(page.getByText('No categories found'));
  }, 120_000);
});
