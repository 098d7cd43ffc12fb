import { formatUsd } from '@aac/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { listScreenSuite } from '../../testing/listScreenSuite';
import { type SignedInAdmin, STORY_ADMIN } from '../../testing/storyAdmins';
import { type Canvas, cellsOf, isRowActionOffered, rowNames } from '../../testing/tableQueries';
import { NEXT_PENDING_PAYOUT, PAID_PAYOUT, PENDING_PAYOUT, REFERRALS } from './fixtures';
import {
  createReferralsApi,
  DECISION_FAILURE,
  type ReferralsApi,
  type ReferralsApiOptions,
} from './handlers';
import {
  APPROVE_PAYOUT_CONSEQUENCE,
  approvePayoutQuestion,
  REJECT_PAYOUT_QUESTION,
  ReferralsScreen,
} from './ReferralsScreen';
import { type Referral, referralsList } from './referrals.list';

/** An admin who reads the referral programme and decides payouts. */
const REFERRALS_ADMIN: SignedInAdmin = { ...STORY_ADMIN, permissions: ['referrals.read', 'referrals.write'] };
/** An admin who may only read it. */
const REFERRALS_READER: SignedInAdmin = {
  ...STORY_ADMIN,
  id: 3,
  first_name: 'Rita',
  last_name: 'Reader',
  role: 'support',
  permissions: ['referrals.read'],
};

const GRACE = 'grace.okafor@example.com';
const SOFIA = 'sofia.rossi@example.com';

const suite = listScreenSuite<ReferralsApi, Referral, ReferralsApiOptions>({
  path: '/admin/referrals',
  screen: ReferralsScreen,
  list: referralsList,
  createApi: createReferralsApi,
  firstRows: REFERRALS.slice(0, 3).map((referral) => referral.referrer_email),
  columns: ['Referrer', 'Referred', 'Commission', 'Status', 'Date'],
  rowActions: false,
  filters: [{ label: /Status/, option: 'Rejected', query: { status: 'rejected' } }],
  // After the Rejected filter (every third referral): Sofia Rossi's referral of friend 18.
  search: { term: 'friend18', finds: 'sofia.rossi@example.com' },
  export: {
    url: '/admin/referrals?status=approved',
    query: { status: 'approved' },
    matching: (api) => api.referrals().filter((referral) => referral.status === 'approved').length,
  },
  filteredEmptyUrl: '/admin/referrals?q=zzzz&status=pending',
  // Seven referrers take turns, eight referrals each for these two: A to Z opens on Grace Okafor's,
  // Z to A on Sofia Rossi's, and page 2 starts past them.
  sort: {
    column: 'Referrer',
    presses: [
      { sent: 'referrer_email', firstRows: [GRACE, GRACE, GRACE] },
      { sent: '-referrer_email', firstRows: [SOFIA, SOFIA, SOFIA] },
    ],
  },
});

const meta = {
  ...suite.meta,
  title: 'Screens/Referral Management',
  parameters: { ...suite.meta.parameters, admin: REFERRALS_ADMIN },
};
export default meta;
type Story = StoryObj<typeof meta>;

const apiOf = (loaded: unknown) => (loaded as { api: ReferralsApi }).api;
const stats = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Referral statistics' }));
const PAYOUTS_URL = '/admin/referrals?tab=payouts';
const payoutNames = (canvas: Canvas) => rowNames(canvas, 'Payouts');

/** core spec §2.7: the four stat cards and the referrals' columns; amounts in USD, en-US. */
export const Loaded: Story = {
  ...suite.stories.Loaded,
  play: async (context) => {
    await suite.stories.Loaded.play?.(context);
    const { canvas } = context;
    for (const [label, value] of [
      ['Total Referrals', '412'],
      ['Total Payouts', '$3,150.00'],
      ['Pending Payouts', '$420.00'],
      ['Conversion Rate', '37.6%'],
    ] as const) {
      await expect(
        within(stats(canvas).getByRole('article', { name: label })).getByText(value),
      ).toBeVisible();
    }
    const first = await cellsOf(canvas, 'Referrals', 'maria.lopez@example.com');
    await expect(first.Referred).toHaveTextContent('friend1.of.maria@example.org');
    await expect(first.Commission).toHaveTextContent('$10.00');
    await expect(first.Status).toHaveTextContent('Pending');
  },
};

export const PagingMovesTheWindow = suite.stories.PagingMovesTheWindow;
export const SearchAndFilters = suite.stories.SearchAndFilters;
export const Export = suite.stories.Export;
export const Empty = suite.stories.Empty;
export const FilteredEmpty = suite.stories.FilteredEmpty;
export const SortByColumn = suite.stories.SortByColumn;
export const SortFromUrl = suite.stories.SortFromUrl;

/** The first load: the table's skeleton and the stat cards' placeholders, never a 0 that is not real. */
export const Loading: Story = {
  ...suite.stories.Loading,
  parameters: { api: { list: 'loading', stats: 'loading' } },
  play: async (context) => {
    await suite.stories.Loading.play?.(context);
    await expect(stats(context.canvas).getByText('Loading Total Referrals')).toBeInTheDocument();
    await expect(stats(context.canvas).queryByText('0')).toBeNull();
  },
};

export const LoadError = suite.stories.LoadError;

/** The stat cards fail: the reason and Retry, not four zeros. */
export const StatsError: Story = {
  parameters: { api: { stats: 'error' }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Referral statistics could not be loaded');
    await expect(alert).toHaveTextContent(LIST_FAILURE.message);
    const asked = apiOf(loaded).statsRequests();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiOf(loaded).statsRequests()).toBe(asked + 1));
  },
};

/**
 * The Payouts tab from the URL: its own table, search and filter (core spec §2.7), and approve
 * and reject on pending payouts only (§4).
 */
export const Payouts: Story = {
  parameters: { initialUrl: PAYOUTS_URL },
  play: async ({ canvas }) => {
    await waitFor(async () => expect((await payoutNames(canvas))[0]).toBe(PENDING_PAYOUT.user_email));
    await expect(canvas.getByRole('tab', { name: 'Payouts' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'User',
      'Amount',
      'Status',
      'Date',
      'Actions',
    ]);
    await expect(canvas.getByRole('searchbox', { name: 'Search payouts' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Approve payout to ${PENDING_PAYOUT.user_email}` }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Reject payout to ${PENDING_PAYOUT.user_email}` }),
    ).toBeVisible();
    await expect(await isRowActionOffered(canvas, `Approve payout to ${PAID_PAYOUT.user_email}`)).toBe(false);
    await expect(await isRowActionOffered(canvas, `Reject payout to ${PAID_PAYOUT.user_email}`)).toBe(false);
    await expect(canvas.getByRole('button', { name: 'Export Payouts' })).toBeVisible();
  },
};

/** The payouts' filter offers the four statuses of core spec §4 and is sent with the payouts' query. */
export const PayoutsFilter: Story = {
  parameters: { initialUrl: PAYOUTS_URL, screenshot: false },
  play: async ({ canvas, loaded }) => {
    await payoutNames(canvas);
    await userEvent.click(canvas.getAllByRole('button', { name: /Status/ })[0] as HTMLElement);
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Status',
      'Pending',
      'Approved',
      'Rejected',
      'Paid',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Paid' }));
    await waitFor(() =>
      expect(apiOf(loaded).payoutQueries.at(-1)).toMatchObject({ status: 'paid', page: '1' }),
    );
    await waitFor(async () => expect(await payoutNames(canvas)).toContain(PAID_PAYOUT.user_email));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search payouts' }), 'murphy');
    await waitFor(() =>
      expect(apiOf(loaded).payoutQueries.at(-1)).toMatchObject({ status: 'paid', search: 'murphy' }),
    );
  },
};

/**
 * Issue 38: approving moves money, so it asks first, saying the amount and the payee; Cancel
 * sends nothing.
 */
export const ApproveConfirm: Story = {
  parameters: { initialUrl: PAYOUTS_URL },
  play: async ({ canvas, loaded }) => {
    await payoutNames(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: `Approve payout to ${PENDING_PAYOUT.user_email}` }),
    );
    const confirm = within(
      await screen.findByRole('alertdialog', { name: `Approve payout to ${PENDING_PAYOUT.user_email}` }),
    );
    await expect(confirm.getByText(approvePayoutQuestion(PENDING_PAYOUT))).toBeVisible();
    await expect(confirm.getByText(approvePayoutQuestion(PENDING_PAYOUT))).toHaveTextContent(
      formatUsd(PENDING_PAYOUT.amount),
    );
    await expect(confirm.getByText(APPROVE_PAYOUT_CONSEQUENCE)).toBeVisible();
    await expect(apiOf(loaded).decisions).toEqual([]);
  },
};

/**
 * Approve, once confirmed: the button is busy while the request runs; then the toast, and the row
 * reloads as approved with nothing left to decide.
 */
export const ApprovePayout: Story = {
  parameters: { initialUrl: PAYOUTS_URL, api: { decision: 'slow' }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await payoutNames(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: `Approve payout to ${PENDING_PAYOUT.user_email}` }),
    );
    const confirm = within(await screen.findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(confirm.getByRole('button', { name: /Approv/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    api.releaseDecisions();
    await expect(await screen.findByText('Payout approved.')).toBeVisible();
    await expect(api.decisions).toEqual([{ id: PENDING_PAYOUT.id, decision: 'approve' }]);
    await waitFor(async () =>
      expect((await cellsOf(canvas, 'Payouts', PENDING_PAYOUT.user_email)).Status).toHaveTextContent(
        'Approved',
      ),
    );
    await expect(await isRowActionOffered(canvas, `Approve payout to ${PENDING_PAYOUT.user_email}`)).toBe(
      false,
    );
    // The stat cards reload too: pending payouts changed.
    await waitFor(() => expect(api.statsRequests()).toBe(2));
  },
};

/** Reject asks first; Cancel sends nothing. */
export const RejectConfirm: Story = {
  parameters: { initialUrl: PAYOUTS_URL },
  play: async ({ canvas, loaded }) => {
    await payoutNames(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: `Reject payout to ${NEXT_PENDING_PAYOUT.user_email}` }),
    );
    const confirm = within(
      await screen.findByRole('alertdialog', { name: `Reject payout to ${NEXT_PENDING_PAYOUT.user_email}` }),
    );
    await expect(confirm.getByText(REJECT_PAYOUT_QUESTION)).toBeVisible();
    await expect(apiOf(loaded).decisions).toEqual([]);
  },
};

/** Confirming the rejection sends it; the row reloads as rejected, leaving the pending filter. */
export const RejectPayout: Story = {
  parameters: { initialUrl: `${PAYOUTS_URL}&payouts.status=pending`, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await waitFor(async () => expect(await payoutNames(canvas)).toContain(NEXT_PENDING_PAYOUT.user_email));
    await userEvent.click(
      canvas.getByRole('button', { name: `Reject payout to ${NEXT_PENDING_PAYOUT.user_email}` }),
    );
    const confirm = within(await screen.findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Reject' }));
    await expect(await screen.findByText('Payout rejected.')).toBeVisible();
    await expect(api.decisions).toEqual([{ id: NEXT_PENDING_PAYOUT.id, decision: 'reject' }]);
    await waitFor(async () =>
      expect(await payoutNames(canvas)).not.toContain(NEXT_PENDING_PAYOUT.user_email),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('alertdialog', { name: `Reject payout to ${NEXT_PENDING_PAYOUT.user_email}` }),
      ).toBeNull(),
    );
  },
};

/** A decision fails: the toast says what did not happen and why; the payout stays pending. */
export const DecisionFails: Story = {
  parameters: { initialUrl: PAYOUTS_URL, api: { decision: 'failure' }, screenshot: false },
  play: async ({ canvas }) => {
    await payoutNames(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: `Approve payout to ${PENDING_PAYOUT.user_email}` }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    await expect(
      await screen.findByText(`The payout to ${PENDING_PAYOUT.user_email} was not approved`),
    ).toBeVisible();
    await expect(screen.getByText(DECISION_FAILURE.message)).toBeVisible();
    await expect((await cellsOf(canvas, 'Payouts', PENDING_PAYOUT.user_email)).Status).toHaveTextContent(
      'Pending',
    );
  },
};

/** An admin without referrals.write sees the payouts and no approve or reject. */
export const ReadOnlyAdmin: Story = {
  parameters: { initialUrl: PAYOUTS_URL, admin: REFERRALS_READER, screenshot: false },
  play: async ({ canvas }) => {
    await payoutNames(canvas);
    await expect(canvas.queryByRole('button', { name: /^Approve payout/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Reject payout/ })).toBeNull();
  },
};

export const Narrow = suite.stories.Narrow;

/** The Payouts tab in the dark theme, with its pending rows' actions. */
export const PayoutsDark: Story = {
  parameters: { initialUrl: PAYOUTS_URL, theme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(async () => expect((await payoutNames(canvas))[0]).toBe(PENDING_PAYOUT.user_email));
  },
};
