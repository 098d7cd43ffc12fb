import { ConfirmDialog } from '@aac/ui';
import { useRef } from 'react';
import type { DeleteConfirmationProps } from './DeleteConfirmation';

/**
 * The confirmation every destructive row action asks first: "Delete <name>", the spec's question,
 * Cancel and Delete (busy "Deleting..." while it runs). Closes once the delete has settled.
 */
export function DeleteConfirmationDialog<Row>({
  row,
  rowName,
  question,
  consequence,
  onDelete,
  onClose,
  isPending,
}: DeleteConfirmationProps<Row>) {
  // Keep the name while the dialog animates out after the row is gone.
  const lastName = useRef('');
  const lastConsequence = useRef<string | null>(null);
  const lastQuestion = useRef('');
  if (row) {
    lastName.current = rowName(row);
    lastQuestion.current = typeof question === 'string' ? question : question(row);
    lastConsequence.current = consequence?.(row) ?? null;
  }
  return (
    <ConfirmDialog
      isOpen={row !== null}
      title={`Delete ${lastName.current}`}
      question={lastQuestion.current}
      consequence={lastConsequence.current}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      isPending={isPending}
      onConfirm={async () => {
        if (!row) return;
        await onDelete(row);
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
