import { assignInlineVars } from '@vanilla-extract/dynamic';
import { gridColumns, pinStartOffset, scrollHeight, tableMinWidth } from './DataTable.css';
import type { DataTableColumnMeta } from './dataTableFeatures';

const DEFAULT_MIN_WIDTH = 160;
export const SELECTION_COLUMN_WIDTH = 48;

interface ColumnWithMeta {
  id: string;
  columnDef: { meta?: DataTableColumnMeta; header?: unknown };
}

export function minWidthOf(column: Pick<ColumnWithMeta, 'columnDef'>): number {
  return column.columnDef.meta?.minWidth ?? DEFAULT_MIN_WIDTH;
}

export function isPinnedEnd(column: ColumnWithMeta): boolean {
  return column.columnDef.meta?.pinned === 'end';
}

/**
 * The column pinned at the left edge, if any: the first column when it is pinned `start`, as the
 * column naming the row (`isRowHeader`) is unless it says `pinned: 'none'`. Only the first
 * column may pin there: a pinned column in the middle would cover its neighbours.
 */
export function pinnedStartColumnId(columns: ReadonlyArray<ColumnWithMeta>): string | null {
  const first = columns[0];
  if (!first) return null;
  const meta = first.columnDef.meta;
  const pinned = meta?.pinned ?? (meta?.isRowHeader ? 'start' : undefined);
  return pinned === 'start' ? first.id : null;
}

/** The column's name as the card layout labels its values: the header text, or `meta.label`. */
export function columnLabel(column: Pick<ColumnWithMeta, 'columnDef'>): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : '');
}

/** How the cells of a column are laid out: pinned, and labelled in the card layout. */
export interface CellLayout {
  pinnedStartId: string | null;
  /** The column whose cell says "New" on a row just created: the one naming the row, else the first. */
  markColumnId: string | null;
}

/** The column naming the row (`isRowHeader`), else the first: where a row's marks go. */
export function markColumnIdOf(columns: ReadonlyArray<ColumnWithMeta>): string | null {
  return (columns.find((column) => column.columnDef.meta?.isRowHeader) ?? columns[0])?.id ?? null;
}

/** The cell's part in the card layout, and whether it sticks to an edge. */
export function cellRole(
  column: ColumnWithMeta,
  layout: CellLayout,
): { cell: 'identity' | 'actions' | undefined; pinned: 'start' | 'end' | undefined } {
  if (column.id === layout.pinnedStartId) return { cell: 'identity', pinned: 'start' };
  if (isPinnedEnd(column)) return { cell: 'actions', pinned: 'end' };
  return { cell: column.columnDef.meta?.isRowHeader ? 'identity' : undefined, pinned: undefined };
}

/**
 * The table's sizes as CSS variables: its minimum width (every column's minimum, so narrow
 * screens scroll sideways), the column tracks virtualised grid rows share, and the height of a
 * virtualised list's scrolling area.
 */
export function tableLayoutVars(
  columns: ReadonlyArray<ColumnWithMeta>,
  hasSelection: boolean,
  scrollAreaHeight: number,
): Record<string, string> {
  const tracks = columns.map((column) => `minmax(${minWidthOf(column)}px, 1fr)`);
  const minTotal = columns.reduce((sum, column) => sum + minWidthOf(column), 0);
  const selectionWidth = hasSelection ? SELECTION_COLUMN_WIDTH : 0;
  return assignInlineVars({
    [gridColumns]: [hasSelection ? `${SELECTION_COLUMN_WIDTH}px` : '', ...tracks].join(' ').trim(),
    [tableMinWidth]: `${minTotal + selectionWidth}px`,
    [scrollHeight]: `${scrollAreaHeight}px`,
    [pinStartOffset]: `${selectionWidth}px`,
  });
}
