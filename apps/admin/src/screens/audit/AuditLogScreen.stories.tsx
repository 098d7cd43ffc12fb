import { formatMoment } from '@aac/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { listScreenSuite } from '../../testing/listScreenSuite';
import { StoryApp } from '../../testing/storyApi';
import { type Canvas, cellsOf, describedValue, openDialog, rowNames } from '../../testing/tableQueries';
import { AuditLogScreen } from './AuditLogScreen';
import type { AuditEntry } from './audit.list';
import { auditList } from './audit.list';
import {
  AUDIT_STORY_ADMIN,
  BULK_FIRST,
  BULK_SECOND,
  FAILED_SIGN_IN,
  GRACE_SIGNED_IN,
  MARIA_ACTIVATED,
  MARIA_RENAMED,
  NO_AUDIT_ADMIN,
  PLAN_FEATURES,
  POST_DELETED,
  PRUNED,
  SECURITY_SAVED,
  STRIPE_SYNC,
} from './fixtures';
import { type AuditApi, type AuditApiOptions, createAuditApi } from './handlers';

const when = (entry: AuditEntry) => formatMoment(entry.at);

const suite = listScreenSuite<AuditApi, AuditEntry, AuditApiOptions>({
  path: '/admin/audit-log',
  screen: AuditLogScreen,
  list: auditList,
  createApi: createAuditApi,
  firstRows: [when(MARIA_RENAMED), when(GRACE_SIGNED_IN)],
  columns: ['When', 'Who', 'Action', 'Record', 'Changes'],
  filters: [
    { label: /Kind/, option: 'User', query: { resource_type: 'user' } },
    // With a kind chosen, the actions offered are that kind's.
    { label: /Action/, option: 'Updated user', query: { action: 'updateUser' } },
    { label: /Who/, option: 'Ada Admin', query: { actor: '1' } },
  ],
  search: { term: 'López', finds: when(MARIA_RENAMED) },
  export: {
    url: '/admin/audit-log?resource_type=child',
    query: { resource_type: 'child' },
    matching: (api) => api.entries().filter((entry) => entry.resource_type === 'child').length,
  },
  filteredEmptyUrl: '/admin/audit-log?q=zzzz&resource_type=role',
});

// Signed in as a super admin holding audit.read: the navigation shows the Audit Log.
const meta = {
  ...suite.meta,
  title: 'Screens/Audit Log',
  parameters: { ...suite.meta.parameters, admin: AUDIT_STORY_ADMIN },
};
export default meta;
type Story = StoryObj<typeof meta>;

const apiOf = (loaded: unknown) => (loaded as { api: AuditApi }).api;
const cells = (canvas: Canvas, entry: AuditEntry) => cellsOf(canvas, 'Audit Log', when(entry));

export const Loaded = suite.stories.Loaded;
export const PagingMovesTheWindow = suite.stories.PagingMovesTheWindow;
export const PageSizeReturnsToFirstPage = suite.stories.PageSizeReturnsToFirstPage;
export const SearchAndFilters = suite.stories.SearchAndFilters;
export const ExportEntries = suite.stories.Export;
export const Empty = suite.stories.Empty;
export const FilteredEmpty = suite.stories.FilteredEmpty;
export const Loading = suite.stories.Loading;
export const LoadError = suite.stories.LoadError;
export const ReloadFailureKeepsRows = suite.stories.ReloadFailureKeepsRows;
export const Narrow = suite.stories.Narrow;
export const Dark = suite.stories.Dark;

/**
 * Each column in words: who with their role and email (Stripe and System by name), the action
 * ("Updated user", "Failed sign-in"), the record with its kind, how many fields changed.
 */
export const ColumnsInWords: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await rowNames(canvas, 'Audit Log');
    const maria = await cells(canvas, MARIA_RENAMED);
    await expect(maria.Who).toHaveTextContent('Ada AdminSuper admin · admin@example.com');
    await expect(maria.Action).toHaveTextContent('Updated user');
    await expect(maria.Record).toHaveTextContent('Maria LópezUser');
    await expect(maria.Changes).toHaveTextContent('2 fields');
    await expect((await cells(canvas, GRACE_SIGNED_IN)).Action).toHaveTextContent('Signed in');
    await expect((await cells(canvas, GRACE_SIGNED_IN)).Changes).toHaveTextContent('—');
    const failed = await cells(canvas, FAILED_SIGN_IN);
    await expect(failed.Action).toHaveTextContent('Failed sign-in');
    await expect(failed.Who).toHaveTextContent('mallory@example.com');
    await expect((await cells(canvas, STRIPE_SYNC)).Who).toHaveTextContent(/^Stripe$/);
    await expect((await cells(canvas, PRUNED)).Who).toHaveTextContent(/^System$/);
    await expect((await cells(canvas, PRUNED)).Action).toHaveTextContent('Removed expired entries');
    // The exact moment, to the second, on keyboard focus as on hover.
    const time = maria.When.querySelector('time') as HTMLElement;
    time.focus();
    await expect(time.querySelector('[data-tooltip]')).toHaveTextContent(
      'November 28, 2026 at 2:02:11 PM UTC',
    );
  },
};

/**
 * Opened from a record's History (`?resource_type=user&resource_id=42`): that record's entries
 * only, and the filter bar says which record, with Clear filters to see everything again.
 */
export const FilteredToOneRecord: Story = {
  parameters: { initialUrl: '/admin/audit-log?resource_type=user&resource_id=42' },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () =>
      expect(await rowNames(canvas, 'Audit Log')).toEqual([when(MARIA_RENAMED), when(MARIA_ACTIVATED)]),
    );
    await expect(apiOf(loaded).listQueries[0]).toMatchObject({ resource_type: 'user', resource_id: '42' });
    await expect(canvas.getAllByRole('button', { name: /Record/ })[0]).toHaveTextContent(
      'Record: Maria López',
    );
    await expect(canvas.getAllByRole('button', { name: /Kind/ })[0]).toHaveTextContent('Kind: User');
  },
};

/** Clear filters leaves the record's history for the whole log, and the record's picker goes. */
export const ClearingTheRecord: Story = {
  parameters: { initialUrl: '/admin/audit-log?resource_type=user&resource_id=42', screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await rowNames(canvas, 'Audit Log')).toHaveLength(2));
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(apiOf(loaded).listQueries.at(-1)).toMatchObject({ resource_id: null }));
    // Without a record in the URL, the record's picker goes.
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Record/ })).toBeNull());
  },
};

/** A date range in the URL: whole days in the admin's time zone (UTC here), the last one included. */
export const DateRange: Story = {
  parameters: { initialUrl: '/admin/audit-log?from=2026-11-27&to=2026-11-28', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await rowNames(canvas, 'Audit Log');
    await expect(api.listQueries[0]).toMatchObject({
      from: '2026-11-27T00:00:00.000Z',
      to: '2026-11-29T00:00:00.000Z',
    });
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-27');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-28');
    await userEvent.clear(canvas.getByLabelText('From'));
    await waitFor(() =>
      expect(api.listQueries.at(-1)).toMatchObject({ from: null, to: '2026-11-29T00:00:00.000Z' }),
    );
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-28');
    await waitFor(() => expect(api.listQueries.at(-1)).toMatchObject({ from: '2026-11-28T00:00:00.000Z' }));
  },
};

/**
 * An entry's details: who and their role at the time, when to the second, the address, browser
 * and request, and each changed field before → after.
 */
export const DetailDialog: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'View details of Updated user Maria López', 'Audit entry');
    await expect(describedValue(dialog, 'Action')).toHaveTextContent('Updated user');
    await expect(describedValue(dialog, 'When')).toHaveTextContent('November 28, 2026 at 2:02:11 PM UTC');
    await expect(describedValue(dialog, 'Who')).toHaveTextContent('Ada Admin');
    await expect(describedValue(dialog, 'Role at the time')).toHaveTextContent('Super admin');
    await expect(describedValue(dialog, 'Address')).toHaveTextContent('203.0.113.9');
    await expect(describedValue(dialog, 'Browser')).toHaveTextContent(/^Mozilla\/5\.0/);
    await expect(describedValue(dialog, 'Request ID')).toHaveTextContent(MARIA_RENAMED.request_id ?? '');
    const changes = within(dialog.getByRole('region', { name: 'Changes (2 fields)' }));
    await expect(describedValue(changes, 'Last name')).toHaveTextContent('Before: Lopez→After: López');
    await expect(describedValue(changes, 'Email')).toHaveTextContent(
      'Before: maria.lopez@example.com→After: maria@lopez.family',
    );
  },
};

/**
 * The entries of one bulk action are tied together: an entry's details lead to all of them (and
 * to the record's whole history); following the link closes the dialog and narrows the log.
 */
export const BulkActionTogether: Story = {
  parameters: { initialUrl: '/admin/audit-log?resource_type=newsletter_subscription', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(
      canvas,
      'View details of Updated newsletter subscription sam.reader@example.com',
      'Audit entry',
    );
    const related = within(dialog.getByRole('navigation', { name: 'Related' }));
    await expect(related.getByRole('link', { name: 'History of this record' })).toHaveAttribute(
      'href',
      '/admin/audit-log?resource_type=newsletter_subscription&resource_id=311',
    );
    await userEvent.click(related.getByRole('link', { name: 'Every change of this bulk action' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Audit entry' })).toBeNull());
    await waitFor(() =>
      expect(apiOf(loaded).listQueries.at(-1)).toMatchObject({
        batch: BULK_FIRST.batch_id,
        resource_type: null,
      }),
    );
    await waitFor(async () =>
      expect(await rowNames(canvas, 'Audit Log')).toEqual([when(BULK_FIRST), when(BULK_SECOND)]),
    );
    await expect(canvas.getAllByRole('button', { name: /Bulk action/ })[0]).toHaveTextContent(
      'Bulk action: One bulk action',
    );
  },
};

/** Secrets only say they changed; a settings value is named by its group. */
export const DetailSecrets: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      canvas,
      'View details of Updated settings Security settings',
      'Audit entry',
    );
    const changes = within(dialog.getByRole('region', { name: 'Changes (3 fields)' }));
    await expect(describedValue(changes, 'Values · Smtp password')).toHaveTextContent(
      /^changed \(not shown\)$/,
    );
    await expect(describedValue(changes, 'Password hash')).toHaveTextContent(/^changed \(not shown\)$/);
    await expect(describedValue(changes, 'Values · Max login attempts')).toHaveTextContent(
      'Before: 5→After: 3',
    );
  },
};

/** Long text wraps inside its side; lists and objects read as indented JSON; a removed value is "empty". */
export const DetailLongAndJsonValues: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      canvas,
      `View details of Deleted blog post ${POST_DELETED.resource_label}`,
      'Audit entry',
    );
    const changes = within(dialog.getByRole('region', { name: 'Changes (4 fields)' }));
    await expect(describedValue(changes, 'Tags')).toHaveTextContent('"Communication Tips"');
    await expect(describedValue(changes, 'Title')).toHaveTextContent(/After: empty$/);
    const dialogElement = screen.getByRole('dialog', { name: 'Audit entry' });
    // Nothing runs out of the dialog sideways.
    await expect(dialogElement.scrollWidth).toBeLessThanOrEqual(dialogElement.clientWidth);
  },
};

/** An object value (a plan's features) before → after, as indented JSON. */
export const DetailObjectValues: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      canvas,
      'View details of Updated subscription plan Professional',
      'Audit entry',
    );
    await expect(describedValue(dialog, 'Who')).toHaveTextContent(PLAN_FEATURES.actor.name ?? '');
    const changes = within(dialog.getByRole('region', { name: 'Changes (2 fields)' }));
    await expect(describedValue(changes, 'Selected features')).toHaveTextContent('"teamSeats": 5');
    await expect(describedValue(changes, 'Price')).toHaveTextContent('Before: 29→After: 35');
  },
};

/** The details of an entry on a phone. */
export const DetailNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      canvas,
      'View details of Updated settings Security settings',
      'Audit entry',
    );
    await expect(describedValue(dialog, 'Record')).toHaveTextContent(SECURITY_SAVED.resource_label ?? '');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * An admin without audit.read: no Audit Log in the navigation, and its address says they have no
 * access (the app's own check, before anything is fetched).
 */
export const NoAccess: Story = {
  parameters: { admin: NO_AUDIT_ADMIN },
  render: (_args, context) => (
    <StoryApp handlers={apiOf(context.loaded).handlers} path="/admin/audit-log" checkPermission>
      <AuditLogScreen />
    </StoryApp>
  ),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText("You don't have access to Audit Log.")).toBeVisible();
    // Who can grant it, and the way back to the first screen the admin may open.
    await expect(canvas.getByText(/A super admin can give your role access/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Go to / })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'User Management' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Audit Log' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Audit Log' })).toBeNull();
    await expect(apiOf(loaded).listQueries).toHaveLength(0);
  },
};
