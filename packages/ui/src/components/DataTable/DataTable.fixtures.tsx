/**
 * Deterministic rows for the DataTable stories: no random data and no current dates, so every
 * screenshot is stable. The shape follows the User entity (core spec §3).
 */
import { CreditCard, Eye, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { Badge } from '../Badge';
import { DateCell, NameCell, TextCell } from '../TableCells';
import { createDataTableColumnHelper } from './dataTableFeatures';
import { defineRowActions } from './rowActions';

export interface StoryUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: 'parent' | 'therapist' | 'educator' | 'admin';
  isActive: boolean;
  childrenCount: number;
  planType: string;
  createdAt: string;
}

const FIRST_NAMES = [
  'Jane',
  'Omar',
  'Li',
  'Amara',
  'Tomás',
  'Priya',
  'Noah',
  'Sofia',
  'Kwame',
  'Hana',
  'Lucas',
];
const LAST_NAMES = [
  'Doe',
  'Haddad',
  'Wei',
  'Okafor',
  'García',
  'Nair',
  'Smith',
  'Rossi',
  'Mensah',
  'Sato',
  'Martin',
  'Berg',
  'Kowalski',
];
const USER_TYPES: StoryUser['userType'][] = ['parent', 'therapist', 'educator', 'admin'];
const PLANS = ['free', 'individual', 'family', 'professional'];
const FIRST_DAY = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;

/** User number `n` (1-based), the same on every run. */
export function storyUser(n: number): StoryUser {
  const firstName = FIRST_NAMES[(n - 1) % FIRST_NAMES.length] ?? 'Jane';
  const lastName = LAST_NAMES[Math.floor((n - 1) / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Doe';
  return {
    id: `user-${n}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${n}@example.org`.replace('á', 'a'),
    userType: USER_TYPES[n % USER_TYPES.length] ?? 'parent',
    isActive: n % 5 !== 0,
    childrenCount: n % 4,
    planType: PLANS[n % PLANS.length] ?? 'free',
    createdAt: new Date(FIRST_DAY + ((n * 7) % 365) * DAY).toISOString(),
  };
}

export function storyUsers(count: number): StoryUser[] {
  return Array.from({ length: count }, (_, index) => storyUser(index + 1));
}

export const fullName = (user: StoryUser) => `${user.firstName} ${user.lastName}`;
export const userId = (user: StoryUser) => user.id;

const column = createDataTableColumnHelper<StoryUser>();

/** The user columns of core spec §2.1, defined once at module scope. */
export const userColumns = column.columns([
  column.accessor(fullName, {
    id: 'name',
    header: 'User',
    enableSorting: true,
    meta: { isRowHeader: true, minWidth: 150 },
    cell: ({ getValue }) => <NameCell primary={getValue()} />,
  }),
  column.accessor('email', {
    header: 'Email',
    enableSorting: true,
    meta: { minWidth: 200 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
  column.accessor('userType', { header: 'Type', meta: { minWidth: 100 } }),
  column.accessor('isActive', {
    header: 'Status',
    meta: { minWidth: 100 },
    cell: ({ getValue }) =>
      getValue() ? <Badge tone="positive">Active</Badge> : <Badge tone="neutral">Inactive</Badge>,
  }),
  column.accessor('childrenCount', {
    header: 'Children',
    enableSorting: true,
    meta: { align: 'end', minWidth: 100 },
  }),
  column.accessor('planType', { header: 'Plan', meta: { minWidth: 130 } }),
  column.accessor('createdAt', {
    header: 'Joined',
    enableSorting: true,
    sortFn: 'datetime',
    meta: { minWidth: 130 },
    cell: ({ getValue }) => <DateCell value={getValue()} />,
  }),
]);

/** The row actions of core spec §2.1, in button order. */
export const userActions = defineRowActions<StoryUser>()([
  { id: 'edit', label: 'Edit', icon: <Pencil /> },
  {
    id: 'subscription',
    label: 'Manage subscription for',
    icon: <CreditCard />,
    // core spec §2.1: offered only for users on a paid plan.
    isAvailable: (user) => user.planType !== 'free',
  },
  { id: 'delete', label: 'Delete', icon: <Trash2 />, tone: 'critical' },
]);

export type StoryUserAction = (typeof userActions)[number]['id'];

/** Five actions: View and Edit stay buttons, the rest go behind the row's "More actions" menu. */
export const manyUserActions = defineRowActions<StoryUser>()([
  { id: 'view', label: 'View details of', icon: <Eye /> },
  { id: 'edit', label: 'Edit', icon: <Pencil /> },
  {
    id: 'subscription',
    label: 'Manage subscription for',
    menuLabel: 'Manage subscription',
    icon: <CreditCard />,
    isAvailable: (user) => user.planType !== 'free',
  },
  {
    id: 'toggleActive',
    label: (user) => (user.isActive ? 'Deactivate' : 'Activate'),
    icon: (user) => (user.isActive ? <PowerOff /> : <Power />),
  },
  { id: 'delete', label: 'Delete', icon: <Trash2 />, tone: 'critical' },
]);

export type ManyUserAction = (typeof manyUserActions)[number]['id'];

/** Fewer columns, for the long 10,000-row list. */
export const compactUserColumns = column.columns([
  column.accessor(fullName, { id: 'name', header: 'User', meta: { isRowHeader: true, minWidth: 200 } }),
  column.accessor('email', { header: 'Email', enableSorting: true, meta: { minWidth: 260 } }),
  column.accessor('userType', { header: 'Type', meta: { minWidth: 120 } }),
  column.accessor('childrenCount', { header: 'Children', meta: { align: 'end', minWidth: 100 } }),
]);
