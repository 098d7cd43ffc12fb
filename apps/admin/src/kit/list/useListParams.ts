import { DEFAULT_PAGE_SIZE } from '@aac/domain';
import { useCallback, useMemo, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';
import { type ListParams, type ListParamsSpec, readListState } from './listParams';

export type { ListFilter, ListParams, ListParamsSpec, ListSort } from './listParams';

/**
 * How each typed search reaches the URL. Replace: typing refines one view rather than making a new
 * one, so Back is not flooded. No loader runs again: the route's loaders checked the session and
 * the permission and started the list's first request when the screen opened, and a search changes
 * none of that. flushSync: the router renders the new URL in the keystroke's own task rather than
 * in a transition left for after the next frame, so a list filtered in the browser shows its rows
 * in the frame that shows the typed character (one frame sooner, about 16 ms).
 */
const SEARCH_NAVIGATION: NavigateOptions = { replace: true, flushSync: true, defaultShouldRevalidate: false };

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
