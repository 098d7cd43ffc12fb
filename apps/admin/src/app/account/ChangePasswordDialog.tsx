import { readStoredAdmin, storeAdminSession, useApi } from '@aac/api-client';
import { passwordProblem, SETTINGS_DEFAULTS } from '@aac/domain';
import { FormDialog, TextField, useToast } from '@aac/ui';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { required } from '../../kit/form/validators';

export const PASSWORD_CHANGED = 'Password changed. Other sessions have been signed out.';

/**
 * The signed-in admin changes their own password (issue 37): the current one, the new one twice.
 * The length and the match are checked before sending; the server's refusals (a wrong current
 * password, a common password, one holding their name) land under their fields. The answer's
 * fresh token replaces this tab's, since the change ends every earlier token of the admin.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { $api } = useApi();
  const toast = useToast();
  const change = $api.useMutation('post', '/admin/auth/password');
  const form = useDialogForm({
    initialValues: { current_password: '', new_password: '', confirmation: '' },
    validate: (values) => ({
      current_password: values.current_password ? undefined : 'Enter your current password.',
      new_password:
        required('New password', values.new_password) ??
        passwordProblem(values.new_password, SETTINGS_DEFAULTS.security.passwordMinLength),
      confirmation: values.confirmation === values.new_password ? undefined : 'The passwords do not match.',
    }),
    submit: (values) =>
      change.mutateAsync({
        body: { current_password: values.current_password, new_password: values.new_password },
      }),
    onSaved: (result) => {
      storeAdminSession(result.token, readStoredAdmin());
      onClose();
      toast.success(PASSWORD_CHANGED);
    },
    labels: { current_password: 'Current password', new_password: 'New password' },
    failureTitle: 'The password was not changed',
  });

  return (
    <FormDialog
      title="Change password"
      submitLabel="Change password"
      pendingLabel="Changing..."
      onClose={onClose}
      {...form.dialog}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        isRequired
        {...form.field('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        description="At least 8 characters; not a common password, your name or your email. Your other sessions will be signed out."
        isRequired
        {...form.field('new_password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        isRequired
        {...form.field('confirmation')}
      />
    </FormDialog>
  );
}
