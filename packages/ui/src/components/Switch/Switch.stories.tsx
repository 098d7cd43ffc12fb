import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { textControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  argTypes: {
    children: textControl,
  },
  args: { children: 'Maintenance mode', onChange: fn(), onPress: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Maintenance mode' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Maintenance mode'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultSelected: true, children: 'Allow registration' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Allow registration' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Maintenance mode' })).toBeDisabled();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { children: undefined, 'aria-label': 'Feature enabled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Feature enabled' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}>
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>
        On
      </Switch>
      <Switch {...args} isDisabled>
        Disabled
      </Switch>
    </div>
  ),
  parameters: { theme: 'dark' },
};
