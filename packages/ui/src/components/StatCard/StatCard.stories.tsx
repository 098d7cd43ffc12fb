import { ANALYTICS_CARDS, FIXED_ANALYTICS_TRENDS, formatCount, formatPercent, formatUsd } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, DollarSign, Percent, TrendingUp, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { iconControl, noControl, objectControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { StatCard } from './StatCard';
import { cardFrame } from './StatCard.stories.css';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  argTypes: {
    value: { control: 'number' },
    format: noControl,
    icon: iconControl,
    trend: objectControl,
  },
  args: { label: 'Total Users', value: 12408, format: formatCount, icon: <Users /> },
  decorators: [
    // One card is as wide as one of four on a laptop screen; grids of cards set their own width.
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className={cardFrame}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A change measured against the last period: "+12.5%", said as "up 12.5% from last period". */
export const TrendUp: Story = {
  args: { trend: { text: '+12.5%' } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Total Users' });
    await expect(card).toHaveTextContent('12,408');
    await expect(canvas.getByText('up 12.5% from last period')).toBeInTheDocument();
    await expect(canvas.getByText('+12.5%')).toBeVisible();
  },
};

/** A caption under the label says what the figure covers, e.g. the period's sign-ups. */
export const WithCaption: Story = {
  args: { caption: 'New sign-ups', trend: { text: '+12.5%' } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Total Users' });
    await expect(card).toHaveTextContent('New sign-ups');
    const label = canvas.getByRole('heading', { name: 'Total Users' }).getBoundingClientRect();
    const caption = canvas.getByText('New sign-ups').getBoundingClientRect();
    const figure = canvas.getByText('12,408').getBoundingClientRect();
    // Read in order: label, caption, figure.
    await expect(caption.top).toBeGreaterThanOrEqual(label.bottom);
    await expect(figure.top).toBeGreaterThanOrEqual(caption.bottom);
  },
};

/**
 * core spec §2.8: a fixed trend text, not derived from data (`comparison: null`), compares with
 * nothing: "+12.5%" alone, said as "up 12.5%".
 */
export const FixedText: Story = {
  args: { trend: { text: '+12.5%', comparison: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+12.5%')).toBeVisible();
    await expect(canvas.getByText('up 12.5%')).toBeInTheDocument();
    await expect(canvas.queryByText(/from last period/)).toBeNull();
  },
};

/** A measured fall: "-2.1%", said as "down 2.1% from last period". */
export const TrendDown: Story = {
  args: {
    label: 'Conversion Rate',
    value: 3.4,
    format: formatPercent,
    icon: <Percent />,
    trend: { text: '-2.1%' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Conversion Rate' })).toHaveTextContent('3.4%');
    await expect(canvas.getByText('down 2.1% from last period')).toBeInTheDocument();
  },
};

/** No change. */
export const TrendNeutral: Story = {
  args: { label: 'Total Sessions', value: 5120, trend: { text: '0%' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('unchanged from last period')).toBeInTheDocument();
  },
};

/** Failed payments going up is bad news: the caller says so with the tone. */
export const RisingIsBad: Story = {
  args: {
    label: 'Failed Payments',
    value: 17,
    icon: <AlertTriangle />,
    trend: { text: '+6', tone: 'critical', comparison: 'since last month' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('up 6 since last month')).toBeInTheDocument();
  },
};

/** A formatter from @aac/domain: USD, en-US (core spec §9). */
export const FormattedMoney: Story = {
  args: {
    label: 'Total Revenue',
    value: 48213.5,
    format: formatUsd,
    icon: <DollarSign />,
    trend: { text: '+8.2%' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Total Revenue' })).toHaveTextContent('$48,213.50');
  },
};

/**
 * Loading: a placeholder instead of the figure, no trend, and the card is busy. The placeholders
 * hold the room of what replaces them, so the screen under the cards does not move when the
 * figures arrive: each loading card is as tall as the loaded card beside it, without and with a
 * trend (`hasTrend`).
 */
export const Loading: Story = {
  args: { isLoading: true },
  parameters: { fullWidth: true },
  render: (args) => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 260px)', gap: '16px', alignItems: 'start' }}
    >
      {/* Each row: a loading card beside the loaded card it stands for. */}
      <StatCard {...args} />
      <StatCard {...args} label="Total Revenue" isLoading={false} value={12408} />
      <StatCard {...args} label="Total Sessions" hasTrend />
      <StatCard
        {...args}
        label="Conversion Rate"
        isLoading={false}
        value={12408}
        trend={{ text: '+12.5%' }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const card = (name: string) => canvas.getByRole('article', { name });
    await expect(card('Total Users')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading Total Users');
    await expect(card('Total Revenue')).not.toHaveAttribute('aria-busy');
    const height = (name: string) => card(name).getBoundingClientRect().height;
    await expect(height('Total Users')).toBe(height('Total Revenue'));
    await expect(height('Total Sessions')).toBe(height('Conversion Rate'));
  },
};

/** A long label wraps; the icon keeps its place. */
export const LongLabel: Story = {
  args: {
    label: 'Active subscriptions renewing automatically at the end of the current billing period',
    value: 1234,
    icon: <TrendingUp />,
    trend: { text: '+3.1%' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: 'Active subscriptions renewing automatically at the end of the current billing period',
      }),
    ).toBeVisible();
  },
};

const ICONS = {
  totalUsers: <Users />,
  totalRevenue: <DollarSign />,
  totalSessions: <TrendingUp />,
  conversionRate: <Percent />,
};
const VALUES = {
  totalUsers: formatCount(12408),
  totalRevenue: formatUsd(48213.5),
  totalSessions: formatCount(30512),
  conversionRate: formatPercent(3.4),
};

/** The analytics dashboard's four cards with the spec's fixed trend texts (core spec §2.8). */
export const AnalyticsCards: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <div
      className={sprinkles({
        display: 'grid',
        gridTemplateColumns: { mobile: 1, tablet: 2, desktop: 4 },
        gap: 'large',
      })}
    >
      {ANALYTICS_CARDS.map(({ key, title }) => (
        <StatCard
          key={key}
          label={title}
          value={VALUES[key]}
          icon={ICONS[key]}
          trend={{ text: FIXED_ANALYTICS_TRENDS[key] }}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText('up 12.5% from last period')).toBeInTheDocument();
    await expect(canvas.getByText('up 8.2% from last period')).toBeInTheDocument();
    await expect(canvas.getByText('up 15.3% from last period')).toBeInTheDocument();
    await expect(canvas.getByText('down 2.1% from last period')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  ...AnalyticsCards,
  parameters: { theme: 'dark', fullWidth: true },
};
