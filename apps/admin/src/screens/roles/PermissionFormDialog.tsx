import { useApi } from '@aac/api-client';
import { NEW_PERMISSION_GATES_NOTHING, permissionNameProblem } from '@aac/domain';
import { FormDialog, TextArea, TextField } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { required } from '../../kit/form/validators';
import * as css from './roles.css';
import type { Permission } from './useAccessCatalog';

export interface PermissionFormDialogProps {
  /** The permission to edit; absent to create one. */
  permission?: Permission;
  onClose: () => void;
}

/**
 * Create New Permission / Edit Permission (platform spec §2.11): Permission Name, Description,
 * Category. The name must be dotted lowercase words like content.create (§3; the contract's
 * pattern, which the server answers 400 to): said beside the field before anything is sent. A new
 * permission is only a name until code checks it, and the dialog says so.
 */
export function PermissionFormDialog({ permission, onClose }: PermissionFormDialogProps) {
  const { $api } = useApi();
  const create = $api.useMutation('post', '/admin/permissions');
  const update = $api.useMutation('put', '/admin/permissions/{id}');
  const change = useChange('permissions');
  const form = useDialogForm({
    operation: permission ? 'PUT /admin/permissions/{id}' : 'POST /admin/permissions',
    initialValues: {
      name: permission?.name ?? '',
      description: permission?.description ?? '',
      category: permission?.category ?? '',
    },
    validate: (values) => ({
      name: required('Permission Name', values.name) ?? permissionNameProblem(values.name),
      category: required('Category', values.category),
    }),
    submit: (values, { version }) => {
      const body = {
        name: values.name.trim(),
        description: values.description.trim(),
        category: values.category.trim(),
      };
      return permission
        ? update.mutateAsync({ params: { path: { id: permission.id }, header: ifMatch(version) }, body })
        : create.mutateAsync({ body });
    },
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message, permission ? undefined : result.permission.id);
    },
    version: permission?.version,
    noun: 'permission',
    failureTitle: permission ? 'The permission was not updated' : 'The permission was not created',
  });

  return (
    <FormDialog
      title={permission ? 'Edit Permission' : 'Create New Permission'}
      submitLabel={permission ? 'Update Permission' : 'Create Permission'}
      pendingLabel={permission ? 'Updating...' : 'Creating...'}
      onClose={onClose}
      {...form.dialog}
    >
      {permission ? null : <p className={css.note}>{NEW_PERMISSION_GATES_NOTHING}</p>}
      <TextField
        label="Permission Name"
        isRequired
        placeholder="content.create"
        description="Lowercase words joined by dots, such as reports.export."
        {...form.field('name')}
        autoComplete="off"
      />
      <TextArea label="Description" {...form.field('description')} />
      <TextField
        label="Category"
        isRequired
        placeholder="content_management"
        description="Words joined by underscores; shown upper-cased with spaces."
        {...form.field('category')}
        autoComplete="off"
      />
    </FormDialog>
  );
}
