import { NEW_PRICE_REFUSED, NEW_PRICE_TOO_PRECISE } from '@aac/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { listScreenSuite } from '../../testing/listScreenSuite';
import { LOCAL_PROVIDER } from '../../testing/paymentProvider';
import { type SignedInAdmin, STORY_ADMIN } from '../../testing/storyAdmins';
import { type Canvas, cellsOf } from '../../testing/tableQueries';
import { FIRST_PAYMENT, PAYMENTS } from './fixtures';
import { createPaymentsApi, type PaymentsApi, type PaymentsApiOptions, PRICE_FAILURE } from './handlers';
import { PaymentsScreen } from './PaymentsScreen';
import { type Payment, paymentsList } from './payments.list';

/** An admin who reads payments and changes prices. */
const PAYMENTS_ADMIN: SignedInAdmin = {
  ...STORY_ADMIN,
  permissions: ['payments.read', 'pricing.write'],
};
/** An admin who reads payments and may not change a price. */
const PAYMENTS_READER: SignedInAdmin = {
  ...STORY_ADMIN,
  id: 3,
  first_name: 'Rita',
  last_name: 'Reader',
  role: 'support',
  permissions: ['payments.read'],
};

const transactionAt = (index: number) => (PAYMENTS[index] as Payment).transaction_id;

const suite = listScreenSuite<PaymentsApi, Payment, PaymentsApiOptions>({
  path: '/admin/payments',
  screen: PaymentsScreen,
  list: paymentsList,
  createApi: createPaymentsApi,
  firstRows: PAYMENTS.slice(0, 3).map((payment) => payment.transaction_id),
  columns: ['Transaction', 'User', 'Amount', 'Status', 'Date'],
  rowActions: false,
  filters: [{ label: /Status/, option: 'Refunded', query: { status: 'refunded' } }],
  // After the Refunded filter: Kenji Tanaka's refunded payment (every ninth row is his, every fourth refunded).
  search: { term: 'kenji', finds: (PAYMENTS[11] as Payment).transaction_id },
  export: {
    url: '/admin/payments?status=completed',
    query: { status: 'completed' },
    matching: (api) => api.payments().filter((payment) => payment.status === 'completed').length,
  },
  filteredEmptyUrl: '/admin/payments?q=zzzz&status=failed',
  // An amount sorts high to low first. Amounts repeat every fifth payment, so ties go by id: the
  // largest ($1,250.50) from the newest, the smallest ($9.99) from the oldest.
  sort: {
    column: 'Amount',
    presses: [
      { sent: '-amount', firstRows: [4, 9, 14].map(transactionAt) },
      { sent: 'amount', firstRows: [52, 47, 42].map(transactionAt) },
    ],
  },
});

const meta = {
  ...suite.meta,
  title: 'Screens/Payment Management',
  parameters: { ...suite.meta.parameters, admin: PAYMENTS_ADMIN },
};
export default meta;
type Story = StoryObj<typeof meta>;

const apiOf = (loaded: unknown) => (loaded as { api: PaymentsApi }).api;
const stats = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Payment statistics' }));
const planCard = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));

/**
 * core spec §2.3: the four stat cards, the history's columns, amounts in USD en-US (§9), and a
 * stored status outside the four shown as pending (§4).
 */
export const Loaded: Story = {
  ...suite.stories.Loaded,
  play: async (context) => {
    await suite.stories.Loaded.play?.(context);
    const { canvas } = context;
    await expect(canvas.getByText(LOCAL_PROVIDER.description)).toBeVisible();
    const cards = stats(canvas);
    for (const [label, value] of [
      ['Total Revenue', '$184,250.50'],
      ['Monthly Revenue', '$12,840.75'],
      ['Active Subscriptions', '1,342'],
      ['Failed Payments', '27'],
    ] as const) {
      const card = within(cards.getByRole('article', { name: label }));
      await expect(card.getByText(value)).toBeVisible();
    }
    await expect(canvas.getByRole('tab', { name: 'Payment History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const first = await cellsOf(canvas, 'Payments', FIRST_PAYMENT.transaction_id);
    await expect(first.User).toHaveTextContent('maria.lopez@example.com');
    await expect(first.Amount).toHaveTextContent('$19.99');
    await expect(first.Status).toHaveTextContent('Completed');
    // The date with its time (the stories run in UTC).
    await expect(first.Date).toHaveTextContent('Jun 28, 2025, 10:30 AM');
    const unknown = PAYMENTS[5] as Payment;
    await expect((await cellsOf(canvas, 'Payments', unknown.transaction_id)).Status).toHaveTextContent(
      'Pending',
    );
  },
};

export const PagingMovesTheWindow = suite.stories.PagingMovesTheWindow;
export const SearchAndFilters = suite.stories.SearchAndFilters;
export const Export = suite.stories.Export;
export const Empty = suite.stories.Empty;
export const FilteredEmpty = suite.stories.FilteredEmpty;
export const SortByColumn = suite.stories.SortByColumn;
export const SortFromUrl = suite.stories.SortFromUrl;

/** core spec §4: the pending filter also finds the payment whose stored status is unknown. */
export const PendingFilterFindsUnknownStatus: Story = {
  parameters: { initialUrl: '/admin/payments?status=pending', screenshot: false },
  play: async ({ canvas }) => {
    const unknown = PAYMENTS[5] as Payment;
    await waitFor(async () =>
      expect((await cellsOf(canvas, 'Payments', unknown.transaction_id)).Status).toHaveTextContent('Pending'),
    );
  },
};

/** The first load: the table's skeleton and every stat card's placeholder, never a $0.00 that is not real. */
export const Loading: Story = {
  ...suite.stories.Loading,
  parameters: { api: { list: 'loading', stats: 'loading' } },
  play: async (context) => {
    await suite.stories.Loading.play?.(context);
    const cards = stats(context.canvas);
    await expect(cards.getByText('Loading Total Revenue')).toBeInTheDocument();
    await expect(cards.getByRole('article', { name: 'Failed Payments' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(cards.queryByText('$0.00')).toBeNull();
  },
};

export const LoadError = suite.stories.LoadError;

/** The stat cards fail: the reason and Retry in their place, not four zeros; the history still loads. */
export const StatsError: Story = {
  parameters: { api: { stats: 'error' } },
  play: async ({ canvas, loaded }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Payment statistics could not be loaded');
    await expect(alert).toHaveTextContent(LIST_FAILURE.message);
    await expect(canvas.queryByRole('region', { name: 'Payment statistics' })).toBeNull();
    await expect(await canvas.findByRole('table', { name: 'Payments' })).toBeVisible();
    const asked = apiOf(loaded).statsRequests();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiOf(loaded).statsRequests()).toBe(asked + 1));
  },
};

/** Refresh asks again for the stat cards and the history, and is busy until they answer. */
export const Refresh: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await stats(canvas).findByText('$184,250.50');
    const before = { stats: api.statsRequests(), list: api.listQueries.length };
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.statsRequests()).toBe(before.stats + 1));
    await waitFor(() => expect(api.listQueries.length).toBe(before.list + 1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled());
  },
};

/**
 * core spec §2.3: Pricing Plans, opened from the URL (?tab=pricing): a card per plan with its
 * name, price per billing cycle, description, features, a new-price field and Update.
 */
export const PricingPlans: Story = {
  parameters: { initialUrl: '/admin/payments?tab=pricing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Family' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pricing Plans' })).toHaveAttribute('aria-selected', 'true');
    const family = planCard(canvas, 'Family');
    await expect(family.getByText('$19.99 / month')).toBeVisible();
    await expect(family.getByText('For families with up to 5 children.')).toBeVisible();
    await expect(family.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Up to 5 child profiles',
      'Unlimited vocabulary',
      'Shared progress reports',
    ]);
    await expect(family.getByRole('textbox', { name: 'New price for Family' })).toHaveValue('');
    await expect(family.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(planCard(canvas, 'Clinic').getByText('$1,200.00 / year')).toBeVisible();
  },
};

/** Choosing Pricing Plans shows the plans in place of the history. */
export const SwitchTabs: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Payments' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Pricing Plans' }));
    // The tab is the URL's (?tab=pricing): selected once the navigation has rendered.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Pricing Plans' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(await canvas.findByRole('region', { name: 'Individual' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Payments' })).toBeNull();
  },
};

/** A valid price is sent; the toast says so, the card shows the reloaded price and the field empties. */
export const PriceUpdated: Story = {
  parameters: { initialUrl: '/admin/payments?tab=pricing', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await canvas.findByRole('region', { name: 'Family' });
    const family = planCard(canvas, 'Family');
    const field = family.getByRole('textbox', { name: 'New price for Family' });
    await userEvent.type(field, '24.99');
    await userEvent.click(family.getByRole('button', { name: 'Update' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change price' }));
    await expect(await screen.findByText('Price updated successfully.')).toBeVisible();
    await expect(api.priceUpdates).toEqual([{ id: 2, price: 24.99 }]);
    await waitFor(() => expect(family.getByText('$24.99 / month')).toBeVisible());
    await expect(field).toHaveValue('');
    // The plans were asked for again after the change (core spec §7).
    await expect(api.plansRequests()).toBe(2);
  },
};

/**
 * A new price asks first, old → new and what follows from it (as the server does it); Cancel
 * sends nothing and keeps what was typed.
 */
export const PriceChangeAsksFirst: Story = {
  parameters: { initialUrl: '/admin/payments?tab=pricing' },
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('region', { name: 'Family' });
    const family = planCard(canvas, 'Family');
    const field = family.getByRole('textbox', { name: 'New price for Family' });
    await userEvent.type(field, '1.99');
    await userEvent.click(family.getByRole('button', { name: 'Update' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Change the price of Family' }));
    await expect(
      confirm.getByText('Change the price of Family from $19.99 / month to $1.99 / month?'),
    ).toBeVisible();
    // What follows, from the plan the card is: its yearly price, its subscribers, the plan screens.
    await expect(
      confirm.getByText(
        'The yearly price follows: $191.90 → $19.10 / year. New subscriptions pay the new price from now on; the 1,178 subscribers already on the plan keep the price they subscribed at. Both plan screens show the same price.',
      ),
    ).toBeVisible();
    await expect(apiOf(loaded).priceUpdates).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(apiOf(loaded).priceUpdates).toEqual([]);
    await expect(field).toHaveValue('1.99');
    // Asked again, the question is what the picture shows.
    await userEvent.click(family.getByRole('button', { name: 'Update' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Change the price of Family' }),
    ).toBeVisible();
  },
};

/**
 * core spec §5: a price that is not a number greater than 0, or has a third decimal, is refused
 * inline, nothing is sent, and what was typed stays.
 */
export const BadPriceRefused: Story = {
  parameters: { initialUrl: '/admin/payments?tab=pricing' },
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('region', { name: 'Family' });
    const family = planCard(canvas, 'Family');
    const field = family.getByRole('textbox', { name: 'New price for Family' });
    for (const typed of ['0', '-5', '12abc']) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await userEvent.keyboard('{Enter}');
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(NEW_PRICE_REFUSED));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue(typed);
    }
    // Money is kept to the cent: a third decimal is refused here with its own reason.
    await userEvent.clear(field);
    await userEvent.type(field, '19.999');
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(NEW_PRICE_TOO_PRECISE));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('19.999');
    await userEvent.clear(field);
    await userEvent.click(family.getByRole('button', { name: 'Update' }));
    await expect(family.getByText(NEW_PRICE_REFUSED)).toBeVisible();
    await expect(apiOf(loaded).priceUpdates).toEqual([]);
    await expect(family.getByText('$19.99 / month')).toBeVisible();
  },
};

/** The server refuses: the toast says what did not happen and why, and the typed price stays. */
export const PriceUpdateFails: Story = {
  parameters: { initialUrl: '/admin/payments?tab=pricing', api: { priceFailure: true }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('region', { name: 'Family' });
    const family = planCard(canvas, 'Family');
    const field = family.getByRole('textbox', { name: 'New price for Family' });
    await userEvent.type(field, '24.99');
    await userEvent.click(family.getByRole('button', { name: 'Update' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change price' }));
    await expect(await screen.findByText('The price of Family was not updated')).toBeVisible();
    await expect(field).toHaveValue('24.99');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(PRICE_FAILURE.message));
    await expect(apiOf(loaded).priceUpdates).toEqual([{ id: 2, price: 24.99 }]);
  },
};

/** An admin without pricing.write sees the plans and no way to change a price. */
export const PricingReadOnly: Story = {
  parameters: { initialUrl: '/admin/payments?tab=pricing', admin: PAYMENTS_READER, screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Family' });
    await expect(canvas.queryByRole('textbox', { name: /New price/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Update' })).toBeNull();
  },
};

/** The plans fail to load: the reason and Retry in the tab. */
export const PricingError: Story = {
  parameters: { initialUrl: '/admin/payments?tab=pricing', api: { plans: 'error' }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Pricing plans could not be loaded');
    await expect(alert).toHaveTextContent(LIST_FAILURE.message);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiOf(loaded).plansRequests()).toBe(2));
  },
};

export const Narrow = suite.stories.Narrow;

export const Dark = suite.stories.Dark;

/** Pricing Plans on a phone, dark: cards one under another, the field and Update side by side. */
export const PricingNarrowDark: Story = {
  parameters: { initialUrl: '/admin/payments?tab=pricing', theme: 'dark' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Clinic' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
