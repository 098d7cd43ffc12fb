import { useApi } from '@aac/api-client';
import { canRenameRole, permissionsNotHeld, SUPER_ADMIN_ROLE } from '@aac/domain';
import { FormDialog, TextArea, TextField } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { required } from '../../kit/form/validators';
import { signedInAdmin } from '../../kit/session/adminSession';
import { PermissionChecklist } from './PermissionChecklist';
import * as css from './roles.css';
import type { Permission, Role } from './useAccessCatalog';

export interface RoleFormDialogProps {
  /** The role to edit; absent to create one. */
  role?: Role;
  permissions: readonly Permission[];
  onClose: () => void;
}

/**
 * Create New Role / Edit Role (platform spec §2.11): Role Name (read-only for super_admin, §6),
 * Description and the permission checklist. Permissions the signed-in admin does not hold cannot
 * be added (the server answers 403), and super_admin's list is every permission by rule.
 */
export function RoleFormDialog({ role, permissions, onClose }: RoleFormDialogProps) {
  const { $api } = useApi();
  const create = $api.useMutation('post', '/admin/roles');
  const update = $api.useMutation('put', '/admin/roles/{id}');
  const change = useChange('roles');
  const actor = signedInAdmin();
  const isSuperAdminRole = role?.name === SUPER_ADMIN_ROLE;
  const initial = new Set(role?.permissions ?? []);

  const form = useDialogForm({
    operation: role ? 'PUT /admin/roles/{id}' : 'POST /admin/roles',
    initialValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: [...initial].sort((a, b) => a - b),
    },
    validate: (values) => ({ name: required('Role Name', values.name) }),
    submit: (values, { version }) => {
      const body = {
        name: values.name.trim(),
        description: values.description.trim(),
        permissions: values.permissions,
      };
      return role
        ? update.mutateAsync({ params: { path: { id: role.id }, header: ifMatch(version) }, body })
        : create.mutateAsync({ body });
    },
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message, role ? undefined : result.role.id);
    },
    version: role?.version,
    noun: 'role',
    failureTitle: role ? 'The role was not updated' : 'The role was not created',
  });

  const canGrant = (permission: Permission) =>
    initial.has(permission.id) || (actor ? permissionsNotHeld(actor, [permission.name]).length === 0 : false);
  const holdsEverything = actor
    ? permissionsNotHeld(
        actor,
        permissions.map((p) => p.name),
      ).length === 0
    : false;

  return (
    <FormDialog
      title={role ? 'Edit Role' : 'Create New Role'}
      submitLabel={role ? 'Update Role' : 'Create Role'}
      pendingLabel={role ? 'Updating...' : 'Creating...'}
      onClose={onClose}
      {...form.dialog}
    >
      <TextField
        label="Role Name"
        isRequired
        placeholder="content_manager"
        {...form.field('name')}
        isReadOnly={role ? !canRenameRole(role) : false}
        description={isSuperAdminRole ? 'The super_admin role cannot be renamed.' : undefined}
        autoComplete="off"
      />
      <TextArea label="Description" {...form.field('description')} />
      <PermissionChecklist
        permissions={permissions}
        selected={new Set(form.values.permissions)}
        onChange={(next) =>
          form.set(
            'permissions',
            [...next].sort((a, b) => a - b),
          )
        }
        canGrant={canGrant}
        isDisabled={isSuperAdminRole}
      />
      {isSuperAdminRole ? (
        <p className={css.note}>super_admin holds every permission, including ones created later.</p>
      ) : holdsEverything ? null : (
        <p className={css.note}>Permissions you do not hold yourself cannot be added.</p>
      )}
    </FormDialog>
  );
}
