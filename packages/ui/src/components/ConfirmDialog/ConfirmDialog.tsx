import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { revealedText } from '../UserText';
import { consequence as consequenceClass, question as questionClass } from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** Shown while true; the caller opens it and closes it from onConfirm or onCancel. */
  isOpen: boolean;
  /** The question, shown exactly as given, e.g. "Are you sure you want to delete this enterprise account?" */
  question: string;
  /**
   * What else the action takes with it, under the question: "Their 2 children's profiles will be
   * deleted too." Read with the question, so nobody confirms without knowing.
   */
  consequence?: string | null;
  /** The heading (the dialog's name). */
  title?: string;
  /** The confirm button's text: the action itself, e.g. "Delete" ("Confirm" unless given). */
  confirmLabel?: string;
  /** The cancel button's text ("Cancel" unless given); it has the focus when the dialog opens. */
  cancelLabel?: string;
  /** "critical" for destructive actions (delete, cancel a subscription). */
  tone?: 'critical' | 'brand';
  /** True while the confirmed action runs: the confirm button is busy and the dialog stays open. */
  isPending?: boolean;
  /** The confirm button's text while pending, e.g. "Deleting...". */
  pendingLabel?: string;
  /** The confirm button was pressed: run the action. */
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
}

/**
 * Asks before a consequential action, so a destructive click is never final by itself. The
 * screen closes it by setting `isOpen` false once the action has finished.
 */
export function ConfirmDialog({
  isOpen,
  question,
  consequence,
  title = 'Please confirm',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'critical',
  isPending = false,
  pendingLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      size="small"
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={!isPending}
      hideCloseButton
      footer={
        <>
          {/* A destructive question starts on Cancel, so Enter pressed out of habit destroys nothing. */}
          <Button
            variant="ghost"
            tone="neutral"
            onPress={onCancel}
            isDisabled={isPending}
            autoFocus={tone === 'critical'}
          >
            {cancelLabel}
          </Button>
          <Button
            tone={tone}
            onPress={onConfirm}
            isPending={isPending}
            pendingLabel={pendingLabel}
            autoFocus={tone !== 'critical'}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {/* Questions name records ("Are you sure you want to delete Maria Lopez?"), names from outside. */}
      <p className={questionClass}>{revealedText(question)}</p>
      {consequence ? <p className={consequenceClass}>{revealedText(consequence)}</p> : null}
    </Dialog>
  );
}
