import { PAYMENT_STATUSES, REFERRAL_STATUSES } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { objectControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  argTypes: {
    tones: objectControl,
    labels: objectControl,
  },
  args: { status: 'active' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tone a badge shows, read from its data-tone (colours are not compared here). */
const hasTone = (element: HTMLElement, tone: string) =>
  element.closest('[data-tone]')?.getAttribute('data-tone') === tone;

export const Active: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Active');
    await expect(hasTone(badge, 'positive')).toBe(true);
  },
};

/** The mapping the brief names: active→positive, inactive→neutral, pending→caution, failed/rejected→critical. */
export const ToneMapping: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'small', flexWrap: 'wrap' })}>
      {['active', 'inactive', 'pending', 'failed', 'rejected', 'new', 'cancel_at_period_end'].map(
        (status) => (
          <StatusBadge key={status} status={status} />
        ),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(hasTone(canvas.getByText('Active'), 'positive')).toBe(true);
    await expect(hasTone(canvas.getByText('Inactive'), 'neutral')).toBe(true);
    await expect(hasTone(canvas.getByText('Pending'), 'caution')).toBe(true);
    await expect(hasTone(canvas.getByText('Failed'), 'critical')).toBe(true);
    await expect(hasTone(canvas.getByText('Rejected'), 'critical')).toBe(true);
    await expect(hasTone(canvas.getByText('New'), 'info')).toBe(true);
    // A status word made readable by the domain's statusLabel.
    await expect(canvas.getByText('Cancel at period end')).toBeVisible();
  },
};

export const PaymentStatuses: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'small' })}>
      {PAYMENT_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};

export const ReferralStatuses: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'small' })}>
      {REFERRAL_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};

/** A screen can give its own tones and labels. */
export const CustomMapping: Story = {
  args: { status: 'draft', tones: { draft: 'neutral' }, labels: { draft: 'Not published' } },
  play: async ({ canvas }) => {
    await expect(hasTone(canvas.getByText('Not published'), 'neutral')).toBe(true);
  },
};

export const UnknownStatus: Story = {
  args: { status: 'on_hold' },
  play: async ({ canvas }) => {
    await expect(hasTone(canvas.getByText('On hold'), 'neutral')).toBe(true);
  },
};

export const DarkTheme: Story = { ...ToneMapping, parameters: { theme: 'dark' } };
