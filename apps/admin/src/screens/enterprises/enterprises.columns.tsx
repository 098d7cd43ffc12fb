/**
 * The Enterprises table (platform spec §2.6): name over email, contact person over phone, the
 * children and team limits as used/max (marked when reached or exceeded), status, the created
 * date ("N/A" when missing, "Invalid Date" when unreadable or in the future, §5), and the row
 * actions: view team, edit, delete.
 */
import { activeStateOf } from '@aac/domain';
import {
  createDataTableColumnHelper,
  defineRowActions,
  MissingValue,
  NameCell,
  NameCellSkeleton,
  StatusBadge,
} from '@aac/ui';
import { Pencil, Trash2, Users } from 'lucide-react';
import { historyAction } from '../../kit/list/historyAction';
import { EnterpriseDateCell } from './EnterpriseDateCell';
import { type Enterprise, enterpriseName } from './enterprises.list';
import { LimitsCell, LimitsCellSkeleton } from './LimitsCell';

const column = createDataTableColumnHelper<Enterprise>();

/** platform spec §5: the created date, or "N/A", or "Invalid Date". */
export const enterpriseColumns = column.columns([
  column.accessor(enterpriseName, {
    id: 'name',
    header: 'Enterprise',
    meta: { isRowHeader: true, minWidth: 240, skeleton: <NameCellSkeleton secondary /> },
    cell: ({ row: { original: enterprise } }) => (
      <NameCell primary={enterpriseName(enterprise)} secondary={enterprise.email} />
    ),
  }),
  column.accessor('contact_person', {
    header: 'Contact',
    meta: { minWidth: 200, skeleton: <NameCellSkeleton secondary /> },
    cell: ({ row: { original: enterprise } }) => (
      <NameCell
        primary={enterprise.contact_person}
        secondary={enterprise.phone?.trim() ? enterprise.phone : <MissingValue>No phone</MissingValue>}
      />
    ),
  }),
  column.display({
    id: 'limits',
    header: 'Limits',
    meta: { minWidth: 200, skeleton: <LimitsCellSkeleton /> },
    cell: ({ row: { original: enterprise } }) => <LimitsCell enterprise={enterprise} />,
  }),
  column.accessor((enterprise) => activeStateOf(enterprise.is_active), {
    id: 'status',
    header: 'Status',
    meta: { minWidth: 104 },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor('created_at', {
    header: 'Created',
    meta: { minWidth: 112 },
    cell: ({ getValue }) => <EnterpriseDateCell value={getValue()} />,
  }),
]);

const viewTeam = {
  id: 'team',
  label: 'View team of',
  menuLabel: 'View team',
  icon: <Users size={16} />,
} as const;

/** An admin who may only read enterprises: view team only. */
export const readOnlyEnterpriseActions = defineRowActions<Enterprise>()([
  viewTeam,
  historyAction('enterprise'),
]);

/** platform spec §2.6: view team, edit, delete. */
export const enterpriseActions = defineRowActions<Enterprise>()([
  viewTeam,
  { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
  historyAction('enterprise'),
]);
