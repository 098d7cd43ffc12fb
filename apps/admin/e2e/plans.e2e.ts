/**
 * Subscription Plan Management (platform spec §2.9, §4, §5, §8) in real Chromium against the real
 * server: Stripe ids generated for a seeded plan that has none, after the confirmation, and the
 * action refused once all three exist. Works on "Individual (legacy)", which no other test reads.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

const PLAN = 'Individual (legacy)';

let session: Session;
let page: Page;
let plans: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  plans = listPage(page, { path: '/admin/plans', table: 'Subscription plans', search: 'Search plans' });
  await signIn(page, '/admin/plans');
});

afterAll(async () => {
  await session?.close();
});

describe('Subscription plans', () => {
  it('generates the Stripe ids of an unsynced plan once confirmed, then refuses it', async () => {
    await plans.openRow('individual_legacy');
    await plans.visible(page.getByText('1 plans found'));
    expect(await plans.columnTexts('Stripe IDs')).toEqual([
      'Not ConnectedProduct: N/AMonthly: N/AYearly: N/A',
    ]);

    await plans.pressRowAction(`Generate Stripe IDs for ${PLAN}`);
    const question = page.getByRole('alertdialog');
    await plans.visible(question.getByText('This will generate new Stripe product and price IDs. Continue?'));
    await question.getByRole('button', { name: 'Generate Stripe IDs' }).click();
    await plans.visible(plans.toast('Stripe IDs generated successfully!'));

    await plans
      .eventually(async () => (await plans.columnTexts('Stripe IDs'))[0])
      .toMatch(/^Stripe ConnectedProduct: prod_\S+Monthly: price_\S+Yearly: price_\S+$/);
    const refused = page.getByRole('button', { name: `Stripe IDs already exist: ${PLAN}` });
    await plans.visible(refused);
    expect(await refused.isDisabled()).toBe(true);
  });
});
