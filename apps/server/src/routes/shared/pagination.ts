import { DEFAULT_PAGE_SIZE, type ListPagination, listPagination } from '@aac/domain';

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/** Page and limit from a validated query (the contract fills in the defaults 1 and 10). */
export function pageRequest(
  query: { page?: number; limit?: number },
  defaultLimit: number = DEFAULT_PAGE_SIZE,
): PageRequest {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * The pagination object of users, children and admins (core spec §3), built by @aac/domain
 * so the server and the stories' fake APIs page a list the same way.
 */
export function paginationOf(
  { page, limit }: PageRequest,
  totalCount: number,
  rowsOnPage: number,
): ListPagination {
  return listPagination(page, limit, totalCount, rowsOnPage);
}
