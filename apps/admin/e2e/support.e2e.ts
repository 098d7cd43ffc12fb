/**
 * Support Content Management (platform spec §2.3, §5, §8) in real Chromium against the real
 * server: on each tab, an item this file adds itself is created, edited and deleted; on Videos a
 * javascript: url is refused inline before anything is sent.
 */
import { CONFIRMATIONS, WEB_URL_ERROR } from '@aac/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';

let session: Session;
let page: Page;
const WAIT = { timeout: 20_000 };

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await signIn(page, '/admin/support');
});

afterAll(async () => {
  await session?.close();
});

const TABS = [
  {
    key: 'categories',
    tab: 'Categories',
    noun: 'category',
    fill: async () => {
      await page.getByRole('textbox', { name: 'Key' }).fill('e2e-category');
    },
  },
  {
    key: 'articles',
    tab: 'Articles',
    noun: 'article',
    fill: async () => {
      await page.getByRole('button', { name: /Category/ }).click();
      await page.getByRole('option', { name: 'Getting Started' }).click();
      const content = page.getByRole('textbox', { name: 'Content' });
      await content.waitFor(WAIT);
      await content.click();
      await page.keyboard.type('Written in the e2e test.');
    },
  },
  {
    key: 'videos',
    tab: 'Videos',
    noun: 'video',
    fill: async () => {
      await page.getByRole('textbox', { name: 'Video URL' }).fill('https://videos.example.com/e2e');
    },
  },
  {
    key: 'options',
    tab: 'Support Options',
    noun: 'support option',
    fill: async () => {
      await page.getByRole('textbox', { name: 'Link' }).fill('mailto:e2e@example.com');
    },
  },
  {
    key: 'community',
    tab: 'Community',
    noun: 'community link',
    fill: async () => {
      await page.getByRole('textbox', { name: 'Link URL' }).fill('https://community.example.com/e2e');
    },
  },
] as const;

describe('Support Content Management', () => {
  it('creates, edits and deletes an item on each tab', async () => {
    for (const { key, tab, noun, fill } of TABS) {
      await page.goto(`/admin/support?tab=${key}`);
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).waitFor(WAIT);
      const title = `E2E ${noun}`;
      await page.getByRole('button', { name: 'Add New' }).first().click();
      const dialog = page.getByRole('dialog', { name: `New ${noun}` });
      await dialog.waitFor(WAIT);
      await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
      await fill();
      await dialog.getByRole('button', { name: `Create ${noun}` }).click();
      await page.getByRole('article', { name: title }).waitFor(WAIT);

      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${noun}` });
      await edit.getByRole('textbox', { name: 'Title' }).fill(`${title} edited`);
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('article', { name: `${title} edited` }).waitFor(WAIT);

      await page.getByRole('button', { name: `Delete ${title} edited` }).click();
      const question = page.getByRole('alertdialog', { name: `Delete ${title} edited` });
      await question.getByText(CONFIRMATIONS.deleteContent).waitFor(WAIT);
      await question.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('article', { name: `${title} edited` }).waitFor({ state: 'detached', ...WAIT });
    }
  });

  it('refuses a javascript: video url inline before anything is sent', async () => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/admin/support/'))
        posts.push(request.url());
    });
    await page.goto('/admin/support?tab=videos');
    await page.getByRole('button', { name: 'Add New' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New video' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Unsafe video');
    await dialog.getByRole('textbox', { name: 'Video URL' }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Create video' }).click();
    await dialog.getByText(WEB_URL_ERROR).waitFor(WAIT);
    expect(await dialog.getByRole('textbox', { name: 'Video URL' }).inputValue()).toBe('javascript:alert(1)');
    expect(posts).toEqual([]);
  });
});
