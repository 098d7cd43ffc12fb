/**
 * The columns of the User Management table (core spec §2.1): user, email, type, status,
 * children, plan, joined and actions. Defined once at module scope (STYLE.md 16); the row
 * actions reach the screen through the DataTable's onRowAction.
 */
import { activeStateOf, hasPaidPlan, statusLabel } from '@aac/domain';
import {
  Avatar,
  actionsColumn,
  Badge,
  createDataTableColumnHelper,
  type DataTableColumns,
  StatusBadge,
  sprinkles,
} from '@aac/ui';
import { CreditCard, Eye, Pencil, Power, Trash2 } from 'lucide-react';
import { fullName, type User } from './fixtures';

/** The row actions of core spec §2.1, by id. */
export type UserRowAction = 'view' | 'edit' | 'toggleActive' | 'subscription' | 'delete';

/** created_at as the viewer's local date, in the en-US format of core spec §9 ("6/30/2025"). */
export function joinedDate(createdAt: string): string {
  return new Date(createdAt).toLocaleDateString('en-US');
}

/** "Free" or the paid plan's name ("Family"), as the plan column and the details show it. */
export function planLabel(planType: string): string {
  return statusLabel(planType);
}

const column = createDataTableColumnHelper<User>();

// Minimum widths sum to about 1,110 px with the actions, so the whole row fits beside the
// navigation from a 1,440 px window; narrower windows scroll the table inside its frame.

const viewAction = { id: 'view', label: 'View details of', icon: <Eye size={16} /> } as const;

/** The columns an admin who may only read users sees: every column, and only "view details". */
export const readOnlyUserColumns: DataTableColumns<User> = column.columns([
  column.display({
    id: 'user',
    header: 'User',
    meta: { isRowHeader: true, minWidth: 180 },
    cell: ({ row }) => (
      <span className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' })}>
        <Avatar name={fullName(row.original)} size="small" isDecorative />
        <span>{fullName(row.original)}</span>
      </span>
    ),
  }),
  column.accessor('email', { header: 'Email', meta: { minWidth: 240 } }),
  column.accessor('user_type', {
    header: 'Type',
    meta: { minWidth: 96 },
    cell: ({ getValue }) => statusLabel(getValue()),
  }),
  column.accessor('is_active', {
    header: 'Status',
    meta: { minWidth: 100 },
    cell: ({ getValue }) => <StatusBadge status={activeStateOf(getValue())} />,
  }),
  column.accessor('children_count', {
    header: 'Children',
    meta: { align: 'end', minWidth: 88 },
  }),
  column.accessor('plan_type', {
    header: 'Plan',
    meta: { minWidth: 112 },
    // core spec §3: plan_type is "free or a paid plan"; paid plans stand out.
    cell: ({ getValue }) => (
      <Badge tone={hasPaidPlan(getValue()) ? 'brand' : 'neutral'}>{planLabel(getValue())}</Badge>
    ),
  }),
  column.accessor('created_at', {
    header: 'Joined',
    meta: { minWidth: 100 },
    cell: ({ getValue }) => joinedDate(getValue()),
  }),
  actionsColumn<User>({ rowName: fullName, actions: [viewAction] }),
]);

/** The columns of an admin holding users.write: every row action of core spec §2.1. */
export const userColumns: DataTableColumns<User> = [
  ...readOnlyUserColumns.slice(0, -1),
  actionsColumn<User>({
    rowName: fullName,
    // Manage subscription comes first: it is the one action some rows lack, so the others keep
    // their places down the column.
    actions: [
      {
        id: 'subscription',
        label: 'Manage subscription of',
        icon: <CreditCard size={16} />,
        // core spec §2.1: offered only for users on a paid plan.
        isAvailable: (user) => hasPaidPlan(user.plan_type),
      },
      viewAction,
      { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
      {
        id: 'toggleActive',
        // core spec §4: the one action toggles between active and inactive.
        label: (user) => (user.is_active ? 'Deactivate' : 'Activate'),
        icon: <Power size={16} />,
      },
      { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
    ],
  }),
];
