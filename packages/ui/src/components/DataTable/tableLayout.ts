import { assignInlineVars } from '@vanilla-extract/dynamic';
import { gridColumns, scrollHeight, tableMinWidth } from './DataTable.css';
import type { DataTableColumnMeta } from './dataTableFeatures';

const DEFAULT_MIN_WIDTH = 160;
const SELECTION_COLUMN_WIDTH = 48;

interface ColumnWithMeta {
  columnDef: { meta?: DataTableColumnMeta };
}

export function minWidthOf(column: ColumnWithMeta): number {
  return column.columnDef.meta?.minWidth ?? DEFAULT_MIN_WIDTH;
}

export function isPinnedEnd(column: ColumnWithMeta): boolean {
  return column.columnDef.meta?.pinned === 'end';
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
  });
}
