import { ANALYTICS_CHART_SERIES, formatUsd } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { noControl, objectControl } from '../../docs/controls';
import { Chart } from './Chart';
import type { ChartSeries } from './chartModel';
import { LazyChart } from './LazyChart';

const FIRST_DAY = Date.UTC(2024, 2, 1);
const DAY = 86_400_000;

/** 30 days of deterministic values (a gentle rise with a weekly wave): no random data in stories. */
function thirtyDays(base: number, growth: number, wave: number) {
  return Array.from({ length: 30 }, (_, day) => ({
    date: new Date(FIRST_DAY + day * DAY).toISOString().slice(0, 10),
    value: Math.round(base + growth * day + wave * Math.sin((day / 7) * 2 * Math.PI)),
  }));
}

const [usersLabel, revenueLabel] = ANALYTICS_CHART_SERIES;
const USERS: ChartSeries = { id: usersLabel.value, label: usersLabel.label, points: thirtyDays(120, 7, 18) };
const REVENUE: ChartSeries = {
  id: revenueLabel.value,
  label: revenueLabel.label,
  points: thirtyDays(1800, 55, 240),
  formatValue: formatUsd,
};

const meta = {
  title: 'Data/Chart',
  component: Chart,
  tags: ['autodocs'],
  argTypes: {
    series: objectControl,
    formatDate: noControl,
  },
  // Drawn at once, so the screenshot shows the finished chart, never a frame of an animation.
  args: { title: 'Growth', series: [USERS, REVENUE], isAnimationActive: false, onSelectedSeriesChange: fn() },
  // Recharts draws the last date under the axis a few pixels differently with React's development
  // build (Storybook, a plain `vitest run`) and its production build (`npm test`): about 20 pixels
  // of one label. A moved line, point or legend changes hundreds.
  parameters: { screenshot: { allowedMismatchedPixels: 50 } },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The analytics chart with its Users/Revenue toggle (core spec §2.8). Screen readers get a summary
 * sentence and a data table; the drawing is walked with the arrow keys.
 */
export const UsersAndRevenue: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('figure', { name: 'Growth' })).toBeVisible();
    const users = canvas.getByRole('radio', { name: 'Users' });
    await expect(users).toBeChecked();
    await expect(
      canvas.getByText('Users from Mar 1 to Mar 30: lowest 120, highest 337, latest 337.'),
    ).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'Users by date' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await waitFor(() => expect(canvasElement.querySelector('.recharts-area-curve')).not.toBeNull());

    await userEvent.click(canvas.getByRole('radio', { name: 'Revenue' }));
    await expect(args.onSelectedSeriesChange).toHaveBeenLastCalledWith('revenue');
    await expect(canvas.getByRole('radio', { name: 'Revenue' })).toBeChecked();
    await expect(canvas.getByRole('table', { name: 'Revenue by date' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Mar 1' }).nextElementSibling).toHaveTextContent(
      '$1,800.00',
    );
  },
};

/** The toggle is a radio group: arrow keys move between Users and Revenue. */
export const KeyboardToggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Users' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Revenue' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Revenue' })).toBeChecked();
    await expect(args.onSelectedSeriesChange).toHaveBeenLastCalledWith('revenue');
  },
};

/**
 * Keyboard focus on the points: the plot is one tab stop after the toggle; the arrow keys move the
 * tooltip from day to day, with the date and the value.
 */
export const KeyboardPoints: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvasElement.querySelector('.recharts-area-curve')).not.toBeNull());
    // The toggle's two buttons are tab stops; the plot comes next.
    await userEvent.click(canvas.getByRole('radio', { name: 'Users' }));
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Revenue' })).toHaveFocus();
    await userEvent.tab();
    const plot = canvas.getByRole('application', { name: /^Users chart/ });
    await expect(plot).toHaveFocus();
    // Focus shows the first point; the arrows move from there.
    await expect(await canvas.findByRole('status')).toHaveTextContent('Mar 1Users: 120');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Mar 2Users: /));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Mar 1Users: 120'));
  },
};

/** Controlled: the screen keeps the series (e.g. in the URL) and the chart follows it. */
export const ControlledRevenue: Story = {
  args: { selectedSeriesId: 'revenue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Revenue' })).toBeChecked();
    await expect(canvas.getByText(/^Revenue from Mar 1 to Mar 30: lowest \$/)).toBeInTheDocument();
  },
};

export const LineVariant: Story = {
  args: { variant: 'line', series: [USERS] },
  play: async ({ canvas, canvasElement }) => {
    // One series: nothing to toggle.
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('.recharts-line-curve')).not.toBeNull());
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Growth' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Growth');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    series: [
      { ...USERS, points: [] },
      { ...REVENUE, points: [] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data for this period')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Through `LazyChart`: the frame shows while recharts loads, then the chart appears. */
export const Lazy: Story = {
  render: (args) => <LazyChart {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.recharts-area-curve')).not.toBeNull(), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('figure', { name: 'Growth' })).not.toHaveAttribute('aria-busy');
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.recharts-area-curve')).not.toBeNull());
  },
};
