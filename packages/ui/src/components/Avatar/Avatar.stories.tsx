import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { textControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { Avatar } from './Avatar';

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  argTypes: {
    src: textControl,
  },
  args: { name: 'Super Admin' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin avatar in the header shows the initial of the admin's name. */
export const AdminInitial: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Super Admin' });
    await expect(avatar).toHaveTextContent(/^S$/);
  },
};

export const LowercaseName: Story = {
  args: { name: 'maria.gonzalez@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'maria.gonzalez@example.com' })).toHaveTextContent(/^M$/);
  },
};

export const EmptyName: Story = {
  args: { name: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Unknown' })).toHaveTextContent('?');
  },
};

/** A picture that cannot be loaded (moved, deleted, offline) falls back to the initial. */
export const BrokenImage: Story = {
  args: { name: 'Maria Lopez', src: '/no-such-picture/maria-lopez.png' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Maria Lopez' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent(/^M$/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'small', alignItems: 'center' })}>
      <Avatar {...args} size="small" />
      <Avatar {...args} size="standard" />
      <Avatar {...args} size="large" />
    </div>
  ),
};

/** Beside a written name, the avatar is hidden from screen readers so the name is not read twice. */
export const Decorative: Story = {
  args: { isDecorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const DarkTheme: Story = { ...Sizes, parameters: { theme: 'dark' } };
