import { type Key, useId, useState } from 'react';
import type { ConflictPanelProps } from '../ConflictPanel';
import { FormDialog } from '../FormDialog';
import { PlanForm, type PlanFormProps, planFormTitle } from './PlanForm';
import type { PlanFormMode, PlanFormVariant } from './planFormDraft';

export type PlanFormDialogProps = Omit<PlanFormProps, 'formId' | 'showActions' | 'onDirtyChange'> & {
  /** Shown while true; the caller closes it from onCancel or after a save. */
  isOpen: boolean;
  /**
   * A save refused because someone changed the plan since the form opened: the conflict panel
   * shows above the buttons (FormDialog's), and Save waits until the admin has chosen.
   */
  conflict?: ConflictPanelProps | null;
  /** A new value starts the form again from `initialValues` (after "Use theirs"). */
  resetKey?: Key;
};

/**
 * platform spec §2.8: "Create in Stripe" or "Update Plan"; the second form creates with "Create Plan".
 * The same words as PlanForm's own footer (PlanFormActions), which both stories files assert.
 */
function submitLabel(variant: PlanFormVariant, mode: PlanFormMode): string {
  if (mode === 'edit') return 'Update Plan';
  return variant === 'stripe' ? 'Create in Stripe' : 'Create Plan';
}

/**
 * The plan form in the form dialog (platform spec §2.8, §2.9): the title per screen and mode, the
 * form scrolling in the body and its buttons fixed in the footer, a failed save's message right
 * above them, and no closing while the save runs. PlanForm validates and submits its own draft,
 * so it keeps its own form element and the dialog's submit button points at it. The form's state
 * lives only while the dialog is open, so every opening starts from `initialValues`. Closing it
 * (Cancel, ×, Escape) with a changed draft asks "Discard unsaved changes?" first, as every form
 * dialog does.
 */
export function PlanFormDialog({ isOpen, conflict = null, resetKey, ...props }: PlanFormDialogProps) {
  const formId = useId();
  const [isDirty, setDirty] = useState(false);
  const { variant, mode, isSubmitting = false, onCancel, submitError } = props;
  return (
    <FormDialog
      title={planFormTitle(variant, mode)}
      size="large"
      isOpen={isOpen}
      onClose={onCancel}
      formId={formId}
      submitLabel={submitLabel(variant, mode)}
      // platform spec §2.8: the busy labels.
      pendingLabel={mode === 'edit' ? 'Updating...' : 'Creating...'}
      isPending={isSubmitting}
      error={submitError ? { message: submitError } : null}
      isDirty={isDirty}
      conflict={conflict}
    >
      <PlanForm
        key={resetKey}
        {...(props as PlanFormProps)}
        submitError={null}
        formId={formId}
        showActions={false}
        onDirtyChange={setDirty}
      />
    </FormDialog>
  );
}
