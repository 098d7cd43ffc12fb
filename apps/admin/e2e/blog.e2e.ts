/**
 * Blog Management (core spec §2.4, §4, §5, §8) in real Chromium against the real server: a post's
 * whole life through the screen (created with an uploaded image and tags, previewed, published,
 * found, edited, deleted), and the stored-HTML safety: posts carrying the XSS corpus run nothing in
 * the list, the editor or the preview. Each test makes its own posts, with titles no seed row has.
 */

import { CONFIRMATIONS } from '@aac/domain';
import { XSS_CORPUS } from '@aac/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

let session: Session;
let page: Page;
let posts: ListPage;
/** The numbers of corpus payloads that ran, reported through `__xss`. */
const ran: number[] = [];

/** A 1×1 PNG: an image the server accepts by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await page.exposeFunction('__xss', (payload: number) => ran.push(payload));
  page.on('dialog', (dialog) => {
    ran.push(-1);
    void dialog.dismiss();
  });
  posts = listPage(page, {
    path: '/admin/blog/posts',
    table: 'Posts',
    search: 'Search posts',
  });
  await signIn(page, '/admin/blog/posts');
});

afterAll(async () => {
  await session?.close();
});

describe('Blog Management', () => {
  it('creates a post with an uploaded image and tags, previews, publishes, finds, edits and deletes it', async () => {
    await posts.open('/admin/blog/posts');
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = posts.dialog('New post');
    await posts.visible(dialog);

    // core spec §5: the title is required, checked before anything is sent.
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await posts.visible(dialog.getByText('Title is required'));

    await dialog.getByRole('textbox', { name: 'Title' }).fill('Pebble routines for mornings');
    const content = dialog.getByRole('textbox', { name: 'Content' });
    await content.click();
    await page.keyboard.type('Start the day with ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('three core words');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' ');
    // A link from the toolbar, applied with Enter: it changes the text, never saves the post.
    await dialog.getByRole('button', { name: 'Link' }).click();
    await page.getByRole('textbox', { name: 'Link address' }).fill('https://example.org/words');
    await page.keyboard.press('Enter');
    await posts.gone(page.getByRole('dialog', { name: 'Link' }));
    await posts.visible(dialog.getByRole('link', { name: 'https://example.org/words' }));
    await posts.visible(dialog.getByRole('button', { name: 'Create post' }));
    await dialog.getByRole('textbox', { name: 'Tags' }).fill(' Routines , , Mornings ');
    await posts.visible(dialog.getByRole('button', { name: 'Remove tag Mornings' }));
    await dialog
      .getByLabel('Featured image file')
      .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: PNG });
    await posts.visible(dialog.getByRole('img', { name: 'Chosen for this post' }));
    await posts.visible(dialog.getByRole('button', { name: 'Replace image' }));

    await dialog.getByRole('tab', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview of Content' });
    await posts
      .eventually(() => preview.innerHTML())
      .toBe(
        '<p dir="auto">Start the day with <strong>three core words</strong> ' +
          '<a rel="noopener noreferrer nofollow" href="https://example.org/words">https://example.org/words</a></p>',
      );
    await dialog.getByRole('tab', { name: 'Write' }).click();

    await dialog.getByRole('button', { name: 'Create post' }).click();
    await posts.gone(dialog);

    await posts.searchFor('Pebble routines');
    // The row names the post by its title over the excerpt, made from the content's text (core spec §5).
    const excerpt = 'Start the day with three core words https://example.org/words';
    // Just created here: marked "New".
    await posts.eventually(() => posts.rowNames()).toEqual([`Pebble routines for mornings ${excerpt} New`]);
    await posts.eventually(() => posts.columnTexts('Status')).toEqual(['Draft']);
    await posts.eventually(() => posts.columnTexts('Tags')).toEqual(['RoutinesMornings']);

    // core spec §4: one action publishes, the same action unpublishes; publishing asks first.
    await posts.pressRowAction('Publish Pebble routines for mornings');
    await page
      .getByRole('alertdialog', { name: 'Publish Pebble routines for mornings' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await posts.eventually(() => posts.columnTexts('Status')).toEqual(['Published']);
    await posts.chooseOption('Status', 'Published');
    // Still the post created on this visit of the screen.
    await posts.eventually(() => posts.rowNames()).toEqual([`Pebble routines for mornings ${excerpt} New`]);

    await posts.pressRowAction('Edit Pebble routines for mornings');
    const edit = posts.dialog('Edit post');
    await posts.visible(edit.getByRole('img', { name: 'Chosen for this post' }));
    await edit.getByRole('textbox', { name: 'Title' }).fill('Pebble routines for evenings');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await posts.gone(edit);
    await posts.searchFor('Pebble routines');
    await posts.eventually(() => posts.rowNames()).toEqual([`Pebble routines for evenings ${excerpt} New`]);

    await posts.pressRowAction('Delete Pebble routines for evenings');
    const confirm = page.getByRole('alertdialog');
    await posts.visible(confirm.getByText(CONFIRMATIONS.deletePost));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await posts.visible(page.getByText('No posts found'));
    // A whole life in one test, each step waiting on the real server: more than the default minute.
  }, 150_000);

  it('runs none of the XSS corpus in the list, the editor or the preview', async () => {
    // The watch works: a call of __xss is seen.
    await page.evaluate(() => (window as unknown as { __xss(n: number): void }).__xss(0));
    await posts.eventually(() => ran).toEqual([0]);
    ran.length = 0;

    // Saved through the API, as any client could: the corpus in the content, excerpt and tags.
    await page.evaluate(async (corpus) => {
      const headers = {
        authorization: `Bearer ${localStorage.getItem('adminToken')}`,
        'content-type': 'application/json',
      };
      for (const [index, payload] of corpus.entries()) {
        await fetch('/api/admin/blog/posts', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            title: `Hostile post ${index + 1}`,
            content: `<p>Hostile body ${index + 1}</p>${payload}`,
            excerpt: index % 2 ? payload : '',
            tags: [payload.slice(0, 50)],
          }),
        });
      }
    }, XSS_CORPUS);

    await posts.open('/admin/blog/posts?q=Hostile+post&size=50');
    await posts.eventually(async () => (await posts.rowNames()).length).toBe(XSS_CORPUS.length);
    for (const number of [2, 5, 15, 22]) {
      await posts.pressRowAction(`Edit Hostile post ${number}`);
      const edit = posts.dialog('Edit post');
      await posts.visible(edit.getByRole('textbox', { name: 'Content' }));
      await posts.visible(edit.getByText(`Hostile body ${number}`));
      await edit.getByRole('tab', { name: 'Preview' }).click();
      await posts.visible(
        edit.getByRole('region', { name: 'Preview of Content' }).getByText(`Hostile body ${number}`),
      );
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await posts.gone(edit);
    }
    await page.waitForTimeout(500);
    expect(ran).toEqual([]);
  }, 150_000);
});
