/**
 * One price per plan, in real Chromium against the real server: a price changed on Payment
 * Management's pricing card is the price both plan screens show (the yearly one following, as the
 * question before it says), and a price changed on Plan Management is the card's. Works on a plan
 * of its own, deleted at the end, so no other test sees it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demoAdmin, openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

const NAME = 'E2E One Price';
const KEY = 'e2e_one_price';

let session: Session;
let page: Page;
let token = '';
let planId = 0;
let stripePlans: ListPage;
let subscriptionPlans: ListPage;

beforeAll(async () => {
  const login = await api<{ token: string }>('/admin/auth/login', {
    method: 'POST',
    body: { email: demoAdmin.email, password: demoAdmin.password },
  });
  token = login.body.token;
  // $20 a month, 20% off a year: the yearly price is the rule's own, 12 × 20 × 0.8 = $192.
  const created = await api<{ plan: { id: number } }>('/admin/stripe/plans', {
    method: 'POST',
    token,
    body: {
      name: NAME,
      plan_key: KEY,
      plan_type: 'family',
      description: 'A plan of the one-price test',
      price_monthly: 20,
      yearly_discount_percentage: 20,
      price_yearly: 0,
      max_children: 5,
      max_team_members: 0,
      is_enterprise: false,
      selectedFeatures: {},
    },
  });
  expect(created.status).toBe(201);
  planId = created.body.plan.id;
  session = await openBrowser();
  page = session.page;
  stripePlans = listPage(page, {
    path: '/admin/plans/stripe',
    table: 'Stripe plans',
    search: 'Search plans',
  });
  subscriptionPlans = listPage(page, {
    path: '/admin/plans',
    table: 'Subscription plans',
    search: 'Search plans',
  });
  await signIn(page, '/admin/payments');
});

afterAll(async () => {
  await session?.close();
  if (planId) await api(`/admin/stripe/plans/${planId}`, { method: 'DELETE', token });
});

describe('One price per plan', () => {
  it('a new price on the pricing card is the price of both plan screens, and back', async () => {
    await page.goto('/admin/payments?tab=pricing');
    const card = page.getByRole('region', { name: NAME });
    await stripePlans.visible(card.getByText('$20.00 / month'));
    await card.getByRole('textbox', { name: `New price for ${NAME}` }).fill('25');
    await card.getByRole('button', { name: 'Update' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Change the price of ${NAME}` });
    await stripePlans.visible(confirm.getByText('from $20.00 / month to $25.00 / month', { exact: false }));
    await stripePlans.visible(
      confirm.getByText('The yearly price follows: $192.00 → $240.00 / year.', { exact: false }),
    );
    await confirm.getByRole('button', { name: 'Change price' }).click();
    await stripePlans.visible(stripePlans.toast('Price updated successfully.'));
    await stripePlans.visible(card.getByText('$25.00 / month'));

    // Plan Management: the same prices, on new Stripe prices (the plan stays connected).
    await stripePlans.openRow(KEY);
    expect(await stripePlans.columnTexts('Pricing')).toEqual(['$25.00/month$240.00/year']);
    expect((await stripePlans.columnTexts('Stripe IDs'))[0]).toMatch(/^Stripe Connected/);

    // Subscription Plan Management: the same.
    await subscriptionPlans.openRow(KEY);
    const [pricing] = await subscriptionPlans.columnTexts('Pricing');
    expect(pricing).toContain('$25.00');
    expect(pricing).toContain('$240.00');

    // A price changed on Plan Management is the card's.
    await stripePlans.openRow(KEY);
    await stripePlans.pressRowAction(`View details of ${NAME}`);
    const edit = stripePlans.dialog('Edit Plan');
    await edit.getByRole('textbox', { name: 'Monthly Price ($)' }).fill('27');
    await edit.getByRole('textbox', { name: 'Monthly Price ($)' }).press('Tab');
    await edit.getByRole('button', { name: 'Update Plan' }).click();
    await stripePlans.visible(
      stripePlans.toast('Plan updated successfully! New Stripe prices created and old ones archived.'),
    );
    await page.goto('/admin/payments?tab=pricing');
    await stripePlans.visible(page.getByRole('region', { name: NAME }).getByText('$27.00 / month'));
  });
});
