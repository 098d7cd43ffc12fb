/**
 * The Scheduled Calls table (platform spec §2.5): contact (name over email), phone, the preferred
 * date with time and time zone (and the admin's own time when different), duration in minutes,
 * status, purpose ("General consultation" when empty), and the row actions. Duration steps aside
 * on a table narrower than them all, so the purpose is whole beside the navigation at 1,280 px.
 */
import { callPurposeDisplay, isOverdueCall } from '@aac/domain';
import {
  Badge,
  createDataTableColumnHelper,
  defineRowActions,
  MissingValue,
  NameCell,
  NameCellSkeleton,
  StatusBadge,
  TextCell,
} from '@aac/ui';
import { Eye, Trash2 } from 'lucide-react';
import { historyAction } from '../../kit/list/historyAction';
import { CallTimeCell } from './CallTimeCell';
import { statusCell } from './calls.css';
import { callerName, type ScheduledCall } from './calls.list';

const column = createDataTableColumnHelper<ScheduledCall>();

export const callColumns = column.columns([
  column.accessor(callerName, {
    id: 'contact',
    header: 'Contact',
    meta: { isRowHeader: true, minWidth: 190, skeleton: <NameCellSkeleton secondary /> },
    cell: ({ row: { original: call } }) => <NameCell primary={callerName(call)} secondary={call.email} />,
  }),
  column.accessor('phone', {
    header: 'Phone',
    meta: { minWidth: 124 },
    cell: ({ getValue }) => {
      const phone = getValue();
      return phone?.trim() ? <TextCell>{phone}</TextCell> : <MissingValue>No phone</MissingValue>;
    },
  }),
  column.accessor('preferred_date', {
    header: 'Preferred time',
    meta: { minWidth: 260 },
    cell: ({ row: { original: call } }) => <CallTimeCell call={call} />,
  }),
  column.accessor('call_duration', {
    header: 'Duration',
    meta: { align: 'end', minWidth: 96, priority: 1 },
    cell: ({ getValue }) => `${getValue()} min`,
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { minWidth: 112 },
    // A pending call whose time has passed says so beside its status.
    cell: ({ row: { original: call } }) => (
      <span className={statusCell}>
        <StatusBadge status={call.status} />
        {isOverdueCall(call, new Date()) ? (
          <Badge tone="critical" size="small">
            Overdue
          </Badge>
        ) : null}
      </span>
    ),
  }),
  column.accessor((call) => callPurposeDisplay(call.call_purpose), {
    id: 'purpose',
    header: 'Purpose',
    meta: { minWidth: 180 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
]);

const view = {
  id: 'view',
  label: 'View call with',
  menuLabel: 'View details',
  icon: <Eye size={16} />,
} as const;

/** An admin who may only read calls: view only. */
export const readOnlyCallActions = defineRowActions<ScheduledCall>()([view, historyAction('scheduled_call')]);

/** platform spec §2.5: the detail dialog (where a call is confirmed or completed) and delete. */
export const callActions = defineRowActions<ScheduledCall>()([
  view,
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
  historyAction('scheduled_call'),
]);
