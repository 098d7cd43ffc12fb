/**
 * Subscription Plan Management (platform spec §2.9, §4, §5, §8) in real Chromium against the real
 * server: Stripe ids generated for a plan that has none, after the confirmation, and the action
 * refused once all three exist. The plan is made here without ids, because a sync on Plan
 * Management (stripe-plans.e2e.ts) gives every seeded plan its ids.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

const PLAN = 'E2E Unsynced';
const KEY = 'e2e_unsynced';

let session: Session;
let page: Page;
let plans: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  plans = listPage(page, { path: '/admin/plans', table: 'Subscription plans', search: 'Search plans' });
  await signIn(page, '/admin/plans');
  // A plan with no Stripe ids, saved as the second plan form would with "Generate Stripe IDs" off.
  const status = await page.evaluate(
    async (plan) => {
      const response = await fetch('/api/admin/subscription-plans', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('adminToken')}`,
        },
        body: JSON.stringify(plan),
      });
      return response.status;
    },
    { name: PLAN, plan_key: KEY, generate_stripe_ids: false },
  );
  expect(status).toBe(201);
});

afterAll(async () => {
  await session?.close();
});

describe('Subscription plans', () => {
  it('generates the Stripe ids of an unsynced plan once confirmed, then refuses it', async () => {
    await plans.openRow(KEY);
    await plans.visible(page.getByText('1 plans found'));
    expect(await plans.columnTexts('Stripe IDs')).toEqual([
      'Not ConnectedProduct: N/AMonthly: N/AYearly: N/A',
    ]);

    await plans.pressRowAction(`Generate Stripe IDs for ${PLAN}`);
    const question = page.getByRole('alertdialog');
    await plans.visible(question.getByText('This will generate new Stripe product and price IDs. Continue?'));
    await question.getByRole('button', { name: 'Generate Stripe IDs' }).click();
    // platform spec §4: the action's label once done.
    await plans.visible(plans.toast('Stripe IDs Generated'));

    await plans
      .eventually(async () => (await plans.columnTexts('Stripe IDs'))[0])
      .toMatch(/^Stripe ConnectedProduct: prod_\S+Monthly: price_\S+Yearly: price_\S+$/);
    // The row's menu still shows the action, refused in words.
    await page.getByRole('button', { name: `More actions for ${PLAN}` }).click();
    const refused = page.getByRole('menuitem', { name: `Stripe IDs already exist: ${PLAN}` });
    await plans.visible(refused);
    expect(await refused.getAttribute('aria-disabled')).toBe('true');
    await plans.visible(refused.getByText('Stripe IDs already exist', { exact: true }));
    await page.keyboard.press('Escape');
  });
});
