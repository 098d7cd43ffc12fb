import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye, Pencil } from 'lucide-react';
import { expect, fn, within } from 'storybook/test';
import { createDataTableColumnHelper, DataTable, defineRowActions } from '../DataTable';
import { StatusBadge } from '../StatusBadge';
import { DateCell } from './DateCell';
import { MissingValue } from './MissingValue';
import { MoneyCell } from './MoneyCell';
import { NameCell } from './NameCell';
import { TagsCell } from './TagsCell';

interface StoryChild {
  id: string;
  name: string;
  diagnosis: string | null;
  age: number | null;
  status: string;
  parent: { name: string; email: string };
  goals: string[];
  monthlyFee: number | null;
  createdAt: string;
}

const CHILDREN: StoryChild[] = [
  {
    id: 'child-1',
    name: 'Maya Thompson',
    diagnosis: 'Autism spectrum disorder',
    age: 7,
    status: 'active',
    parent: { name: 'Jane Thompson', email: 'jane.thompson@example.org' },
    goals: ['Requesting', 'Greetings', 'Choices', 'Feelings'],
    monthlyFee: 49.99,
    createdAt: '2025-06-30T14:30:00.000Z',
  },
  {
    id: 'child-2',
    name: 'Leo Martin',
    diagnosis: null,
    age: null,
    status: 'pending',
    parent: {
      name: 'Alexandrina Featherstonehaugh-Vandersteen',
      email: 'alexandrina.featherstonehaugh-vandersteen@a-very-long-organisation-name.example.org',
    },
    goals: [],
    monthlyFee: null,
    createdAt: '2025-01-02T09:00:00.000Z',
  },
];

const column = createDataTableColumnHelper<StoryChild>();

/** The cells a list screen is made of, one column each (core spec §2.2's child list). */
const childColumns = column.columns([
  column.display({
    id: 'child',
    header: 'Child',
    meta: { isRowHeader: true, minWidth: 200 },
    cell: ({ row }) => (
      <NameCell
        primary={row.original.name}
        secondary={row.original.diagnosis ?? <MissingValue>No diagnosis</MissingValue>}
        avatar={{ name: row.original.name }}
      />
    ),
  }),
  column.accessor('age', {
    header: 'Age',
    meta: { align: 'end', minWidth: 64 },
    cell: ({ getValue }) => getValue() ?? <MissingValue>N/A</MissingValue>,
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { minWidth: 104 },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor('goals', {
    header: 'Goals',
    meta: { minWidth: 180 },
    cell: ({ getValue }) => <TagsCell tags={getValue()} label="Goals" emptyText="No goals" />,
  }),
  column.display({
    id: 'parent',
    header: 'Parent',
    meta: { minWidth: 220 },
    cell: ({ row }) => <NameCell primary={row.original.parent.name} secondary={row.original.parent.email} />,
  }),
  column.accessor('monthlyFee', {
    header: 'Monthly fee',
    meta: { align: 'end', minWidth: 120 },
    cell: ({ getValue }) => <MoneyCell amount={getValue()} />,
  }),
  column.accessor('createdAt', {
    header: 'Joined',
    meta: { minWidth: 112 },
    cell: ({ getValue }) => <DateCell value={getValue()} />,
  }),
]);

const childActions = defineRowActions<StoryChild>()([
  { id: 'view', label: 'View details of', icon: <Eye size={16} /> },
  { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
]);

const meta = {
  title: 'Data/Table cells/In a DataTable',
  component: DataTable<StoryChild, 'view' | 'edit'>,
  args: {
    columns: childColumns,
    data: CHILDREN,
    getRowId: (child) => child.id,
    getRowName: (child) => child.name,
    label: 'Children',
    rowActions: childActions,
    onRowAction: fn(),
  },
} satisfies Meta<typeof DataTable<StoryChild, 'view' | 'edit'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every cell primitive in one list: name cells with and without an avatar, muted placeholders,
 * a status badge, tags with "+N more", an amount and a date. Long parent details end in an
 * ellipsis instead of widening the table.
 */
export const ChildList: Story = {
  play: async ({ canvas }) => {
    const maya = canvas.getByRole('rowheader', { name: /Maya Thompson/ });
    await expect(maya).toHaveTextContent('Autism spectrum disorder');
    const leo = canvas.getByRole('rowheader', { name: /Leo Martin/ });
    await expect(leo).toHaveTextContent('No diagnosis');
    const leoRow = leo.closest('tr') as HTMLElement;
    await expect(within(leoRow).getByText('N/A')).toBeVisible();
    await expect(within(leoRow).getByText('No goals')).toBeVisible();
    await expect(within(leoRow).getByText('—')).toBeVisible();
    await expect(canvas.getByText('6/30/2025')).toBeVisible();
    await expect(canvas.getByText('$49.99')).toBeVisible();
    await expect(canvas.getByText('+2 more')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View details of Leo Martin' })).toBeVisible();
    // The long email is cut, so the whole table still fits its frame.
    const region = canvas.getByRole('region', { name: 'Children' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

export const ChildListDark: Story = { ...ChildList, parameters: { theme: 'dark' } };
