import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Plus, TriangleAlert } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { iconControl, noControl, textControl } from '../../docs/controls';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  argTypes: {
    hint: textControl,
    icon: iconControl,
    action: noControl,
  },
  args: { title: 'No content found', hint: 'Get started by creating your first post.', icon: <FileText /> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No content found', level: 3 })).toBeVisible();
    await expect(canvas.getByText('Get started by creating your first post.')).toBeVisible();
  },
};

/** Right under a screen's h1 the title is an h2, so the page outline has no gap. */
export const HeadingLevel2: Story = {
  args: { headingLevel: 2, title: 'No users found', hint: 'Users appear here once they sign up.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No users found', level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

const onAddNew = fn();

/** With a next step: "Add New" (core spec, empty blog post list). */
export const WithAction: Story = {
  args: {
    action: (
      <Button icon={<Plus />} onPress={onAddNew}>
        Add New
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onAddNew.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Add New' }));
    await expect(onAddNew).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = { args: { hint: undefined, icon: undefined, title: 'No users found' } };

export const ErrorTone: Story = {
  args: {
    tone: 'critical',
    icon: <TriangleAlert />,
    title: 'Failed to load settings',
    hint: 'Check your connection and try again.',
    action: (
      <Button variant="soft" tone="neutral">
        Retry
      </Button>
    ),
  },
};

export const LongText: Story = {
  args: {
    title: 'No scheduled calls match the selected status, date range and search terms',
    hint: 'Scheduled calls appear here once a family books a consultation. Clear the filters to see every call, or widen the date range to include past calls that have already been completed or cancelled.',
  },
};

export const DarkTheme: Story = { ...WithAction, parameters: { theme: 'dark' } };
