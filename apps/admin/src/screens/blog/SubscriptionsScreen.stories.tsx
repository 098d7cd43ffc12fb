import { CONFIRMATIONS, MESSAGES } from '@aac/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { listScreenSuite } from '../../testing/listScreenSuite';
import { READ_ONLY_ADMIN, STORY_ADMIN } from '../../testing/storyAdmins';
import { isRowActionOffered, pressRowAction, rowNames } from '../../testing/tableQueries';
import { heldToast } from '../../testing/toasts';
import {
  createSubscriptionsApi,
  STATS_FAILURE,
  SUBSCRIPTIONS,
  type SubscriptionsApi,
  type SubscriptionsApiOptions,
} from './handlers';
import { SubscriptionsScreen } from './SubscriptionsScreen';
import { type NewsletterSubscription, subscriptionsList } from './subscriptions.list';

// Admins holding the newsletter's permissions (the shared story admins hold only users' and children's).
const NEWSLETTER_ADMIN = {
  ...STORY_ADMIN,
  permissions: [...STORY_ADMIN.permissions, 'newsletter.read', 'newsletter.write'],
};
const NEWSLETTER_READER = {
  ...READ_ONLY_ADMIN,
  permissions: [...READ_ONLY_ADMIN.permissions, 'newsletter.read'],
};

const suite = listScreenSuite<SubscriptionsApi, NewsletterSubscription, SubscriptionsApiOptions>({
  path: '/admin/blog/subscriptions',
  screen: SubscriptionsScreen,
  list: subscriptionsList,
  createApi: createSubscriptionsApi,
  firstRows: ['sam.reader@example.com', 'ada.lovelace@example.org'],
  columns: ['Subscriber', 'Name', 'Status', 'Subscribed'],
  filters: [{ label: /Status/, option: 'Bounced', query: { status: 'bounced' } }],
  search: { term: 'inbox', finds: 'old.inbox@example.net' },
  export: {
    url: '/admin/blog/subscriptions?status=active',
    query: { status: 'active' },
    matching: (api) => api.subscriptions().filter((row) => row.status === 'active').length,
  },
  filteredEmptyUrl: '/admin/blog/subscriptions?q=zzzz&status=bounced',
  delete: {
    row: 'lin.park@example.com',
    question: CONFIRMATIONS.deleteSubscription,
    success: 'lin.park@example.com deleted',
    consequence: null,
  },
  readOnly: {
    admin: NEWSLETTER_READER,
    visible: 'Export Subscribers',
    hidden: ['Unsubscribe sam.reader@example.com', 'Delete sam.reader@example.com'],
  },
});

const meta = {
  ...suite.meta,
  title: 'Screens/Blog Subscriptions',
  parameters: { ...suite.meta.parameters, admin: NEWSLETTER_ADMIN },
};
export default meta;
type Story = StoryObj<typeof meta>;

const apiOf = (loaded: unknown) => (loaded as { api: SubscriptionsApi }).api;
const names = (canvas: Parameters<typeof rowNames>[0]) => rowNames(canvas, 'Subscribers');
const select = (email: string) => userEvent.click(screen.getByLabelText(`Select ${email}`));
// The bulk-action bar (a region named "Bulk actions") loads with the table; it may show a moment
// after the selection. Found by its name, not by role: role queries over a page of 50 rows are slow.
const barElement = () => screen.findByLabelText('Bulk actions', { selector: 'section' });
const bulk = async () => within(await barElement());
const noBar = () => expect(screen.queryByLabelText('Bulk actions', { selector: 'section' })).toBeNull();
const rowOf = (email: string) => screen.getByLabelText(`Select ${email}`).closest('tr') as HTMLElement;
const selectPage = () => userEvent.click(screen.getByLabelText('Select all on this page'));
/** Every matching subscriber selected: the page, then the "Select all 60 matching" offer. */
const selectAllMatching = async () => {
  await selectPage();
  await userEvent.click((await bulk()).getByRole('button', { name: 'Select all 60 matching subscriptions' }));
  await expect((await bulk()).getByText('All 60 matching subscriptions selected')).toBeVisible();
};

/** The subscriber figures fail: the reason and Retry in their place, the list still shown. */
export const StatsFail: Story = {
  parameters: { api: { statsFail: true } },
  play: async ({ canvas, loaded }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Subscriber statistics could not be loaded');
    await expect(alert).toHaveTextContent(STATS_FAILURE.message);
    await expect(canvas.queryByRole('region', { name: 'Subscriber statistics' })).toBeNull();
    await expect(await canvas.findByRole('table', { name: 'Subscribers' })).toBeVisible();
    const asked = apiOf(loaded).statsRequests();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiOf(loaded).statsRequests()).toBe(asked + 1));
  },
};

/** The four stat cards, 50 subscribers a page, and the row actions each status offers. */
export const Loaded: Story = {
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog Subscriptions' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Subscriber statistics' })).toHaveTextContent(
        /Total Subscribers\D*60\D*Active\D*50\D*This Month\D*12\D*This Week\D*3$/,
      ),
    );
    // core spec §9: 50 a page.
    await expect(apiOf(loaded).listQueries[0]).toMatchObject({ page: '1', limit: '50' });
    await expect(canvas.getByText('Showing 1 to 50 of 60 results')).toBeVisible();
    // core spec §4: unsubscribe active, reactivate unsubscribed; bounced is display only.
    await expect(await isRowActionOffered(canvas, 'Unsubscribe sam.reader@example.com')).toBe(true);
    await expect(await isRowActionOffered(canvas, 'Reactivate grace.hopper@example.com')).toBe(true);
    await expect(await isRowActionOffered(canvas, 'Unsubscribe old.inbox@example.net')).toBe(false);
    await expect(await isRowActionOffered(canvas, 'Reactivate old.inbox@example.net')).toBe(false);
    await expect(await isRowActionOffered(canvas, 'Delete old.inbox@example.net')).toBe(true);
  },
};
export const SearchAndFilters = suite.stories.SearchAndFilters;
export const ExportSubscribers = suite.stories.Export;
export const Empty = suite.stories.Empty;
export const FilteredEmpty = suite.stories.FilteredEmpty;
export const Loading = suite.stories.Loading;
export const LoadError = suite.stories.LoadError;
export const DeleteConfirm = suite.stories.DeleteConfirm;
export const ReadOnlyAdmin = suite.stories.ReadOnlyAdmin;
export const Narrow = suite.stories.Narrow;
export const Dark = suite.stories.Dark;

/**
 * No bulk actions until a row is selected; then "1 selected", the actions and Clear selection
 * take the place of the header row (Polaris's IndexTable): the rows do not move.
 */
export const BulkBarReplacesHeader: Story = {
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await noBar();
    // No bulk buttons at all before a selection (they used to sit above the table, always).
    await expect(
      canvas.queryAllByRole('button', { name: /^(Unsubscribe|Reactivate|Delete)( selected)?$/ }),
    ).toHaveLength(0);
    const before = rowOf('ada.lovelace@example.org').getBoundingClientRect();
    await select('sam.reader@example.com');
    const bar = await bulk();
    await expect(bar.getByText('1 selected')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Clear selection' })).toBeVisible();
    // One row selected of a page of 50: no "select all matching" yet.
    await expect(bar.queryByRole('button', { name: /Select all/ })).toBeNull();
    const after = rowOf('ada.lovelace@example.org').getBoundingClientRect();
    await expect({ top: after.top, height: after.height }).toEqual({
      top: before.top,
      height: before.height,
    });
    // Over the header row, beside the select-all box, which stays in reach.
    const header = canvas.getByRole('columnheader', { name: 'Subscriber' }).getBoundingClientRect();
    const barBox = (await barElement()).getBoundingClientRect();
    await expect(Math.abs(barBox.top - header.top)).toBeLessThan(1);
    await expect(Math.abs(barBox.bottom - header.bottom)).toBeLessThan(1);
    await expect(screen.getByLabelText('Select all on this page')).toBePartiallyChecked();
  },
};

/** Clear selection takes the bar away, and the header row is back where it was. */
export const BulkBarClears: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    const before = rowOf('ada.lovelace@example.org').getBoundingClientRect().top;
    await select('sam.reader@example.com');
    await userEvent.click((await bulk()).getByRole('button', { name: 'Clear selection' }));
    await waitFor(noBar);
    await expect(screen.getByLabelText('Select sam.reader@example.com')).not.toBeChecked();
    await expect(rowOf('ada.lovelace@example.org').getBoundingClientRect().top).toBe(before);
  },
};

/**
 * The whole page selected while 60 match: "Select all 60 matching subscriptions"; the bulk delete
 * then asks about all 60, the spec's question naming the number (core spec §5).
 */
export const SelectAllMatching: Story = {
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await selectPage();
    await expect((await bulk()).getByText('50 selected')).toBeVisible();
    await userEvent.click(
      (await bulk()).getByRole('button', { name: 'Select all 60 matching subscriptions' }),
    );
    await expect((await bulk()).getByText('All 60 matching subscriptions selected')).toBeVisible();
    await userEvent.click((await bulk()).getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete 60 subscriptions' }));
    await expect(
      confirm.getByText('Are you sure you want to delete 60 selected subscriptions?'),
    ).toBeVisible();
    await expect(apiOf(loaded).deletions).toHaveLength(0);
  },
};

/** Confirmed, the delete reaches every matching subscriber, the second page's too, and says so once. */
export const SelectAllMatchingDeletes: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await selectAllMatching();
    await userEvent.click((await bulk()).getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete 60 subscriptions' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    // Sixty requests, then the reload: longer than a click's answer.
    await expect(await screen.findByText('60 subscriptions deleted', {}, { timeout: 10_000 })).toBeVisible();
    const api = apiOf(loaded);
    await expect([...api.deletions].sort()).toEqual(SUBSCRIPTIONS.map((row) => row.id).sort());
    await expect(api.rowCount()).toBe(0);
    await waitFor(noBar);
  },
};

/**
 * Unsubscribing every matching subscriber asks first; two refused by the server stay selected
 * (one on the second page), and one toast says how many, which and why.
 */
export const SelectAllMatchingPartlyFails: Story = {
  parameters: { api: { refuse: ['lin.park@example.com', 'reader55@example.com'] } },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await selectAllMatching();
    await userEvent.click((await bulk()).getByRole('button', { name: 'Unsubscribe' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Unsubscribe 60 subscriptions' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Unsubscribe' }));
    await heldToast(MESSAGES.bulkActionFailed, 10_000);
    await expect(
      screen.getByText(
        '48 of 50 unsubscribed. Not unsubscribed: lin.park@example.com, reader55@example.com (The mailing provider did not answer). 10 subscriptions skipped (bounced or already unsubscribed).',
      ),
    ).toBeVisible();
    await expect(apiOf(loaded).updates).toHaveLength(50);
    await waitFor(async () => expect((await bulk()).getByText('2 selected')).toBeVisible());
    await expect(screen.getByLabelText('Select lin.park@example.com')).toBeChecked();
    await expect(screen.getByLabelText('Select sam.reader@example.com')).not.toBeChecked();
  },
};

/** Another page, search or status is another set of rows: an "all matching" selection ends. */
export const PagingClearsAllMatching: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await selectAllMatching();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(noBar);
    await waitFor(async () => expect(await names(canvas)).toHaveLength(10));
    await expect(screen.getByLabelText('Select all on this page')).not.toBeChecked();
  },
};

/**
 * Every matching subscriber was deleted by someone else before the action ran: nothing is left
 * to act on, which the spec's words say (core spec §8).
 */
export const BulkNothingLeft: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await selectAllMatching();
    const api = apiOf(loaded);
    for (const row of [...api.subscriptions()]) api.removeElsewhere(row.id);
    await userEvent.click((await bulk()).getByRole('button', { name: 'Reactivate' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Reactivate 60 subscriptions' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Reactivate' }));
    await expect(await screen.findByText(MESSAGES.bulkActionNothingSelected)).toBeVisible();
    await expect(api.updates).toHaveLength(0);
  },
};

/**
 * Each row's actions keep their places whatever its status: Unsubscribe and Reactivate share one
 * place, a bounced row leaves it empty, and every Delete lines up.
 */
export const FixedActionSlots: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    const left = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().left;
    await expect(left('Reactivate grace.hopper@example.com')).toBe(
      left('Unsubscribe sam.reader@example.com'),
    );
    const deletes = ['sam.reader@example.com', 'grace.hopper@example.com', 'old.inbox@example.net'].map(
      (email) => left(`Delete ${email}`),
    );
    await expect(new Set(deletes).size).toBe(1);
    await expect(deletes[0]).toBeGreaterThan(left('Unsubscribe sam.reader@example.com'));
  },
};

/**
 * Bulk unsubscribe of three, one refused by the server: the toast says how many succeeded and
 * names the one that failed, which stays selected; the bounced row is left as it was.
 */
export const BulkUnsubscribePartlyFails: Story = {
  // SelectAllMatchingPartlyFails pictures the same end: the toast and the failed row selected.
  parameters: { api: { refuse: ['lin.park@example.com'] }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    for (const email of [
      'sam.reader@example.com',
      'ada.lovelace@example.org',
      'old.inbox@example.net',
      'lin.park@example.com',
    ]) {
      await select(email);
    }
    await expect((await bulk()).getByText('4 selected')).toBeVisible();
    await userEvent.click((await bulk()).getByRole('button', { name: 'Unsubscribe' }));
    await expect(await screen.findByText(MESSAGES.bulkActionFailed)).toBeVisible();
    await expect(
      screen.getByText(
        '2 of 3 unsubscribed. Not unsubscribed: lin.park@example.com (The mailing provider did not answer). 1 subscription skipped (bounced or already unsubscribed).',
      ),
    ).toBeVisible();
    const api = apiOf(loaded);
    await expect(api.updates.map((update) => update.status)).toEqual([
      'unsubscribed',
      'unsubscribed',
      'unsubscribed',
    ]);
    await expect(api.subscriptions().find((row) => row.email === 'old.inbox@example.net')?.status).toBe(
      'bounced',
    );
    await waitFor(() => expect(screen.getByText('1 selected')).toBeVisible());
    await expect(screen.getByLabelText('Select lin.park@example.com')).toBeChecked();
  },
};

/** Bulk delete asks first, naming the number selected (core spec §5), then deletes them all. */
export const BulkDeleteConfirm: Story = {
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await select('sam.reader@example.com');
    await select('ada.lovelace@example.org');
    await userEvent.click((await bulk()).getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete 2 subscriptions' }));
    await expect(
      confirm.getByText('Are you sure you want to delete 2 selected subscriptions?'),
    ).toBeVisible();
    await expect(apiOf(loaded).deletions).toHaveLength(0);
  },
};

/** Confirming the bulk delete deletes each and says how many. */
export const BulkDeleteRemoves: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await select('sam.reader@example.com');
    await select('ada.lovelace@example.org');
    await userEvent.click((await bulk()).getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete 2 subscriptions' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('2 subscriptions deleted')).toBeVisible();
    await expect(apiOf(loaded).deletions).toHaveLength(2);
    // Both requests carry one batch id, which ties their audit entries together.
    const [first, second] = apiOf(loaded).batchIds;
    await expect(first).toMatch(/^[0-9a-f]{32}$/);
    await expect(second).toBe(first);
    await waitFor(async () => expect(await names(canvas)).not.toContain('sam.reader@example.com'));
  },
};

/** The row action reactivates an unsubscribed reader. */
export const RowReactivate: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await pressRowAction(canvas, 'Reactivate grace.hopper@example.com');
    await expect(await screen.findByText('grace.hopper@example.com reactivated')).toBeVisible();
    await expect(apiOf(loaded).updates).toEqual([{ id: 397, status: 'active' }]);
    // A single change is no bulk action.
    await expect(apiOf(loaded).batchIds).toEqual([null]);
  },
};
