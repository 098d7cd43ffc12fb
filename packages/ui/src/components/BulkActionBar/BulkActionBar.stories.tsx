import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { noControl, objectControl } from '../../docs/controls';
import { Button } from '../Button';
import { BulkActionBar } from './BulkActionBar';

const meta = {
  title: 'Data/BulkActionBar',
  component: BulkActionBar,
  tags: ['autodocs'],
  argTypes: {
    resourceName: objectControl,
    children: noControl,
    onSelectAllMatching: noControl,
  },
  args: {
    selectedCount: 3,
    totalCount: 1234,
    onClearSelection: fn(),
    resourceName: { singular: 'subscription', plural: 'subscriptions' },
    children: (
      <>
        <Button size="small" tone="neutral" icon={<Ban />}>
          Unsubscribe
        </Button>
        <Button size="small" tone="critical" icon={<Trash2 />}>
          Delete
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof BulkActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "3 selected", the actions, and Clear selection. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('3 selected');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Select all/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClearSelection).toHaveBeenCalledTimes(1);
  },
};

/** The whole page is selected but more rows match: the "Select all N" escape hatch. */
export const OfferSelectAllMatching: Story = {
  args: { selectedCount: 50, onSelectAllMatching: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('50 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Select all 1,234 matching subscriptions' }));
    await expect(args.onSelectAllMatching).toHaveBeenCalledTimes(1);
  },
};

/** Every matching row is selected, loaded or not. */
export const AllMatchingSelected: Story = {
  args: { selectedCount: 1234, isAllMatchingSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All 1,234 matching subscriptions selected')).toBeVisible();
  },
};

/** The count is a live region, so the selection growing is announced. */
export const AnnouncesCount: Story = {
  args: { selectedCount: 1 },
  play: async ({ canvas }) => {
    const count = canvas.getByText('1 selected');
    await expect(count).toHaveAttribute('aria-live', 'polite');
  },
};

export const Dark: Story = {
  args: { selectedCount: 50, onSelectAllMatching: fn() },
  parameters: { theme: 'dark' },
};
