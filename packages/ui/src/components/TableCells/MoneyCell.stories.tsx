import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneyCell } from './MoneyCell';
import { cellFrame } from './TableCells.stories.css';

const meta = {
  title: 'Data/Table cells/MoneyCell',
  component: MoneyCell,
  tags: ['autodocs'],
  args: { amount: 1234.5 },
  decorators: [
    (Story) => (
      <div className={cellFrame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** core spec §9: US dollars, en-US grouping, two decimals. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
  },
};

/** A large amount stays on one line. */
export const LargeAmount: Story = {
  args: { amount: 12_345_678.9 },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('$12,345,678.90');
    await expect(amount.getClientRects()).toHaveLength(1);
  },
};

/** No amount: a muted dash, never "$0.00". */
export const Missing: Story = {
  args: { amount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.queryByText(/\$/)).toBeNull();
  },
};
