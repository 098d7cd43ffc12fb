import { DEFAULT_PAGE_SIZE, parsePageNumber, parsePageSize } from '@aac/domain';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A filter of a list screen: the query-string name, the values offered, and the "all" value. */
export interface ListFilter {
  values: readonly string[];
  /** The value meaning "no filter" (e.g. "all"); it is left out of the URL. */
  all: string;
}

export interface ListParamsSpec<FilterName extends string> {
  filters: Record<FilterName, ListFilter>;
  /** Whether the page size is offered (5/10/25/50/100) or fixed. */
  pageSize?: { fixed: number } | 'selectable';
}

export interface ListParams<FilterName extends string> {
  search: string;
  filters: Record<FilterName, string>;
  page: number;
  pageSize: number;
  setSearch(search: string): void;
  setFilter(name: FilterName, value: string): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  /** Whether any search or filter narrows the list (for empty-state hints). */
  isFiltered: boolean;
}

const SEARCH = 'q';
const PAGE = 'page';
const PAGE_SIZE = 'size';

/**
 * The URL is the only home of a list's state (STYLE.md 14): search, filters, page and page size
 * live in the query string, so a view can be bookmarked and Back restores the previous one.
 * Changing the search, a filter or the page size returns to page 1 (core spec §4 and §9).
 * Unknown values in a hand-edited URL fall back to the defaults.
 */
export function useListParams<FilterName extends string>(
  spec: ListParamsSpec<FilterName>,
): ListParams<FilterName> {
  const [searchParams, setSearchParams] = useSearchParams();
  // The newest params, including changes not rendered yet: two quick changes (a filter, then
  // another before React re-renders) must build on each other instead of the second undoing the first.
  const latest = useRef(searchParams);
  latest.current = searchParams;
  const filterNames = Object.keys(spec.filters) as FilterName[];

  const search = searchParams.get(SEARCH) ?? '';
  const page = parsePageNumber(searchParams.get(PAGE));
  const pageSize =
    spec.pageSize && spec.pageSize !== 'selectable'
      ? spec.pageSize.fixed
      : parsePageSize(searchParams.get(PAGE_SIZE));

  const filters = useMemo(() => {
    const values = {} as Record<FilterName, string>;
    for (const name of Object.keys(spec.filters) as FilterName[]) {
      const raw = searchParams.get(name);
      const { values: allowed, all } = spec.filters[name];
      values[name] = raw && allowed.includes(raw) ? raw : all;
    }
    return values;
  }, [searchParams, spec.filters]);

  const update = useCallback(
    (changes: Record<string, string | number | null>, options: { resetPage: boolean; replace?: boolean }) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (options.resetPage) next.delete(PAGE);
      latest.current = next;
      setSearchParams(next, { replace: options.replace ?? false });
    },
    [setSearchParams],
  );

  return {
    search,
    filters,
    page,
    pageSize,
    isFiltered: search.trim() !== '' || filterNames.some((name) => filters[name] !== spec.filters[name].all),
    // Typing refines one view rather than making a new one: replace, so Back is not flooded.
    setSearch: (value) =>
      update({ [SEARCH]: value.trim() === '' ? null : value }, { resetPage: true, replace: true }),
    setFilter: (name, value) =>
      update({ [name]: value === spec.filters[name].all ? null : value }, { resetPage: true }),
    setPage: (value) => update({ [PAGE]: value <= 1 ? null : value }, { resetPage: false }),
    setPageSize: (value) =>
      update({ [PAGE_SIZE]: value === DEFAULT_PAGE_SIZE ? null : value }, { resetPage: true }),
  };
}
