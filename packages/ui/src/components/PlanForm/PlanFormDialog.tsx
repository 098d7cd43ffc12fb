import { useId } from 'react';
import { Dialog } from '../Dialog';
import { PlanForm, PlanFormActions, type PlanFormProps, planFormTitle } from './PlanForm';

export type PlanFormDialogProps = Omit<PlanFormProps, 'formId' | 'showActions'> & {
  isOpen: boolean;
};

/**
 * The plan form in its dialog (platform spec §2.8, §2.9): the title per screen and mode, the form
 * scrolling in the body and its buttons fixed in the footer. Escape, a click outside and × cancel,
 * except while the save runs. The form's state lives only while the dialog is open, so every
 * opening starts from `initialValues`.
 */
export function PlanFormDialog({ isOpen, ...props }: PlanFormDialogProps) {
  const formId = useId();
  const { variant, mode, isSubmitting = false, onCancel } = props;
  return (
    <Dialog
      title={planFormTitle(variant, mode)}
      size="large"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={!isSubmitting}
      footer={
        <PlanFormActions
          variant={variant}
          mode={mode}
          isSubmitting={isSubmitting}
          onCancel={onCancel}
          formId={formId}
        />
      }
    >
      <PlanForm {...(props as PlanFormProps)} formId={formId} showActions={false} />
    </Dialog>
  );
}
