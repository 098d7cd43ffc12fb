/**
 * The data of the Child Management list (core spec §2.2, §7): the URL-held search, filters, page
 * and page size, the page of children they select, and the export of every matching child.
 */
import { type operations, unwrap, useApi } from '@aac/api-client';
import { AGE_RANGES, CHILD_STATUSES, COMMUNICATION_LEVELS } from '@aac/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchAllPages } from '../../app/list/exportCsv';
import { type ListParamsSpec, useListParams } from '../../app/list/useListParams';
import type { Child } from './fixtures';

type ListChildrenQuery = NonNullable<operations['listChildren']['parameters']['query']>;
export type ChildFilterName = 'status' | 'communication_level' | 'age_range';

/**
 * The filters of core spec §2.2, named as the list call's query parameters: status (all,
 * active, inactive, archived), communication level (all, beginner, intermediate, advanced) and
 * age range (all, 0-5, 6-12, 13-18, 18+). "All" is the empty value and sends nothing.
 */
export const CHILD_LIST_PARAMS = {
  filters: {
    status: { values: CHILD_STATUSES, all: '' },
    communication_level: { values: COMMUNICATION_LEVELS, all: '' },
    age_range: { values: AGE_RANGES, all: '' },
  },
  pageSize: 'selectable',
} as const satisfies ListParamsSpec<ChildFilterName>;

/** The search and filters as the list call's query, without paging; "all" sends nothing. */
export function childFilterQuery(
  search: string,
  filters: Record<ChildFilterName, string>,
): ListChildrenQuery {
  const query: ListChildrenQuery = {};
  const term = search.trim();
  if (term) query.search = term;
  if (filters.status) query.status = filters.status as ListChildrenQuery['status'];
  if (filters.communication_level) {
    query.communication_level = filters.communication_level as ListChildrenQuery['communication_level'];
  }
  if (filters.age_range) query.age_range = filters.age_range as ListChildrenQuery['age_range'];
  return query;
}

export function useChildList() {
  const { client, $api } = useApi();
  const params = useListParams(CHILD_LIST_PARAMS);
  const { search, filters, page, pageSize } = params;

  const filtersQuery = useMemo(() => childFilterQuery(search, filters), [search, filters]);
  const query = useMemo(() => ({ ...filtersQuery, page, limit: pageSize }), [filtersQuery, page, pageSize]);

  const list = $api.useQuery(
    'get',
    '/admin/children',
    { params: { query } },
    // Keep the previous page on screen while the next one loads (no flash of skeletons on
    // every page turn); only the first load shows the skeleton.
    { placeholderData: keepPreviousData },
  );

  /** Every child matching the current search and filters, for Export Children. */
  const fetchAllMatching = useCallback(
    (): Promise<Child[]> =>
      fetchAllPages(async (pageNumber, limit) => {
        const data = unwrap(
          await client.GET('/admin/children', {
            params: { query: { ...filtersQuery, page: pageNumber, limit } },
          }),
        );
        return { rows: data.children, totalPages: data.pagination.totalPages };
      }),
    [client, filtersQuery],
  );

  return { params, list, fetchAllMatching };
}
