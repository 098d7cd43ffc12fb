import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect, fn, within } from 'storybook/test';
import { noControl } from '../../docs/controls';
import { Button } from '../Button';
import { SearchField } from '../SearchField';
import { Select } from '../Select';
import { FilterBar } from './FilterBar';

const meta = {
  title: 'Layout/FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  argTypes: {
    search: noControl,
    filters: noControl,
    actions: noControl,
  },
  args: {
    label: 'Filter users',
    search: <SearchField label="Search users" placeholder="Search by name or email" onChange={fn()} />,
    filters: (
      <>
        <Select
          label="Status"
          hideLabel
          options={[
            { value: 'all', label: 'All Status' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          defaultValue="all"
        />
        <Select
          label="User type"
          hideLabel
          options={[
            { value: 'all', label: 'All Types' },
            { value: 'parent', label: 'Parent' },
            { value: 'therapist', label: 'Therapist' },
          ]}
          defaultValue="all"
        />
      </>
    ),
    actions: (
      <Button variant="soft" tone="neutral" icon={<Download />}>
        Export
      </Button>
    ),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('search', { name: 'Filter users' });
    await expect(within(group).getByRole('searchbox', { name: 'Search users' })).toBeVisible();
    await expect(within(group).getByRole('button', { name: /Status/ })).toBeVisible();
    await expect(within(group).getByRole('button', { name: /User type/ })).toBeVisible();
    await expect(within(group).getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

export const SearchOnly: Story = { args: { filters: undefined, actions: undefined } };

/** On a phone the controls stack, each the full width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    const exportButton = canvas.getByRole('button', { name: 'Export' });
    // Stacked: the action sits below the search, not beside it.
    await expect(exportButton.getBoundingClientRect().top).toBeGreaterThan(
      search.getBoundingClientRect().bottom,
    );
  },
};

export const DarkTheme: Story = { parameters: { theme: 'dark' } };
