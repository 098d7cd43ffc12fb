import type { Meta, StoryObj } from '@storybook/react-vite';
import { RotateCw } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { iconControl, textControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { PlainButton } from './PlainButton';

/**
 * Button's look on a native <button>, for the sign-in page and the route error page, which load
 * no react-aria. Everywhere else use Button.
 */
const meta = {
  title: 'Primitives/PlainButton',
  component: PlainButton,
  tags: ['autodocs'],
  args: { children: 'Sign in', onClick: fn() },
  argTypes: {
    children: textControl,
    icon: iconControl,
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'ghost'] },
    tone: { control: 'inline-radio', options: ['brand', 'critical', 'neutral'] },
    size: { control: 'inline-radio', options: ['standard', 'small'] },
  },
} satisfies Meta<typeof PlainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** Same classes as Button: the route error page's Retry beside a Button of the same variant. */
export const LooksLikeButton: Story = {
  args: { variant: 'solid', tone: 'neutral', size: 'small', icon: <RotateCw size={16} />, children: 'Retry' },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'medium' })}>
      <PlainButton {...args} />
      <PlainButton {...args} variant="soft" tone="brand" />
      <PlainButton {...args} variant="ghost" tone="critical" />
    </div>
  ),
};

/** A submit button while its form is sent: "Signing in...", busy, and a second press sends nothing. */
export const Pending: Story = {
  args: { type: 'submit', isPending: true, pendingLabel: 'Signing in...', fullWidth: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Signing in...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Not a submit button while pending: Enter in a field of its form sends nothing again.
    await expect(button).toHaveAttribute('type', 'button');
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing in...');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // The picture is of the pending look; the synthetic click would add a focus ring to it.
    button.blur();
  },
};
