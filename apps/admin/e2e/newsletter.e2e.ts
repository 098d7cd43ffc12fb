/**
 * Blog Subscriptions (core spec §2.6, §5, §8) in real Chromium against the real server: a bulk
 * unsubscribe of three active subscribers, then one of them reactivated from its row; the list's
 * statuses and the Active stat card follow. No other test changes newsletter subscriptions, and
 * this one works on whichever active subscribers the seed lists first.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

let session: Session;
let page: Page;
let subscribers: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  subscribers = listPage(page, {
    path: '/admin/blog/subscriptions',
    table: 'Subscribers',
    search: 'Search by email or name',
  });
  await signIn(page, '/admin/blog/subscriptions');
});

afterAll(async () => {
  await session?.close();
});

/** The Active stat card's number, once loaded. */
async function activeCount(): Promise<number> {
  const card = page.getByRole('article', { name: 'Active' });
  await card.and(page.locator(':not([aria-busy])')).waitFor();
  return Number((await card.locator(':scope > p').first().textContent())?.replaceAll(',', ''));
}

describe('Blog Subscriptions', () => {
  it('unsubscribes three active subscribers at once, then reactivates one from its row', async () => {
    await subscribers.open('/admin/blog/subscriptions?status=active');
    await subscribers.settled();
    const activeBefore = await activeCount();
    const checkboxes = page.getByRole('checkbox', { name: /^Select .+@/ });
    const names = (
      await checkboxes.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))
    )
      .slice(0, 3)
      .map((label) => String(label).replace(/^Select /, ''));
    expect(names).toHaveLength(3);
    // As a keyboard user does: the box is drawn over the native checkbox.
    for (const email of names) {
      await page.getByRole('checkbox', { name: `Select ${email}` }).focus();
      await page.keyboard.press('Space');
    }
    await subscribers.visible(page.getByText('3 selected'));
    // The bulk actions take the header row's place once rows are selected.
    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Unsubscribe', exact: true })
      .click();
    await subscribers.visible(subscribers.toast('3 subscriptions unsubscribed'));
    // The three leave the active filter, and the card counts three fewer.
    await subscribers.eventually(() => activeCount()).toBe(activeBefore - 3);
    for (const email of names) {
      await subscribers.openRow(email);
      await subscribers.eventually(() => subscribers.columnTexts('Status')).toEqual(['Unsubscribed']);
    }

    const [first] = names;
    await subscribers.openRow(String(first));
    await subscribers.pressRowAction(`Reactivate ${first}`);
    await subscribers.eventually(() => subscribers.columnTexts('Status')).toEqual(['Active']);
    await subscribers.eventually(() => activeCount()).toBe(activeBefore - 2);
  });
});
