/**
 * The Child Management table (core spec §2.2): child (name over diagnosis or "No diagnosis"),
 * age (or N/A), level, status, progress, goals, sessions, parent (name over email), joined, the
 * row actions, and the columns of Export Children. The minimum widths keep every value on its
 * lines; all ten columns need about 1,320 px, so on a narrower table Goals, then Joined, then
 * Sessions step aside (the table fits beside the navigation from 1,280 px) and the Columns menu
 * in the actions header brings them back; the row's details show them all.
 */
import { childAgeDisplay, diagnosisDisplay, statusLabel } from '@aac/domain';
import {
  Badge,
  createDataTableColumnHelper,
  DateCell,
  defineRowActions,
  MissingValue,
  NameCell,
  NameCellSkeleton,
  ProgressBar,
  StatusBadge,
} from '@aac/ui';
import { Eye, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import type { CsvColumn } from '../../kit/list/exportCsv';
import { historyAction } from '../../kit/list/historyAction';
import { type Child, childName } from './children.list';

/** The progress bar's accessible name, so each row's bar can be told apart. */
export function progressLabel(child: Child): string {
  return `Recent progress of ${childName(child)}`;
}

const column = createDataTableColumnHelper<Child>();

export const childColumns = column.columns([
  // Sortable columns are ordered by the server (childrenList.sort): each id is the field it sends.
  column.accessor(childName, {
    id: 'name',
    header: 'Child',
    enableSorting: true,
    meta: { isRowHeader: true, minWidth: 200, skeleton: <NameCellSkeleton avatar secondary /> },
    cell: ({ row: { original: child } }) => (
      <NameCell
        primary={childName(child)}
        avatar={{ name: childName(child), src: child.photo_url }}
        // core spec §2.2: the diagnosis under the name, or the text "No diagnosis".
        secondary={
          child.diagnosis?.trim() ? child.diagnosis : <MissingValue>{diagnosisDisplay(null)}</MissingValue>
        }
      />
    ),
  }),
  column.accessor('age', {
    header: 'Age',
    enableSorting: true,
    meta: { align: 'end', minWidth: 72 },
    // core spec §2.2: the age, or N/A when unknown.
    cell: ({ getValue }) => childAgeDisplay(getValue()),
  }),
  column.accessor('communication_level', {
    header: 'Level',
    enableSorting: true,
    meta: { minWidth: 124 },
    cell: ({ getValue }) => <Badge tone="info">{statusLabel(getValue())}</Badge>,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    meta: { minWidth: 104 },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor((child) => child.stats.recent_progress, {
    id: 'recent_progress',
    header: 'Progress',
    enableSorting: true,
    meta: { minWidth: 132 },
    // core spec §5: 80 and above green, 60-79 yellow, below 60 red (ProgressBar's tone).
    cell: ({ getValue, row }) => <ProgressBar value={getValue()} label={progressLabel(row.original)} />,
  }),
  column.display({
    id: 'goals',
    header: 'Goals',
    meta: { minWidth: 120, priority: 1, skeleton: <NameCellSkeleton secondary /> },
    // core spec §2.2: active and completed goals.
    cell: ({ row: { original: child } }) => (
      <NameCell
        primary={`${child.stats.active_goals} active`}
        secondary={`${child.stats.completed_goals} completed`}
      />
    ),
  }),
  column.accessor((child) => child.stats.total_sessions, {
    id: 'total_sessions',
    header: 'Sessions',
    enableSorting: true,
    meta: { align: 'end', minWidth: 100, priority: 3 },
  }),
  column.display({
    id: 'parent',
    header: 'Parent',
    meta: { minWidth: 232, skeleton: <NameCellSkeleton secondary /> },
    cell: ({ row: { original: child } }) => (
      <NameCell primary={child.parent.name} secondary={child.parent.email} />
    ),
  }),
  column.accessor('created_at', {
    header: 'Joined',
    enableSorting: true,
    meta: { minWidth: 112, priority: 2 },
    cell: ({ getValue }) => <DateCell value={getValue()} />,
  }),
]);

const view = { id: 'view', label: 'View details of', icon: <Eye size={16} /> } as const;

/** An admin who may only read children: view details only. */
export const readOnlyChildActions = defineRowActions<Child>()([view, historyAction('child')]);

/** core spec §2.2: every row action, for an admin holding children.write; Change status and Delete sit in the row's "More actions" menu. */
export const childActions = defineRowActions<Child>()([
  view,
  { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
  // core spec §4: an admin may set any of the three statuses directly.
  {
    id: 'changeStatus',
    label: 'Change status of',
    menuLabel: 'Change status',
    icon: <RefreshCw size={16} />,
  },
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
  historyAction('child'),
]);

/** The columns of Export Children: every field of core spec §3 and the stats; a missing age or diagnosis is an empty cell, timestamps are ISO 8601. */
export const childCsvColumns: readonly CsvColumn<Child>[] = [
  { header: 'ID', value: (child) => child.id },
  { header: 'First name', value: (child) => child.first_name },
  { header: 'Last name', value: (child) => child.last_name },
  { header: 'Age', value: (child) => child.age },
  { header: 'Diagnosis', value: (child) => child.diagnosis },
  { header: 'Communication level', value: (child) => statusLabel(child.communication_level) },
  { header: 'Status', value: (child) => statusLabel(child.status) },
  { header: 'Recent progress (%)', value: (child) => child.stats.recent_progress },
  { header: 'Active goals', value: (child) => child.stats.active_goals },
  { header: 'Completed goals', value: (child) => child.stats.completed_goals },
  { header: 'Sessions', value: (child) => child.stats.total_sessions },
  { header: 'Parent', value: (child) => child.parent.name },
  { header: 'Parent email', value: (child) => child.parent.email },
  { header: 'Joined', value: (child) => child.created_at },
];
