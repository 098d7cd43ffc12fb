/**
 * The data of the User Management list (core spec §2.1, §7): the URL-held search, filters, page
 * and page size, the page of users they select, and the export of every matching user.
 */
import { type components, type operations, unwrap, useApi } from '@aac/api-client';
import { ACTIVE_STATES, USER_TYPES } from '@aac/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchAllPages } from '../../app/list/exportCsv';
import { type ListParamsSpec, useListParams } from '../../app/list/useListParams';

type User = components['schemas']['User'];
type ListUsersQuery = NonNullable<operations['listUsers']['parameters']['query']>;

/** The filters of core spec §2.1: status (all, active, inactive) and type (all, parent, …). */
export const USER_LIST_PARAMS = {
  filters: {
    status: { values: ACTIVE_STATES, all: '' },
    user_type: { values: USER_TYPES, all: '' },
  },
  pageSize: 'selectable',
} as const satisfies ListParamsSpec<'status' | 'user_type'>;

/** The search and filters as the list call's query, without paging; "all" sends nothing. */
function filterQuery(search: string, filters: Record<'status' | 'user_type', string>): ListUsersQuery {
  const query: ListUsersQuery = {};
  const term = search.trim();
  if (term) query.search = term;
  if (filters.status) query.status = filters.status as ListUsersQuery['status'];
  if (filters.user_type) query.user_type = filters.user_type as ListUsersQuery['user_type'];
  return query;
}

export function useUserList() {
  const { client, $api } = useApi();
  const params = useListParams(USER_LIST_PARAMS);
  const { search, filters, page, pageSize } = params;

  const filtersQuery = useMemo(() => filterQuery(search, filters), [search, filters]);
  const query = useMemo(() => ({ ...filtersQuery, page, limit: pageSize }), [filtersQuery, page, pageSize]);

  const list = $api.useQuery(
    'get',
    '/admin/users',
    { params: { query } },
    // Keep the rows of the previous page on screen while the next one loads (no flash of
    // skeletons on every page turn); the first load shows the skeleton.
    { placeholderData: keepPreviousData },
  );

  /** Every user matching the current search and filters, for Export Users. */
  const fetchAllMatching = useCallback(
    (): Promise<User[]> =>
      fetchAllPages(async (pageNumber, limit) => {
        const data = unwrap(
          await client.GET('/admin/users', {
            params: { query: { ...filtersQuery, page: pageNumber, limit } },
          }),
        );
        return { rows: data.users, totalPages: data.pagination.totalPages };
      }),
    [client, filtersQuery],
  );

  return { params, list, fetchAllMatching };
}
