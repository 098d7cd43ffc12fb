import { dayBoundary, parsePageNumber, parsePageSize } from '@aac/domain';

// The list state of a URL without React: the route loader, the preload script's early request
// and useListParams read it alike.

/** A filter of a list screen: the values offered and the value meaning "no filter". */
export interface ListFilter<Value extends string = string> {
  values: readonly Value[];
  /** The value meaning "no filter" (usually ''); it is left out of the URL. */
  all: Value | '';
  /** The values come from the server at run time (a role filter): any non-empty value is kept. */
  open?: boolean;
  /** One end of a date range: any real day ("2026-11-28") is kept. */
  day?: 'start' | 'end';
}

/** A sort as the URL holds it: `sort=name` (ascending) or `sort=-name` (descending). */
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListParamsSpec<FilterName extends string> {
  filters: Record<FilterName, ListFilter>;
  /** Whether the page size is offered (5/10/25/50/100) or fixed. */
  pageSize?: { fixed: number } | 'selectable';
  /** The fields the list may be sorted by; anything else in the URL is ignored. */
  sortFields?: readonly string[];
  /**
   * A prefix for the query-string names, for two lists on one screen (`payouts.q`, `payouts.page`).
   * The first list of a screen goes without one.
   */
  namespace?: string;
}

export interface ListParams<FilterName extends string> {
  search: string;
  filters: Record<FilterName, string>;
  page: number;
  pageSize: number;
  sort: ListSort | undefined;
  setSearch(search: string): void;
  setFilter(name: FilterName, value: string): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: ListSort | undefined): void;
  /** Clears the search and every filter, back to page 1. */
  clearFilters(): void;
  /** Whether any search or filter narrows the list (for empty-state hints and "Clear filters"). */
  isFiltered: boolean;
}

function parseSort(raw: string | null, fields: readonly string[] | undefined): ListSort | undefined {
  if (!raw || !fields) return undefined;
  const descending = raw.startsWith('-');
  const field = descending ? raw.slice(1) : raw;
  return fields.includes(field) ? { field, direction: descending ? 'desc' : 'asc' } : undefined;
}

/** The list state a query string holds, read without React (the hook and the route loader share it). */
export function readListState<FilterName extends string>(
  searchParams: URLSearchParams,
  spec: ListParamsSpec<FilterName>,
): Pick<ListParams<FilterName>, 'search' | 'filters' | 'page' | 'pageSize' | 'sort'> {
  const prefix = spec.namespace ? `${spec.namespace}.` : '';
  const read = (name: string) => searchParams.get(`${prefix}${name}`);
  const filters = {} as Record<FilterName, string>;
  for (const name of Object.keys(spec.filters) as FilterName[]) {
    const raw = read(name);
    const { values: allowed, all, open, day } = spec.filters[name];
    const kept = day ? dayBoundary(raw ?? '', day) !== undefined : open || allowed.includes(raw ?? '');
    filters[name] = raw && kept ? raw : all;
  }
  return {
    search: read('q') ?? '',
    filters,
    page: parsePageNumber(read('page')),
    pageSize:
      spec.pageSize && spec.pageSize !== 'selectable' ? spec.pageSize.fixed : parsePageSize(read('size')),
    sort: parseSort(read('sort'), spec.sortFields),
  };
}
