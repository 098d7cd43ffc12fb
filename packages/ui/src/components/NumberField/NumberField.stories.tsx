import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { objectControl, textControl } from '../../docs/controls';
import { NumberField } from './NumberField';

/** The yearly discount of a plan: 0–100 in steps of 0.01 (platform spec §2.8). */
const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  argTypes: {
    value: { control: 'number' },
    defaultValue: { control: 'number' },
    formatOptions: objectControl,
    description: textControl,
  },
  args: {
    label: 'Yearly discount (%)',
    minValue: 0,
    maxValue: 100,
    step: 0.01,
    formatOptions: { maximumFractionDigits: 2 },
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 16.67 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Yearly discount (%)' });
    await expect(input).toHaveValue('16.67');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('16.68');
    await expect(args.onChange).toHaveBeenLastCalledWith(16.68);
  },
};

/** Values outside 0–100 snap to the nearest limit when the field loses focus. */
export const ClampsToRange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Yearly discount (%)' });
    await userEvent.type(input, '150');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
  },
};

/** Clearing the field is allowed and reported as null, not 0. */
export const AllowsEmpty: Story = {
  args: { defaultValue: 20 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Yearly discount (%)' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithStepper: Story = {
  args: {
    label: 'Children limit',
    minValue: -1,
    maxValue: 999999,
    step: 1,
    defaultValue: 5,
    showStepper: true,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Children limit' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('6');
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(input).toHaveValue('4');
  },
};

export const WithDescription: Story = {
  args: { description: 'Leave empty for no yearly discount.', placeholder: '0' },
};

export const Invalid: Story = {
  args: {
    defaultValue: 0,
    errorMessage: 'Monthly price must be greater than 0',
    label: 'Monthly price',
    step: 0.01,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Monthly price' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Yearly discount (%)' })).toBeDisabled();
  },
};

export const DarkTheme: Story = { ...WithStepper, parameters: { theme: 'dark' } };
