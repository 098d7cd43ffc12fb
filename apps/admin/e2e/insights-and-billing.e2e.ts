/**
 * Analytics (core spec §2.8), Payment Management (§2.3, §5) and Referral Management (§2.7, §4)
 * in real Chromium against the real server and its deterministic seed. One browser, one flow a
 * screen. The refused price is typed on "Enterprise" and never sent; the payout decisions are
 * on the two newest pending payouts, which no other test decides.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

let session: Session;
let page: Page;
let payments: ListPage;
let payouts: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  payments = listPage(page, { path: '/admin/payments', table: 'Payments', search: 'Search payments' });
  payouts = listPage(page, {
    path: '/admin/referrals',
    table: 'Payouts',
    search: 'Search payouts',
    namespace: 'payouts',
  });
  await signIn(page, '/admin/analytics');
});

afterAll(async () => {
  await session?.close();
});

/** A stat card's figure, by its title: the card's first own paragraph (its caption sits in the header). */
function cardValue(title: string) {
  return page.getByRole('article', { name: title }).locator(':scope > p').first();
}

describe('Analytics', () => {
  it('is the landing page; a period change updates the cards and the chart, and is kept in the URL', async () => {
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/analytics');
    await payments.visible(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' }));
    await payments
      .eventually(() => page.getByRole('button', { name: /Period/ }).textContent())
      .toContain('Last 30 days');
    const rows = () => page.getByRole('table', { name: 'Users by date' }).locator('tbody tr').count();
    await payments.eventually(rows).toBe(30);
    await payments.eventually(() => cardValue('Total Users').textContent()).toMatch(/^[\d,]+$/);
    const thirtyDays = await cardValue('Total Sessions').textContent();

    await payments.chooseOption('Period', 'Last 7 days');
    await page.waitForURL((url) => url.searchParams.get('range') === '7d');
    await payments.eventually(rows).toBe(7);
    await payments.eventually(() => cardValue('Total Sessions').textContent()).not.toBe(thirtyDays);
    // Each card carries its trend, the server's change against the previous 7 days.
    await payments.visible(page.getByRole('article', { name: 'Total Users' }).getByText(/from last period/));

    await page.getByRole('radio', { name: 'Revenue' }).click();
    await page.waitForURL((url) => url.searchParams.get('chart') === 'revenue');
    await payments
      .eventually(() => page.getByRole('table', { name: 'Revenue by date' }).locator('tbody tr').count())
      .toBe(7);
    await payments.visible(page.getByRole('region', { name: 'Top Pages' }).getByRole('listitem'));
    await payments.visible(page.getByRole('region', { name: 'Recent User Activity' }).locator('time'));
  });
});

describe('Payment Management', () => {
  it('searches and filters the history on the server; a bad price is refused inline and nothing is sent', async () => {
    await payments.open('/admin/payments');
    await payments.visible(
      page.getByRole('article', { name: 'Total Revenue' }).getByText(/^\$[\d,]+\.\d\d$/),
    );
    await payments.chooseOption('Status', 'Failed');
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed');
    await payments
      .eventually(async () => new Set(await payments.columnTexts('Status')))
      .toEqual(new Set(['Failed']));
    const [email] = await payments.columnTexts('User');
    if (!email) throw new Error('the seed has failed payments');
    await payments.searchFor(email);
    await payments
      .eventually(async () => (await payments.columnTexts('User')).every((text) => text === email))
      .toBe(true);
    expect(new Set(await payments.columnTexts('Status'))).toEqual(new Set(['Failed']));
    expect((await payments.columnTexts('Amount')).every((amount) => /^\$[\d,]+\.\d\d$/.test(amount))).toBe(
      true,
    );

    await page.getByRole('tab', { name: 'Pricing Plans' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'pricing');
    // A refused price sends nothing and keeps what was typed; a saved one is prices.e2e.ts's.
    const plan = page.getByRole('region', { name: 'Enterprise' });
    const field = plan.getByRole('textbox', { name: 'New price for Enterprise' });
    await field.fill('0');
    await plan.getByRole('button', { name: 'Update' }).click();
    await payments.visible(plan.getByText('Enter a number greater than 0, such as 19.99.'));
    expect(await field.inputValue()).toBe('0');
    await payments.visible(plan.getByText('$199.99 / month'));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});

describe('Referral Management', () => {
  it('approves and rejects pending payouts; each leaves the pending filter', async () => {
    await payouts.open('/admin/referrals?tab=payouts&payouts.status=pending');
    await payouts
      .eventually(async () => new Set(await payouts.columnTexts('Status')))
      .toEqual(new Set(['Pending']));
    // Two payees with one pending payout each, so "leaves the filter" is about that payout.
    const names = await payouts.rowNames();
    const once = names.filter((name) => names.indexOf(name) === names.lastIndexOf(name));
    const [first, second] = once;
    if (!first || !second) throw new Error('the seed has two payees with one pending payout each');

    await page
      .getByRole('button', { name: `Approve payout to ${first}` })
      .first()
      .click();
    // Approving moves money: it asks first (issue 38).
    await page
      .getByRole('alertdialog', { name: `Approve payout to ${first}` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await payouts.visible(payouts.toast('Payout approved.'));
    await payouts.eventually(() => payouts.rowNames()).not.toContain(first);

    await page
      .getByRole('button', { name: `Reject payout to ${second}` })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Reject payout to ${second}` });
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await payouts.visible(payouts.toast('Payout rejected.'));
    await payouts.eventually(() => payouts.rowNames()).not.toContain(second);

    // Both are found under their new statuses.
    await payouts.chooseOption('Status', 'Approved');
    await payouts.searchFor(first);
    await payouts.eventually(() => payouts.rowNames()).toContain(first);
  });
});
