import { errorMessage, invalidateAfterChange, useApi } from '@aac/api-client';
import { type ChildStatus, statusLabel } from '@aac/domain';
import { Banner, Button, Dialog, Select, StatusBadge, sprinkles, useToast } from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { STATUS_OPTIONS } from './EditChildDialog';
import { type Child, childName } from './fixtures';

export interface ChildStatusDialogProps {
  child: Child;
  onClose: () => void;
}

/**
 * Changes a child's status (core spec §4: active, inactive or archived, any of the three set
 * directly) with PUT /admin/children/{id}/status. The current status is preselected; saving
 * the status the child already has would change nothing, so Save waits for a different one.
 */
export function ChildStatusDialog({ child, onClose }: ChildStatusDialogProps) {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const formId = useId();
  const [status, setStatus] = useState<ChildStatus>(child.status);
  const change = $api.useMutation('put', '/admin/children/{id}/status');
  const name = childName(child);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (status === child.status) return;
    change.mutate(
      { params: { path: { id: child.id } }, body: { status } },
      {
        onSuccess: async (result) => {
          toast.success(result.message);
          onClose();
          // core spec §7: after a successful change, the affected list is reloaded.
          await invalidateAfterChange(queryClient, 'children');
        },
      },
    );
  };

  return (
    <Dialog
      title="Change status"
      size="small"
      isOpen
      isDismissable={!change.isPending}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <>
          <Button variant="ghost" tone="neutral" onPress={close} isDisabled={change.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            isPending={change.isPending}
            pendingLabel="Saving..."
            isDisabled={status === child.status}
          >
            Change status
          </Button>
        </>
      )}
    >
      <form id={formId} onSubmit={save} className={sprinkles({ display: 'grid', gap: 'large' })}>
        {change.isError ? (
          <Banner tone="critical" title="The status was not changed">
            {errorMessage(change.error)}
          </Banner>
        ) : null}
        <p className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'small', flexWrap: 'wrap' })}>
          <span>{name} is now</span>
          <StatusBadge status={child.status} />
        </p>
        <Select
          label="New status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus(value as ChildStatus)}
          description={
            status === child.status ? `Choose a status other than ${statusLabel(child.status)}.` : undefined
          }
        />
      </form>
    </Dialog>
  );
}
