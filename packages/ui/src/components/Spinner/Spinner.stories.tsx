import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading settings' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The label is read out even though it is not shown.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading settings');
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading settings')).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large', showLabel: true } };

export const DefaultLabel: Story = {
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const DarkTheme: Story = { args: { showLabel: true }, parameters: { theme: 'dark' } };
