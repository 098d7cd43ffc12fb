import { useApi } from '@aac/api-client';
import {
  callPurposeDisplay,
  callTimeDisplay,
  canCompleteCall,
  canConfirmCall,
  type ScheduledCallStatus,
  viewerTimeZone,
} from '@aac/domain';
import { DescriptionList, FormDialog, StatusBadge, TextArea } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { DetailsDialog } from '../../kit/DetailsDialog';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { callerName, type ScheduledCall } from './calls.list';

export interface CallDetailsDialogProps {
  call: ScheduledCall;
  /** Whether the admin may change calls: only then are Confirm Call and Mark as Completed offered. */
  canWrite: boolean;
  onClose: () => void;
}

/** platform spec §4: the one step a call can take from here, with its button's words. */
function nextStep(status: string): { status: ScheduledCallStatus; label: string; pending: string } | null {
  if (canConfirmCall(status)) return { status: 'confirmed', label: 'Confirm Call', pending: 'Confirming...' };
  if (canCompleteCall(status))
    return { status: 'completed', label: 'Mark as Completed', pending: 'Completing...' };
  return null;
}

function callFacts(call: ScheduledCall) {
  const when = callTimeDisplay(call, viewerTimeZone());
  return [
    { label: 'Name', value: callerName(call) },
    { label: 'Email', value: call.email },
    { label: 'Phone', value: call.phone?.trim() ? call.phone : null, emptyValue: 'No phone' },
    { label: 'Preferred date', value: when.date },
    { label: 'Preferred time', value: `${when.time} · ${when.zone}` },
    ...(when.local ? [{ label: 'Your time', value: when.local.replace(/ your time$/, '') }] : []),
    { label: 'Duration', value: `${call.call_duration} minutes` },
    { label: 'Status', value: <StatusBadge status={call.status} /> },
    { label: 'Purpose', value: callPurposeDisplay(call.call_purpose) },
  ];
}

/**
 * The detail dialog of platform spec §2.5 with the admin's notes: "Confirm Call" only for a
 * pending call and "Mark as Completed" only for a confirmed one (§4), each saving the notes with
 * the new status. A completed or cancelled call, or an admin who may only read, sees the notes.
 */
export function CallDetailsDialog({ call, canWrite, onClose }: CallDetailsDialogProps) {
  const step = canWrite ? nextStep(call.status) : null;
  if (!step) {
    return (
      <DetailsDialog
        title="Call details"
        onClose={onClose}
        items={[
          ...callFacts(call),
          {
            label: 'Admin notes',
            value: call.admin_notes?.trim() ? call.admin_notes : null,
            emptyValue: 'No notes',
          },
        ]}
      />
    );
  }
  return <CallStepDialog call={call} step={step} onClose={onClose} />;
}

function CallStepDialog({
  call,
  step,
  onClose,
}: {
  call: ScheduledCall;
  step: NonNullable<ReturnType<typeof nextStep>>;
  onClose: () => void;
}) {
  const change = useChange('scheduledCalls');
  const update = useApi().$api.useMutation('put', '/admin/scheduled-calls/{id}/status');
  const form = useDialogForm({
    initialValues: { admin_notes: call.admin_notes ?? '' },
    submit: (values, { version }) =>
      update.mutateAsync({
        params: { path: { id: call.id }, header: ifMatch(version) },
        // Cleared notes are sent as null, so the stored notes are cleared too.
        body: { status: step.status, admin_notes: values.admin_notes.trim() ? values.admin_notes : null },
      }),
    onSaved: async (result) => {
      await change.succeeded(result.message ?? `${callerName(call)}'s call is now ${step.status}.`);
      onClose();
    },
    version: call.version,
    noun: 'call',
    failureTitle:
      step.status === 'confirmed' ? 'The call was not confirmed' : 'The call was not marked as completed',
  });
  return (
    <FormDialog
      title="Call details"
      size="large"
      onClose={onClose}
      submitLabel={step.label}
      pendingLabel={step.pending}
      cancelLabel="Close"
      {...form.dialog}
    >
      <DescriptionList columns={2} items={callFacts(call)} />
      <TextArea
        label="Admin notes"
        description={`Saved with ${step.label}.`}
        {...form.field('admin_notes')}
      />
    </FormDialog>
  );
}
