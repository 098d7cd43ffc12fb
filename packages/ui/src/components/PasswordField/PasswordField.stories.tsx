import { generatePassword } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { noControl, textControl } from '../../docs/controls';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

/** The field with its value kept by the story, as a form keeps it. */
function Controlled(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PasswordField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  argTypes: {
    description: textControl,
    generate: noControl,
    inputRef: noControl,
  },
  args: {
    label: 'Password',
    value: '',
    onChange: fn(),
    onBlur: fn(),
    description: 'At least 12 characters.',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed hidden; "Show password" (a toggle, pressed while shown) reveals it and hides it again. */
export const ShowAndHide: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'Quiet-Lamp-42x');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenLastCalledWith('Quiet-Lamp-42x');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Quiet-Lamp-42x');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleDescription('At least 12 characters.');
  },
};

/**
 * Generate fills a strong password of the length asked (here 20), drawn with the Web Crypto API,
 * and shows it so it can be copied; a second press draws another.
 */
export const Generate: Story = {
  args: { generate: () => generatePassword(20) },
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate password' }));
    const input = canvas.getByRole('textbox', { name: 'Password' });
    const first = (input as HTMLInputElement).value;
    await expect(first).toHaveLength(20);
    await expect(first).toMatch(/[a-z]/);
    await expect(first).toMatch(/[A-Z]/);
    await expect(first).toMatch(/[0-9]/);
    await expect(args.onChange).toHaveBeenLastCalledWith(first);
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'A new password is in the field, shown so you can copy it.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Generate password' }));
    await expect(input).not.toHaveValue(first);
  },
};

/** A generated password as it shows: in the field, in a fixed-width font, beside Generate. */
export const Generated: Story = {
  args: { generate: () => 'vR7#kq2-Xm9!tPzw' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('vR7#kq2-Xm9!tPzw');
  },
};

/** The inline error keeps what was typed and marks the input invalid. */
export const WithError: Story = {
  args: {
    value: 'short',
    isRequired: true,
    errorMessage: 'Password must be at least 12 characters long.',
    generate: () => 'vR7#kq2-Xm9!tPzw',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(input).toHaveValue('short');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { value: 'Quiet-Lamp-42x', isDisabled: true, generate: () => 'vR7#kq2-Xm9!tPzw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Generate password' })).toBeDisabled();
  },
};

export const DarkTheme: Story = {
  ...Generated,
  parameters: { theme: 'dark' },
};
