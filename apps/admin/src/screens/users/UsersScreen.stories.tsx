import { ADMIN_CANCELLATION_REASON, CONFIRMATIONS, MESSAGES } from '@aac/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { listScreenSuite } from '../../testing/listScreenSuite';
import {
  type Canvas,
  cellsOf,
  describedValue,
  isRowActionOffered,
  openDialog,
  pressRowAction,
  rowNames,
} from '../../testing/tableQueries';
import { INGRID, MARIA } from './fixtures';
import { createUsersApi, EMAIL_TAKEN, type UsersApi, type UsersApiOptions } from './handlers';
import { UsersScreen } from './UsersScreen';
import { type User, usersList } from './users.list';

const suite = listScreenSuite<UsersApi, User, UsersApiOptions>({
  path: '/admin/users',
  screen: UsersScreen,
  list: usersList,
  createApi: createUsersApi,
  firstRows: ['Maria Lopez', 'Daniel Okafor'],
  columns: ['User', 'Email', 'Type', 'Status', 'Children', 'Plan', 'Joined'],
  filters: [
    { label: /Status/, option: 'Inactive', query: { status: 'inactive' } },
    { label: /Type/, option: 'Therapist', query: { user_type: 'therapist' } },
  ],
  search: { term: 'okafor', finds: 'Daniel Okafor' },
  export: {
    url: '/admin/users?status=active',
    query: { status: 'active' },
    matching: (api) => api.users().filter((user) => user.is_active).length,
  },
  filteredEmptyUrl: '/admin/users?q=zzzz&status=inactive',
  // Daniel Okafor: a therapist on the free plan with no children, so nothing else goes with him.
  delete: {
    row: 'Daniel Okafor',
    question: CONFIRMATIONS.deleteUser,
    success: 'User deleted successfully.',
    consequence: null,
  },
  readOnly: {
    visible: 'View details of Maria Lopez',
    hidden: ['Edit Maria Lopez', 'Deactivate Maria Lopez', 'Delete Maria Lopez'],
  },
  // A text column sorts A to Z first.
  sort: {
    column: 'Email',
    presses: [
      { sent: 'email', firstRows: ['Aisha Fischer', 'Aisha Kowalski'] },
      { sent: '-email', firstRows: ['Yuki Rossi', 'Yuki Rahman'] },
    ],
  },
});

const meta = { ...suite.meta, title: 'Screens/User Management' };
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  ...suite.stories.Loaded,
  play: async (context) => {
    await suite.stories.Loaded.play?.(context);
    const { canvas } = context;
    // core spec §2.1: manage subscription only for paid plans; activate or deactivate by state.
    await expect(await isRowActionOffered(canvas, 'Manage subscription of Maria Lopez')).toBe(true);
    await expect(await isRowActionOffered(canvas, 'Manage subscription of Daniel Okafor')).toBe(false);
    await expect(await isRowActionOffered(canvas, 'Deactivate Maria Lopez')).toBe(true);
    await expect(await isRowActionOffered(canvas, 'Activate Daniel Okafor')).toBe(true);
  },
};
export const PagingMovesTheWindow = suite.stories.PagingMovesTheWindow;
export const PageSizeReturnsToFirstPage = suite.stories.PageSizeReturnsToFirstPage;
export const SearchAndFilters = suite.stories.SearchAndFilters;
export const ExportUsers = suite.stories.Export;
export const Empty = suite.stories.Empty;
export const FilteredEmpty = suite.stories.FilteredEmpty;
export const Loading = suite.stories.Loading;
export const LoadError = suite.stories.LoadError;
export const ReloadFailureKeepsRows = suite.stories.ReloadFailureKeepsRows;
export const DeleteConfirm = suite.stories.DeleteConfirm;
export const DeleteRemovesUser = suite.stories.DeleteRemovesRow;

/** Deleting a user says what goes with them: their children's profiles and their paid subscription. */
export const DeleteSaysWhatGoes: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await pressRowAction(canvas, 'Delete Maria Lopez');
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Maria Lopez' }));
    await expect(
      confirm.getByText("Their 2 children's profiles and their Family subscription will be deleted too."),
    ).toBeVisible();
  },
};
export const ReadOnlyAdmin = suite.stories.ReadOnlyAdmin;
export const SortByColumn = suite.stories.SortByColumn;
export const SortFromUrl = suite.stories.SortFromUrl;
export const Narrow = suite.stories.Narrow;
export const Dark = suite.stories.Dark;

const apiOf = (loaded: unknown) => (loaded as { api: UsersApi }).api;

/** The edit dialog with the five fields of core spec §2.1, filled from the row. */
export const EditDialogOpen: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Edit Maria Lopez', 'Edit user');
    await expect(dialog.getByLabelText('First name')).toHaveValue('Maria');
    await expect(dialog.getByLabelText('Last name')).toHaveValue('Lopez');
    // core spec §5: the email field is of email type.
    await expect(dialog.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabelText(/Email/)).toHaveValue('maria.lopez@example.com');
    await expect(dialog.getByRole('button', { name: /User type/ })).toHaveTextContent('Parent');
    await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  },
};

/** Saving sends the five fields, closes, shows the server's message and reloads the list. */
export const EditSaves: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(canvas, 'Edit Daniel Okafor', 'Edit user');
    await userEvent.clear(dialog.getByLabelText('First name'));
    await userEvent.type(dialog.getByLabelText('First name'), 'Dan');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit user' })).toBeNull());
    await expect(apiOf(loaded).updates.at(-1)?.body).toEqual({
      first_name: 'Dan',
      last_name: 'Okafor',
      email: 'd.okafor@speechclinic.example.org',
      user_type: 'therapist',
      is_active: true,
    });
    await expect(await screen.findByText('User updated successfully.')).toBeVisible();
    await waitFor(async () => expect(await rowNames(canvas, 'Users')).toContain('Dan Okafor'));
  },
};

/** A malformed email is caught beside the field before anything is sent. */
export const EditInvalidEmail: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(canvas, 'Edit Maria Lopez', 'Edit user');
    await userEvent.clear(dialog.getByLabelText(/Email/));
    await userEvent.type(dialog.getByLabelText(/Email/), 'mariela@');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter an email address such as name@example.com')).toBeVisible();
    await expect(dialog.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(apiOf(loaded).updates).toHaveLength(0);
  },
};

/** The server refuses: the dialog stays open with what was typed, the reason and the field's problem. */
export const EditSaveFailure: Story = {
  parameters: { api: { updateFailure: 'emailTaken' } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Edit Maria Lopez', 'Edit user');
    await userEvent.clear(dialog.getByLabelText('First name'));
    await userEvent.type(dialog.getByLabelText('First name'), 'Mariela');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('The user was not saved')).toBeVisible();
    await expect(dialog.getByText(EMAIL_TAKEN.message)).toBeVisible();
    await expect(dialog.getByText('Another user already uses this email.')).toBeVisible();
    await expect(dialog.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(dialog.getByLabelText(/Email/)).toHaveFocus());
    await expect(dialog.getByLabelText('First name')).toHaveValue('Mariela');
  },
};

/**
 * Opens Edit Maria Lopez, then Grace Hopper saves Maria as "López" (version 2) before this admin
 * saves "Mariela": nothing is saved, everything typed stays, and the panel says who, when and
 * which field, with both values (issue 34).
 */
async function saveOverOtherChange(canvas: Canvas, api: UsersApi) {
  const dialog = await openDialog(canvas, 'Edit Maria Lopez', 'Edit user');
  api.changeElsewhere(MARIA.id, { last_name: 'López' });
  await userEvent.clear(dialog.getByLabelText('First name'));
  await userEvent.type(dialog.getByLabelText('First name'), 'Mariela');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await expect(await dialog.findByRole('alert')).toHaveTextContent('Grace Hopper changed this user at 14:02');
  return dialog;
}

/** A save over another admin's change: the conflict panel, with their value and this admin's. */
export const EditConflict: Story = {
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const dialog = await saveOverOtherChange(canvas, api);
    // The version the dialog opened with went as If-Match.
    await expect(api.preconditions.at(-1)).toEqual({ key: MARIA.id, ifMatch: '"1"' });
    const changed = within(dialog.getByRole('row', { name: /Last name/ }));
    await expect(changed.getByRole('cell', { name: 'López' })).toBeVisible();
    await expect(changed.getByRole('cell', { name: 'Lopez' })).toBeVisible();
    await expect(dialog.getByLabelText('First name')).toHaveValue('Mariela');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(api.users().find((user) => user.id === MARIA.id)?.first_name).toBe('Maria');
  },
};

/** "Save mine over theirs" sends the form as typed with the version now stored. */
export const EditConflictSaveMine: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const dialog = await saveOverOtherChange(canvas, api);
    await userEvent.click(dialog.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit user' })).toBeNull());
    await expect(api.preconditions.at(-1)).toEqual({ key: MARIA.id, ifMatch: '"2"' });
    await expect(api.updates.at(-1)?.body).toMatchObject({ first_name: 'Mariela', last_name: 'Lopez' });
    await expect(await screen.findByText('User updated successfully.')).toBeVisible();
  },
};

/** "Use theirs": the form takes the user as stored now; a later save goes with that version. */
export const EditConflictUseTheirs: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const dialog = await saveOverOtherChange(canvas, api);
    await userEvent.click(dialog.getByRole('button', { name: 'Use theirs' }));
    await expect(dialog.getByLabelText('Last name')).toHaveValue('López');
    await expect(dialog.getByLabelText('First name')).toHaveValue('Maria');
    await expect(dialog.queryByRole('button', { name: 'Use theirs' })).toBeNull();
    await userEvent.type(dialog.getByLabelText('First name'), 'na');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit user' })).toBeNull());
    await expect(api.preconditions.at(-1)).toEqual({ key: MARIA.id, ifMatch: '"2"' });
    await expect(api.updates.at(-1)?.body).toMatchObject({ first_name: 'Mariana', last_name: 'López' });
  },
};

/** A user deleted meanwhile: the dialog says so in words, not "User 500 was not found". */
export const EditDeletedMeanwhile: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(canvas, 'Edit Maria Lopez', 'Edit user');
    apiOf(loaded).deleteElsewhere(MARIA.id);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('This user no longer exists: someone deleted it.')).toBeVisible();
  },
};

/**
 * A row action on a user someone else changed meanwhile is not made: the toast says who and when,
 * and the list reloads so the row shows as it is now (issue 34).
 */
export const ToggleActiveConflict: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await rowNames(canvas, 'Users');
    api.changeElsewhere(MARIA.id, { is_active: false });
    await pressRowAction(canvas, 'Deactivate Maria Lopez');
    await expect(await screen.findByText('Grace Hopper changed this user at 14:02')).toBeVisible();
    await expect(api.preconditions.at(-1)).toEqual({ key: MARIA.id, ifMatch: '"1"' });
    await waitFor(async () => expect(await isRowActionOffered(canvas, 'Activate Maria Lopez')).toBe(true));
    await expect(api.users().find((user) => user.id === MARIA.id)?.version).toBe(2);
  },
};

/** View details: every field of the user, read-only. */
export const ViewDetails: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'View details of Maria Lopez', 'User details');
    for (const text of ['maria.lopez@example.com', 'Parent', 'Active', 'Family', '2', '500']) {
      await expect(dialog.getAllByText(text)[0]).toBeVisible();
    }
    await expect(dialog.queryByRole('textbox')).toBeNull();
  },
};

/** View details is no dead end: the user's children (searched by the email), and Edit. */
export const ViewDetailsLeadsOn: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'View details of Maria Lopez', 'User details');
    await expect(dialog.getByRole('link', { name: 'Children (2)' })).toHaveAttribute(
      'href',
      '/admin/children?q=maria.lopez%40example.com',
    );
    // The story admin may not see payments: no link to them.
    await expect(dialog.queryByRole('link', { name: 'Payments' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit user' }));
    await expect(edit.getByRole('textbox', { name: /Email/ })).toHaveValue('maria.lopez@example.com');
    await expect(screen.queryByRole('dialog', { name: 'User details' })).toBeNull();
  },
};

/** Deactivate and activate follow the row's state and reload the list. */
export const ToggleActive: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await pressRowAction(canvas, 'Deactivate Maria Lopez');
    await expect(await screen.findByText('User deactivated successfully.')).toBeVisible();
    await pressRowAction(canvas, 'Activate Maria Lopez');
    await expect(await screen.findByText('User activated successfully.')).toBeVisible();
    await waitFor(async () => expect(await isRowActionOffered(canvas, 'Deactivate Maria Lopez')).toBe(true));
  },
};

const openSubscription = async (canvas: Canvas) => {
  const dialog = await openDialog(canvas, 'Manage subscription of Maria Lopez', 'Subscription');
  await dialog.findByText('Family');
  return dialog;
};
const statusOf = (dialog: Canvas) => describedValue(dialog, 'Status');

/** Active: both cancel options with what each does, no reactivate (core spec §4: canCancel). */
export const SubscriptionActive: Story = {
  play: async ({ canvas }) => {
    const dialog = await openSubscription(canvas);
    await expect(statusOf(dialog)).toHaveTextContent('Active');
    await expect(
      dialog.getByText(
        'Cancel at period end keeps access until July 18, 2025; cancel immediately removes access at once.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel immediately' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Reactivate' })).toBeNull();
  },
};

/** A scheduled cancellation: only reactivate (core spec §4: canReactivate). */
export const SubscriptionCancelAtPeriodEnd: Story = {
  parameters: { api: { subscription: 'cancel_at_period_end' } },
  play: async ({ canvas }) => {
    const dialog = await openSubscription(canvas);
    await expect(statusOf(dialog)).toHaveTextContent('Cancel at period end');
    await expect(dialog.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Cancel immediately' })).toBeNull();
  },
};

/** Canceled: nothing is offered. */
export const SubscriptionCanceled: Story = {
  parameters: { api: { subscription: 'canceled' } },
  play: async ({ canvas }) => {
    const dialog = await openSubscription(canvas);
    await expect(statusOf(dialog)).toHaveTextContent('Canceled');
    for (const name of ['Cancel at period end', 'Cancel immediately', 'Reactivate']) {
      await expect(dialog.queryByRole('button', { name })).toBeNull();
    }
    await expect(dialog.getByText('No changes are possible for this subscription.')).toBeVisible();
  },
};

/** Cancel at period end sends the fixed admin reason and shows the server's message; then reactivate. */
export const SubscriptionCancelThenReactivate: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openSubscription(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() =>
      expect(apiOf(loaded).cancellations.at(-1)?.body).toEqual({
        cancelImmediately: false,
        reason: ADMIN_CANCELLATION_REASON,
      }),
    );
    await expect(
      await screen.findByText(/will be cancelled at the end of the current billing period/),
    ).toBeVisible();
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent('Cancel at period end'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reactivate' }));
    await expect(await screen.findByText(/Subscription reactivated/)).toBeVisible();
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent('Active'));
  },
};

/** Cancel immediately asks first, then sends cancelImmediately true. */
export const SubscriptionCancelImmediately: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openSubscription(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel immediately' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await expect(confirm.getByText(CONFIRMATIONS.cancelSubscriptionImmediately)).toBeVisible();
    await expect(apiOf(loaded).cancellations).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel immediately' }));
    await waitFor(() =>
      expect(apiOf(loaded).cancellations.at(-1)?.body).toMatchObject({ cancelImmediately: true }),
    );
    await expect(
      await screen.findByText('Subscription cancelled immediately. Access has ended.'),
    ).toBeVisible();
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent('Canceled'));
  },
};

/** core spec §8: a failed cancel says "Failed to cancel subscription" and changes nothing. */
export const SubscriptionCancelFailure: Story = {
  parameters: { api: { subscriptionActionFailure: true }, screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openSubscription(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel at period end' }));
    await expect(await screen.findByText(MESSAGES.subscriptionCancelFailed)).toBeVisible();
    await expect(statusOf(dialog)).toHaveTextContent('Active');
  },
};

/** core spec §8: a failed reactivate says "Failed to reactivate subscription". */
export const SubscriptionReactivateFailure: Story = {
  parameters: {
    api: { subscription: 'cancel_at_period_end', subscriptionActionFailure: true },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await userEvent.click((await openSubscription(canvas)).getByRole('button', { name: 'Reactivate' }));
    await expect(await screen.findByText(MESSAGES.subscriptionReactivateFailed)).toBeVisible();
  },
};

/** core spec §8: the detail load fails: the fixed text as a toast and in the dialog, with Retry. */
export const SubscriptionLoadFailure: Story = {
  parameters: { api: { subscription: 'error' } },
  play: async ({ canvas }) => {
    await pressRowAction(canvas, 'Manage subscription of Maria Lopez');
    const dialog = within(await screen.findByRole('dialog', { name: 'Subscription' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.subscriptionFetchFailed)).toHaveLength(2));
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Cancel at period end' })).toBeNull();
  },
};

/** The Plan cell of a row, where a scheduled cancellation shows. */
const planOf = async (canvas: Canvas, name: string) => {
  const plan = (await cellsOf(canvas, 'Users', name)).Plan;
  if (!plan) throw new Error(`No Plan cell for ${name}`);
  return plan;
};
const CANCELS = 'Ends Jul 18';
/** Closes the subscription dialog with its Close button (the title bar's, the first of two). */
const closeSubscription = async (dialog: Canvas) => {
  await userEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscription' })).toBeNull());
};
/** The mark itself: the badge that takes focus and carries the tooltip. */
const cancelsMarkOf = (plan: HTMLElement) =>
  within(plan).getByText(CANCELS).closest<HTMLElement>('[tabindex]') ?? within(plan).getByText(CANCELS);
const CANCELS_HINT = 'Subscription set to cancel at the end of the period: access ends on July 18, 2025.';

/**
 * A subscription set to cancel at period end (core spec §4) says so in the list, beside the plan,
 * with the day access ends; its tooltip says what it means and the whole date. The other Haddads'
 * subscriptions renew: their plans stand alone.
 */
export const ScheduledCancellation: Story = {
  parameters: { initialUrl: '/admin/users?q=haddad' },
  play: async ({ canvas }) => {
    await expect(INGRID.subscription_cancels_at).toBe('2025-07-18T00:00:00.000Z');
    const plan = await planOf(canvas, 'Ingrid Haddad');
    await expect(within(plan).getByText('Individual')).toBeVisible();
    await expect(within(plan).getByText(CANCELS)).toBeVisible();
    for (const renewing of ['Maria Haddad', 'Liam Haddad', 'Hannah Haddad']) {
      await expect(await planOf(canvas, renewing)).not.toHaveTextContent(/Ends/);
    }
    // react-aria opens a tooltip on hover once the pointer is in use on the page (a press made it
    // the interaction modality), as it is for anyone who has been using the screen.
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await userEvent.hover(cancelsMarkOf(plan));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(CANCELS_HINT));
    // The picture shows the row as it rests, from the top of the page.
    await userEvent.unhover(cancelsMarkOf(plan));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    window.scrollTo(0, 0);
  },
};

/** The keyboard reaches the mark and its tooltip; the subscription dialog agrees with it. */
export const ScheduledCancellationKeyboard: Story = {
  parameters: { initialUrl: '/admin/users?q=haddad488', screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Manage subscription of Ingrid Haddad', 'Subscription');
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent('Cancel at period end'));
    await expect(dialog.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    await expect(dialog.getByText('July 18, 2025')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscription' })).toBeNull());
    const mark = cancelsMarkOf(await planOf(canvas, 'Ingrid Haddad'));
    mark.focus();
    await expect(mark).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(CANCELS_HINT));
  },
};

/** On a phone (375 px) the mark is read whole in the row's card, beside the plan, and nothing scrolls sideways. */
export const ScheduledCancellationNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { initialUrl: '/admin/users?q=haddad488' },
  play: async ({ canvas }) => {
    const plan = await planOf(canvas, 'Ingrid Haddad');
    const mark = within(plan).getByText(CANCELS);
    await expect(mark).toBeVisible();
    // Not cut with an ellipsis, and inside the card.
    await expect(mark.scrollWidth).toBeLessThanOrEqual(mark.clientWidth);
    await expect(mark.getBoundingClientRect().right).toBeLessThanOrEqual(plan.getBoundingClientRect().right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The mark follows the subscription: cancel at period end and the reloaded list shows it beside
 * Maria's plan; reactivate and it goes.
 */
export const ScheduledCancellationFollowsChanges: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(await planOf(canvas, 'Maria Lopez')).not.toHaveTextContent(/Ends/);
    const cancelling = await openSubscription(canvas);
    await userEvent.click(cancelling.getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => expect(statusOf(cancelling)).toHaveTextContent('Cancel at period end'));
    await closeSubscription(cancelling);
    await waitFor(async () => expect(await planOf(canvas, 'Maria Lopez')).toHaveTextContent(CANCELS));
    const reactivating = await openSubscription(canvas);
    await userEvent.click(reactivating.getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(statusOf(reactivating)).toHaveTextContent('Active'));
    await closeSubscription(reactivating);
    await waitFor(async () => expect(await planOf(canvas, 'Maria Lopez')).not.toHaveTextContent(/Ends/));
  },
};
