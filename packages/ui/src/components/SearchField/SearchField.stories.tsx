import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { sprinkles } from '../../theme';
import { Button } from '../Button';
import { installControlledClock } from '../Toast/controlledClock';
import { SearchField, type SearchFieldProps } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { label: 'Search users', placeholder: 'Search by name or email', onChange: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports the text once, 300 ms (the default `debounceMs`) after the last keystroke. */
export const DebouncedTyping: Story = {
  play: async ({ canvas, args }) => {
    // A controlled clock: the test moves time on purpose and never sleeps.
    const clock = installControlledClock();
    try {
      const input = canvas.getByRole('searchbox', { name: 'Search users' });
      await clock.act((user) => user.type(input, 'maria'));
      await clock.advance(299);
      await expect(args.onChange).not.toHaveBeenCalled();
      await clock.advance(1);
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenCalledWith('maria');
      await clock.advance(1000);
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    } finally {
      clock.uninstall();
    }
  },
};

/** Each keystroke restarts the wait: a pause shorter than the delay reports nothing. */
export const CustomDebounce: Story = {
  args: { debounceMs: 500 },
  play: async ({ canvas, args }) => {
    const clock = installControlledClock();
    try {
      const input = canvas.getByRole('searchbox', { name: 'Search users' });
      await clock.act((user) => user.type(input, 'jo'));
      await clock.advance(400);
      await clock.act((user) => user.type(input, 'hn'));
      await clock.advance(400);
      await expect(args.onChange).not.toHaveBeenCalled();
      await clock.advance(100);
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenCalledWith('john');
    } finally {
      clock.uninstall();
    }
  },
};

/** Escape empties the field and reports "" at once, without waiting for the delay. */
export const EscapeClears: Story = {
  args: { value: 'therapist' },
  play: async ({ canvas, args }) => {
    const clock = installControlledClock();
    try {
      const input = canvas.getByRole('searchbox', { name: 'Search users' });
      await expect(input).toHaveValue('therapist');
      await clock.act(async (user) => {
        await user.click(input);
        await user.keyboard('{Escape}');
      });
      await expect(input).toHaveValue('');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenCalledWith('');
      await clock.advance(1000);
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    } finally {
      clock.uninstall();
    }
  },
};

export const ClearButton: Story = {
  args: { value: 'maria' },
  play: async ({ canvas, userEvent: user, args }) => {
    await user.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
};

function UrlBackedSearch(props: SearchFieldProps) {
  const [applied, setApplied] = useState('maria');
  return (
    <div className={sprinkles({ display: 'flex', gap: 'small', alignItems: 'center' })}>
      <SearchField
        {...props}
        value={applied}
        onChange={(next) => {
          setApplied(next);
          props.onChange(next);
        }}
      />
      <Button variant="soft" tone="neutral" onPress={() => setApplied('')}>
        Clear filters
      </Button>
    </div>
  );
}

/** A value changed from outside (Back, "Clear filters") shows in the field. */
export const ValueFromOutside: Story = {
  render: (args) => <UrlBackedSearch {...args} />,
  play: async ({ canvas, userEvent: user }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search users' });
    await expect(input).toHaveValue('maria');
    await user.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(input).toHaveValue('');
  },
};

export const VisibleLabel: Story = {
  args: { showLabel: true, label: 'Search posts', description: 'Searches titles and content.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search posts' })).toHaveAccessibleDescription(
      'Searches titles and content.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeDisabled();
  },
};

export const DarkTheme: Story = { args: { value: 'maria' }, parameters: { theme: 'dark' } };
