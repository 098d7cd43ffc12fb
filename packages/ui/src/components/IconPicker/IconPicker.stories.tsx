import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Code, Mail, MessageCircle, Settings, Users } from 'lucide-react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { noControl, textControl } from '../../docs/controls';
import { IconPicker, type IconPickerProps } from './IconPicker';

const options = [
  { value: 'Settings', label: 'Settings', icon: <Settings /> },
  { value: 'BookOpen', label: 'BookOpen', icon: <BookOpen /> },
  { value: 'Users', label: 'Users', icon: <Users /> },
  { value: 'MessageCircle', label: 'MessageCircle', icon: <MessageCircle /> },
  { value: 'Code', label: 'Code', icon: <Code /> },
  { value: 'Mail', label: 'Mail', icon: <Mail /> },
];

/** Keeps the choice, as a form would. */
function ControlledIconPicker(props: IconPickerProps) {
  const [value, setValue] = useState(props.value ?? null);
  return (
    <IconPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/IconPicker',
  component: IconPicker,
  tags: ['autodocs'],
  argTypes: { options: noControl, description: textControl, value: { control: 'text' } },
  args: { label: 'Icon', options, onChange: fn() },
  render: (args) => <ControlledIconPicker {...args} />,
} satisfies Meta<typeof IconPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each icon is a radio named by its icon's name; arrow keys move the choice. */
export const KeyboardOperable: Story = {
  args: { value: 'BookOpen', description: 'Shown on the card beside the title.' },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Icon' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(
      options.map((item) => item.value),
    );
    await expect(canvas.getByRole('radio', { name: 'BookOpen' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'BookOpen' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Users' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Users');
    await userEvent.click(canvas.getByText('Mail'));
    await expect(args.onChange).toHaveBeenLastCalledWith('Mail');
  },
};

/** Nothing chosen yet, with an inline error. */
export const Invalid: Story = {
  args: { value: null, isRequired: true, errorMessage: 'Choose an icon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose an icon')).toBeVisible();
    await expect(canvas.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
  },
};

export const Disabled: Story = {
  args: { value: 'Code', isDisabled: true },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Code' })).toBeDisabled();
  },
};

export const DarkTheme: Story = {
  args: { value: 'MessageCircle' },
  parameters: { theme: 'dark' },
};
