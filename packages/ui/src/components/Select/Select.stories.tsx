import { type ActiveState, USER_STATUS_FILTERS } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';

const statusOptions = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  // Exports that only prove something to the type checker.
  excludeStories: /^typeCheck/,
  args: { label: 'Status', options: statusOptions, defaultValue: 'all', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to it, open with the arrow key, move, choose with Enter. */
export const KeyboardOperable: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('All Status');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    // Focus starts on the selected "All Status"; one step down is "Active".
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('active');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Active');
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function ControlledSelect(props: SelectProps) {
  const [status, setStatus] = useState('inactive');
  return (
    <Select
      {...props}
      value={status}
      onChange={(next) => {
        setStatus(next);
        props.onChange?.(next);
      }}
    />
  );
}

/** Controlled by `value`, as a screen does when the filter lives in the URL. */
export const Controlled: Story = {
  render: (args) => <ControlledSelect {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Inactive');
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Pending' }));
    await expect(trigger).toHaveTextContent('Pending');
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('option', { name: 'All Status' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Placeholder: Story = {
  args: {
    defaultValue: undefined,
    label: 'Plan type',
    placeholder: 'Choose a plan type',
    options: statusOptions,
  },
};

export const WithDescription: Story = {
  args: { description: 'Only active users can sign in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveAccessibleDescription(
      'Only active users can sign in.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, errorMessage: 'Please choose a status', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please choose a status')).toBeVisible();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Status/ })).toBeVisible();
    await expect(canvas.queryByText('Status')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Status/ })).toBeDisabled();
  },
};

export const ManyOptions: Story = {
  args: {
    label: 'Country',
    defaultValue: 'c-1',
    options: Array.from({ length: 40 }, (_, index) => ({
      value: `c-${index + 1}`,
      label: `Country ${index + 1}`,
    })),
  },
};

/**
 * The domain's filter options, whose "All Status" option has the empty value (it sends no
 * filter): the empty value selects, shows and is reported like any other.
 */
export const DomainFilterWithEmptyAllValue: Story = {
  args: { options: USER_STATUS_FILTERS, defaultValue: 'active' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Active');
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'All Status' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(trigger).toHaveTextContent('All Status');
  },
};

/** What a status filter holds: one of the options' values, never any other string. */
type StatusFilter = ActiveState | '';

function TypedStatusFilter(props: { onChange: (value: StatusFilter) => void }) {
  const [status, setStatus] = useState<StatusFilter>('inactive');
  return (
    <Select
      label="Status"
      options={USER_STATUS_FILTERS}
      value={status}
      // `next` is the options' own union, so no cast is needed to store it.
      onChange={(next) => {
        setStatus(next);
        props.onChange(next);
      }}
    />
  );
}

/** Not a story (see `excludeStories`): it only has to typecheck, which it does because the value is rejected. */
export function typeCheckRejectsValueOutsideOptions() {
  // @ts-expect-error "archived" is not one of the options' values.
  return <Select label="Status" options={USER_STATUS_FILTERS} defaultValue="archived" />;
}

/**
 * Typed by its values: `onChange` receives the options' union (`'' | 'active' | 'inactive'`), and
 * a value outside the options does not typecheck.
 */
export const TypedByOptions: Story = {
  render: (args) => <TypedStatusFilter onChange={args.onChange ?? (() => {})} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Inactive');
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Active' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('active');
    await expect(trigger).toHaveTextContent('Active');
  },
};

export const DarkTheme: Story = { ...Open, parameters: { theme: 'dark' } };
