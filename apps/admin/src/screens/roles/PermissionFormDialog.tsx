import { useApi } from '@aac/api-client';
import { FormDialog, TextArea, TextField } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { required } from '../../kit/form/validators';
import type { Permission } from './useAccessCatalog';

export interface PermissionFormDialogProps {
  /** The permission to edit; absent to create one. */
  permission?: Permission;
  onClose: () => void;
}

/** Create New Permission / Edit Permission (platform spec §2.11): Permission Name, Description, Category. */
export function PermissionFormDialog({ permission, onClose }: PermissionFormDialogProps) {
  const { $api } = useApi();
  const create = $api.useMutation('post', '/admin/permissions');
  const update = $api.useMutation('put', '/admin/permissions/{id}');
  const change = useChange('permissions');
  const form = useDialogForm({
    initialValues: {
      name: permission?.name ?? '',
      description: permission?.description ?? '',
      category: permission?.category ?? '',
    },
    validate: (values) => ({
      name: required('Permission Name', values.name),
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
      await change.succeeded(result.message);
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
      <TextField
        label="Permission Name"
        isRequired
        placeholder="content.create"
        {...form.field('name')}
        autoComplete="off"
        maxLength={100}
      />
      <TextArea label="Description" {...form.field('description')} maxLength={1000} />
      <TextField
        label="Category"
        isRequired
        placeholder="content_management"
        description="Words joined by underscores; shown upper-cased with spaces."
        {...form.field('category')}
        autoComplete="off"
        maxLength={100}
      />
    </FormDialog>
  );
}
