import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2, X } from 'lucide-react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sprinkles } from '../../theme';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { icon: <Pencil />, label: 'Edit user', onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Named by its label, not by the icon.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit user' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'small' })}>
      <IconButton {...args} icon={<Pencil />} label="Edit" />
      <IconButton {...args} icon={<Pencil />} label="Edit (brand)" tone="brand" variant="soft" />
      <IconButton {...args} icon={<Trash2 />} label="Delete" tone="critical" />
      <IconButton {...args} icon={<Trash2 />} label="Delete (solid)" tone="critical" variant="solid" />
      <IconButton {...args} icon={<X />} label="Close" size="small" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The optional tooltip repeats the label for sighted mouse and keyboard users. */
export const WithTooltip: Story = {
  args: { showTooltip: true, icon: <Trash2 />, label: 'Delete post', tone: 'critical' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete post' })).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Delete post'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit user' })).toBeDisabled();
  },
};

export const DarkTheme: Story = { ...Tones, parameters: { theme: 'dark' } };

/** A request this button started is running: it spins, says busy, keeps focus and ignores presses. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Edit user' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};
