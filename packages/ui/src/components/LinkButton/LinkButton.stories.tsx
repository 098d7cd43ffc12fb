import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { iconControl, textControl } from '../../docs/controls';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Primitives/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  args: {
    href: 'mailto:priya.nair@example.com?subject=Re%3A%20Family%20plan',
    children: 'Reply via Email',
    icon: <Mail size={16} />,
    onPress: fn(),
  },
  argTypes: {
    children: textControl,
    icon: iconControl,
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'ghost'] },
    tone: { control: 'inline-radio', options: ['brand', 'critical', 'neutral'] },
    size: { control: 'inline-radio', options: ['standard', 'small'] },
    target: { control: 'inline-radio', options: [undefined, '_blank'] },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mail link dressed as the main button: a link to assistive technology, with its address. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Reply via Email' });
    await expect(link).toHaveAttribute('href', 'mailto:priya.nair@example.com?subject=Re%3A%20Family%20plan');
    await expect(link).not.toHaveAttribute('target');
    // Reached with Tab like any link, with the focus ring of the buttons.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
  },
};

/** A page elsewhere opens in a new tab without handing it this window. */
export const NewTab: Story = {
  args: {
    href: 'https://example.com/help',
    children: 'Open help',
    icon: undefined,
    variant: 'soft',
    target: '_blank',
  },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Open help' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
