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

/** The pagination object of the optionally paged lists (payments, referrals, payouts). */
export interface PagePagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/**
 * Page and limit of a list that is whole unless asked for a page (payments, referrals, payouts:
 * the spec sends no paging for them, the app does): undefined when neither is in the query.
 */
export function optionalPageRequest(query: { page?: number; limit?: number }): PageRequest | undefined {
  if (query.page === undefined && query.limit === undefined) return undefined;
  return pageRequest(query);
}

/**
 * The rows an optionally paged list answers: the page asked for, or else the first `unpagedMax`
 * rows (the contract bounds every list, so a history read whole stops at its newest rows).
 */
export function rowWindow(
  page: PageRequest | undefined,
  unpagedMax: number,
): { limit: number; offset: number } {
  return page ?? { limit: unpagedMax, offset: 0 };
}

/** The `total, page, limit, pages` object for a page of `total` matching rows. */
export function pagePaginationOf({ page, limit }: PageRequest, total: number): PagePagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}
