import { useApi } from '@aac/api-client';
import { statusLabel, USER_TYPES } from '@aac/domain';
import { Checkbox, FormDialog, FormGrid, Select, TextField } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { email } from '../../kit/form/validators';
import type { User } from './users.list';

const USER_TYPE_OPTIONS = USER_TYPES.map((type) => ({ value: type, label: statusLabel(type) }));

export interface EditUserDialogProps {
  user: User;
  onClose: () => void;
}

/**
 * Edits a user's name, email, type and active state (core spec §2.1, §6). A refused save keeps
 * the dialog open with everything typed, the server's field problems beside their fields.
 */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { $api } = useApi();
  const update = $api.useMutation('put', '/admin/users/{id}');
  const change = useChange('users');
  const form = useDialogForm({
    operation: 'PUT /admin/users/{id}',
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      user_type: user.user_type,
      is_active: user.is_active,
    },
    validate: (values) => ({ email: email('Email', values.email) }),
    // core spec §7: PUT /admin/users/{id} with first_name, last_name, email, user_type, is_active.
    submit: (values, { version }) =>
      update.mutateAsync({
        params: { path: { id: user.id }, header: ifMatch(version) },
        body: { ...values, first_name: values.first_name.trim(), last_name: values.last_name.trim() },
      }),
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message);
    },
    version: user.version,
    noun: 'user',
    failureTitle: 'The user was not saved',
  });

  return (
    <FormDialog title="Edit user" onClose={onClose} {...form.dialog}>
      <FormGrid>
        <TextField label="First name" {...form.field('first_name')} autoComplete="off" />
        <TextField label="Last name" {...form.field('last_name')} autoComplete="off" />
      </FormGrid>
      {/* core spec §5: the email field is of email type. */}
      <TextField label="Email" type="email" isRequired {...form.field('email')} autoComplete="off" />
      <Select label="User type" options={USER_TYPE_OPTIONS} {...form.field('user_type')} />
      <Checkbox isSelected={form.values.is_active} onChange={(selected) => form.set('is_active', selected)}>
        Active
      </Checkbox>
    </FormDialog>
  );
}
