/**
 * Plan Management (platform spec §2.7, §2.8, §4, §5, §8) in real Chromium against the real server
 * and its payment provider (the local provider, which keeps Stripe's rules: prices are immutable,
 * so a new price replaces the old one): a plan created in Stripe, its price changed (priceUpdated),
 * a sync, and the plan deleted. Works on a plan of its own, so no other test sees it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

const NAME = 'E2E Classroom';
const KEY = 'e2e_classroom';
const CONNECTED = /^Stripe ConnectedProduct: prod_\S+Monthly: (price_\S+)Yearly: price_\S+$/;

let session: Session;
let page: Page;
let plans: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  plans = listPage(page, { path: '/admin/plans/stripe', table: 'Stripe plans', search: 'Search plans' });
  await signIn(page, '/admin/plans/stripe');
});

afterAll(async () => {
  await session?.close();
});

const syncLine = () => page.getByRole('region', { name: 'Stripe sync status' });

describe('Plan Management', () => {
  it('creates a plan in Stripe, replaces its price, syncs, and deletes it', async () => {
    await plans.visible(syncLine().getByText(/^(Sync Required|In Sync)$/));

    // Create in Stripe: a preset fills the limits, the key is the admin's, the yearly price is filled in.
    await page.getByRole('button', { name: 'Create in Stripe' }).click();
    const create = plans.dialog('Create New Plan in Stripe');
    await create.getByRole('textbox', { name: /Plan Name/ }).fill(NAME);
    await plans.chooseOption('Plan Type', 'Professional', create);
    await create.getByRole('textbox', { name: /Plan Key/ }).fill(KEY);
    await create.getByRole('textbox', { name: 'Monthly Price ($)' }).fill('30');
    await create.getByRole('textbox', { name: 'Monthly Price ($)' }).press('Tab');
    await plans
      .eventually(() => create.getByRole('textbox', { name: 'Yearly Price ($)' }).inputValue())
      .toBe('360.00');
    await create.getByRole('button', { name: 'Create in Stripe' }).click();
    await plans.visible(plans.toast('Plan created successfully in Stripe!'));
    await plans.gone(create);

    await plans.openRow(KEY);
    expect(await plans.columnTexts('Limits')).toEqual(['Children: 20Team: 5']);
    expect(await plans.columnTexts('Subscribers')).toEqual(['0']);
    const [ids] = await plans.columnTexts('Stripe IDs');
    const firstMonthlyPrice = ids?.match(CONNECTED)?.[1];
    expect(firstMonthlyPrice).toBeTruthy();

    // View details is the edit form; a new monthly price creates new Stripe prices (priceUpdated).
    await plans.pressRowAction(`View details of ${NAME}`);
    const edit = plans.dialog('Edit Plan');
    await plans.visible(edit.getByText(/This plan is synced with Stripe/));
    expect(await edit.getByRole('textbox', { name: /Plan Key/ }).getAttribute('readonly')).not.toBeNull();
    await edit.getByRole('textbox', { name: 'Monthly Price ($)' }).fill('35');
    await edit.getByRole('textbox', { name: 'Monthly Price ($)' }).press('Tab');
    await edit.getByRole('button', { name: 'Update Plan' }).click();
    await plans.visible(
      plans.toast('Plan updated successfully! New Stripe prices created and old ones archived.'),
    );
    await plans
      .eventually(async () => (await plans.columnTexts('Pricing'))[0])
      .toBe('$35.00/month$360.00/year');
    await plans
      .eventually(async () => (await plans.columnTexts('Stripe IDs'))[0]?.match(CONNECTED)?.[1])
      .not.toBe(firstMonthlyPrice);

    // Sync with Stripe: both sides in step afterwards.
    await page.getByRole('button', { name: 'Sync with Stripe' }).click();
    await plans.visible(plans.toast('Stripe sync completed successfully!'));
    await plans
      .eventually(() => syncLine().textContent())
      .toMatch(/^In Sync(\d+) plans? in Stripe, \1 in the database$/);

    // Delete, after the spec's question.
    await plans.pressRowAction(`Delete ${NAME}`);
    const question = page.getByRole('alertdialog');
    await plans.visible(
      question.getByText(
        'Are you sure you want to delete this plan from Stripe? This action cannot be undone.',
      ),
    );
    await question.getByRole('button', { name: 'Delete' }).click();
    await plans.visible(plans.toast('Plan deleted successfully from Stripe!'));
    await plans.visible(page.getByRole('heading', { name: 'No plans found' }));
  });
});
