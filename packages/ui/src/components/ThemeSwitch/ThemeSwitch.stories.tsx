import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ColourMode, ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'Layout/ThemeSwitch',
  component: ThemeSwitch,
  args: { mode: 'light', onChange: fn() },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

export const Dark: Story = {
  args: { mode: 'dark' },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith('light');
  },
};

/** Keyboard: Tab reaches it, Space toggles it. */
export const Keyboard: Story = {
  render: function Controlled() {
    const [mode, setMode] = useState<ColourMode>('light');
    return <ThemeSwitch mode={mode} onChange={setMode} />;
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Dark mode' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};
