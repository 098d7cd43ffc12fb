import { useApi } from '@aac/api-client';
import { CHILD_STATUSES, COMMUNICATION_LEVELS, statusLabel } from '@aac/domain';
import { FormDialog, FormGrid, Select, TextArea, TextField } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { required } from '../../kit/form/validators';
import { type Child, childName } from './children.list';

export const LEVEL_OPTIONS = COMMUNICATION_LEVELS.map((value) => ({ value, label: statusLabel(value) }));
export const STATUS_OPTIONS = CHILD_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

export interface EditChildDialogProps {
  child: Child;
  onClose: () => void;
}

/**
 * Edits a child's name, diagnosis, communication level and status (core spec §2.2, §6). A refused
 * save keeps the dialog open with everything typed, the server's field problems beside their fields.
 */
export function EditChildDialog({ child, onClose }: EditChildDialogProps) {
  const update = useApi().$api.useMutation('put', '/admin/children/{id}');
  const change = useChange('children');
  const form = useDialogForm({
    operation: 'PUT /admin/children/{id}',
    initialValues: {
      first_name: child.first_name,
      last_name: child.last_name,
      diagnosis: child.diagnosis ?? '',
      communication_level: child.communication_level,
      status: child.status,
    },
    // The contract requires a first name.
    validate: (values) => ({ first_name: required('First name', values.first_name) }),
    submit: ({ diagnosis, ...values }, { version }) =>
      update.mutateAsync({
        params: { path: { id: child.id }, header: ifMatch(version) },
        // core spec §7: a blank diagnosis is sent as null, shown as "No diagnosis".
        body: {
          ...values,
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          diagnosis: diagnosis.trim() || null,
        },
      }),
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message);
    },
    version: child.version,
    noun: 'child',
    failureTitle: 'The child was not saved',
  });

  return (
    <FormDialog title="Edit child" formLabel={`Edit ${childName(child)}`} onClose={onClose} {...form.dialog}>
      <FormGrid>
        <TextField label="First name" isRequired {...form.field('first_name')} autoComplete="off" />
        <TextField label="Last name" {...form.field('last_name')} autoComplete="off" />
      </FormGrid>
      <TextArea
        label="Diagnosis"
        description="Leave empty for no diagnosis."
        {...form.field('diagnosis')}
        rows={2}
      />
      <FormGrid>
        <Select label="Communication level" options={LEVEL_OPTIONS} {...form.field('communication_level')} />
        <Select label="Status" options={STATUS_OPTIONS} {...form.field('status')} />
      </FormGrid>
    </FormDialog>
  );
}
