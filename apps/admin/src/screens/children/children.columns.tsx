/**
 * The columns of the Child Management table (core spec §2.2): child (name with the diagnosis
 * or "No diagnosis"), age (or N/A), level, status, progress bar, goals (active and completed),
 * sessions, parent (name and email), joined and actions. Defined once at module scope
 * (STYLE.md 16); the row actions reach the screen through the DataTable's onRowAction.
 * The minimum widths keep every value on its lines (dates, "12 completed", most emails); with
 * ten columns and four row actions that is about 1350 px, so a window narrower than about
 * 1600 px scrolls the table sideways inside its frame rather than squeezing the values.
 */
import { childAgeDisplay, diagnosisDisplay, statusLabel } from '@aac/domain';
import {
  Avatar,
  actionsColumn,
  Badge,
  createDataTableColumnHelper,
  type DataTableColumns,
  ProgressBar,
  type RowAction,
  StatusBadge,
} from '@aac/ui';
import { Eye, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { missingValue, primaryLine, progressCell, secondaryLine, stacked, withAvatar } from './children.css';
import { type Child, childName } from './fixtures';

/** The row actions of core spec §2.2, by id. */
export type ChildRowAction = 'view' | 'edit' | 'changeStatus' | 'delete';

/** created_at as the viewer's local date, in the en-US format of core spec §9 ("6/28/2025"). */
export function joinedDate(createdAt: string): string {
  return new Date(createdAt).toLocaleDateString('en-US');
}

/** "Beginner", "Intermediate", "Advanced". */
export function levelLabel(level: Child['communication_level']): string {
  return statusLabel(level);
}

/** The progress bar's accessible name, so each row's bar can be told apart. */
export function progressLabel(child: Child): string {
  return `Recent progress of ${childName(child)}`;
}

/** core spec §2.2: the goals column shows active and completed goals. */
export function goalsText(child: Child): { active: string; completed: string } {
  return {
    active: `${child.stats.active_goals} active`,
    completed: `${child.stats.completed_goals} completed`,
  };
}

const column = createDataTableColumnHelper<Child>();

const viewAction: RowAction<Child> = { id: 'view', label: 'View details of', icon: <Eye size={16} /> };

/** The columns an admin who may only read children sees: every column, and only "view details". */
export const readOnlyChildColumns: DataTableColumns<Child> = column.columns([
  column.display({
    id: 'child',
    header: 'Child',
    meta: { isRowHeader: true, minWidth: 200 },
    cell: ({ row }) => {
      const diagnosis = row.original.diagnosis;
      return (
        <span className={withAvatar}>
          <Avatar name={childName(row.original)} src={row.original.photo_url} isDecorative />
          <span className={stacked}>
            <span className={primaryLine}>{childName(row.original)}</span>
            {/* core spec §2.2: the diagnosis under the name, or the text "No diagnosis". */}
            <span className={diagnosis?.trim() ? secondaryLine : `${secondaryLine} ${missingValue}`}>
              {diagnosisDisplay(diagnosis)}
            </span>
          </span>
        </span>
      );
    },
  }),
  column.accessor('age', {
    header: 'Age',
    meta: { align: 'end', minWidth: 64 },
    // core spec §2.2: the age, or N/A when unknown.
    cell: ({ getValue }) => childAgeDisplay(getValue()),
  }),
  column.accessor('communication_level', {
    header: 'Level',
    meta: { minWidth: 124 },
    cell: ({ getValue }) => <Badge tone="info">{levelLabel(getValue())}</Badge>,
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { minWidth: 104 },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.display({
    id: 'progress',
    header: 'Progress',
    meta: { minWidth: 132 },
    // core spec §5: 80 and above green, 60-79 yellow, below 60 red (ProgressBar via progressTone).
    cell: ({ row }) => (
      <span className={progressCell}>
        <ProgressBar value={row.original.stats.recent_progress} label={progressLabel(row.original)} />
      </span>
    ),
  }),
  column.display({
    id: 'goals',
    header: 'Goals',
    meta: { minWidth: 120 },
    cell: ({ row }) => {
      const goals = goalsText(row.original);
      return (
        <span className={stacked}>
          <span>{goals.active}</span>
          <span className={secondaryLine}>{goals.completed}</span>
        </span>
      );
    },
  }),
  column.display({
    id: 'sessions',
    header: 'Sessions',
    meta: { align: 'end', minWidth: 96 },
    cell: ({ row }) => row.original.stats.total_sessions,
  }),
  column.display({
    id: 'parent',
    header: 'Parent',
    meta: { minWidth: 240 },
    cell: ({ row }) => (
      <span className={stacked}>
        <span>{row.original.parent.name}</span>
        <span className={secondaryLine}>{row.original.parent.email}</span>
      </span>
    ),
  }),
  column.accessor('created_at', {
    header: 'Joined',
    meta: { minWidth: 112 },
    cell: ({ getValue }) => joinedDate(getValue()),
  }),
  actionsColumn<Child>({ rowName: childName, actions: [viewAction] }),
]);

/** The columns of an admin holding children.write: every row action of core spec §2.2. */
export const childColumns: DataTableColumns<Child> = [
  ...readOnlyChildColumns.slice(0, -1),
  actionsColumn<Child>({
    rowName: childName,
    actions: [
      viewAction,
      { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
      // core spec §4: an admin may set any of the three statuses directly.
      { id: 'changeStatus', label: 'Change status of', icon: <RefreshCw size={16} /> },
      { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
    ],
  }),
];
