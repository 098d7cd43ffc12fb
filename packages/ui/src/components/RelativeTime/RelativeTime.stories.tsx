import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { noControl } from '../../docs/controls';
import { RelativeTime } from './RelativeTime';
import { frame } from './RelativeTime.stories.css';

const NOW = new Date('2025-06-28T12:00:00Z');

const meta = {
  title: 'Data/RelativeTime',
  component: RelativeTime,
  tags: ['autodocs'],
  args: { value: '2025-06-28T11:55:00Z', now: NOW },
  // Room above the time for its tooltip.
  decorators: [
    (Story) => (
      <div className={frame}>
        <Story />
      </div>
    ),
  ],
  // A Date, which no control edits; the story fixes it so the text does not drift.
  argTypes: { now: noControl },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "5 minutes ago"; the keyboard reaches it and focus shows the exact moment in a tooltip, which
 * is also in its accessible name and its `datetime`. (The stories run in UTC.)
 */
export const FocusShowsTheExactMoment: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('5 minutes ago').closest('time') as HTMLElement;
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2025-06-28T11:55:00Z');
    await expect(time).toHaveTextContent('5 minutes ago, June 28, 2025 at 11:55 AM');
    const tip = time.querySelector('[data-tooltip]') as HTMLElement;
    await expect(tip).not.toBeVisible();
    await userEvent.tab();
    await expect(time).toHaveFocus();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveTextContent('June 28, 2025 at 11:55 AM');
  },
};

/** Days ago, in the dark theme. */
export const DaysAgoDark: Story = {
  args: { value: '2025-06-19T08:00:00Z' },
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByText('9 days ago'));
    await expect(canvas.getByText('9 days ago')).toBeVisible();
    await expect(canvas.getByText('9 days ago').closest('time')).toHaveAttribute(
      'datetime',
      '2025-06-19T08:00:00Z',
    );
  },
};

/**
 * `show="moment"`, for a list of records (the Audit Log): the local date and time, and on focus
 * the moment to the second with its time zone, opening rightwards from the start of the row.
 */
export const MomentInAList: Story = {
  args: { value: '2025-06-28T11:55:07Z', show: 'moment' },
  play: async ({ canvas }) => {
    const time = canvas.getByText('Jun 28, 2025, 11:55 AM').closest('time') as HTMLElement;
    await expect(time).toHaveTextContent('Jun 28, 2025, 11:55 AM, June 28, 2025 at 11:55:07 AM UTC');
    await userEvent.tab();
    const tip = time.querySelector('[data-tooltip]') as HTMLElement;
    await expect(tip).toBeVisible();
    await expect(tip).toHaveTextContent('June 28, 2025 at 11:55:07 AM UTC');
    await expect(tip.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      time.getBoundingClientRect().left - 1,
    );
  },
};
