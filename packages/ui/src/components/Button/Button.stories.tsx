import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { iconControl, noControl, textControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    children: textControl,
    icon: iconControl,
    ref: noControl,
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'ghost'] },
    tone: { control: 'inline-radio', options: ['brand', 'critical', 'neutral'] },
    size: { control: 'inline-radio', options: ['standard', 'small'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard users press it with Enter and Space alike.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

const variants = ['solid', 'soft', 'ghost'] as const;
const tones = ['brand', 'critical', 'neutral'] as const;

/** Every variant in every tone, in both sizes. */
export const VariantsAndTones: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gridTemplateColumns: 3, gap: 'medium' })}>
      {variants.flatMap((variant) =>
        tones.flatMap((tone) => [
          <Button key={`${variant}-${tone}`} {...args} variant={variant} tone={tone}>
            {`${variant} ${tone}`}
          </Button>,
        ]),
      )}
      {variants.flatMap((variant) =>
        tones.map((tone) => (
          <Button key={`${variant}-${tone}-small`} {...args} variant={variant} tone={tone} size="small">
            {`small ${variant} ${tone}`}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(18);
  },
};

export const Small: Story = { args: { size: 'small', children: 'Export' } };

export const WithIcon: Story = {
  args: { icon: <Plus />, children: 'Add New' },
  play: async ({ canvas }) => {
    // The icon is decoration: the accessible name is the label alone.
    await expect(canvas.getByRole('button', { name: 'Add New' })).toBeVisible();
  },
};

export const Destructive: Story = {
  args: { tone: 'critical', icon: <Trash2 />, children: 'Delete' },
};

/** Busy while a request runs: the label becomes "Creating...", it is aria-busy and ignores presses. */
export const Pending: Story = {
  args: { children: 'Create Plan', pendingLabel: 'Creating...', isPending: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Creating...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: 'Create Plan' })).toBeNull();
    // Said politely by screen readers, from a live region of the button's own.
    await expect(canvas.getByRole('status')).toHaveTextContent('Creating...');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** A dialog's Save: pending while the request runs, then the dialog closes (the button is gone). */
function SaveThenClose({ saveMs }: { saveMs: number }) {
  const [state, setState] = useState<'editing' | 'saving' | 'saved'>('editing');
  if (state === 'saved') return <p>Changes saved</p>;
  return (
    <Button
      pendingLabel="Saving..."
      isPending={state === 'saving'}
      onPress={() => {
        setState('saving');
        setTimeout(() => setState('saved'), saveMs);
      }}
    >
      Save changes
    </Button>
  );
}

/**
 * After a pending button leaves the page (a dialog closed after saving), no announcement is left
 * behind that points at it: every aria-labelledby still names an element of the page, and axe
 * (run after this story) finds no hidden image without a name.
 */
export const PendingThenRemoved: Story = {
  render: () => <SaveThenClose saveMs={300} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving...');
    await expect(await canvas.findByText('Changes saved')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    for (const labelled of document.querySelectorAll('[aria-labelledby]')) {
      const ids = labelled.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
      for (const id of ids) await expect(document.getElementById(id)).not.toBeNull();
    }
    // Nothing is being announced about the removed button either.
    await waitFor(() =>
      expect(document.querySelectorAll('[data-live-announcer] [role="img"]')).toHaveLength(0),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: { children: 'Send the monthly subscription report to every enterprise administrator' },
};

export const DarkTheme: Story = {
  ...VariantsAndTones,
  parameters: { theme: 'dark' },
};
