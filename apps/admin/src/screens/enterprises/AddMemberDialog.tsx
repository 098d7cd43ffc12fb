import { useApi } from '@aac/api-client';
import {
  NEW_TEAM_MEMBER_DEFAULTS,
  statusLabel,
  TEAM_MEMBER_ROLES,
  type TeamMemberRole,
  teamMemberErrors,
} from '@aac/domain';
import { Checkbox, FormDialog, FormGrid, Select, TextField } from '@aac/ui';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { email } from '../../kit/form/validators';
import type { Enterprise } from './enterprises.list';

const ROLE_OPTIONS = TEAM_MEMBER_ROLES.map((role) => ({ value: role, label: statusLabel(role) }));

/**
 * The Add Member sub-form of the Team Management dialog (platform spec §2.6, §5): first name,
 * last name and email required, the role teacher unless chosen otherwise, active. The server
 * refuses a member beyond the enterprise's maximum, or an email already on the team; the form
 * then says why and keeps what was typed.
 */
export function AddMemberDialog({ enterprise, onClose }: { enterprise: Enterprise; onClose: () => void }) {
  const add = useApi().$api.useMutation('post', '/admin/enterprises/{id}/team-members');
  const change = useChange('teamMembers');
  const form = useDialogForm({
    operation: 'POST /admin/enterprises/{id}/team-members',
    initialValues: { ...NEW_TEAM_MEMBER_DEFAULTS, role: NEW_TEAM_MEMBER_DEFAULTS.role as TeamMemberRole },
    validate: (values) => ({ ...teamMemberErrors(values), email: email('Email', values.email) }),
    submit: (values) =>
      add.mutateAsync({
        params: { path: { id: enterprise.id } },
        body: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          role: values.role,
          is_active: values.is_active,
        },
      }),
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message, result.team_member.id);
    },
    failureTitle: 'The member was not added',
  });
  return (
    <FormDialog
      title="Add member"
      submitLabel="Add member"
      pendingLabel="Adding..."
      onClose={onClose}
      {...form.dialog}
    >
      <FormGrid>
        <TextField label="First name" isRequired autoComplete="off" {...form.field('first_name')} />
        <TextField label="Last name" isRequired autoComplete="off" {...form.field('last_name')} />
      </FormGrid>
      <TextField label="Email" type="email" isRequired autoComplete="off" {...form.field('email')} />
      <Select label="Role" options={ROLE_OPTIONS} {...form.field('role')} />
      <Checkbox isSelected={form.values.is_active} onChange={(selected) => form.set('is_active', selected)}>
        Active
      </Checkbox>
    </FormDialog>
  );
}
