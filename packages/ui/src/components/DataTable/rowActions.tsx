import type { DisplayColumnDef, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { rowActionList } from './DataTable.css';
import type { DataTableFeatures } from './dataTableFeatures';

/** One action offered on each row, rendered as a named button (rows are not click targets). */
export interface RowAction<Row extends RowData, ActionId extends string = string> {
  /** Passed to the DataTable's `onRowAction`, e.g. "edit", "delete". */
  id: ActionId;
  /**
   * The verb; the button's accessible name is the verb and the row's name: "Edit Jane Doe".
   * A function when the verb depends on the row (e.g. "Activate" or "Deactivate").
   */
  label: string | ((row: Row) => string);
  /**
   * A lucide-react icon element; a function when the icon follows the row, so that opposite
   * actions sharing one place (Activate and Deactivate) look different.
   */
  icon: ReactNode | ((row: Row) => ReactNode);
  /** `critical` for destructive actions (delete). */
  tone?: 'neutral' | 'critical';
  /**
   * Hide the action for rows it does not apply to, e.g. "Manage subscription" only for users on a
   * paid plan (core spec §2.1), approve/reject only for pending payouts (core spec §2.7).
   */
  isAvailable?: (row: Row) => boolean;
}

/** The actions of a table's rows, in button order; `ActionId` is the union of their ids. */
export type RowActions<Row extends RowData, ActionId extends string = string> = ReadonlyArray<
  RowAction<Row, ActionId>
>;

/**
 * Declares a table's row actions once, at module scope, keeping each id as a literal type so
 * the DataTable's `onRowAction` receives `'view' | 'delete'` rather than `string`:
 *
 * ```ts
 * const userActions = defineRowActions<User>()([
 *   { id: 'view', label: 'View details of', icon: <Eye size={16} /> },
 *   { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
 * ]);
 * ```
 *
 * Two calls because TypeScript cannot take `Row` explicitly and infer the ids in one call.
 */
export function defineRowActions<Row extends RowData>() {
  return <const ActionId extends string>(
    actions: ReadonlyArray<RowAction<Row, ActionId>>,
  ): RowActions<Row, ActionId> => actions;
}

/** The id of the actions column the DataTable appends; its cells are drawn by the DataTable. */
export const ROW_ACTIONS_COLUMN_ID = '__rowActions';

/**
 * The column definition behind `rowActions`: header, width and pinning. Its cells are rendered
 * by the DataTable (`RowActionButtons`) so the handler and row names stay current without
 * rebuilding the columns whenever the screen passes a new `onRowAction`.
 */
export function rowActionsColumn<Row extends RowData>(
  actions: RowActions<Row, string>,
  header: string,
): DisplayColumnDef<DataTableFeatures, Row> {
  return {
    id: ROW_ACTIONS_COLUMN_ID,
    header,
    enableSorting: false,
    // Room for every button (28px and a 2px gap each) and the cell's 16px padding either side;
    // pinned to the right edge so the actions stay in view when the table scrolls sideways.
    meta: { align: 'end', minWidth: Math.max(96, actions.length * 30 + 32), pinned: 'end' },
    cell: () => null,
  };
}

interface RowActionButtonsProps<Row extends RowData, ActionId extends string> {
  row: Row;
  rowName: string;
  actions: RowActions<Row, ActionId>;
  onRowAction: ((actionId: ActionId, row: Row) => void) | undefined;
}

export function RowActionButtons<Row extends RowData, ActionId extends string>({
  row,
  rowName,
  actions,
  onRowAction,
}: RowActionButtonsProps<Row, ActionId>) {
  return (
    <div className={rowActionList}>
      {actions
        .filter((action) => action.isAvailable?.(row) ?? true)
        .map((action) => {
          const verb = typeof action.label === 'function' ? action.label(row) : action.label;
          return (
            <IconButton
              key={action.id}
              icon={typeof action.icon === 'function' ? action.icon(row) : action.icon}
              label={`${verb} ${rowName}`}
              variant="ghost"
              tone={action.tone ?? 'neutral'}
              size="small"
              isDisabled={onRowAction === undefined}
              onPress={() => onRowAction?.(action.id, row)}
            />
          );
        })}
    </div>
  );
}
