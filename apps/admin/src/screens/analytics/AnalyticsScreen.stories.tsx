import { clearSession, storeAdminSession } from '@aac/api-client';
import { FIXED_ANALYTICS_TRENDS } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { type SignedInAdmin, STORY_ADMIN } from '../../testing/storyAdmins';
import { StoryApp } from '../../testing/storyApi';
import { choose } from '../../testing/tableQueries';
import { AnalyticsScreen } from './AnalyticsScreen';
import { type AnalyticsApi, type AnalyticsApiOptions, createAnalyticsApi } from './handlers';

const ANALYTICS_ADMIN: SignedInAdmin = { ...STORY_ADMIN, permissions: ['analytics.read'] };

interface StoryParameters {
  api?: AnalyticsApiOptions;
  initialUrl?: string;
}

const meta = {
  title: 'Screens/Analytics',
  component: AnalyticsScreen,
  parameters: { layout: 'fullscreen' },
  loaders: [
    async (context): Promise<{ api: AnalyticsApi }> => ({
      api: createAnalyticsApi((context.parameters as StoryParameters).api),
    }),
  ],
  beforeEach: () => {
    storeAdminSession('story-admin-token', ANALYTICS_ADMIN);
    return () => clearSession();
  },
  render: (_args, context) => (
    <StoryApp
      handlers={(context.loaded as { api: AnalyticsApi }).api.handlers}
      path="/admin/analytics"
      initialUrl={(context.parameters as StoryParameters).initialUrl}
    >
      <AnalyticsScreen />
    </StoryApp>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters0['canvas'];
type Parameters0 = Parameters<NonNullable<Story['play']>>[0];
const apiOf = (loaded: unknown) => (loaded as { api: AnalyticsApi }).api;
const card = (canvas: Canvas, label: string) => within(canvas.getByRole('article', { name: label }));
const chart = (canvas: Canvas) => canvas.getByRole('figure', { name: 'Growth' });

/**
 * core spec §2.8: the default period is the last 30 days; the four cards with the server's
 * trends, the chart of users, traffic sources and devices as percentages, top pages ranked, and
 * recent activity with relative times.
 */
export const Loaded: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('1,240')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
    await expect(apiOf(loaded).ranges).toEqual(['30d']);
    await expect(canvas.getByRole('button', { name: /Period/ })).toHaveTextContent('Last 30 days');
    await expect(card(canvas, 'Total Users').getByText('1,240')).toBeVisible();
    await expect(card(canvas, 'Total Users').getByText('up 4.3% from last period')).toBeInTheDocument();
    // "Total Users" beside a list of thousands: the card says it counts the period's sign-ups.
    await expect(card(canvas, 'Total Users').getByText('New sign-ups')).toBeVisible();
    await expect(card(canvas, 'Total Revenue').getByText('Payments received')).toBeVisible();
    await expect(card(canvas, 'Total Revenue').getByText('$18,250.40')).toBeVisible();
    await expect(card(canvas, 'Total Revenue').getByText('-1.8%')).toBeVisible();
    await expect(card(canvas, 'Total Sessions').getByText('9,312')).toBeVisible();
    await expect(card(canvas, 'Conversion Rate').getByText('3.4%')).toBeVisible();
    const traffic = within(canvas.getByRole('region', { name: 'Traffic Sources' }));
    await expect(traffic.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Direct41%',
      'Organic Search32.5%',
      'Social Media15.5%',
      'Referral11%',
    ]);
    const devices = within(canvas.getByRole('region', { name: 'Device Statistics' }));
    await expect(devices.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Desktop54.2%',
      'Mobile38.1%',
      'Tablet7.7%',
    ]);
    const pages = within(canvas.getByRole('region', { name: 'Top Pages' }));
    await expect(pages.getAllByRole('listitem')[0]).toHaveTextContent('/pricing1,684 views');
    // Two panels a row, each as tall as its neighbour: no hole beside or under a shorter one.
    const boxes = ['Traffic Sources', 'Device Statistics', 'Top Pages', 'Recent User Activity'].map((name) =>
      canvas.getByRole('region', { name }).getBoundingClientRect(),
    );
    await expect(boxes.map((box) => Math.round(box.top))).toEqual([
      Math.round(boxes[0].top),
      Math.round(boxes[0].top),
      Math.round(boxes[2].top),
      Math.round(boxes[2].top),
    ]);
    await expect(boxes[2].top).toBeGreaterThan(boxes[0].bottom);
    await expect(boxes[1].height).toBe(boxes[0].height);
    await expect(boxes[3].height).toBe(boxes[2].height);
    const activity = within(canvas.getByRole('region', { name: 'Recent User Activity' }));
    await expect(activity.getAllByRole('listitem')[0]).toHaveTextContent(
      /^Signed upJun 28, 2025, 2:55 PM, June 28, 2025 at 2:55:00 PM UTC.*tom\.baker@example\.com$/,
    );
    // The chart's text alternative: the series as a table, for screen readers.
    // Once the chart's own code has loaded.
    await waitFor(
      () => expect(within(chart(canvas)).getByRole('table', { name: 'Users by date' })).toBeInTheDocument(),
      { timeout: 20_000 },
    );
  },
};

/** The period is held in the URL; choosing another asks the server for it and the cards follow. */
export const RangeChange: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await canvas.findByText('1,240');
    await choose(/Period/, 'Last 7 days');
    await waitFor(() => expect(apiOf(loaded).ranges.at(-1)).toBe('7d'));
    await expect(await card(canvas, 'Total Users').findByText('310')).toBeVisible();
    await waitFor(() =>
      expect(
        within(chart(canvas)).getByRole('table', { name: 'Users by date' }).querySelectorAll('tbody tr'),
      ).toHaveLength(7),
    );
  },
};

/** A shared link with a period and the Revenue series opens them: the chart in its second mode. */
export const RevenueChartFromUrl: Story = {
  parameters: { initialUrl: '/admin/analytics?range=90d&chart=revenue' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('3,720')).toBeVisible();
    await expect(apiOf(loaded).ranges).toEqual(['90d']);
    await expect(within(chart(canvas)).getByRole('radio', { name: 'Revenue' })).toBeChecked();
    await waitFor(
      () => expect(within(chart(canvas)).getByRole('table', { name: 'Revenue by date' })).toBeInTheDocument(),
      { timeout: 10_000 },
    );
  },
};

/** The Users/Revenue toggle switches the chart's series (core spec §2.8). */
export const ChartToggle: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByText('1,240');
    await userEvent.click(within(chart(canvas)).getByRole('radio', { name: 'Revenue' }));
    await waitFor(() =>
      expect(within(chart(canvas)).getByRole('table', { name: 'Revenue by date' })).toBeInTheDocument(),
    );
  },
};

/** A backend without trends: the spec's fixed texts +12.5%, +8.2%, +15.3%, -2.1%. */
export const FixedTrends: Story = {
  parameters: { api: { withoutTrends: true }, screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByText('1,240');
    await expect(card(canvas, 'Total Users').getByText(FIXED_ANALYTICS_TRENDS.totalUsers)).toBeVisible();
    await expect(card(canvas, 'Total Revenue').getByText('+8.2%')).toBeVisible();
    await expect(card(canvas, 'Total Sessions').getByText('+15.3%')).toBeVisible();
    await expect(card(canvas, 'Conversion Rate').getByText('-2.1%')).toBeVisible();
    // Not derived from data, so compared with nothing.
    await expect(canvas.queryByText('from last period')).toBeNull();
    await expect(card(canvas, 'Total Users').getByText('up 12.5%')).toBeInTheDocument();
  },
};

/** The exact moment of an activity is one keyboard focus away (hover: RelativeTime's own stories). */
export const ActivityTimeOnFocus: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    // core spec §2.8: the timestamp, in US English.
    const time = (await canvas.findByText('Jun 28, 2025, 2:55 PM')).closest('time') as HTMLElement;
    const tip = time.querySelector('[data-tooltip]') as HTMLElement;
    await expect(tip).not.toBeVisible();
    // Tab through the page as a keyboard user would, until the time has focus.
    for (let step = 0; step < 40 && document.activeElement !== time; step += 1) await userEvent.tab();
    await expect(time).toHaveFocus();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveTextContent('June 28, 2025 at 2:55:00 PM UTC');
  },
};

/** Loading: every card's placeholder and the chart's, never a 0 that is not real. */
export const Loading: Story = {
  parameters: { api: { mode: 'loading' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading Total Users')).toBeInTheDocument();
    await expect(chart(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('0')).toBeNull();
  },
};

/** The analytics fail: the reason and Retry, not an empty dashboard. */
export const LoadError: Story = {
  parameters: { api: { mode: 'error' } },
  play: async ({ canvas, loaded }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Analytics could not be loaded');
    await expect(alert).toHaveTextContent(LIST_FAILURE.message);
    await expect(canvas.queryByRole('figure', { name: 'Growth' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiOf(loaded).ranges).toHaveLength(2));
  },
};

/** Nothing in the period: the chart and the lists say so. */
export const EmptyPeriod: Story = {
  parameters: { api: { empty: true }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No data for this period')).toBeVisible();
    await expect(canvas.getByText('No page views in this period.')).toBeVisible();
    await expect(canvas.getByText('No user activity in this period.')).toBeVisible();
  },
};

/** Export downloads the CSV and says what it exported. */
export const Export: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByText('1,240');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(await screen.findByText('Exported analytics for last 30 days')).toBeVisible();
  },
};

/** A 375 px phone: nothing wider than the window. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByText('1,240');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme: the chart's line, grid and labels from the dark palette. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findByText('1,240');
    // Once the chart's own code has loaded.
    await waitFor(
      () => expect(within(chart(canvas)).getByRole('table', { name: 'Users by date' })).toBeInTheDocument(),
      { timeout: 10_000 },
    );
  },
};
