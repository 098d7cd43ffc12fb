import { clearSession, storeAdminSession } from '@aac/api-client';
import { ADMIN_CANCELLATION_REASON, CONFIRMATIONS, MAX_PAGE_NUMBERS_SHOWN, MESSAGES } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/storyApi';
import { READ_ONLY_ADMIN, type SignedInAdmin, STORY_ADMIN, USER_FIXTURE_COUNT } from './fixtures';
import {
  createUsersApi,
  INVALID_EMAIL_FAILURE,
  LIST_FAILURE,
  type UsersApi,
  type UsersApiOptions,
} from './handlers';
import { UsersScreen } from './UsersScreen';

interface UsersStoryParameters {
  /** How the fake users API answers (handlers.ts). */
  usersApi?: UsersApiOptions;
  /** The URL the story opens, e.g. "/admin/users?status=inactive". */
  initialUrl?: string;
  /** Who is signed in (a super admin unless given). */
  admin?: SignedInAdmin;
}

type Loaded = { api: UsersApi };

const PHONE_VIEWPORTS = {
  phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Screens/User Management',
  component: UsersScreen,
  parameters: { layout: 'fullscreen' },
  // A fresh fake API per render, so a story's changes never leak into the next one.
  loaders: [
    async (context): Promise<Loaded> => ({
      api: createUsersApi((context.parameters as UsersStoryParameters).usersApi),
    }),
  ],
  beforeEach: (context) => {
    storeAdminSession('story-admin-token', (context.parameters as UsersStoryParameters).admin ?? STORY_ADMIN);
    return () => clearSession();
  },
  render: (_args, context) => {
    const { api } = context.loaded as Loaded;
    const { initialUrl } = context.parameters as UsersStoryParameters;
    return (
      <StoryApp handlers={api.handlers} path="/admin/users" initialUrl={initialUrl}>
        <UsersScreen />
      </StoryApp>
    );
  },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function apiOf(loaded: unknown): UsersApi {
  return (loaded as Loaded).api;
}

/** The user names of the listed rows (the row headers), once the rows are there. */
async function rowNames(canvas: ReturnType<typeof within>): Promise<string[]> {
  const table = await canvas.findByRole('table', { name: 'Users' });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table).queryAllByRole('rowheader').map(readableText);
}

/** An element's text as a screen reader reads it: without the aria-hidden parts (the avatar's initial). */
function readableText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

/** The subscription's status as the dialog lists it: the value paired with the "Status" label. */
function subscriptionStatus(dialog: ReturnType<typeof within>): HTMLElement {
  const label = dialog.getAllByRole('term').find((term: HTMLElement) => term.textContent === 'Status');
  const value = label?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error('The dialog lists no subscription status');
  return value;
}

function pageNumbers(canvas: ReturnType<typeof within>): string[] {
  return canvas
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button: HTMLElement) => button.textContent ?? '');
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getAllByRole('button', { name: label })[0] as HTMLElement);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The first page of 137 users, 10 a page (core spec §9), with every column and row action. */
export const Loaded: Story = {
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect((await rowNames(canvas))[0]).toBe('Maria Lopez'));
    await expect(await rowNames(canvas)).toHaveLength(10);
    await expect(canvas.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(canvas.getByText(`Showing 1 to 10 of ${USER_FIXTURE_COUNT} results`)).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      'User',
      'Email',
      'Type',
      'Status',
      'Children',
      'Plan',
      'Joined',
      'Actions',
    ]);
    // core spec §9: up to 5 page numbers.
    await expect(pageNumbers(canvas)).toEqual(['1', '2', '3', '4', '5']);
    // core spec §2.1: manage subscription only for paid plans; activate or deactivate by state.
    await expect(canvas.getByRole('button', { name: 'Manage subscription of Maria Lopez' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Manage subscription of Daniel Okafor' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Deactivate Maria Lopez' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Activate Daniel Okafor' })).toBeVisible();
    await expect(apiOf(loaded).listQueries[0]).toEqual({
      page: '1',
      limit: '10',
      search: null,
      status: null,
      user_type: null,
    });
  },
};

/** Paging moves the 5-number window with the current page and asks the server for that page. */
export const PagingMovesTheWindow: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await rowNames(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(pageNumbers(canvas)).toEqual(['3', '4', '5', '6', '7']);
    await expect(apiOf(loaded).listQueries.at(-1)).toMatchObject({ page: '5', limit: '10' });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 7' }));
    await waitFor(() => expect(pageNumbers(canvas)).toEqual(['5', '6', '7', '8', '9']));
    await expect(pageNumbers(canvas).length).toBeLessThanOrEqual(MAX_PAGE_NUMBERS_SHOWN);
    await expect(canvas.getByText(`Showing 61 to 70 of ${USER_FIXTURE_COUNT} results`)).toBeVisible();
  },
};

/** core spec §4, §9: changing the page size returns to page 1 (asserted through the query the server got). */
export const PageSizeReturnsToFirstPage: Story = {
  parameters: { initialUrl: '/admin/users?page=3', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await rowNames(canvas);
    await expect(api.listQueries.at(-1)).toMatchObject({ page: '3', limit: '10' });
    await choose(/Rows per page/, '25');
    await waitFor(() => expect(api.listQueries.at(-1)).toMatchObject({ page: '1', limit: '25' }));
    await waitFor(async () => expect(await rowNames(canvas)).toHaveLength(25));
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pageNumbers(canvas)).toEqual(['1', '2', '3', '4', '5']);
  },
};

/** Search and filters go to the server as search, status and user_type, from page 1. */
export const SearchAndFilters: Story = {
  parameters: { initialUrl: '/admin/users?page=2', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await rowNames(canvas);
    await choose(/Status/, 'Inactive');
    await waitFor(() => expect(api.listQueries.at(-1)).toMatchObject({ page: '1', status: 'inactive' }));
    await choose(/Type/, 'Therapist');
    await waitFor(() =>
      expect(api.listQueries.at(-1)).toMatchObject({ page: '1', status: 'inactive', user_type: 'therapist' }),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'okafor');
    await waitFor(() =>
      expect(api.listQueries.at(-1)).toMatchObject({ search: 'okafor', status: 'inactive' }),
    );
    await waitFor(async () => expect(await rowNames(canvas)).toContain('Daniel Okafor'));
  },
};

/** Export Users fetches every matching user, 100 a page, and says how many it exported. */
export const ExportUsers: Story = {
  parameters: { initialUrl: '/admin/users?status=active', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await rowNames(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Users' }));
    const active = api.users().filter((user) => user.is_active).length;
    await expect(await screen.findByText(`Exported ${active} users`)).toBeVisible();
    // Every page of the current filter, never only the visible one (STYLE.md 20).
    const exportQueries = api.listQueries.filter((query) => query.limit === '100');
    await expect(exportQueries.map((query) => query.page)).toEqual(['1', '2']);
    await expect(exportQueries.every((query) => query.status === 'active')).toBe(true);
  },
};

/** No users at all: the empty state without a filter hint. */
export const Empty: Story = {
  parameters: { usersApi: { users: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No users found')).toBeVisible();
    await expect(canvas.getByText('Users appear here once they sign up.')).toBeVisible();
    // The outline reads h1 > h2: the empty state's title is the heading under the page's.
    await expect(canvas.getByRole('heading', { level: 2, name: 'No users found' })).toBeVisible();
  },
};

/** A search that matches nobody: the empty state says to adjust the search and filters. */
export const FilteredEmpty: Story = {
  parameters: { initialUrl: '/admin/users?q=zzzz&status=inactive' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('No users found')).toBeVisible();
    await expect(canvas.getByText(/Try adjusting or clearing them/)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('zzzz');
    await expect(apiOf(loaded).listQueries[0]).toMatchObject({ search: 'zzzz', status: 'inactive' });
  },
};

/** The first load: skeleton rows and a busy table. */
export const Loading: Story = {
  parameters: { usersApi: { list: 'loading' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading Users')).toBeInTheDocument();
  },
};

/** The list fails: the reason and Retry, never an empty list (DESIGN.md). */
export const LoadError: Story = {
  parameters: { usersApi: { list: 'error' } },
  play: async ({ canvas, loaded }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Users could not be loaded');
    await expect(alert).toHaveTextContent(LIST_FAILURE.message);
    await expect(canvas.queryByText('No users found')).toBeNull();
    const asked = apiOf(loaded).listQueries.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiOf(loaded).listQueries.length).toBe(asked + 1));
  },
};

/** The edit dialog with the five fields of core spec §2.1, filled from the row. */
export const EditDialogOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Maria Lopez' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit user' }));
    await expect(dialog.getByLabelText('First name')).toHaveValue('Maria');
    await expect(dialog.getByLabelText('Last name')).toHaveValue('Lopez');
    // core spec §5: the email field is of email type.
    await expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabelText('Email')).toHaveValue('maria.lopez@example.com');
    await expect(dialog.getByRole('button', { name: /User type/ })).toHaveTextContent('Parent');
    await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  },
};

/** Saving sends the five fields, closes, shows the server's message and reloads the list. */
export const EditSaves: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Daniel Okafor' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Edit user' });
    const dialog = within(dialogElement);
    await userEvent.clear(dialog.getByLabelText('First name'));
    await userEvent.type(dialog.getByLabelText('First name'), 'Dan');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialogElement).not.toBeInTheDocument());
    await expect(api.updates.at(-1)?.body).toEqual({
      first_name: 'Dan',
      last_name: 'Okafor',
      email: 'd.okafor@speechclinic.example.org',
      user_type: 'therapist',
      is_active: true,
    });
    await expect(await screen.findByText('User updated successfully.')).toBeVisible();
    await waitFor(async () => expect(await rowNames(canvas)).toContain('Dan Okafor'));
    await expect(canvas.getByRole('button', { name: 'Deactivate Dan Okafor' })).toBeVisible();
  },
};

/** The server refuses: the dialog stays open with what was typed, the message and the field error. */
export const EditSaveFailure: Story = {
  parameters: { usersApi: { updateFailure: 'invalidEmail' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Maria Lopez' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit user' }));
    await userEvent.clear(dialog.getByLabelText('First name'));
    await userEvent.type(dialog.getByLabelText('First name'), 'Mariela');
    await userEvent.clear(dialog.getByLabelText('Email'));
    await userEvent.type(dialog.getByLabelText('Email'), 'mariela@');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(INVALID_EMAIL_FAILURE.message)).toBeVisible();
    await expect(dialog.getByText('must match format "email"')).toBeVisible();
    await expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText('First name')).toHaveValue('Mariela');
    await expect(dialog.getByLabelText('Email')).toHaveValue('mariela@');
  },
};

/** View details: every field of the user, read-only. */
export const ViewDetails: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View details of Maria Lopez' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'User details' }));
    for (const text of ['maria.lopez@example.com', 'Parent', 'Active', 'Family', '2', '500']) {
      await expect(dialog.getAllByText(text)[0]).toBeVisible();
    }
    await expect(dialog.queryByRole('textbox')).toBeNull();
  },
};

/** Delete asks first, with the confirmation text of @aac/domain (core spec §5). */
export const DeleteConfirm: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Daniel Okafor' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await expect(confirm.getByText(CONFIRMATIONS.deleteUser)).toBeVisible();
    await expect(apiOf(loaded).users()).toHaveLength(USER_FIXTURE_COUNT);
  },
};

/** Confirming deletes the user; the list reloads without them. */
export const DeleteRemovesUser: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Daniel Okafor' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('User deleted successfully.')).toBeVisible();
    await waitFor(async () => expect(await rowNames(canvas)).not.toContain('Daniel Okafor'));
    await expect(apiOf(loaded).users()).toHaveLength(USER_FIXTURE_COUNT - 1);
    await expect(canvas.getByText(`Showing 1 to 10 of ${USER_FIXTURE_COUNT - 1} results`)).toBeVisible();
  },
};

/** Deactivate and activate follow the row's state and reload the list. */
export const ToggleActive: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate Maria Lopez' }));
    await expect(await screen.findByText('User deactivated successfully.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate Maria Lopez' }));
    await expect(await screen.findByText('User activated successfully.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Deactivate Maria Lopez' })).toBeVisible();
  },
};

async function openSubscription(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Manage subscription of Maria Lopez' }));
  const element = await screen.findByRole('dialog', { name: 'Subscription' });
  const dialog = within(element);
  await dialog.findByText('Family');
  return dialog;
}

/** An active subscription: both cancel options, no reactivate (core spec §4: canCancel). */
export const SubscriptionActive: Story = {
  parameters: { usersApi: { subscription: 'active' } },
  play: async ({ canvas }) => {
    const dialog = await openSubscription(canvas);
    await expect(subscriptionStatus(dialog)).toHaveTextContent('Active');
    await expect(dialog.getByText('July 18, 2025')).toBeVisible();
    // core spec §4: what each cancel does.
    await expect(
      dialog.getByText(
        'Cancel at period end keeps access until July 18, 2025; cancel immediately removes access at once.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel immediately' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Reactivate' })).toBeNull();
  },
};

/** A cancellation is scheduled: only reactivate (core spec §4: canReactivate). */
export const SubscriptionCancelAtPeriodEnd: Story = {
  parameters: { usersApi: { subscription: 'cancel_at_period_end' } },
  play: async ({ canvas }) => {
    const dialog = await openSubscription(canvas);
    await expect(subscriptionStatus(dialog)).toHaveTextContent('Cancel at period end');
    await expect(dialog.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Cancel at period end' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Cancel immediately' })).toBeNull();
  },
};

/** A canceled subscription: nothing is offered. */
export const SubscriptionCanceled: Story = {
  parameters: { usersApi: { subscription: 'canceled' } },
  play: async ({ canvas }) => {
    const dialog = await openSubscription(canvas);
    await expect(subscriptionStatus(dialog)).toHaveTextContent('Canceled');
    for (const name of ['Cancel at period end', 'Cancel immediately', 'Reactivate']) {
      await expect(dialog.queryByRole('button', { name })).toBeNull();
    }
    await expect(dialog.getByText('No changes are possible for this subscription.')).toBeVisible();
  },
};

/** Cancel at period end sends the fixed admin reason, shows the server's message, then reactivate. */
export const SubscriptionCancelThenReactivate: Story = {
  parameters: { usersApi: { subscription: 'active' }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const dialog = await openSubscription(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() =>
      expect(api.cancellations.at(-1)?.body).toEqual({
        cancelImmediately: false,
        reason: ADMIN_CANCELLATION_REASON,
      }),
    );
    await expect(
      await screen.findByText(
        'Subscription will be cancelled at the end of the current billing period (July 18, 2025).',
      ),
    ).toBeVisible();
    await waitFor(() => expect(subscriptionStatus(dialog)).toHaveTextContent('Cancel at period end'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reactivate' }));
    await expect(
      await screen.findByText('Subscription reactivated. Charging resumes on the next billing date.'),
    ).toBeVisible();
    await waitFor(() => expect(subscriptionStatus(dialog)).toHaveTextContent('Active'));
  },
};

/** Cancel immediately asks first, then sends cancelImmediately true. */
export const SubscriptionCancelImmediately: Story = {
  parameters: { usersApi: { subscription: 'active' }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const dialog = await openSubscription(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel immediately' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await expect(confirm.getByText(CONFIRMATIONS.cancelSubscriptionImmediately)).toBeVisible();
    await expect(api.cancellations).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel immediately' }));
    await waitFor(() =>
      expect(api.cancellations.at(-1)?.body).toEqual({
        cancelImmediately: true,
        reason: ADMIN_CANCELLATION_REASON,
      }),
    );
    await expect(
      await screen.findByText('Subscription cancelled immediately. Access has ended.'),
    ).toBeVisible();
    await waitFor(() => expect(subscriptionStatus(dialog)).toHaveTextContent('Canceled'));
  },
};

/** core spec §8: a failed cancel says "Failed to cancel subscription". */
export const SubscriptionCancelFailure: Story = {
  parameters: { usersApi: { subscription: 'active', subscriptionActionFailure: true }, screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openSubscription(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel at period end' }));
    await expect(await screen.findByText(MESSAGES.subscriptionCancelFailed)).toBeVisible();
    await expect(subscriptionStatus(dialog)).toHaveTextContent('Active');
  },
};

/** core spec §8: a failed reactivate says "Failed to reactivate subscription". */
export const SubscriptionReactivateFailure: Story = {
  parameters: {
    usersApi: { subscription: 'cancel_at_period_end', subscriptionActionFailure: true },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    const dialog = await openSubscription(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Reactivate' }));
    await expect(await screen.findByText(MESSAGES.subscriptionReactivateFailed)).toBeVisible();
  },
};

/** core spec §8: the detail load fails: the fixed text as a toast and in the dialog, with Retry. */
export const SubscriptionLoadFailure: Story = {
  parameters: { usersApi: { subscription: 'error' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage subscription of Maria Lopez' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Subscription' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.subscriptionFetchFailed)).toHaveLength(2));
    await expect(dialog.getByText(MESSAGES.subscriptionFetchFailed)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Cancel at period end' })).toBeNull();
  },
};

/** An admin without users.write sees the list and details, and no action that changes a user. */
export const ReadOnlyAdmin: Story = {
  parameters: { admin: READ_ONLY_ADMIN, screenshot: false },
  play: async ({ canvas }) => {
    await rowNames(canvas);
    await expect(canvas.getByRole('button', { name: 'View details of Maria Lopez' })).toBeVisible();
    for (const name of ['Edit Maria Lopez', 'Deactivate Maria Lopez', 'Delete Maria Lopez']) {
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    }
  },
};

/** A 375 px phone: the filters stack and the table scrolls sideways inside its frame. */
export const Narrow: Story = {
  parameters: { viewport: { options: PHONE_VIEWPORTS } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    await rowNames(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Export Users' })).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(async () => expect((await rowNames(canvas))[0]).toBe('Maria Lopez'));
  },
};
