import { clearSession, storeAdminSession } from '@aac/api-client';
import { CATALOGUE_FEATURES, CONFIRMATIONS } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOCAL_PROVIDER, STRIPE_LIVE_PROVIDER, STRIPE_TEST_PROVIDER } from '../../testing/paymentProvider';
import { StoryApp } from '../../testing/storyApi';
import { type Canvas, cellsOf, choose, openDialog, rowNames } from '../../testing/tableQueries';
import { heldToast } from '../../testing/toasts';
import { ACCESS_SUPER_ADMIN } from '../roles/fixtures';
import {
  IN_SYNC,
  STRIPE_ENTERPRISE,
  STRIPE_FAMILY,
  STRIPE_FREE,
  STRIPE_PROFESSIONAL,
  STRIPE_UNSYNCED,
} from './fixtures';
import { createStripePlansApi, type StripePlansApi, type StripePlansApiOptions } from './handlers';
import { StripePlansScreen } from './StripePlansScreen';

interface Parameters {
  api?: StripePlansApiOptions;
  initialUrl?: string;
  readOnly?: boolean;
}
const apiOf = (loaded: unknown) => (loaded as { api: StripePlansApi }).api;
const TABLE = 'Stripe plans';
const names = (canvas: Canvas) => rowNames(canvas, TABLE);
const ROWS_TIMEOUT = { timeout: 10_000 };
const ALL_NAMES = [
  STRIPE_FREE.name,
  STRIPE_FAMILY.name,
  STRIPE_PROFESSIONAL.name,
  STRIPE_UNSYNCED.name,
  STRIPE_ENTERPRISE.name,
];
const loadedRows = (canvas: Canvas) =>
  waitFor(async () => expect(await names(canvas)).toEqual(ALL_NAMES), ROWS_TIMEOUT);
const syncLine = () => screen.getByRole('region', { name: 'Stripe sync status' });

const meta = {
  title: 'Screens/Plan Management',
  component: StripePlansScreen,
  parameters: { layout: 'fullscreen' },
  loaders: [async (context) => ({ api: createStripePlansApi((context.parameters as Parameters).api) })],
  beforeEach: (context) => {
    const readOnly = (context.parameters as Parameters).readOnly;
    storeAdminSession(
      'story-admin-token',
      readOnly ? { ...ACCESS_SUPER_ADMIN, permissions: ['plans.read'] } : ACCESS_SUPER_ADMIN,
    );
    return () => clearSession();
  },
  render: (_args, context) => (
    <StoryApp
      handlers={apiOf(context.loaded).handlers}
      path="/admin/plans/stripe"
      initialUrl={(context.parameters as Parameters).initialUrl}
    >
      <StripePlansScreen />
    </StoryApp>
  ),
} satisfies Meta<typeof StripePlansScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * platform spec §2.7: "Sync Required" with the plan counts of both sides, the counts of plans and
 * of total subscribers, and the columns: limits of 0 "Unlimited", the first three features then
 * "+N more", subscribers, the Stripe ids with "Stripe Connected" or "Not Connected", the type
 * badge and the status; a long name and long ids are cut.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    // A default install: the labels say Stripe, and this line says no Stripe account is behind them.
    await expect(canvas.getByText(LOCAL_PROVIDER.description)).toBeVisible();
    await expect(canvas.getByText('No Stripe account').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'caution',
    );
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Plan',
      'Pricing',
      'Limits',
      'Features',
      'Subscribers',
      'Stripe IDs',
      'Type',
      'Status',
      'Actions',
    ]);
    await waitFor(() =>
      expect(syncLine()).toHaveTextContent('Sync Required4 plans in Stripe, 5 in the database'),
    );
    // 1,204 + 412 + 58 + 0 + 3 subscribers.
    await expect(canvas.getByText('5 plans found · 1,677 total subscribers')).toBeVisible();
    const family = await cellsOf(canvas, TABLE, STRIPE_FAMILY.name);
    await expect(family.Plan).toHaveTextContent('Familyfamily');
    await expect(family.Pricing).toHaveTextContent('$19.99/month$191.90/year');
    await expect(family.Limits).toHaveTextContent('Children: 5Team: Unlimited');
    await expect(family.Subscribers).toHaveTextContent('412');
    await expect(family['Stripe IDs']).toHaveTextContent(
      'Stripe ConnectedProduct: prod_Q1a2b3c4Monthly: price_1PmAYearly: price_1PmB',
    );
    // The plan's own type (platform spec §2.7, §3), not only Standard or Enterprise.
    await expect(family.Type).toHaveTextContent('Family');
    await expect(family.Status).toHaveTextContent('Active');
    const enterprise = await cellsOf(canvas, TABLE, STRIPE_ENTERPRISE.name);
    await expect(enterprise.Limits).toHaveTextContent('Children: UnlimitedTeam: Unlimited');
    await expect(enterprise.Features).toHaveTextContent(`+${CATALOGUE_FEATURES.length - 3} more`);
    await expect(within(enterprise.Features).getAllByRole('listitem')).toHaveLength(4);
    await expect(enterprise['Stripe IDs']).toHaveTextContent(
      'Not ConnectedProduct: N/AMonthly: N/AYearly: N/A',
    );
    await expect(enterprise.Type).toHaveTextContent('Enterprise');
    const unsynced = await cellsOf(canvas, TABLE, STRIPE_UNSYNCED.name);
    await expect(unsynced.Features).toHaveTextContent('No features selected');
    await expect(unsynced.Status).toHaveTextContent('Inactive');
    await expect(canvas.getByRole('button', { name: `View details of ${STRIPE_FREE.name}` })).toBeVisible();
    // Free has subscribers: its delete says so (see Delete Refused Before Asking).
    await expect(
      canvas.getByRole('button', { name: `Cannot delete (1,204 subscribers): ${STRIPE_FREE.name}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Delete ${STRIPE_UNSYNCED.name}` })).toBeVisible();
  },
};

/**
 * A limit of 0 reads "Unlimited", which surprises on a plan without a team: the mark's tooltip
 * says why (the form's "0 = Unlimited") and what the plan's Team Members feature is.
 */
export const UnlimitedLimitExplained: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    const family = await cellsOf(canvas, TABLE, STRIPE_FAMILY.name);
    await expect(family.Limits).toHaveTextContent('Children: 5Team: Unlimited');
    // A figure is no mark: only "Unlimited" explains itself.
    await expect(
      within(family.Limits)
        .getByText(/^Children:/)
        .querySelector('[tabindex]'),
    ).toBeNull();
    await expect(within(family.Limits).getByText('Unlimited').closest('[tabindex="0"]')).not.toBeNull();
    // The keyboard reaches Free's mark (the first row's), and its tooltip tells the rule and the
    // Free tier's Team Members feature, 0.
    const free = await cellsOf(canvas, TABLE, STRIPE_FREE.name);
    const mark = within(free.Limits).getByText('Unlimited').closest<HTMLElement>('[tabindex="0"]');
    canvas.getByRole('searchbox', { name: 'Search plans' }).focus();
    for (let presses = 0; presses < 10 && document.activeElement !== mark; presses += 1)
      await userEvent.tab();
    await expect(mark).toHaveFocus();
    await expect(await screen.findByRole('tooltip', {}, ROWS_TIMEOUT)).toHaveTextContent(
      'Max Team Members is 0, and 0 means no maximum ("0 = Unlimited" in the plan form). Its Team Members feature is 0.',
    );
  },
};

/** platform spec §4: "In Sync" when needs_sync is false. */
/** With a Stripe account's test key: "Stripe, test mode" and the account's name, in place of the local provider's warning. */
export const StripeTestMode: Story = {
  parameters: { screenshot: false, api: { provider: STRIPE_TEST_PROVIDER } },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    await expect(canvas.getByText('Stripe, test mode: Bright Voices')).toBeVisible();
    await expect(canvas.getByText('Test mode').closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.queryByText(LOCAL_PROVIDER.description)).toBeNull();
  },
};

/** With a live key: "Stripe, live mode". */
export const StripeLiveMode: Story = {
  parameters: { screenshot: false, api: { provider: STRIPE_LIVE_PROVIDER } },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    await expect(canvas.getByText('Stripe, live mode: Bright Voices')).toBeVisible();
    await expect(canvas.getByText('Live').closest('[data-tone]')).toHaveAttribute('data-tone', 'positive');
  },
};

export const InSync: Story = {
  parameters: { screenshot: false, api: { syncStatus: IN_SYNC } },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    await waitFor(() => expect(syncLine()).toHaveTextContent('In Sync5 plans in Stripe, 5 in the database'));
  },
};

/**
 * platform spec §4 and §8: "Sync with Stripe" syncs, says "Stripe sync completed successfully!",
 * and the list and the status line reload: every plan connected, "In Sync".
 */
export const SyncWithStripe: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await loadedRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sync with Stripe' }));
    await expect(await screen.findByText('Stripe sync completed successfully!')).toBeVisible();
    await expect(apiOf(loaded).syncs).toBe(1);
    await waitFor(() => expect(syncLine()).toHaveTextContent('In Sync5 plans in Stripe, 5 in the database'));
    await waitFor(async () =>
      expect((await cellsOf(canvas, TABLE, STRIPE_ENTERPRISE.name))['Stripe IDs']).toHaveTextContent(
        'Stripe Connected',
      ),
    );
  },
};

/** platform spec §4: while the sync runs, "Syncing..." and neither button can be pressed. */
export const Syncing: Story = {
  parameters: { api: { sync: 'hangs' } },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sync with Stripe' }));
    const syncing = await canvas.findByRole('button', { name: 'Syncing...' });
    await expect(syncing).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Create in Stripe' })).toBeDisabled();
  },
};

/** platform spec §8: a failed sync says "Error syncing with Stripe", with the reason. */
export const SyncFails: Story = {
  parameters: {
    screenshot: false,
    api: { sync: { error: 'provider_error', message: 'Stripe did not answer in time.' } },
  },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sync with Stripe' }));
    const toast = (await screen.findByText('Error syncing with Stripe')).closest(
      '[role="alert"], [role="status"]',
    );
    await expect(toast).toHaveTextContent('Stripe did not answer in time.');
    await expect(canvas.getByRole('button', { name: 'Sync with Stripe' })).toBeEnabled();
  },
};

/** Search and the type filter narrow the list here, held in the URL; the counts follow. */
export const SearchAndType: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    await choose(/Type/, 'Enterprise Plans', canvas);
    await waitFor(async () => expect(await names(canvas)).toEqual([STRIPE_ENTERPRISE.name]));
    await expect(canvas.getByText('1 plans found · 3 total subscribers')).toBeVisible();
    await choose(/Type/, 'Standard Plans', canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search plans' }), 'therapists');
    await waitFor(async () => expect(await names(canvas)).toEqual([STRIPE_PROFESSIONAL.name]));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await loadedRows(canvas);
  },
};

/** No plans at all. */
export const Empty: Story = {
  parameters: {
    api: { plans: [], syncStatus: { needs_sync: false, total_stripe_plans: 0, total_db_plans: 0 } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No plans found' }, ROWS_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText('0 plans found · 0 total subscribers')).toBeVisible();
  },
};

/** platform spec §8: "Error fetching plans from Stripe", the reason and Retry. */
export const LoadError: Story = {
  parameters: { api: { listFailure: true } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Error fetching plans from Stripe: The database did not answer in time.',
        {},
        ROWS_TIMEOUT,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/**
 * platform spec §2.8 and §5: "Create New Plan in Stripe" checks Plan Name, Plan Key and Plan Type
 * before anything is sent, and keeps what was typed.
 */
export const CreateErrors: Story = {
  play: async ({ canvas, loaded }) => {
    await loadedRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create in Stripe' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Plan in Stripe' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Kept while fixing');
    await userEvent.click(dialog.getByRole('button', { name: 'Create in Stripe' }));
    await expect(await dialog.findByText('Plan Name is required')).toBeVisible();
    await expect(dialog.getByText('Plan Key is required')).toBeVisible();
    await expect(dialog.getByText('Plan Type is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Kept while fixing');
    await expect(apiOf(loaded).saves).toHaveLength(0);
  },
};

const KEY_FORMAT = 'Plan Key can hold only lowercase letters, digits, - and _ (no spaces)';

/** The field an input's message belongs to: its accessible description holds the message. */
const expectMessage = async (input: HTMLElement, message: string) => {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
};

/**
 * Issue 38: Plan Key says its format, follows the name until one is typed ("School Year!" →
 * school_year), and a key the server would refuse ("school year!") is refused under the field
 * before anything is sent, in words.
 */
export const PlanKeyFormatCheckedBeforeSending: Story = {
  play: async ({ canvas, loaded }) => {
    await loadedRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create in Stripe' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Plan in Stripe' }));
    const key = dialog.getByRole('textbox', { name: /Plan Key/ });
    await expect(key).toHaveAccessibleDescription(
      expect.stringContaining('Lowercase letters, digits, - and _'),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), 'School Year!');
    await expect(key).toHaveValue('school_year');
    await userEvent.clear(key);
    await userEvent.type(key, 'school year!');
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), ' 2025');
    await expect(key).toHaveValue('school year!');
    await choose(/Plan Type/, 'Enterprise', dialog);
    await userEvent.clear(key);
    await userEvent.type(key, 'school year!');
    await userEvent.click(dialog.getByRole('button', { name: 'Create in Stripe' }));
    await expectMessage(key, KEY_FORMAT);
    await expect(apiOf(loaded).saves).toHaveLength(0);
    await expect(screen.queryByText(/must match pattern/)).toBeNull();
  },
};

/**
 * Issue 38: the server's field problems land under their fields in its words, and the toast and
 * the banner say "Check the highlighted fields." rather than the schema's text.
 */
export const ServerFieldErrorsBesideFields: Story = {
  parameters: {
    api: {
      saveFailure: {
        status: 400,
        error: 'validation_failed',
        message: 'Check the highlighted fields. Plan key must be at most 50 characters long.',
        details: [{ path: '/plan_key', message: 'Plan key must be at most 50 characters long.' }],
      },
    },
  },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create in Stripe' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Plan in Stripe' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), 'School');
    await choose(/Plan Type/, 'Enterprise', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create in Stripe' }));
    const key = dialog.getByRole('textbox', { name: /Plan Key/ });
    await waitFor(() => expectMessage(key, 'Plan key must be at most 50 characters long.'));
    await heldToast('Error saving plan: Check the highlighted fields.');
    // Changing the field takes the server's message away.
    await userEvent.type(key, 's');
    await expect(key).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * Issue 38: money and limits out of the contract's range are refused under their fields and kept
 * as typed: −5 is not saved as $0.00, 150 % not as 100 %, and limits of 1,000,000 or −7 do not
 * turn into "Unlimited".
 */
export const OutOfRangeValuesRefused: Story = {
  play: async ({ canvas, loaded }) => {
    await loadedRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create in Stripe' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Plan in Stripe' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), 'School');
    await choose(/Plan Type/, 'Enterprise', dialog);
    const entries: Array<[RegExp | string, string, string]> = [
      ['Monthly Price ($)', '-5', 'Monthly Price must be between $0.00 and $1,000,000.00'],
      ['Yearly Discount (%)', '150', 'Yearly Discount must be between 0 and 100 %'],
      [/Max Children/, '1,000,000', 'Max Children must be a whole number from 0 to 999,999'],
      [/Max Team Members/, '-7', 'Max Team Members must be a whole number from 0 to 999,999'],
    ];
    for (const [name, text] of entries) {
      const input = dialog.getByRole('textbox', { name });
      await userEvent.clear(input);
      await userEvent.type(input, text);
      await userEvent.tab();
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Create in Stripe' }));
    for (const [name, text, message] of entries) {
      const input = dialog.getByRole('textbox', { name });
      await expect(input).toHaveValue(text);
      await waitFor(() => expectMessage(input, message));
    }
    await expect(apiOf(loaded).saves).toHaveLength(0);
  },
};

/**
 * A preset type fills the key, limits and description (platform spec §2.8); Auto fills the yearly
 * price; the plan is sent as §7 says and "Plan created successfully in Stripe!" shows.
 */
export const CreateSends: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await loadedRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create in Stripe' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Create New Plan in Stripe' });
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), 'School');
    await choose(/Plan Type/, 'Enterprise', dialog);
    // "enterprise" is another plan's key: the first free one instead.
    await expect(dialog.getByRole('textbox', { name: /Plan Key/ })).toHaveValue('enterprise_2');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Plan Key/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Key/ }), 'school');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Monthly Price ($)' }), '10');
    await userEvent.tab();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Yearly Price ($)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Auto' }));
    await expect(dialog.getByRole('textbox', { name: 'Yearly Price ($)' })).toHaveValue('120.00');
    await userEvent.click(dialog.getByRole('button', { name: 'Create in Stripe' }));
    await expect(await screen.findByText('Plan created successfully in Stripe!')).toBeVisible();
    await expect(apiOf(loaded).saves[0].body).toMatchObject({
      name: 'School',
      plan_key: 'school',
      plan_type: 'enterprise',
      price_monthly: 10,
      price_yearly: 120,
      max_children: 999,
      max_team_members: 999,
      is_enterprise: true,
    });
    await waitFor(async () => expect(await names(canvas)).toContain('School'));
  },
};

/**
 * View details opens "Edit Plan" (platform spec §2.8): the Stripe notice, the price hints, the key
 * read-only; a new price answers priceUpdated, and the toast says new prices were created and the
 * old ones archived (§4, §8).
 */
export const EditPriceUpdated: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await loadedRows(canvas);
    const dialog = await openDialog(canvas, `View details of ${STRIPE_FAMILY.name}`, 'Edit Plan');
    await expect(dialog.getByText(/This plan is synced with Stripe/)).toBeVisible();
    await expect(
      dialog.getAllByText('Changing this price creates a new Stripe price and archives the old one.'),
    ).toHaveLength(2);
    await expect(dialog.getByRole('textbox', { name: /Plan Key/ })).toHaveAttribute('readonly');
    const monthly = dialog.getByRole('textbox', { name: 'Monthly Price ($)' });
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '24.99');
    await userEvent.tab();
    await userEvent.click(dialog.getByRole('button', { name: 'Update Plan' }));
    await expect(
      await screen.findByText('Plan updated successfully! New Stripe prices created and old ones archived.'),
    ).toBeVisible();
    await expect(apiOf(loaded).saves[0]).toMatchObject({
      id: STRIPE_FAMILY.id,
      body: { plan_key: 'family', price_monthly: 24.99 },
    });
    await waitFor(async () =>
      expect((await cellsOf(canvas, TABLE, STRIPE_FAMILY.name)).Pricing).toHaveTextContent('$24.99/month'),
    );
  },
};

/** No price change: "Plan updated successfully in Stripe!". */
export const EditWithoutPriceChange: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    const dialog = await openDialog(canvas, `View details of ${STRIPE_FREE.name}`, 'Edit Plan');
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), ' Trial');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Plan' }));
    await expect(await screen.findByText('Plan updated successfully in Stripe!')).toBeVisible();
    await waitFor(async () => expect(await names(canvas)).toContain('Free Trial'));
  },
};

/**
 * A save over another admin's change (Grace Hopper raised the monthly price meanwhile): the
 * conflict panel; "Save mine over theirs" sends the draft again with the version now stored.
 */
export const EditConflictSaveMine: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await loadedRows(canvas);
    const dialog = await openDialog(canvas, `View details of ${STRIPE_FREE.name}`, 'Edit Plan');
    api.changeElsewhere(STRIPE_FREE.id, { description: 'Changed by Grace' });
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), ' Trial');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Plan' }));
    await expect(await dialog.findByText('Grace Hopper changed this plan at 14:02')).toBeVisible();
    await expect(dialog.getByRole('row', { name: /Description/ })).toHaveTextContent('Changed by Grace');
    await userEvent.click(dialog.getByRole('button', { name: 'Save mine over theirs' }));
    await expect(await screen.findByText('Plan updated successfully in Stripe!')).toBeVisible();
    await expect(api.preconditions.at(-1)).toEqual({ key: STRIPE_FREE.id, ifMatch: '"2"' });
    await expect(api.saves.at(-1)?.body).toMatchObject({ name: 'Free Trial' });
    await waitFor(async () => expect(await names(canvas)).toContain('Free Trial'));
  },
};

/** A refused save: "Error saving plan: …" above the buttons and as a toast; the typing stays. */
export const EditRefused: Story = {
  parameters: {
    api: { saveFailure: { status: 409, error: 'conflict', message: 'Stripe refused the new price.' } },
  },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    const dialog = await openDialog(canvas, `View details of ${STRIPE_FAMILY.name}`, 'Edit Plan');
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), ' Plus');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Plan' }));
    await expect(await dialog.findByText('Error saving plan: Stripe refused the new price.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Plan Name/ })).toHaveValue('Family Plus');
    await expect(dialog.getByRole('button', { name: 'Update Plan' })).toBeEnabled();
  },
};

/** platform spec §5 and §8: the delete question, then "Plan deleted successfully from Stripe!". */
export const DeletePlan: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await loadedRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${STRIPE_UNSYNCED.name}` }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText(CONFIRMATIONS.deleteStripePlan)).toBeVisible();
    await expect(dialog.getByText(CONFIRMATIONS.deleteStripePlan)).toHaveTextContent(
      'Are you sure you want to delete this plan from Stripe? This action cannot be undone.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Plan deleted successfully from Stripe!')).toBeVisible();
    await expect(apiOf(loaded).deleted).toEqual([STRIPE_UNSYNCED.id]);
    await waitFor(async () => expect(await names(canvas)).not.toContain(STRIPE_UNSYNCED.name));
  },
};

/** Stripe refused: success false with its reason, after "Error deleting plan"; the plan stays. */
export const DeleteRefused: Story = {
  parameters: { screenshot: false, api: { deleteRefused: 'The product could not be archived in Stripe.' } },
  play: async ({ canvas, loaded }) => {
    await loadedRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${STRIPE_UNSYNCED.name}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    // platform spec §8: one line, "Error deleting plan: " and the reason.
    await expect(
      await screen.findByText('Error deleting plan: The product could not be archived in Stripe.'),
    ).toBeVisible();
    await expect(apiOf(loaded).deleted).toEqual([]);
    await expect(await names(canvas)).toContain(STRIPE_UNSYNCED.name);
  },
};

/**
 * A plan users are subscribed to: the server refuses its delete (409), so the row says so before
 * anything is asked ("Cannot delete (1,204 subscribers)"), and pressing it opens the refusal in the
 * server's words, with why and where to deactivate the plan instead; nothing is sent.
 */
export const DeleteRefusedBeforeAsking: Story = {
  play: async ({ canvas, loaded }) => {
    await loadedRows(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: `Cannot delete (1,204 subscribers): ${STRIPE_FREE.name}` }),
    );
    const dialogElement = await screen.findByRole('alertdialog', { name: 'Free cannot be deleted' });
    const dialog = within(dialogElement);
    await expect(
      dialog.getByText('The plan "Free" cannot be deleted: 1,204 users are subscribed to it.'),
    ).toBeVisible();
    await expect(dialog.queryByText(CONFIRMATIONS.deleteStripePlan)).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(dialog.getByRole('link', { name: 'Open in Subscription Plan Management' })).toHaveAttribute(
      'href',
      '/admin/plans?q=free',
    );
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(apiOf(loaded).deleted).toEqual([]);
  },
};

/**
 * Every preset's key is taken here: choosing Family fills the first free key, family_2, and the
 * field says why; a taken key typed by hand is refused beside the field, in the server's words,
 * before anything is sent.
 */
export const PresetKeyTaken: Story = {
  play: async ({ canvas, loaded }) => {
    await loadedRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create in Stripe' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Plan in Stripe' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), 'Family Plus');
    await choose(/Plan Type/, 'Family', dialog);
    const key = dialog.getByRole('textbox', { name: /Plan Key/ });
    await expect(key).toHaveValue('family_2');
    await expect(key).toHaveAccessibleDescription(
      expect.stringContaining('"family" is another plan\'s key, so this plan\'s is family_2.'),
    );
    await userEvent.clear(key);
    await userEvent.type(key, 'free');
    await expectMessage(key, 'A plan with the key "free" already exists.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create in Stripe' }));
    await expect(apiOf(loaded).saves).toHaveLength(0);
    await expect(key).toHaveFocus();
  },
};

/**
 * A discount typed after the prices leaves the yearly price as it was (the admin's figure): the
 * calculated one, 12 × monthly × (1 − discount), shows under it, and Auto fills it in.
 */
export const YearlyShowsCalculatedWhenDifferent: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    const dialog = await openDialog(canvas, `View details of ${STRIPE_FAMILY.name}`, 'Edit Plan');
    const yearly = dialog.getByRole('textbox', { name: 'Yearly Price ($)' });
    // 191.90 is 12 × 19.99 × 0.8: nothing to offer.
    await expect(yearly).not.toHaveAccessibleDescription(expect.stringContaining('Calculated'));
    const discount = dialog.getByRole('textbox', { name: 'Yearly Discount (%)' });
    await userEvent.clear(discount);
    await userEvent.type(discount, '25');
    await expect(yearly).toHaveValue('191.90');
    // 12 × 19.99 × 0.75 = 179.91
    await expect(yearly).toHaveAccessibleDescription(expect.stringContaining('Calculated: $179.91'));
    await userEvent.click(dialog.getByRole('button', { name: 'Auto' }));
    await expect(yearly).toHaveValue('179.91');
    await expect(yearly).not.toHaveAccessibleDescription(expect.stringContaining('Calculated'));
  },
};

/** An admin who may only read plans: no Sync, no Create, no row actions. */
export const ReadOnly: Story = {
  parameters: { screenshot: false, readOnly: true },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    await expect(canvas.queryByRole('button', { name: 'Sync with Stripe' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create in Stripe' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Delete ${STRIPE_UNSYNCED.name}` })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Cannot delete/ })).toBeNull();
  },
};

/** A 375 px phone in the dark theme: the table as cards, nothing wider than the screen. */
export const NarrowDark: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await loadedRows(canvas);
    await waitFor(() => expect(syncLine()).toHaveTextContent('Sync Required'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
