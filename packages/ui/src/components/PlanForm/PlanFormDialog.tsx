import { useId } from 'react';
import { Banner } from '../Banner';
import { Dialog } from '../Dialog';
import { PlanForm, PlanFormActions, type PlanFormProps, planFormTitle } from './PlanForm';
import { footerMessage } from './PlanForm.css';

export type PlanFormDialogProps = Omit<PlanFormProps, 'formId' | 'showActions'> & {
  isOpen: boolean;
};

/**
 * The plan form in its dialog (platform spec §2.8, §2.9): the title per screen and mode, the form
 * scrolling in the body and its buttons fixed in the footer, with a failed save's message right
 * above them, where the admin's eyes are after pressing the button. Escape, a click outside and × cancel,
 * except while the save runs. The form's state lives only while the dialog is open, so every
 * opening starts from `initialValues`.
 */
export function PlanFormDialog({ isOpen, ...props }: PlanFormDialogProps) {
  const formId = useId();
  const { variant, mode, isSubmitting = false, onCancel, submitError } = props;
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
        <>
          {submitError ? (
            <div className={footerMessage}>
              <Banner tone="critical">{submitError}</Banner>
            </div>
          ) : null}
          <PlanFormActions
            variant={variant}
            mode={mode}
            isSubmitting={isSubmitting}
            onCancel={onCancel}
            formId={formId}
          />
        </>
      }
    >
      <PlanForm {...(props as PlanFormProps)} submitError={null} formId={formId} showActions={false} />
    </Dialog>
  );
}
