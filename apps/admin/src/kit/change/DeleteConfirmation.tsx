import { ConfirmDialog } from '@aac/ui';
import { useRef } from 'react';

export interface DeleteConfirmationProps<Row> {
  /** The row to delete; null keeps the question closed. */
  row: Row | null;
  /** The row's name: the question's title reads "Delete Maria Lopez". */
  rowName: (row: Row) => string;
  /**
   * The spec's question, e.g. "Are you sure you want to delete this user?"; a function when it
   * names the row ("Are you sure you want to delete Maria Lopez? …").
   */
  question: string | ((row: Row) => string);
  /** What goes with the row (its children, a subscription), said under the question; null when nothing. */
  consequence?: (row: Row) => string | null;
  /** Runs the delete; the question stays open and busy until it settles. */
  onDelete: (row: Row) => Promise<unknown>;
  onClose: () => void;
  isPending: boolean;
}

/**
 * The confirmation every destructive row action asks first: "Delete <name>", the spec's question,
 * Cancel and Delete (busy "Deleting..." while it runs). Closes once the delete has settled.
 */
export function DeleteConfirmation<Row>({
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
