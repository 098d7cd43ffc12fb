/** The permissions table (platform spec §2.11): Permission, Description, Category, Status, Actions. */
import { PERMISSION_STATUS_LABEL, permissionCategoryDisplay } from '@aac/domain';
import { Badge, createDataTableColumnHelper, defineRowActions, MissingValue, TextCell } from '@aac/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { historyAction } from '../../kit/list/historyAction';
import { nameWithMark } from './roles.css';
import type { Permission } from './useAccessCatalog';

export const BUILT_IN_PERMISSION_LABEL = 'Built-in';
export const BUILT_IN_PERMISSION_HINT =
  "Built in: the server's own access checks use this name, so it cannot be edited or deleted.";

const column = createDataTableColumnHelper<Permission>();

export const permissionColumns = column.columns([
  column.accessor('name', {
    header: 'Permission',
    meta: { isRowHeader: true, minWidth: 200 },
    cell: ({ getValue, row }) =>
      row.original.built_in ? (
        <span className={nameWithMark}>
          <TextCell>{getValue()}</TextCell>
          <Badge size="small" variant="ghost" hint={BUILT_IN_PERMISSION_HINT}>
            {BUILT_IN_PERMISSION_LABEL}
          </Badge>
        </span>
      ) : (
        <TextCell>{getValue()}</TextCell>
      ),
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

// The server refuses to rename, reword or delete a built-in permission (409): those rows offer
// neither, and their mark says why.
const isCustom = (permission: Permission) => !permission.built_in;

export const permissionActions = defineRowActions<Permission>()([
  { id: 'edit', label: 'Edit', icon: <Pencil size={16} />, isAvailable: isCustom },
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical', isAvailable: isCustom },
  historyAction('permission'),
]);
