import { CONFIRMATIONS, MESSAGES } from '@aac/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { listScreenSuite } from '../../testing/listScreenSuite';
import { READ_ONLY_ADMIN, STORY_ADMIN } from '../../testing/storyAdmins';
import { isRowActionOffered, pressRowAction, rowNames } from '../../testing/tableQueries';
import {
  createSubscriptionsApi,
  STATS_FAILURE,
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
    hidden: ['Unsubscribe sam.reader@example.com', 'Delete sam.reader@example.com', 'Unsubscribe selected'],
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
const select = (email: string) => userEvent.click(screen.getByRole('checkbox', { name: `Select ${email}` }));
// The bulk-action bar loads with the table; it may show a moment after the selection.
const bulk = async () =>
  within(await screen.findByRole('toolbar', { name: 'Bulk actions on selected subscriptions' }));

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

/** A bulk action with nothing selected says so (core spec §8) and sends nothing. */
export const BulkNothingSelected: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await userEvent.click((await bulk()).getByRole('button', { name: 'Unsubscribe selected' }));
    await expect(await screen.findByText(MESSAGES.bulkActionNothingSelected)).toBeVisible();
    await expect(apiOf(loaded).updates).toHaveLength(0);
  },
};

/**
 * Bulk unsubscribe of three, one refused by the server: the toast says how many succeeded and
 * names the one that failed, which stays selected; the bounced row is left as it was.
 */
export const BulkUnsubscribePartlyFails: Story = {
  parameters: { api: { refuse: ['lin.park@example.com'] } },
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
    await expect(await screen.findByText('4 selected')).toBeVisible();
    await userEvent.click((await bulk()).getByRole('button', { name: 'Unsubscribe selected' }));
    await expect(await screen.findByText(MESSAGES.bulkActionFailed)).toBeVisible();
    await expect(
      screen.getByText(
        '2 of 3 unsubscribed. Not unsubscribed: lin.park@example.com. 1 subscription skipped (bounced or already unsubscribed).',
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
    await expect(screen.getByRole('checkbox', { name: 'Select lin.park@example.com' })).toBeChecked();
  },
};

/** Bulk delete asks first, naming the number selected (core spec §5), then deletes them all. */
export const BulkDeleteConfirm: Story = {
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(50), { timeout: 5000 });
    await select('sam.reader@example.com');
    await select('ada.lovelace@example.org');
    await userEvent.click((await bulk()).getByRole('button', { name: 'Delete selected' }));
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
    await userEvent.click((await bulk()).getByRole('button', { name: 'Delete selected' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete 2 subscriptions' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('2 subscriptions deleted')).toBeVisible();
    await expect(apiOf(loaded).deletions).toHaveLength(2);
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
  },
};
