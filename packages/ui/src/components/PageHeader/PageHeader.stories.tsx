import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus, RefreshCw } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { noControl, textControl } from '../../docs/controls';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  argTypes: {
    description: textControl,
    actions: noControl,
  },
  args: {
    title: 'Subscription Plan Management',
    description: 'Configure subscription plans and pricing',
    actions: (
      <>
        <Button variant="soft" tone="neutral" icon={<RefreshCw />}>
          Refresh
        </Button>
        <Button variant="soft" tone="neutral" icon={<Download />}>
          Export
        </Button>
        <Button icon={<Plus />}>Add Plan</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Subscription Plan Management' }),
    ).toBeVisible();
    await expect(canvas.getByText('Configure subscription plans and pricing')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Plan' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };

export const LongText: Story = {
  args: {
    title: 'Role & Permission Management for every regional administrator of the communication service',
    description:
      'Manage admin roles and permissions. Roles group permissions; every admin holds exactly one role, and the super_admin role holds them all.',
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };

export const Dark: Story = { parameters: { theme: 'dark' } };
