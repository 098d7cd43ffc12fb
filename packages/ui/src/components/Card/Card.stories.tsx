import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { expect } from 'storybook/test';
import { noControl, textControl } from '../../docs/controls';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  argTypes: {
    description: textControl,
    actions: noControl,
    children: textControl,
  },
  args: {
    title: 'General settings',
    description: 'Site name, contact email and time zone.',
    children: 'The site name appears in emails and the browser tab.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'General settings' });
    await expect(region).toHaveTextContent('The site name appears in emails and the browser tab.');
    await expect(canvas.getByRole('heading', { name: 'General settings', level: 2 })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="small" variant="soft" tone="neutral" icon={<Pencil />}>
        Edit
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const SmallPadding: Story = { args: { padding: 'small' } };

export const LongText: Story = {
  args: {
    title: 'Security settings for administrators and enterprise account owners',
    description:
      'Session timeout, maximum sign-in attempts before an account is locked, minimum password length and whether two-factor authentication is required for every administrator.',
  },
};

export const DarkTheme: Story = { ...WithActions, parameters: { theme: 'dark' } };
