/**
 * The User Management table (core spec §2.1): user, email, type, status, children, plan and
 * joined, the row actions, and the columns of Export Users. Defined once at module scope: a new
 * array each render would make the table rebuild its models.
 */
import { activeLabel, activeStateOf, formatLongDate, hasPaidPlan, LOCALE, statusLabel } from '@aac/domain';
import {
  Badge,
  createDataTableColumnHelper,
  DateCell,
  defineRowActions,
  NameCell,
  NameCellSkeleton,
  StatusBadge,
  TextCell,
} from '@aac/ui';
import { CreditCard, Eye, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { CsvColumn } from '../../kit/list/exportCsv';
import { historyAction } from '../../kit/list/historyAction';
import { planCell } from './users.css';
import { fullName, type User } from './users.list';

const column = createDataTableColumnHelper<User>();

/** "Jul 18": the short day a scheduled cancellation ends a subscription, as the Plan column shows it. */
function formatDayOfMonth(iso: string): string {
  return new Date(iso).toLocaleDateString(LOCALE, { month: 'short', day: 'numeric' });
}

/** The tooltip of the "Ends Jul 18" mark: what it means, and the whole date. */
function scheduledCancellationHint(iso: string): string {
  return `Subscription set to cancel at the end of the period: access ends on ${formatLongDate(iso)}.`;
}

// The widths (padding included, room for each sort arrow) sum to 980 px with the actions, so the whole row fits beside
// the navigation from a 1,280 px window; narrower windows scroll the table inside its frame.
export const userColumns = column.columns([
  // Sortable columns are ordered by the server (usersList.sort): each id is the field it sends.
  column.accessor(fullName, {
    id: 'name',
    header: 'User',
    enableSorting: true,
    meta: { isRowHeader: true, minWidth: 164, skeleton: <NameCellSkeleton avatar /> },
    cell: ({ getValue }) => <NameCell primary={getValue()} avatar={{ name: getValue() }} />,
  }),
  column.accessor('email', {
    header: 'Email',
    enableSorting: true,
    meta: { minWidth: 206 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
  column.accessor('user_type', {
    header: 'Type',
    enableSorting: true,
    meta: { minWidth: 88 },
    cell: ({ getValue }) => statusLabel(getValue()),
  }),
  column.accessor('is_active', {
    header: 'Status',
    enableSorting: true,
    meta: { minWidth: 88 },
    cell: ({ getValue }) => <StatusBadge status={activeStateOf(getValue())} />,
  }),
  column.accessor('children_count', {
    header: 'Children',
    enableSorting: true,
    // Room for the header and its sort arrow.
    meta: { align: 'end', minWidth: 100 },
  }),
  column.accessor('plan_type', {
    header: 'Plan',
    enableSorting: true,
    // Room for the longest plan badge, "Professional".
    meta: { minWidth: 120 },
    // core spec §3: plan_type is "free or a paid plan"; paid plans stand out. A subscription set
    // to cancel at period end (core §4) says so beside the plan, with the day access ends.
    cell: ({ getValue, row }) => {
      const plan = (
        <Badge tone={hasPaidPlan(getValue()) ? 'brand' : 'neutral'}>{statusLabel(getValue())}</Badge>
      );
      const cancelsAt = row.original.subscription_cancels_at;
      if (!cancelsAt) return plan;
      return (
        <span className={planCell}>
          {plan}
          {/* Short enough to be read whole in the column's width; the tooltip says the rest. */}
          <Badge hint={scheduledCancellationHint(cancelsAt)}>Ends {formatDayOfMonth(cancelsAt)}</Badge>
        </span>
      );
    },
  }),
  column.accessor('created_at', {
    header: 'Joined',
    enableSorting: true,
    meta: { minWidth: 100 },
    cell: ({ getValue }) => <DateCell value={getValue()} />,
  }),
]);

const view = { id: 'view', label: 'View details of', icon: <Eye size={16} /> } as const;

/** An admin who may only read users: view details only. */
export const readOnlyUserActions = defineRowActions<User>()([view, historyAction('user')]);

/**
 * core spec §2.1: every row action, for an admin holding users.write. View and Edit are buttons;
 * the rest wait behind the row's "More actions" menu, so the pinned column leaves every other
 * column in view from 1,280 px.
 */
export const userActions = defineRowActions<User>()([
  view,
  { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
  {
    id: 'subscription',
    label: 'Manage subscription of',
    menuLabel: 'Manage subscription',
    icon: <CreditCard size={16} />,
    // core spec §2.1: offered only for users on a paid plan.
    isAvailable: (user) => hasPaidPlan(user.plan_type),
  },
  {
    id: 'toggleActive',
    // core spec §4: the one action toggles between active and inactive.
    label: (user) => (user.is_active ? 'Deactivate' : 'Activate'),
    icon: (user) => (user.is_active ? <PowerOff size={16} /> : <Power size={16} />),
  },
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
  historyAction('user'),
]);

/** The columns of Export Users: every field of core spec §3, timestamps in ISO 8601. */
export const userCsvColumns: readonly CsvColumn<User>[] = [
  { header: 'ID', value: (user) => user.id },
  { header: 'First name', value: (user) => user.first_name },
  { header: 'Last name', value: (user) => user.last_name },
  { header: 'Email', value: (user) => user.email },
  { header: 'Type', value: (user) => statusLabel(user.user_type) },
  { header: 'Status', value: (user) => activeLabel(user.is_active) },
  { header: 'Children', value: (user) => user.children_count },
  { header: 'Plan', value: (user) => statusLabel(user.plan_type) },
  { header: 'Joined', value: (user) => user.created_at },
];
