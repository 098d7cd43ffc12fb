import { errorMessage, useApi } from '@aac/api-client';
import { totalPagesFor } from '@aac/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useCreatedRowIds } from '../change/createdRows';
import { useClientSearch } from './clientSearch';
import { fetchList } from './fetchList';
import { listQueryOptions } from './listQuery';
import {
  type FilterName,
  type ListData,
  type ListPath,
  type ListTotals,
  listParamsSpecOf,
  listQueryOf,
  type ResourceListDeclaration,
} from './resourceList';
import { type ListParams, useListParams } from './useListParams';

export interface ResourceList<P extends ListPath, Row, Filter extends FilterName<P>> {
  declaration: ResourceListDeclaration<P, Row, Filter>;
  /** The URL-held search, filters, page and page size, with their setters. */
  params: ListParams<Filter>;
  /** The rows on screen (one page). */
  rows: readonly Row[];
  totals: ListTotals | undefined;
  isLoading: boolean;
  /** The rows on screen are the previous view's: the next one is loading, or failed to. */
  isStale: boolean;
  /** Why the list failed to load, in words; null when it did not. */
  error: string | null;
  retry(): void;
  /** Every row matching the current search and filters, for the export. */
  fetchAllMatching(): Promise<Row[]>;
  /** The list operation's last answer, for what it says beside its rows (e.g. the payment provider). */
  answer: ListData<P> | undefined;
  /** The ids of rows the admin created on this screen: the table marks them "New". */
  createdIds: ReadonlySet<string>;
}

/**
 * A declared resource list, live: its state in the URL, its query (the previous page stays on
 * screen while the next loads), its rows and totals, a page past the end moved back to the last
 * page, and the fetch of every matching row for the export.
 */
export function useResourceList<P extends ListPath, Row, Filter extends FilterName<P>>(
  declaration: ResourceListDeclaration<P, Row, Filter>,
): ResourceList<P, Row, Filter> {
  const { $api, client } = useApi();
  const spec = useMemo(() => listParamsSpecOf(declaration), [declaration]);
  const params = useListParams(spec);
  const { search, filters, page, pageSize, sort, setPage } = params;
  const isServerPaged = declaration.paging === 'server';
  const createdIds = useCreatedRowIds(declaration.path);

  const query = useMemo(
    () => listQueryOf(declaration, { search, filters, page, pageSize, sort }),
    [declaration, search, filters, page, pageSize, sort],
  );
  const result = useQuery({
    ...listQueryOptions($api, declaration.path, query),
    placeholderData: keepPreviousData,
  });

  // The rows last shown stay when a reload fails (a page change during an outage), dimmed as
  // stale, instead of the list turning into an error with nothing under it.
  const lastRows = useRef<readonly Row[]>([]);
  const answeredRows = useMemo(
    () => (result.data ? declaration.rows(result.data) : result.isError ? lastRows.current : []),
    [declaration, result.data, result.isError],
  );
  if (result.data) lastRows.current = answeredRows;
  // A list searched in the browser (its operation takes no search) keeps the rows that match.
  const allRows = useClientSearch(answeredRows, declaration.search?.text, search);
  const totals: ListTotals | undefined = !result.data
    ? undefined
    : isServerPaged && declaration.totals
      ? declaration.totals(result.data)
      : { totalCount: allRows.length, totalPages: totalPagesFor(allRows.length, pageSize) };
  // Client-paged lists arrive whole; the page on screen is still the URL's.
  const rows = useMemo(
    () => (isServerPaged ? allRows : allRows.slice((page - 1) * pageSize, page * pageSize)),
    [allRows, isServerPaged, page, pageSize],
  );

  // A page past the end (its last rows were deleted or filtered away) moves to the last page
  // instead of showing an empty page of a list that has rows.
  const lastPage = totals?.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setPage(lastPage);
  }, [lastPage, page, setPage]);

  const fetchAllMatching = useCallback(async (): Promise<Row[]> => {
    if (!isServerPaged) return [...allRows];
    // Only an export asks for every page: its code loads then.
    const { fetchAllPages } = await import('./exportCsv');
    return fetchAllPages(async (pageNumber, limit) => {
      const pageQuery = listQueryOf(declaration, {
        search,
        filters,
        page: pageNumber,
        pageSize: limit,
        sort,
      });
      const data = await fetchList(client, declaration.path, pageQuery);
      const pageTotals = declaration.totals?.(data);
      return { rows: [...declaration.rows(data)], totalPages: pageTotals?.totalPages ?? 1 };
    });
  }, [allRows, client, declaration, filters, isServerPaged, search, sort]);

  return {
    declaration,
    params,
    rows,
    totals,
    isLoading: result.isPending && !result.isError && allRows.length === 0,
    isStale: result.isPlaceholderData || (result.isError && allRows.length > 0),
    error: result.isError ? errorMessage(result.error) : null,
    retry: () => void result.refetch(),
    fetchAllMatching,
    answer: result.data,
    createdIds,
  };
}
