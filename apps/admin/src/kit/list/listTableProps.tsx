import { revealBidiControls } from '@aac/domain';
import { Button, type DataTableEmptyState, type ServerPagination } from '@aac/ui';
import { X } from 'lucide-react';
import type { FilterName, ListPath } from './resourceList';
import type { ResourceList } from './useResourceList';

export interface ListTableProps<Row> {
  label: string;
  data: readonly Row[];
  getRowId: (row: Row) => string;
  getRowName: (row: Row) => string;
  isLoading: boolean;
  isStale: boolean;
  error: string | null;
  onRetry: () => void;
  emptyState: DataTableEmptyState;
  pagination: ServerPagination;
  /** Server-sorted lists: the URL's sort, and where header presses go. */
  sorting?: Array<{ id: string; desc: boolean }>;
  onSortingChange?: (sorting: Array<{ id: string; desc: boolean }>) => void;
  newRowIds: ReadonlySet<string>;
}

const shownNames = new WeakMap<object, unknown>();

/**
 * A row's name as its action buttons, tooltips and menus say it ("Delete Maria Lopez"): names come
 * from outside, so a bidirectional control in one shows as a marker instead of turning the words
 * around. One function per declaration, so the table's rows are not drawn again for a new one.
 */
function shownRowName<Row>(rowName: (row: Row) => string): (row: Row) => string {
  let shown = shownNames.get(rowName) as ((row: Row) => string) | undefined;
  if (!shown) {
    shown = (row: Row) => revealBidiControls(rowName(row));
    shownNames.set(rowName, shown);
  }
  return shown;
}

/**
 * The DataTable props a declared list gives: its rows, names, states and the URL-held paging, so
 * a screen adds only its columns and row actions: `<DataTable {...listTableProps(list)} … />`.
 * The empty state's heading is an h2, right under the screen's h1; when a search or filter hides
 * every row, it offers Clear filters.
 */
export function listTableProps<P extends ListPath, Row, Filter extends FilterName<P>>(
  list: ResourceList<P, Row, Filter>,
): ListTableProps<Row> {
  const { declaration, params } = list;
  const sorting = declaration.sort
    ? {
        sorting: params.sort ? [{ id: params.sort.field, desc: params.sort.direction === 'desc' }] : [],
        onSortingChange: (next: Array<{ id: string; desc: boolean }>) => {
          const first = next[0];
          params.setSort(first ? { field: first.id, direction: first.desc ? 'desc' : 'asc' } : undefined);
        },
      }
    : {};
  return {
    ...sorting,
    label: declaration.label,
    data: list.rows,
    getRowId: declaration.rowId,
    getRowName: shownRowName(declaration.rowName),
    isLoading: list.isLoading,
    isStale: list.isStale,
    error: list.error,
    onRetry: list.retry,
    newRowIds: list.createdIds,
    emptyState: {
      headingLevel: 2,
      title: declaration.empty.title,
      hint: params.isFiltered ? declaration.empty.filteredHint : declaration.empty.hint,
      action: params.isFiltered ? (
        <Button variant="solid" tone="neutral" icon={<X size={16} />} onPress={params.clearFilters}>
          Clear filters
        </Button>
      ) : undefined,
    },
    pagination: {
      mode: 'server',
      page: params.page,
      pageSize: params.pageSize,
      // A backend that answers only a page count (platform spec §7 for scheduled calls) still
      // gets its pages: "Page X of Y".
      ...(list.totals && !Number.isFinite(list.totals.totalCount)
        ? { totalPages: list.totals.totalPages, summary: 'pageOf' as const }
        : {
            totalCount: list.totals?.totalCount ?? 0,
            summary: declaration.pagingBar?.summary,
          }),
      showPageSizeSelector: declaration.pageSize === 'selectable',
      hideWhenSinglePage: declaration.pagingBar?.hideWhenSinglePage,
      onChange: (next) => {
        // A new page size returns to page 1 (useListParams drops the page).
        if (next.pageSize !== params.pageSize) params.setPageSize(next.pageSize);
        else params.setPage(next.page);
      },
    },
  };
}
