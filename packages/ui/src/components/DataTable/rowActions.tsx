import type { DisplayColumnDef, RowData } from '@tanstack/react-table';
import { createContext, type ReactNode, use } from 'react';
import { IconButton } from '../IconButton';
import { rowActionList } from './DataTable.css';
import type { DataTableFeatures } from './dataTableFeatures';

/** One action offered on each row, rendered as a named button (STYLE.md 18: rows are not click targets). */
export interface RowAction<Row extends RowData> {
  /** Passed to the DataTable's `onRowAction`, e.g. "edit", "delete". */
  id: string;
  /**
   * The verb; the button's accessible name is the verb and the row's name: "Edit Jane Doe".
   * A function when the verb depends on the row (e.g. "Activate" or "Deactivate").
   */
  label: string | ((row: Row) => string);
  /** A lucide-react icon element. */
  icon: ReactNode;
  /** `critical` for destructive actions (delete). */
  tone?: 'neutral' | 'critical';
  /**
   * Hide the action for rows it does not apply to, e.g. "Manage subscription" only for users on a
   * paid plan (core spec §2.1), approve/reject only for pending payouts (core spec §2.7).
   */
  isAvailable?: (row: Row) => boolean;
}

type RowActionHandler = (actionId: string, row: unknown) => void;

/**
 * The DataTable hands its `onRowAction` to the action cells through context, so the action
 * column can be defined once at module scope while the handler changes with the screen's state.
 */
export const RowActionContext = createContext<RowActionHandler | null>(null);

interface RowActionButtonsProps<Row extends RowData> {
  row: Row;
  rowName: string;
  actions: ReadonlyArray<RowAction<Row>>;
}

function RowActionButtons<Row extends RowData>({ row, rowName, actions }: RowActionButtonsProps<Row>) {
  const onRowAction = use(RowActionContext);
  return (
    <div className={rowActionList}>
      {actions
        .filter((action) => action.isAvailable?.(row) ?? true)
        .map((action) => {
          const verb = typeof action.label === 'function' ? action.label(row) : action.label;
          return (
            <IconButton
              key={action.id}
              icon={action.icon}
              label={`${verb} ${rowName}`}
              variant="ghost"
              tone={action.tone ?? 'neutral'}
              size="small"
              isDisabled={onRowAction === null}
              onPress={() => onRowAction?.(action.id, row)}
            />
          );
        })}
    </div>
  );
}

export interface ActionsColumnOptions<Row extends RowData> {
  /** The row's name as a person reads it ("Jane Doe"), completing each button's name. */
  rowName: (row: Row) => string;
  actions: ReadonlyArray<RowAction<Row>>;
  /** The column header, "Actions" unless the screen's spec says otherwise. */
  header?: string;
}

/**
 * The row actions column: a named button per action and row ("Edit Jane Doe",
 * "Delete Jane Doe"). Presses go to the DataTable's `onRowAction(actionId, row)`.
 * Like every column definition, call it at module scope or inside `useMemo`.
 */
export function actionsColumn<Row extends RowData>({
  rowName,
  actions,
  header = 'Actions',
}: ActionsColumnOptions<Row>): DisplayColumnDef<DataTableFeatures, Row> {
  return {
    id: 'actions',
    header,
    enableSorting: false,
    // Room for every button (28px and a 2px gap each) and the cell's 16px padding either side;
    // pinned to the right edge so the actions stay in view when the table scrolls sideways.
    meta: { align: 'end', minWidth: Math.max(96, actions.length * 30 + 32), pinned: 'end' },
    cell: ({ row }) => (
      <RowActionButtons row={row.original} rowName={rowName(row.original)} actions={actions} />
    ),
  };
}
