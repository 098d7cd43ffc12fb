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

/** platform spec §5: the delete question; confirming removes the plan. */
export const DeletePlan: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(4), ROWS_TIMEOUT);
    await pressRowAction(canvas, `Delete ${FREE.name}`);
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText(CONFIRMATIONS.deleteSubscriptionPlan)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Plan deleted successfully!')).toBeVisible();
    await expect(apiOf(loaded).deleted).toEqual([FREE.id]);
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
    await pressRowAction(canvas, `Delete ${FREE.name}`);
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(
      await screen.findByText('Error deleting plan: Families subscribe to this plan; deactivate it instead.'),
    ).toBeVisible();
    await expect(apiOf(loaded).deleted).toEqual([]);
    await expect(await names(canvas)).toContain(FREE.name);
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
