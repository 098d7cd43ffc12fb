import {
  type ColumnDef,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** What a column may tell the DataTable about its presentation. */
export interface DataTableColumnMeta {
  /** `end` for numbers and money, so digits line up (default `start`). */
  align?: 'start' | 'end';
  /**
   * The cell that names its row (e.g. the user's name) is rendered as a row header
   * (`<th scope="row">`), so screen readers announce it when moving along a column.
   */
  isRowHeader?: boolean;
  /**
   * The column's width in pixels, padding included (default 160): spare room is shared out between
   * the columns in proportion, and a table narrower than the sum scrolls sideways instead of
   * squeezing a column below it. Content never widens a column: size it for its usual values.
   */
  minWidth?: number;
  /**
   * `start`: the first column stays at the table's left edge while the others scroll sideways
   * beneath it (the column naming the row does by default; `none` opts out). `end`: the column
   * stays at the right edge (the DataTable sets it on the row actions column), so a wide list
   * never hides what can be done with a row.
   */
  pinned?: 'start' | 'end' | 'none';
  /**
   * A column that may step aside when the table has less room than all its columns need: from
   * the lowest priority up, such columns leave until the rest fit without scrolling sideways
   * (never below the card layout, where every value shows). The row actions header then offers
   * "Columns", where the admin shows them again (the table scrolls) or hides others. Columns
   * without a priority always show. Give one to the columns a reader can most easily do without
   * (a date of creation, a secondary count), never to the one naming the row.
   */
  priority?: number;
  /**
   * The column's name where its header is not plain text: it labels the column's values when
   * rows read as cards on a narrow table.
   */
  label?: string;
  /**
   * The column's cell while the table loads (default: one line of skeleton). Cells taller than a
   * line give their shape, e.g. `<NameCellSkeleton secondary />`, so the skeleton rows are as tall
   * as the rows that replace them and nothing below the table moves when they arrive.
   */
  skeleton?: ReactNode;
}

/**
 * The TanStack Table v9 features every DataTable registers: sorting (client-side, or bypassed
 * for server-sorted lists) and pagination (client-side slicing, or bypassed for server pages).
 * Module scope on purpose: the features object must be stable between renders.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/**
 * The columns a DataTable takes. Define them once, at module scope or in `useMemo`
 * a new array on every render makes TanStack Table rebuild its models each time.
 */
// biome-ignore lint/suspicious/noExplicitAny: each column keeps its own value type (TanStack's helper.columns() erases it to any in the array).
export type DataTableColumns<Row extends RowData> = ReadonlyArray<ColumnDef<DataTableFeatures, Row, any>>;

/**
 * A typed column helper for a DataTable of `Row`:
 *
 * ```ts
 * const column = createDataTableColumnHelper<User>();
 * const userColumns = column.columns([
 *   column.accessor('email', { header: 'Email', enableSorting: true }),
 * ]);
 * ```
 *
 * Columns are not sortable unless they say `enableSorting: true`.
 */
export function createDataTableColumnHelper<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}
