export type {
  ClientPagination,
  DataTableEmptyState,
  DataTableProps,
  ServerPagination,
  VirtualizeOptions,
} from './DataTable';
export { DataTable } from './DataTable';
export type { DataTableColumnMeta, DataTableColumns, DataTableFeatures } from './dataTableFeatures';
export { createDataTableColumnHelper, dataTableFeatures } from './dataTableFeatures';
export type { ActionsColumnOptions, RowAction } from './rowActions';
export { actionsColumn } from './rowActions';
