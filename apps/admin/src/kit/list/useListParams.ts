import { DEFAULT_PAGE_SIZE, parsePageNumber, parsePageSize } from '@aac/domain';
import { useCallback, useMemo, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router-dom';

/** A filter of a list screen: the values offered and the value meaning "no filter". */
export interface ListFilter<Value extends string = string> {
  values: readonly Value[];
  /** The value meaning "no filter" (usually ''); it is left out of the URL. */
  all: Value | '';
  /** The values come from the server at run time (a role filter): any non-empty value is kept. */
  open?: boolean;
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

/**
 * How each typed search reaches the URL. Replace: typing refines one view rather than making a new
 * one, so Back is not flooded. No loader runs again: the route's loaders checked the session and
 * the permission and started the list's first request when the screen opened, and a search changes
 * none of that. flushSync: the router renders the new URL in the keystroke's own task rather than
 * in a transition left for after the next frame, so a list filtered in the browser shows its rows
 * in the frame that shows the typed character (one frame sooner, about 16 ms).
 */
const SEARCH_NAVIGATION: NavigateOptions = { replace: true, flushSync: true, defaultShouldRevalidate: false };

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
    const { values: allowed, all, open } = spec.filters[name];
    filters[name] = raw && (open || allowed.includes(raw)) ? raw : all;
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

/**
 * The URL is the only home of a list's state: search, filters, sort, page and page size
 * live in the query string, so a view can be bookmarked and Back restores the previous one.
 * Changing the search, a filter, the sort or the page size returns to page 1 (core spec
 * §4 and §9). Unknown values in a hand-edited URL fall back to the defaults.
 */
export function useListParams<FilterName extends string>(
  spec: ListParamsSpec<FilterName>,
): ListParams<FilterName> {
  const [searchParams, setSearchParams] = useSearchParams();
  // The newest params, including changes not rendered yet: two quick changes (a filter, then
  // another before React re-renders) must build on each other instead of the second undoing the first.
  const latest = useRef(searchParams);
  latest.current = searchParams;
  const prefix = spec.namespace ? `${spec.namespace}.` : '';
  const key = { search: `${prefix}q`, page: `${prefix}page`, size: `${prefix}size` };
  const filterNames = Object.keys(spec.filters) as FilterName[];

  // Memoised on the query string, so filters and sort keep their identity between renders.
  const queryString = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string stands for searchParams.
  const state = useMemo(() => readListState(searchParams, spec), [queryString, spec]);
  const { search, filters, page, pageSize, sort } = state;

  const update = useCallback(
    (
      changes: Record<string, string | number | null>,
      options: { resetPage: boolean; navigation?: NavigateOptions },
    ) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      if (options.resetPage) next.delete(`${prefix}page`);
      latest.current = next;
      setSearchParams(next, options.navigation);
    },
    [setSearchParams, prefix],
  );

  return {
    search,
    filters,
    page,
    pageSize,
    sort,
    isFiltered: search.trim() !== '' || filterNames.some((name) => filters[name] !== spec.filters[name].all),
    setSearch: (value) =>
      update(
        { [key.search]: value.trim() === '' ? null : value },
        { resetPage: true, navigation: SEARCH_NAVIGATION },
      ),
    setFilter: (name, value) =>
      update({ [`${prefix}${name}`]: value === spec.filters[name].all ? null : value }, { resetPage: true }),
    setPage: (value) => update({ [key.page]: value <= 1 ? null : value }, { resetPage: false }),
    setPageSize: (value) =>
      update({ [key.size]: value === DEFAULT_PAGE_SIZE ? null : value }, { resetPage: true }),
    setSort: (value) =>
      update(
        { [`${prefix}sort`]: value ? `${value.direction === 'desc' ? '-' : ''}${value.field}` : null },
        { resetPage: true },
      ),
    clearFilters: () =>
      update(
        Object.fromEntries([[key.search, null], ...filterNames.map((name) => [`${prefix}${name}`, null])]),
        { resetPage: true },
      ),
  };
}
