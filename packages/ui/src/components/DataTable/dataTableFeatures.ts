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
   * The column's minimum width in pixels (default 160). Narrow viewports scroll the table
   * sideways instead of squeezing columns below it.
   */
  minWidth?: number;
  /**
   * `end`: the column stays in view at the table's right edge while the other columns scroll
   * sideways beneath it (the DataTable sets it on the row actions column), so a wide list never hides
   * what can be done with a row.
   */
  pinned?: 'end';
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
