import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { textControl } from '../../docs/controls';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: {
    label: textControl,
  },
  args: { count: 3 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvas, canvasElement }) => {
    // One announcement for the whole placeholder; the shapes are hidden from assistive technology.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    const hidden = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(hidden?.children).toHaveLength(3);
  },
};

export const Blocks: Story = { args: { shape: 'block', count: 2 } };

export const LargeBlock: Story = { args: { shape: 'block', size: 'large', count: 1 } };

export const Circle: Story = { args: { shape: 'circle', count: 1, size: 'large' } };

export const CustomLabel: Story = {
  args: { label: 'Loading users' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading users');
  },
};

/** Inside a region that already announces loading, the skeleton stays silent. */
export const Silent: Story = {
  args: { label: null, count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const DarkTheme: Story = { parameters: { theme: 'dark' } };
