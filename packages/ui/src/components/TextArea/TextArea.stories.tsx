import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { textControl } from '../../docs/controls';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  argTypes: {
    description: textControl,
  },
  args: { label: 'Reply', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(area, 'Thank you for reaching out.{Enter}We will call you tomorrow.');
    await expect(area).toHaveValue('Thank you for reaching out.\nWe will call you tomorrow.');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      'Thank you for reaching out.\nWe will call you tomorrow.',
    );
  },
};

export const WithDescription: Story = {
  args: { label: 'Plan description', description: 'Shown on the pricing page under the plan name.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Plan description' })).toHaveAccessibleDescription(
      'Shown on the pricing page under the plan name.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'Hi', errorMessage: 'The reply must be at least 10 characters' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Reply' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveValue('Hi');
    await expect(canvas.getByText('The reply must be at least 10 characters')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked while the message is archived' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    rows: 3,
    defaultValue:
      'Our daughter uses the communication boards every day at school and at home. We would like to understand how the progress reports are calculated, whether the therapist can see the same reports as we do, and how to export them before our next appointment with the speech therapist in two weeks.',
  },
};

export const DarkTheme: Story = { ...Invalid, parameters: { theme: 'dark' } };
