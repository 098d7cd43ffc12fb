import { clearSession, storeAdminSession } from '@aac/api-client';
import {
  CATALOGUE_FEATURES,
  CONFIRMATIONS,
  PROVIDER_IDS_EXIST_LABEL,
  PROVIDER_IDS_GENERATED_LABEL,
} from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOCAL_PROVIDER } from '../../testing/paymentProvider';
import { StoryApp } from '../../testing/storyApi';
import {
  type Canvas,
  cellsOf,
  choose,
  openDialog,
  pressRowAction,
  rowMenuItem,
  rowNames,
} from '../../testing/tableQueries';
import { ACCESS_SUPER_ADMIN } from '../roles/fixtures';
import { EVERYTHING, FAMILY, FREE, UNSYNCED } from './fixtures';
import { createPlansApi, type PlansApi, type PlansApiOptions } from './handlers';
import { SubscriptionPlansScreen } from './SubscriptionPlansScreen';

interface Parameters {
  api?: PlansApiOptions;
  initialUrl?: string;
}
const apiOf = (loaded: unknown) => (loaded as { api: PlansApi }).api;
const names = (canvas: Canvas) => rowNames(canvas, 'Subscription plans');
const ROWS_TIMEOUT = { timeout: 10_000 };

const meta = {
  title: 'Screens/Subscription Plan Management',
  component: SubscriptionPlansScreen,
  parameters: { layout: 'fullscreen' },
  loaders: [async (context) => ({ api: createPlansApi((context.parameters as Parameters).api) })],
  beforeEach: () => {
    storeAdminSession('story-admin-token', ACCESS_SUPER_ADMIN);
    return () => clearSession();
  },
  render: (_args, context) => (
    <StoryApp
      handlers={apiOf(context.loaded).handlers}
      path="/admin/plans"
      initialUrl={(context.parameters as Parameters).initialUrl}
    >
      <SubscriptionPlansScreen />
    </StoryApp>
  ),
} satisfies Meta<typeof SubscriptionPlansScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * platform spec §2.9: the columns, "4 plans found", limits of 0 as "Unlimited", "Stripe
 * Connected" only with all three ids, each id or "N/A", Enterprise or Standard, Active or
 * Inactive, and generate refused with "Stripe IDs already exist" once all three ids exist.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await waitFor(
      async () =>
        expect(await names(canvas)).toEqual([FREE.name, FAMILY.name, UNSYNCED.name, EVERYTHING.name]),
      ROWS_TIMEOUT,
    );
    await expect(canvas.getByText(LOCAL_PROVIDER.description)).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Plan',
      'Pricing',
      'Limits',
      'Features',
      'Stripe IDs',
      'Type',
      'Status',
      'Actions',
    ]);
    await expect(canvas.getByText('4 plans found')).toBeVisible();
    await expect(canvas.getByPlaceholderText('Search plans...')).toBeVisible();
    const family = await cellsOf(canvas, 'Subscription plans', FAMILY.name);
    await expect(family.Pricing).toHaveTextContent('$19.99/month$191.90/year');
    await expect(family.Limits).toHaveTextContent('Children: 5Team: Unlimited');
    // A numeric feature of -1 reads "Unlimited".
    await expect(family.Features).toHaveTextContent('Vocabulary Words: Unlimited');
    await expect(family['Stripe IDs']).toHaveTextContent(
      'Stripe ConnectedProduct: prod_Q1a2b3c4Monthly: price_1PmAYearly: price_1PmB',
    );
    await expect(family.Type).toHaveTextContent('Standard');
  },
};

/** A plan with every feature of the catalogue: the first three, then "+N more"; limits of 0 "Unlimited". */
export const PlanWithEveryFeature: Story = {
  parameters: { screenshot: false, api: { plans: [EVERYTHING] } },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toEqual([EVERYTHING.name]), ROWS_TIMEOUT);
    const cells = await cellsOf(canvas, 'Subscription plans', EVERYTHING.name);
    await expect(cells.Features).toHaveTextContent(`+${CATALOGUE_FEATURES.length - 3} more`);
    await expect(within(cells.Features).getAllByRole('listitem')).toHaveLength(4);
    await expect(cells.Limits).toHaveTextContent('Children: UnlimitedTeam: Unlimited');
    await expect(cells.Type).toHaveTextContent('Enterprise');
  },
};

/** A plan not synced with Stripe: "Not Connected", the missing ids "N/A", no features, Inactive. */
export const UnsyncedPlan: Story = {
  parameters: { screenshot: false, api: { plans: [UNSYNCED] } },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toEqual([UNSYNCED.name]), ROWS_TIMEOUT);
    const cells = await cellsOf(canvas, 'Subscription plans', UNSYNCED.name);
    await expect(cells['Stripe IDs']).toHaveTextContent(
      'Not ConnectedProduct: prod_Partial9Monthly: N/AYearly: N/A',
    );
    await expect(cells.Features).toHaveTextContent('No features selected');
    await expect(cells.Status).toHaveTextContent('Inactive');
  },
};

/** Search and type filter narrow the list here, held in the URL; "N plans found" follows. */
export const SearchAndType: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    await choose(/Type/, 'Enterprise Plans', canvas);
    await waitFor(async () => expect(await names(canvas)).toEqual([EVERYTHING.name]));
    await expect(canvas.getByText('1 plans found')).toBeVisible();
    await choose(/Type/, 'Standard Plans', canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search plans' }), 'family');
    await waitFor(async () => expect(await names(canvas)).toEqual([FAMILY.name]));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4));
  },
};

/** No plans at all. */
export const Empty: Story = {
  parameters: { api: { plans: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No plans found' }, ROWS_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText('0 plans found')).toBeVisible();
  },
};

/** The list failed: the server's message and Retry. */
export const LoadError: Story = {
  parameters: { api: { listFailure: true } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The database did not answer in time.', {}, ROWS_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/**
 * platform spec §4, §5 and §8: generate asks first, then the ids appear, the toast says "Stripe
 * IDs Generated" and the row's menu shows the action refused in words, "Stripe IDs already exist".
 */
export const GenerateStripeIds: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    const connected = await rowMenuItem(canvas, FAMILY.name, `Stripe IDs already exist: ${FAMILY.name}`);
    await expect(connected).toHaveAttribute('aria-disabled', 'true');
    await expect(within(connected).getByText(PROVIDER_IDS_EXIST_LABEL, { exact: true })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await pressRowAction(canvas, `Generate Stripe IDs for ${UNSYNCED.name}`);
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText(CONFIRMATIONS.generateStripeIds)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Generate Stripe IDs' }));
    await expect(await screen.findByText(PROVIDER_IDS_GENERATED_LABEL)).toBeVisible();
    await expect(apiOf(loaded).generated).toEqual([UNSYNCED.id]);
    await waitFor(async () =>
      expect((await cellsOf(canvas, 'Subscription plans', UNSYNCED.name))['Stripe IDs']).toHaveTextContent(
        'Stripe Connected',
      ),
    );
    const refused = await rowMenuItem(canvas, UNSYNCED.name, `Stripe IDs already exist: ${UNSYNCED.name}`);
    await expect(refused).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * "Add New Plan": the required plan name and key checked before anything is sent; the new-plan
 * defaults of platform spec §9 (display order 999, generate Stripe ids).
 */
export const AddPlanErrors: Story = {
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Plan' }));
    await expect(dialog.getByRole('textbox', { name: /Display Order/ })).toHaveValue('999');
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'Kept while fixing');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Plan' }));
    await expect(await dialog.findByText('Plan Name is required')).toBeVisible();
    await expect(dialog.getByText('Plan Key is required')).toBeVisible();
    await expect(apiOf(loaded).saves).toHaveLength(0);
  },
};

/** A complete new plan is sent with the defaults of a new plan, and the server's message shows. */
export const AddPlanSends: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Plan' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), 'School');
    // Issue 38: the key follows the name until one is typed.
    await expect(dialog.getByRole('textbox', { name: /Plan Key/ })).toHaveValue('school');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Plan' }));
    await expect(await screen.findByText('Plan created successfully!')).toBeVisible();
    await expect(apiOf(loaded).saves[0].body).toMatchObject({
      name: 'School',
      plan_key: 'school',
      max_children: 1,
      max_team_members: 0,
      is_active: true,
      is_enterprise: false,
      popular: false,
      generate_stripe_ids: true,
      display_order: 999,
    });
    // No type was chosen: the server decides it (from the key).
    await expect(apiOf(loaded).saves[0].body).not.toHaveProperty('plan_type');
  },
};

/** The Plan Type select shows the plan's type and a new choice is saved with the plan. */
export const EditPlanType: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    const dialog = await openDialog(canvas, `Edit ${FAMILY.name}`, 'Edit Plan');
    await expect(dialog.getByRole('button', { name: /Plan Type/ })).toHaveTextContent('Family');
    await choose(/Plan Type/, 'Professional', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Update Plan' }));
    await expect(await screen.findByText('Plan updated successfully!')).toBeVisible();
    await expect(apiOf(loaded).saves[0]).toMatchObject({
      id: FAMILY.id,
      body: { plan_type: 'professional' },
    });
  },
};

/**
 * On edit the Plan Type shows the plan's type, also for a plan its backend sent without one (the
 * type the server would give it: its key's), never "Select a plan type"; the key, which cannot
 * change, looks read-only: a sunken box with a dashed border, unlike the fields beside it.
 */
export const EditShowsTypeAndReadOnlyKey: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    await expect(FREE).not.toHaveProperty('plan_type');
    const dialog = await openDialog(canvas, `Edit ${FREE.name}`, 'Edit Plan');
    await expect(dialog.getByRole('button', { name: /Plan Type/ })).toHaveTextContent('Free');
    const key = dialog.getByRole('textbox', { name: /Plan Key/ });
    await expect(key).toHaveAttribute('readonly');
    await expect(key).toHaveAccessibleDescription('The plan key cannot be changed.');
    const name = dialog.getByRole('textbox', { name: /Plan Name/ });
    await expect(getComputedStyle(key).borderTopStyle).toBe('dashed');
    await expect(getComputedStyle(name).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(key).backgroundColor).not.toBe(getComputedStyle(name).backgroundColor);
  },
};

/**
 * The yearly price does not follow a discount typed after it on edit (it is the plan's stored
 * price): the calculated one, 12 × monthly × (1 − discount), shows under it with "Use".
 */
const offerCalculatedYearly = async (canvas: Canvas) => {
  await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
  const dialog = await openDialog(canvas, `Edit ${FAMILY.name}`, 'Edit Plan');
  const yearly = dialog.getByRole('textbox', { name: 'Yearly Price ($)' });
  // 191.90 is 12 × 19.99 × 0.8: nothing to offer.
  await expect(dialog.queryByRole('button', { name: /^Use / })).toBeNull();
  const discount = dialog.getByRole('textbox', { name: 'Yearly Discount (%)' });
  await userEvent.clear(discount);
  await userEvent.type(discount, '25');
  await expect(yearly).toHaveValue('191.90');
  // 12 × 19.99 × 0.75 = 179.91
  await expect(yearly).toHaveAccessibleDescription(expect.stringContaining('Calculated: $179.91'));
  const use = dialog.getByRole('button', { name: 'Use $179.91 as the yearly price' });
  await expect(use).toHaveTextContent('Use');
  return { dialog, yearly, use };
};

/** The calculated yearly price under a yearly price that differs from it, with "Use". */
export const YearlyOffersCalculated: Story = {
  play: async ({ canvas }) => {
    const { use } = await offerCalculatedYearly(canvas);
    use.scrollIntoView({ block: 'center' });
    await expect(use).toBeVisible();
  },
};

/** "Use" fills the calculated yearly price in; the two then agree, "Use" goes, and it is saved. */
export const YearlyUseCalculated: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const { dialog, yearly, use } = await offerCalculatedYearly(canvas);
    await userEvent.click(use);
    await expect(yearly).toHaveValue('179.91');
    await expect(dialog.queryByRole('button', { name: /^Use / })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Update Plan' }));
    await expect(await screen.findByText('Plan updated successfully!')).toBeVisible();
    await expect(apiOf(loaded).saves[0].body).toMatchObject({
      yearly_discount_percentage: 25,
      price_yearly: 179.91,
    });
  },
};

/**
 * Every preset's key is taken here: choosing Family fills the first free key, family_2, and the
 * field says why; a taken key typed by hand is refused beside the field, in the server's words,
 * before anything is sent.
 */
export const PresetKeyTaken: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Plan' }));
    await choose(/Plan Type/, 'Family', dialog);
    const key = dialog.getByRole('textbox', { name: /Plan Key/ });
    await expect(key).toHaveValue('family_2');
    await expect(key).toHaveAccessibleDescription(
      expect.stringContaining('"family" is another plan\'s key, so this plan\'s is family_2.'),
    );
    await userEvent.clear(key);
    await userEvent.type(key, 'enterprise');
    await expect(key).toHaveAccessibleDescription(
      expect.stringContaining('A plan with the key "enterprise" already exists.'),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), 'Family Plus');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Plan' }));
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(apiOf(loaded).saves).toHaveLength(0);
  },
};

/**
 * A plan users are subscribed to: the server refuses its delete (409), so the row says so before
 * anything is asked ("Cannot delete (1,204 subscribers)"), and pressing it says why in the
 * server's words and offers Deactivate instead.
 */
const openDeleteRefusal = async (canvas: Canvas) => {
  await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
  await pressRowAction(canvas, `Cannot delete (1,204 subscribers): ${FREE.name}`);
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Free cannot be deleted' }));
  await expect(
    dialog.getByText('The plan "Free" cannot be deleted: 1,204 users are subscribed to it.'),
  ).toBeVisible();
  await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
  await expect(dialog.getByRole('button', { name: 'Deactivate' })).toHaveFocus();
  return dialog;
};

/** The refusal of a plan with subscribers, with Deactivate offered instead. */
export const DeleteRefusedOffersDeactivate: Story = {
  play: async ({ canvas, loaded }) => {
    await openDeleteRefusal(canvas);
    await expect(apiOf(loaded).deleted).toEqual([]);
  },
};

/** Deactivate saves the plan whole but inactive (and makes no Stripe ids on the way). */
export const DeactivateInsteadOfDelete: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDeleteRefusal(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(await screen.findByText('Free is deactivated.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(apiOf(loaded).deleted).toEqual([]);
    await expect(apiOf(loaded).saves[0]).toMatchObject({
      id: FREE.id,
      body: { name: FREE.name, plan_key: FREE.plan_key, is_active: false, generate_stripe_ids: false },
    });
    await expect(apiOf(loaded).saves[0].body).not.toHaveProperty('user_count');
    await waitFor(async () =>
      expect((await cellsOf(canvas, 'Subscription plans', FREE.name)).Status).toHaveTextContent('Inactive'),
    );
  },
};

/** "Edit Plan": a refused save says "Error saving plan: …" and keeps the typing. */
export const EditPlanRefused: Story = {
  parameters: {
    screenshot: false,
    api: { saveFailure: { status: 409, error: 'conflict', message: 'The plan key family is in use.' } },
  },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    const dialog = await openDialog(canvas, `Edit ${FAMILY.name}`, 'Edit Plan');
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), ' Plus');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Plan' }));
    await expect(await dialog.findByText('Error saving plan: The plan key family is in use.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Plan Name/ })).toHaveValue('Family Plus');
  },
};

/**
 * Opens Edit Family, then Grace Hopper raises its monthly price (version 2) before this admin
 * saves a new name: nothing is saved, the draft stays, and the panel says who, when and which
 * field, with both values (issue 34).
 */
async function saveOverOtherChange(canvas: Canvas, api: PlansApi) {
  await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
  const dialog = await openDialog(canvas, `Edit ${FAMILY.name}`, 'Edit Plan');
  api.changeElsewhere(FAMILY.id, { price_monthly: 24.99 });
  await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), ' Plus');
  await userEvent.click(dialog.getByRole('button', { name: 'Update Plan' }));
  await expect(await dialog.findByText('Grace Hopper changed this plan at 14:02')).toBeVisible();
  return dialog;
}

/** A save over another admin's change: the conflict panel instead of "Error saving plan". */
export const EditConflict: Story = {
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const dialog = await saveOverOtherChange(canvas, api);
    await expect(api.preconditions.at(-1)).toEqual({ key: FAMILY.id, ifMatch: '"1"' });
    const changed = within(dialog.getByRole('row', { name: /Monthly Price/ }));
    await expect(changed.getByRole('cell', { name: '24.99' })).toBeVisible();
    await expect(changed.getByRole('cell', { name: '19.99' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Plan Name/ })).toHaveValue('Family Plus');
    await expect(dialog.getByRole('button', { name: 'Update Plan' })).toBeDisabled();
    await expect(dialog.queryByText(/Error saving plan/)).toBeNull();
  },
};

/** "Use theirs": the form starts again from the plan as stored now; a save goes with its version. */
export const EditConflictUseTheirs: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const dialog = await saveOverOtherChange(canvas, api);
    await userEvent.click(dialog.getByRole('button', { name: 'Use theirs' }));
    await expect(dialog.getByRole('textbox', { name: /Plan Name/ })).toHaveValue('Family');
    await expect(dialog.getByRole('textbox', { name: /Monthly Price/ })).toHaveValue('24.99');
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), ' Max');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Plan' }));
    await expect(await screen.findByText('Plan updated successfully!')).toBeVisible();
    await expect(api.preconditions.at(-1)).toEqual({ key: FAMILY.id, ifMatch: '"2"' });
    await expect(api.saves.at(-1)?.body).toMatchObject({ name: 'Family Max', price_monthly: 24.99 });
  },
};

/** platform spec §5: the delete question; confirming removes the plan. */
export const DeletePlan: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    // Nobody is subscribed to it (see Delete Refused Offers Deactivate for a plan with subscribers).
    await pressRowAction(canvas, `Delete ${UNSYNCED.name}`);
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText(CONFIRMATIONS.deleteSubscriptionPlan)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Plan deleted successfully!')).toBeVisible();
    await expect(apiOf(loaded).deleted).toEqual([UNSYNCED.id]);
    await waitFor(async () => expect(await names(canvas)).toHaveLength(3));
  },
};

/** platform spec §8: a refused generation is one line, "Error generating Stripe IDs: {reason}". */
export const GenerateFailure: Story = {
  parameters: {
    screenshot: false,
    api: {
      generateFailure: {
        status: 409,
        error: 'conflict',
        message: 'Stripe refused the product: the account is not activated.',
      },
    },
  },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    await pressRowAction(canvas, `Generate Stripe IDs for ${UNSYNCED.name}`);
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Generate Stripe IDs' }));
    await expect(
      await screen.findByText(
        'Error generating Stripe IDs: Stripe refused the product: the account is not activated.',
      ),
    ).toBeVisible();
    await expect(apiOf(loaded).generated).toEqual([]);
  },
};

/** platform spec §8: a refused delete is one line, "Error deleting plan: {reason}"; the plan stays. */
export const DeleteFailure: Story = {
  parameters: {
    screenshot: false,
    api: {
      deleteFailure: {
        status: 409,
        error: 'conflict',
        message: 'Families subscribe to this plan; deactivate it instead.',
      },
    },
  },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    await pressRowAction(canvas, `Delete ${UNSYNCED.name}`);
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(
      await screen.findByText('Error deleting plan: Families subscribe to this plan; deactivate it instead.'),
    ).toBeVisible();
    await expect(apiOf(loaded).deleted).toEqual([]);
    await expect(await names(canvas)).toContain(UNSYNCED.name);
  },
};

/** A 375 px phone in the dark theme: the table as cards, nothing wider than the screen. */
export const NarrowDark: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
