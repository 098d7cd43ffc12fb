import { useApi } from '@aac/api-client';
import {
  generatedPasswordLength,
  generatePassword,
  SETTINGS_DEFAULTS,
  SUPER_ADMIN_ROLE,
  statusLabel,
} from '@aac/domain';
import { Checkbox, FormDialog, FormGrid, PasswordField, Select, TextField } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { email, required } from '../../kit/form/validators';
import { signedInAdmin } from '../../kit/session/adminSession';
import { usePermission } from '../../kit/session/usePermission';
import { useAccessCatalog } from '../roles/useAccessCatalog';
import type { Admin } from './admins.list';

/** The admin's names and the pieces of their email, which the server refuses in their password. */
function personalWords(values: { first_name: string; last_name: string; email: string }): string[] {
  const local = values.email.split('@')[0] ?? '';
  return [values.first_name, values.last_name, local, ...local.split(/[._+-]+/)];
}

export interface AdminFormDialogProps {
  /** The admin to edit; absent to create one. */
  admin?: Admin;
  /** The admin is the last active super admin: their role and active state stay as they are. */
  isLastSuperAdmin?: boolean;
  onClose: () => void;
}

/**
 * Create Admin (First Name, Last Name, Email, Password, Select Role) and its edit twin with the
 * Active checkbox and "Update Admin" (platform spec §2.10). The password is checked inline
 * against the security setting passwordMinLength when the admin may read settings (the default
 * 8 otherwise; the server's refusal then lands beside the field); it can be shown, and Generate
 * fills a random one of that length (16 at least) free of the new admin's names, and shows it. Roles the signed-in admin may
 * not give are offered disabled, and what the server refuses for one's own account (role,
 * deactivation) is shown disabled with the reason.
 */
export function AdminFormDialog({ admin, isLastSuperAdmin = false, onClose }: AdminFormDialogProps) {
  const { $api } = useApi();
  const actor = signedInAdmin();
  const isSelf = admin !== undefined && actor?.id === admin.id;
  const catalog = useAccessCatalog();
  const canReadSettings = usePermission('settings.read');
  const settings = $api.useQuery('get', '/admin/settings', {}, { enabled: canReadSettings && !admin });
  const minLength =
    settings.data?.settings.security.passwordMinLength ?? SETTINGS_DEFAULTS.security.passwordMinLength;
  const create = $api.useMutation('post', '/admin/admins');
  const update = $api.useMutation('put', '/admin/admins/{id}');
  const change = useChange('admins');

  const roleOptions = (
    catalog.roles.length > 0 ? catalog.roles.map((role) => role.name) : admin ? [admin.role] : []
  ).map((name) => ({
    value: name,
    // In words, "Billing manager", not the key billing_manager.
    label: statusLabel(name),
    // The server refuses a role beyond the actor's own permissions (403); it is not offered.
    isDisabled: actor ? name !== admin?.role && !catalog.canGrant(actor, name) : true,
  }));
  const roleLocked = isSelf || isLastSuperAdmin;

  const form = useDialogForm({
    operation: admin ? 'PUT /admin/admins/{id}' : 'POST /admin/admins',
    initialValues: {
      first_name: admin?.first_name ?? '',
      last_name: admin?.last_name ?? '',
      email: admin?.email ?? '',
      password: '',
      role: admin?.role ?? '',
      is_active: admin?.is_active ?? true,
    },
    validate: (values) => ({
      first_name: required('First Name', values.first_name),
      last_name: required('Last Name', values.last_name),
      email: email('Email', values.email),
      password:
        admin || values.password.length >= minLength
          ? undefined
          : `Password must be at least ${minLength} characters long.`,
      role: values.role ? undefined : 'Select a role.',
    }),
    submit: async (values, { version }) => {
      const names = { first_name: values.first_name.trim(), last_name: values.last_name.trim() };
      if (!admin) {
        return create.mutateAsync({
          body: { ...names, email: values.email.trim(), password: values.password, role: values.role },
        });
      }
      return update.mutateAsync({
        params: { path: { id: admin.id }, header: ifMatch(version) },
        body: {
          ...names,
          email: values.email.trim(),
          // Only what may change is sent: one's own role and active state, and the last super admin's, stay.
          ...(roleLocked ? {} : { role: values.role, is_active: values.is_active }),
        },
      });
    },
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message, admin ? undefined : result.admin.id);
    },
    version: admin?.version,
    noun: 'admin',
    failureTitle: admin ? 'The admin was not updated' : 'The admin was not created',
  });

  const lockReason = isSelf
    ? 'You cannot change your own role or deactivate your own account.'
    : isLastSuperAdmin
      ? 'This is the last active super admin: make another admin super admin first.'
      : undefined;

  return (
    <FormDialog
      title={admin ? 'Edit Admin' : 'Create Admin'}
      submitLabel={admin ? 'Update Admin' : 'Create Admin'}
      pendingLabel={admin ? 'Updating...' : 'Creating...'}
      onClose={onClose}
      {...form.dialog}
    >
      <FormGrid>
        <TextField label="First Name" isRequired {...form.field('first_name')} autoComplete="off" />
        <TextField label="Last Name" isRequired {...form.field('last_name')} autoComplete="off" />
      </FormGrid>
      <TextField label="Email" type="email" isRequired {...form.field('email')} autoComplete="off" />
      {admin ? null : (
        <PasswordField
          label="Password"
          isRequired
          {...form.field('password')}
          autoComplete="new-password"
          description={`At least ${minLength} characters. Generate makes a strong one and shows it, to copy and give to the new admin.`}
          generate={() =>
            generatePassword(generatedPasswordLength(minLength), { avoid: personalWords(form.values) })
          }
        />
      )}
      <Select
        label="Role"
        placeholder="Select Role"
        isRequired
        options={roleOptions}
        {...form.field('role')}
        isDisabled={roleLocked}
        description={
          roleLocked
            ? lockReason
            : actor?.role === SUPER_ADMIN_ROLE
              ? undefined
              : 'Roles holding permissions you do not have cannot be given.'
        }
      />
      {admin ? (
        <Checkbox
          isSelected={form.values.is_active}
          onChange={(selected) => form.set('is_active', selected)}
          isDisabled={roleLocked}
        >
          Active
        </Checkbox>
      ) : null}
    </FormDialog>
  );
}
