/**
 * The Blog Categories table (core spec §2.5, §3): name over description, colour, icon, sort
 * order, posts, status, and the row actions.
 */
import { isCategoryColor, isCategoryIcon, statusLabel } from '@aac/domain';
import {
  Badge,
  createDataTableColumnHelper,
  defineRowActions,
  MissingValue,
  NameCell,
  StatusBadge,
} from '@aac/ui';
import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { BlogCategory } from './categories.list';
import { CATEGORY_COLOR_TONES, CATEGORY_ICON_ELEMENTS } from './categoryAppearance';

const column = createDataTableColumnHelper<BlogCategory>();

export const categoryColumns = column.columns([
  column.accessor('name', {
    header: 'Category',
    meta: { isRowHeader: true, minWidth: 280 },
    cell: ({ row: { original: category } }) => (
      <NameCell
        primary={category.name}
        secondary={category.description || <MissingValue>No description</MissingValue>}
      />
    ),
  }),
  column.accessor('color', {
    header: 'Colour',
    meta: { minWidth: 110 },
    cell: ({ getValue }) => {
      const color = getValue();
      return (
        <Badge tone={isCategoryColor(color) ? CATEGORY_COLOR_TONES[color] : 'neutral'}>
          {statusLabel(color)}
        </Badge>
      );
    },
  }),
  column.accessor('icon', {
    header: 'Icon',
    meta: { minWidth: 150 },
    cell: ({ getValue }) => {
      const icon = getValue();
      return (
        <span>
          {isCategoryIcon(icon) ? <span aria-hidden="true">{CATEGORY_ICON_ELEMENTS[icon]} </span> : null}
          {icon}
        </span>
      );
    },
  }),
  column.accessor('sort_order', { header: 'Order', meta: { align: 'end', minWidth: 80 } }),
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
]);
