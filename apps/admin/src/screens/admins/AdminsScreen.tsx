import { useApi } from '@aac/api-client';
import { ADMIN_DELETE_WARNING, canManageAdmin, confirmDeleteAdmin, SUPER_ADMIN_ROLE } from '@aac/domain';
import { Button, DataTable } from '@aac/ui';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { lazyDialog } from '../../kit/lazyDialog';
import { ListFilters } from '../../kit/list/ListFilters';
import { listTableProps } from '../../kit/list/listTableProps';
import { useResourceList } from '../../kit/list/useResourceList';
import { ScreenPage } from '../../kit/ScreenPage';
import { signedInAdmin } from '../../kit/session/adminSession';
import { usePermission } from '../../kit/session/usePermission';
import { useAccessCatalog } from '../roles/useAccessCatalog';
import { adminActions, adminColumns } from './admins.columns';
import { type Admin, adminName, adminsList } from './admins.list';

// Loaded by the action that opens them.
const AdminFormDialog = lazyDialog(() => import('./AdminFormDialog').then((m) => m.AdminFormDialog));
const ResetPasswordDialog = lazyDialog(() =>
  import('./ResetPasswordDialog').then((m) => m.ResetPasswordDialog),
);
const ResetTwoFactorDialog = lazyDialog(() =>
  import('./ResetTwoFactorDialog').then((m) => m.ResetTwoFactorDialog),
);

/**
 * Admin Management (platform spec §2.10): search, the role filter (All Roles and the server's
 * roles) and the status filter, sent to the server; "Showing X-Y of N admins"; Create Admin, edit
 * and delete; beyond the spec, who has two-factor authentication on and a super admin's resets.
 * What the server refuses is not offered: deleting oneself or the last active super admin, and
 * changing an admin whose role reaches beyond the signed-in admin's own.
 */
export function AdminsScreen() {
  const list = useResourceList(adminsList);
  const canWrite = usePermission('admins.write');
  const catalog = useAccessCatalog();
  // Read once: the stored admin is parsed afresh on every call.
  const [actor] = useState(signedInAdmin);
  const dialog = useRowDialog<'edit' | 'delete' | 'reset' | 'resetTwoFactor', Admin>();
  const [isCreating, setCreating] = useState(false);
  const change = useChange('admins');
  const { $api } = useApi();
  const remove = $api.useMutation('delete', '/admin/admins/{id}');
  // Two are enough to know whether a super admin is the last active one.
  const superAdmins = $api.useQuery('get', '/admin/admins', {
    params: { query: { role: SUPER_ADMIN_ROLE, status: 'active', limit: 2 } },
  });
  const activeSuperAdmins = superAdmins.data?.pagination.totalCount;

  const isLastSuperAdmin = (admin: Admin) =>
    admin.role === SUPER_ADMIN_ROLE && admin.is_active && activeSuperAdmins === 1;

  const actions = useMemo(() => {
    const mayManage = (admin: Admin) => {
      if (!canWrite || !actor) return false;
      if (admin.id === actor.id) return true;
      // Without roles.read the role's permissions are unknown: only super admins stay out of reach.
      if (!catalog.isReadable) return admin.role !== SUPER_ADMIN_ROLE || actor.role === SUPER_ADMIN_ROLE;
      return canManageAdmin(actor, admin.role, catalog.permissionNamesOf(admin.role));
    };
    return adminActions({
      canEdit: mayManage,
      canDelete: (admin) =>
        mayManage(admin) &&
        admin.id !== actor?.id &&
        !(admin.role === SUPER_ADMIN_ROLE && admin.is_active && activeSuperAdmins === 1),
      // The server lets only a super admin reset a password, and not their own.
      canResetPassword: (admin) => canWrite && actor?.role === SUPER_ADMIN_ROLE && admin.id !== actor.id,
      // Likewise a second factor, and only one that is on: one's own is turned off in the account menu.
      canResetTwoFactor: (admin) =>
        canWrite && actor?.role === SUPER_ADMIN_ROLE && admin.id !== actor.id && admin.two_factor_enabled,
      isSuperAdmin: actor?.role === SUPER_ADMIN_ROLE,
    });
  }, [canWrite, actor, catalog.isReadable, catalog.permissionNamesOf, activeSuperAdmins]);

  const roleOptions = catalog.roles.map((role) => ({ value: role.name, label: role.name }));

  return (
    <ScreenPage
      actions={
        canWrite ? (
          <Button icon={<UserPlus size={16} />} onPress={() => setCreating(true)}>
            Create Admin
          </Button>
        ) : undefined
      }
    >
      <ListFilters list={list} options={{ role: roleOptions }} />
      <DataTable
        {...listTableProps(list)}
        columns={adminColumns}
        rowActions={canWrite ? actions : undefined}
        // platform spec §2.10: view details opens the edit dialog.
        onRowAction={(action, admin) => dialog.open(action === 'view' ? 'edit' : action, admin)}
      />
      {isCreating ? <AdminFormDialog onClose={() => setCreating(false)} /> : null}
      {dialog.render('edit', (admin) => (
        <AdminFormDialog admin={admin} isLastSuperAdmin={isLastSuperAdmin(admin)} onClose={dialog.close} />
      ))}
      {dialog.render('reset', (admin) => (
        <ResetPasswordDialog admin={admin} onClose={dialog.close} />
      ))}
      {dialog.render('resetTwoFactor', (admin) => (
        <ResetTwoFactorDialog admin={admin} onClose={dialog.close} />
      ))}
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={adminName}
        // platform spec §2.10: the two-line confirmation.
        question={(admin) => confirmDeleteAdmin(adminName(admin))}
        consequence={() => ADMIN_DELETE_WARNING}
        isPending={change.isPending}
        onDelete={(admin) =>
          change.run(
            () => remove.mutateAsync({ params: { path: { id: admin.id }, header: ifMatch(admin.version) } }),
            {
              failure: `${adminName(admin)} was not deleted`,
            },
          )
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
