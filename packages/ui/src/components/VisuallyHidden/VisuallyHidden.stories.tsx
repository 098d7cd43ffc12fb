import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect } from 'storybook/test';
import { textControl } from '../../docs/controls';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  argTypes: {
    children: textControl,
  },
  args: { children: 'Delete post' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text names the button for screen readers while taking no visible space. */
export const NamesAnIconButton: Story = {
  render: (args) => (
    <button type="button">
      <Trash2 aria-hidden="true" />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete post' })).toBeVisible();
    const text = canvas.getByText('Delete post');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const HiddenHeading: Story = {
  args: { elementType: 'h2', children: 'Filters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Filters' })).toBeInTheDocument();
  },
};

export const DarkTheme: Story = { ...NamesAnIconButton, parameters: { theme: 'dark' } };
