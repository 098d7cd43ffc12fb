/** The permissions table (platform spec §2.11): Permission, Description, Category, Status, Actions. */
import { PERMISSION_STATUS_LABEL, permissionCategoryDisplay } from '@aac/domain';
import { Badge, createDataTableColumnHelper, defineRowActions, MissingValue, TextCell } from '@aac/ui';
import { Pencil, Trash2 } from 'lucide-react';
import type { Permission } from './useAccessCatalog';

const column = createDataTableColumnHelper<Permission>();

export const permissionColumns = column.columns([
  column.accessor('name', {
    header: 'Permission',
    meta: { isRowHeader: true, minWidth: 200 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
  column.accessor('description', {
    header: 'Description',
    meta: { minWidth: 300 },
    cell: ({ getValue }) => {
      const text = getValue();
      return text ? <TextCell>{text}</TextCell> : <MissingValue>No description</MissingValue>;
    },
  }),
  column.accessor('category', {
    header: 'Category',
    meta: { minWidth: 200 },
    // platform spec §3: underscored words shown upper-cased with spaces.
    cell: ({ getValue }) => <Badge tone="neutral">{permissionCategoryDisplay(getValue())}</Badge>,
  }),
  column.display({
    id: 'status',
    header: 'Status',
    meta: { minWidth: 100 },
    // platform spec §4: permissions are only ever shown as Active.
    cell: () => <Badge tone="positive">{PERMISSION_STATUS_LABEL}</Badge>,
  }),
]);

export const permissionActions = defineRowActions<Permission>()([
  { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
]);
