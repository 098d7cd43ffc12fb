import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { textControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  argTypes: {
    children: textControl,
    description: textControl,
  },
  args: { children: 'Popular plan', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('checkbox', { name: 'Popular plan' });
    await expect(input).not.toBeChecked();
    await userEvent.click(canvas.getByText('Popular plan'));
    await expect(input).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // Space toggles it from the keyboard.
    await userEvent.keyboard(' ');
    await expect(input).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Popular plan' })).toBeChecked();
  },
};

/** "Select all" when only some rows are selected. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: undefined, 'aria-label': 'Select all rows' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(input).toHaveProperty('indeterminate', true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Popular plan' })).toBeDisabled();
  },
};

export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the terms' } };

export const LongLabel: Story = {
  args: {
    children:
      'Send an email to every family administrator when a subscription payment fails, including the failure reason and a link to update the card',
  },
};

/**
 * A description under the label says what checking it means: read as the checkbox's description,
 * not as part of its name, and checking by its text works as by the label's.
 */
export const WithDescription: Story = {
  args: { children: 'blog.write', description: 'Create, edit and delete blog posts and categories.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('checkbox', { name: 'blog.write' });
    await expect(input).toHaveAccessibleDescription('Create, edit and delete blog posts and categories.');
    await userEvent.click(canvas.getByText('Create, edit and delete blog posts and categories.'));
    await expect(input).toBeChecked();
  },
};

export const DarkTheme: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}>
      <Checkbox {...args}>Unchecked</Checkbox>
      <Checkbox {...args} defaultSelected>
        Checked
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Indeterminate
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
    </div>
  ),
  parameters: { theme: 'dark' },
};
