/**
 * The pagination object of users, children and admins (core spec §3):
 * currentPage, totalPages, totalCount, limit, hasNextPage, hasPrevPage, startIndex, endIndex,
 * with 1-based start and end indexes that are 0 when the page is empty.
 */
export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalCount: number;
  limit: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  startIndex: number;
  endIndex: number;
}

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/** Page and limit from a validated query (the contract fills in the defaults 1 and 10). */
export function pageRequest(query: { page?: number; limit?: number }, defaultLimit = 10): PageRequest {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

export function paginationOf(
  { page, limit }: PageRequest,
  totalCount: number,
  rowsOnPage: number,
): Pagination {
  const totalPages = Math.ceil(totalCount / limit);
  const startIndex = rowsOnPage === 0 ? 0 : (page - 1) * limit + 1;
  return {
    currentPage: page,
    totalPages,
    totalCount,
    limit,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    startIndex,
    endIndex: rowsOnPage === 0 ? 0 : startIndex + rowsOnPage - 1,
  };
}
