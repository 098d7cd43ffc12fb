/**
 * The Admin Management table (platform spec §2.10): admin (avatar initial and full name), email,
 * role badge, status badge, two-factor on or off, created (local date) and the row actions.
 * Columns at module scope; the actions depend on who is signed in, so the screen builds them once
 * per admin.
 */
import { activeStateOf, roleDisplay, SUPER_ADMIN_ROLE, statusLabel } from '@aac/domain';
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
import { Eye, KeyRound, Pencil, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { historyAction } from '../../kit/list/historyAction';
import * as styles from './admins.css';
import { type Admin, adminName } from './admins.list';

const column = createDataTableColumnHelper<Admin>();

export const adminColumns = column.columns([
  column.accessor(adminName, {
    id: 'name',
    header: 'Admin',
    meta: { isRowHeader: true, minWidth: 200, skeleton: <NameCellSkeleton avatar /> },
    cell: ({ getValue }) => <NameCell primary={getValue()} avatar={{ name: getValue() }} />,
  }),
  column.accessor('email', {
    header: 'Email',
    meta: { minWidth: 240 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
  column.accessor('role', {
    header: 'Role',
    meta: {
      minWidth: 130,
      // The cell's own shape, unseen under a skeleton: a loaded row is exactly as tall as its
      // loading one, so the paging under the table does not move when the rows arrive.
      skeleton: (
        <span aria-hidden="true" className={styles.roleSkeleton}>
          <span className={`${styles.roleCell} ${styles.unseen}`}>
            <Badge tone="neutral">Admin</Badge>
            <span className={styles.roleName}>Admin</span>
          </span>
          <span className={styles.roleSkeletonLines}>
            <NameCellSkeleton secondary />
          </span>
        </span>
      ),
    },
    // platform spec §6: "Super Admin", or "Admin" for any other role; under that badge, the role's
    // own name in words ("Billing manager"), so two admins of different roles do not look alike.
    // A super admin's cell keeps the second line's room, so every row is as tall as the others.
    cell: ({ getValue }) => (
      <span className={styles.roleCell}>
        <Badge tone={getValue() === SUPER_ADMIN_ROLE ? 'brand' : 'neutral'}>{roleDisplay(getValue())}</Badge>
        {getValue() === SUPER_ADMIN_ROLE ? (
          <span aria-hidden="true" className={`${styles.roleName} ${styles.unseen}`}>
            Admin
          </span>
        ) : (
          <span className={styles.roleName}>{statusLabel(getValue())}</span>
        )}
      </span>
    ),
  }),
  column.accessor('is_active', {
    header: 'Status',
    meta: { minWidth: 100 },
    cell: ({ getValue }) => <StatusBadge status={activeStateOf(getValue())} />,
  }),
  // Beyond the spec: who signs in with a second factor, so a super admin sees whose can be reset.
  // A short header keeps the table as wide as it was; the badge and "Off" say the rest.
  column.accessor('two_factor_enabled', {
    header: '2FA',
    meta: { minWidth: 80 },
    cell: ({ getValue }) =>
      getValue() ? (
        <Badge tone="positive" icon={<ShieldCheck />}>
          On
        </Badge>
      ) : (
        <span className={styles.twoFactorOff}>Off</span>
      ),
  }),
  column.accessor('created_at', {
    header: 'Created',
    meta: { minWidth: 120 },
    cell: ({ getValue }) => <DateCell value={getValue()} />,
  }),
]);

/** What the signed-in admin may do to a row, answered by the screen (the server's rules). */
export interface AdminRowRules {
  canEdit(admin: Admin): boolean;
  canDelete(admin: Admin): boolean;
  /** A super admin resets another admin's password (issue 37). */
  canResetPassword(admin: Admin): boolean;
  /** A super admin turns off another admin's lost second factor. */
  canResetTwoFactor(admin: Admin): boolean;
  /**
   * Whether the signed-in admin is a super admin: anyone else is never offered Reset two-factor,
   * so their rows keep the buttons they had rather than gaining a menu with nothing in it.
   */
  isSuperAdmin: boolean;
}

/**
 * platform spec §2.10: view details, edit and delete ("view details only selects the admin and
 * opens the edit dialog": it does, from the row's menu, so Edit and Delete keep their buttons),
 * and beyond them a super admin's Reset password and Reset two-factor. Rows the server would
 * refuse offer none of them.
 */
export function adminActions(rules: AdminRowRules) {
  return defineRowActions<Admin>()([
    { id: 'edit', label: 'Edit', icon: <Pencil size={16} />, isAvailable: rules.canEdit },
    {
      id: 'delete',
      label: 'Delete',
      icon: <Trash2 size={16} />,
      tone: 'critical',
      isAvailable: rules.canDelete,
    },
    {
      id: 'reset',
      label: 'Reset password',
      icon: <KeyRound size={16} />,
      isAvailable: rules.canResetPassword,
    },
    {
      id: 'resetTwoFactor',
      label: 'Reset two-factor',
      icon: <ShieldOff size={16} />,
      isAvailable: rules.canResetTwoFactor,
      isOffered: () => rules.isSuperAdmin,
    },
    {
      id: 'view',
      label: 'View details of',
      menuLabel: 'View details',
      icon: <Eye size={16} />,
      isAvailable: rules.canEdit,
    },
    historyAction('admin'),
  ]);
}
