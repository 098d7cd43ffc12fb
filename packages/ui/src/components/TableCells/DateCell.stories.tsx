import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateCell } from './DateCell';
import { cellFrame } from './TableCells.stories.css';

const meta = {
  title: 'Data/Table cells/DateCell',
  component: DateCell,
  tags: ['autodocs'],
  args: { value: '2025-06-30T14:30:00.000Z' },
  decorators: [
    (Story) => (
      <div className={cellFrame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * core spec §9: the en-US short date; the date with its time in a tooltip; the moment itself as
 * the `<time>` element's machine-readable value. (The stories run in UTC.)
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const date = canvas.getByText('6/30/2025');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2025-06-30T14:30:00.000Z');
    await expect(date).toHaveAttribute('title', 'June 30, 2025 at 2:30 PM');
    await expect(date.getClientRects()).toHaveLength(1);
  },
};

/**
 * `withTime`, for records whose time matters (the payment history): the local date and time as
 * the Audit Log writes them, on one line; to the second, with the time zone, in the tooltip.
 */
export const WithTime: Story = {
  args: { withTime: true },
  play: async ({ canvas }) => {
    const moment = canvas.getByText('Jun 30, 2025, 2:30 PM');
    await expect(moment.tagName).toBe('TIME');
    await expect(moment).toHaveAttribute('datetime', '2025-06-30T14:30:00.000Z');
    await expect(moment).toHaveAttribute('title', 'June 30, 2025 at 2:30:00 PM UTC');
    await expect(moment.getClientRects()).toHaveLength(1);
  },
};

/** No date (or one that cannot be read): a muted dash, never "Invalid Date". */
export const Missing: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.queryByText(/Invalid/)).toBeNull();
  },
};
