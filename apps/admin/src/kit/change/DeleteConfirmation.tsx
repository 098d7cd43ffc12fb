import { type ComponentType, useRef } from 'react';
import { lazyDialog } from '../lazyDialog';

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

// The dialog's code (and the design system's) loads the first time a delete is asked for.
const LoadedDeleteConfirmation = lazyDialog(() =>
  import('./DeleteConfirmationDialog').then((module) => module.DeleteConfirmationDialog),
) as ComponentType<DeleteConfirmationProps<unknown>>;

/**
 * The confirmation every destructive row action asks first: "Delete <name>", the spec's question,
 * Cancel and Delete (busy "Deleting..." while it runs). Closes once the delete has settled. Its
 * code loads when a row's delete is first asked for; it then stays, to animate closed.
 */
export function DeleteConfirmation<Row>(props: DeleteConfirmationProps<Row>) {
  const asked = useRef(false);
  if (props.row !== null) asked.current = true;
  if (!asked.current) return null;
  return <LoadedDeleteConfirmation {...(props as DeleteConfirmationProps<unknown>)} />;
}
