import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { noControl, textControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { Button } from '../Button';
import { TextField, type TextFieldProps } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  argTypes: {
    description: textControl,
    inputRef: noControl,
  },
  args: { label: 'Site name', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Site name' });
    await userEvent.type(input, 'AAC Admin');
    await expect(input).toHaveValue('AAC Admin');
    await expect(args.onChange).toHaveBeenLastCalledWith('AAC Admin');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Contact email',
    type: 'email',
    description: 'Shown to families on the contact page.',
    placeholder: 'support@example.com',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Contact email' })).toHaveAccessibleDescription(
      'Shown to families on the contact page.',
    );
  },
};

function EmailForm(props: TextFieldProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : 'Please enter a valid email address');
  };
  return (
    <form
      onSubmit={submit}
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' })}
    >
      <TextField {...props} type="email" value={email} onChange={setEmail} errorMessage={error} />
      <div>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}

/** A rejected value stays in the field beside its inline error, so the admin only corrects it. */
export const InlineErrorKeepsTypedValue: Story = {
  args: { label: 'Email' },
  render: (args) => <EmailForm {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'admin@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(input).toHaveValue('admin@example');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    await userEvent.type(input, '.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByText('Please enter a valid email address')).toBeNull();
    await expect(input).toHaveValue('admin@example.com');
  },
};

const types = ['text', 'email', 'url', 'password', 'tel'] as const;

export const Types: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' })}>
      {types.map((type) => (
        <TextField key={type} {...args} label={`Field of type ${type}`} type={type} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Field of type email' })).toHaveAttribute(
      'type',
      'email',
    );
    await expect(canvas.getByRole('textbox', { name: 'Field of type url' })).toHaveAttribute('type', 'url');
    await expect(canvas.getByRole('textbox', { name: 'Field of type tel' })).toHaveAttribute('type', 'tel');
    // Password inputs have no textbox role; they are found by label.
    await expect(canvas.getByLabelText('Field of type password')).toHaveAttribute('type', 'password');
  },
};

export const Required: Story = {
  args: { isRequired: true, label: 'Plan name' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Plan name/ })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'basic_monthly', label: 'Plan key' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Plan key' })).toBeDisabled();
  },
};

/**
 * Read-only (a plan's key on edit): focusable and as readable as an editable field, but it looks
 * like one that takes no typing: a sunken box with a dashed border, beside an editable field.
 */
export const ReadOnly: Story = {
  args: {
    isReadOnly: true,
    defaultValue: 'basic_monthly',
    label: 'Plan key',
    description: 'The plan key cannot be changed.',
  },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' })}>
      <TextField {...args} />
      <TextField label="Plan name" defaultValue="Basic monthly" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const key = canvas.getByRole('textbox', { name: 'Plan key' });
    const name = canvas.getByRole('textbox', { name: 'Plan name' });
    await expect(key).toHaveAttribute('readonly');
    await userEvent.type(key, 'x');
    await expect(key).toHaveValue('basic_monthly');
    await expect(key).toHaveFocus();
    await userEvent.tab();
    const look = (input: HTMLElement) => getComputedStyle(input);
    await expect(look(key).borderTopStyle).toBe('dashed');
    await expect(look(name).borderTopStyle).toBe('solid');
    await expect(look(key).backgroundColor).not.toBe(look(name).backgroundColor);
    // The text itself stays as readable as an editable field's.
    await expect(look(key).color).toBe(look(name).color);
  },
};

export const LongText: Story = {
  args: {
    label: 'Meta description for search engines and social sharing previews',
    defaultValue:
      'Speech and communication support for families, therapists and educators, with boards, progress tracking and reports',
    description: 'Search engines show about 160 characters; longer text is cut off in results.',
  },
};

export const DarkTheme: Story = {
  ...InlineErrorKeepsTypedValue,
  parameters: { theme: 'dark' },
};
