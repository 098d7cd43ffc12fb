export { DataTable } from './DataTable';
export type {
  ClientPagination,
  DataTableEmptyState,
  DataTableProps,
  ServerPagination,
  VirtualizeOptions,
} from './DataTable.types';
export type { DataTableColumnMeta, DataTableColumns, DataTableFeatures } from './dataTableFeatures';
export { createDataTableColumnHelper, dataTableFeatures } from './dataTableFeatures';
export type { RowAction, RowActions } from './rowActions';
export { defineRowActions } from './rowActions';
