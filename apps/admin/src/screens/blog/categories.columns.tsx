/**
 * The Blog Categories table (core spec §2.5, §3): name over description, colour, icon, sort
 * order, posts, status, and the row actions.
 */
import {
  createDataTableColumnHelper,
  defineRowActions,
  MissingValue,
  NameCell,
  NameCellSkeleton,
  StatusBadge,
} from '@aac/ui';
import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { historyAction } from '../../kit/list/historyAction';
import type { BlogCategory } from './categories.list';
import { CategoryColorLabel, CategoryIconLabel } from './categoryAppearance';

const column = createDataTableColumnHelper<BlogCategory>();

export const categoryColumns = column.columns([
  column.accessor('name', {
    header: 'Category',
    meta: { isRowHeader: true, minWidth: 280, skeleton: <NameCellSkeleton secondary /> },
    cell: ({ row: { original: category } }) => (
      <NameCell
        primary={category.name}
        secondary={category.description || <MissingValue>No description</MissingValue>}
      />
    ),
  }),
  column.accessor('color', {
    header: 'Colour',
    meta: { minWidth: 120 },
    cell: ({ getValue }) => <CategoryColorLabel color={getValue()} />,
  }),
  column.accessor('icon', {
    header: 'Icon',
    meta: { minWidth: 170 },
    cell: ({ getValue, row }) => <CategoryIconLabel icon={getValue()} color={row.original.color} />,
  }),
  column.accessor('sort_order', { header: 'Order', meta: { align: 'end', minWidth: 80 } }),
  // All of the category's posts, drafts included (Blog Management's summary counts published ones).
  column.accessor('post_count', { header: 'Posts', meta: { align: 'end', minWidth: 80 } }),
  column.accessor('is_active', {
    header: 'Status',
    meta: { minWidth: 104 },
    cell: ({ getValue }) => <StatusBadge status={getValue() ? 'active' : 'inactive'} />,
  }),
]);

/** core spec §2.5: edit, activate or deactivate, delete. */
export const categoryActions = defineRowActions<BlogCategory>()([
  { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
  {
    id: 'toggleActive',
    label: (category) => (category.is_active ? 'Deactivate' : 'Activate'),
    icon: (category) => (category.is_active ? <PowerOff size={16} /> : <Power size={16} />),
  },
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
  historyAction('blog_category'),
]);
