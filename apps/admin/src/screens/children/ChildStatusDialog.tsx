import { useApi } from '@aac/api-client';
import { statusLabel } from '@aac/domain';
import { FormDialog, Select, StatusBadge } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { currentStatus } from './ChildStatusDialog.css';
import { type Child, childName } from './children.list';
import { STATUS_OPTIONS } from './EditChildDialog';

export interface ChildStatusDialogProps {
  child: Child;
  onClose: () => void;
}

/**
 * Changes a child's status (core spec §4: active, inactive or archived, any of the three set
 * directly). The current status is preselected; saving it again would change nothing, so the
 * button waits for a different one.
 */
export function ChildStatusDialog({ child, onClose }: ChildStatusDialogProps) {
  const update = useApi().$api.useMutation('put', '/admin/children/{id}/status');
  const change = useChange('children');
  const form = useDialogForm({
    initialValues: { status: child.status },
    submit: (values, { version }) =>
      update.mutateAsync({ params: { path: { id: child.id }, header: ifMatch(version) }, body: values }),
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message);
    },
    version: child.version,
    noun: 'child',
    failureTitle: 'The status was not changed',
  });
  const status = form.values.status;

  return (
    <FormDialog
      title="Change status"
      size="small"
      submitLabel="Change status"
      isSubmitDisabled={status === child.status}
      onClose={onClose}
      {...form.dialog}
    >
      <p className={currentStatus}>
        <span>{childName(child)} is now</span>
        <StatusBadge status={child.status} />
      </p>
      <Select
        label="New status"
        options={STATUS_OPTIONS}
        {...form.field('status')}
        description={
          status === child.status ? `Choose a status other than ${statusLabel(child.status)}.` : undefined
        }
      />
    </FormDialog>
  );
}
