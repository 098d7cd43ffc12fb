import type { DisplayColumnDef, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ActionMenu } from '../ActionMenu';
import { IconButton } from '../IconButton';
import { rowActionList, rowActionPlaceholder } from './DataTable.css';
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
   * The visible text when the action sits in the row's "More actions" menu, where the row's name
   * is not appended: "Manage subscription" for a label of "Manage subscription of". The label
   * unless given.
   */
  menuLabel?: string | ((row: Row) => string);
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
  /**
   * Keep the action in view but refuse it for some rows, e.g. generating Stripe ids once all three
   * exist (platform spec §4); give a `label` (and `menuLabel`) function saying why ("Stripe IDs
   * already exist"). In the "More actions" menu such a row's item is shown disabled, so the
   * words are visible there.
   */
  isDisabled?: (row: Row) => boolean;
  /**
   * The action goes to a page rather than doing something (a record's history): an item of the
   * row's menu that is a link to this address, so it opens with Enter, shows where it goes and
   * opens in a new tab on request. The DataTable's `onRowAction` is not called for it. Such an
   * action always sits in the "More actions" menu.
   */
  href?: (row: Row) => string;
  /**
   * Whether the table offers the action at all, asked once per render for every row (e.g. the
   * admin's role holds the permission of the page it opens): an action not offered takes no place
   * and changes nothing about the others.
   */
  isOffered?: () => boolean;
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
 * Up to this many actions show as icon buttons; a row with more shows the first ones and a
 * labelled "More actions" menu, so the pinned column stays narrow enough to leave the other
 * columns in view.
 */
export const MAX_INLINE_ROW_ACTIONS = 3;

/** The `data-action` of a row's "More actions" button, so focus can find it in another row. */
const MORE_ACTIONS = '__more';

/** The actions this table offers now (see `RowAction.isOffered`). */
export function offeredRowActions<Row extends RowData, ActionId extends string>(
  actions: RowActions<Row, ActionId>,
): RowActions<Row, ActionId> {
  return actions.some((action) => action.isOffered)
    ? actions.filter((action) => action.isOffered?.() ?? true)
    : actions;
}

/**
 * The actions shown as buttons and those behind the menu, decided by the declaration (not the
 * row) so every row's buttons line up. Links (`href`) always go in the menu, after the rest.
 */
export function splitRowActions<Row extends RowData, ActionId extends string>(
  actions: RowActions<Row, ActionId>,
): { inline: RowActions<Row, ActionId>; menu: RowActions<Row, ActionId> } {
  const pressed = actions.filter((action) => !action.href);
  const links = actions.filter((action) => action.href);
  if (pressed.length + (links.length > 0 ? 1 : 0) <= MAX_INLINE_ROW_ACTIONS) {
    return { inline: pressed, menu: links };
  }
  const inlineCount = MAX_INLINE_ROW_ACTIONS - 1;
  return { inline: pressed.slice(0, inlineCount), menu: [...pressed.slice(inlineCount), ...links] };
}

/**
 * The column definition behind `rowActions`: header, width and pinning. Its cells are rendered
 * by the DataTable (`RowActionButtons`) so the handler and row names stay current without
 * rebuilding the columns whenever the screen passes a new `onRowAction`.
 */
export function rowActionsColumn<Row extends RowData>(
  actions: RowActions<Row, string>,
  header: string,
): DisplayColumnDef<DataTableFeatures, Row> {
  const { inline, menu } = splitRowActions(actions);
  const buttons = inline.length + (menu.length > 0 ? 1 : 0);
  return {
    id: ROW_ACTIONS_COLUMN_ID,
    header,
    enableSorting: false,
    // Room for every button (28px, 2px apart) and the cell's 12px padding either side; pinned to
    // the right edge so the actions stay in view when the table scrolls sideways.
    meta: {
      align: 'end',
      minWidth: Math.max(80, buttons * 30 - 2 + 24),
      pinned: 'end',
      // A loading row keeps the room of a button, as tall as a loaded row's, so nothing moves
      // when the rows arrive.
      skeleton: (
        <span aria-hidden="true" className={rowActionList}>
          <span className={rowActionPlaceholder} />
        </span>
      ),
    },
    cell: () => null,
  };
}

function resolve<Row>(value: string | ((row: Row) => string), row: Row): string {
  return typeof value === 'function' ? value(row) : value;
}

interface RowActionButtonsProps<Row extends RowData, ActionId extends string> {
  row: Row;
  rowName: string;
  actions: RowActions<Row, ActionId>;
  onRowAction: ((actionId: ActionId, row: Row) => unknown) | undefined;
  /** The action of this row whose request is running: its button (or the menu) spins. */
  pendingAction: ActionId | undefined;
}

export function RowActionButtons<Row extends RowData, ActionId extends string>({
  row,
  rowName,
  actions,
  onRowAction,
  pendingAction,
}: RowActionButtonsProps<Row, ActionId>) {
  const { inline, menu } = splitRowActions(actions);
  const menuItems = menu
    .filter((action) => action.isAvailable?.(row) ?? true)
    .map((action) => {
      const icon = typeof action.icon === 'function' ? action.icon(row) : action.icon;
      return {
        id: action.id,
        label: resolve(action.menuLabel ?? action.label, row),
        accessibleLabel: `${resolve(action.label, row)} ${rowName}`,
        icon,
        tone: action.tone,
        href: action.href?.(row),
        isDisabled: action.isDisabled?.(row) ?? false,
      };
    });
  const choosable = menuItems.filter((item) => !item.isDisabled);
  const links = new Set<string>(menu.filter((action) => action.href).map((action) => action.id));
  return (
    <div className={rowActionList}>
      {inline.map((action) => {
        // An action this row lacks keeps its place, so the buttons of every row line up.
        if (!(action.isAvailable?.(row) ?? true)) {
          return <span key={action.id} className={rowActionPlaceholder} />;
        }
        return (
          <IconButton
            key={action.id}
            icon={typeof action.icon === 'function' ? action.icon(row) : action.icon}
            label={`${resolve(action.label, row)} ${rowName}`}
            showTooltip
            variant="ghost"
            tone={action.tone ?? 'neutral'}
            size="small"
            isDisabled={onRowAction === undefined || (action.isDisabled?.(row) ?? false)}
            isPending={pendingAction === action.id}
            onPress={() => onRowAction?.(action.id, row)}
            data-action={action.id}
          />
        );
      })}
      {menu.length > 0 ? (
        <ActionMenu
          label={`More actions for ${rowName}`}
          items={menuItems}
          size="small"
          data-action={MORE_ACTIONS}
          // A menu whose only item is refused still opens: its words say why (read-only admins,
          // who can choose nothing, get a disabled trigger).
          isDisabled={
            menuItems.length === 0 || (onRowAction === undefined && choosable.every((item) => !item.href))
          }
          isPending={pendingAction !== undefined && menu.some((action) => action.id === pendingAction)}
          // A link goes where it points; the screen's handler hears only the other actions.
          onAction={(id) => (links.has(id) ? undefined : onRowAction?.(id, row))}
        />
      ) : null}
    </div>
  );
}
