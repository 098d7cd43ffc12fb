/** Page sizes, the page-number window and the summary lines of paginated lists. */
import { formatCount } from './pricing';

/** core spec §2.1 and §9: page size options. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** core spec §9 and platform spec §9: default page size. */
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** core spec §2.1 and §9: pagination shows up to 5 page numbers. */
export const MAX_PAGE_NUMBERS_SHOWN = 5;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** A page size read from a URL query value; anything not offered falls back to the default. */
export function parsePageSize(raw: string | null | undefined): PageSize {
  const parsed = Number(raw);
  return isPageSize(parsed) ? parsed : DEFAULT_PAGE_SIZE;
}

/** A page number read from a URL query value: an integer of at least 1, else 1. */
export function parsePageNumber(raw: string | null | undefined): number {
  const parsed = Number(raw);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
}

/** The number of pages needed for `total` rows at `limit` rows a page (0 when there are no rows). */
export function totalPagesFor(total: number, limit: number): number {
  if (total <= 0 || limit <= 0) return 0;
  return Math.ceil(total / limit);
}

/**
 * The page numbers shown in a pagination bar: at most `max` (5 by default, core spec §9),
 * centred on the current page where possible and clamped at the first and last pages.
 * A current page outside 1..total is clamped into it first.
 */
export function pageWindow(current: number, total: number, max: number = MAX_PAGE_NUMBERS_SHOWN): number[] {
  if (total < 1 || max < 1) return [];
  const count = Math.min(max, total);
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  const centredStart = page - Math.floor((count - 1) / 2);
  const start = Math.min(Math.max(1, centredStart), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export interface PageRange {
  /** 1-based index of the first row on the page; 0 when there are no rows. */
  startIndex: number;
  /** 1-based index of the last row on the page; 0 when there are no rows. */
  endIndex: number;
}

/**
 * The 1-based indices of the first and last rows of `page` (conventions: the pagination
 * object's startIndex/endIndex, 0/0 when empty). A page past the end yields 0/0.
 */
export function pageRange(page: number, limit: number, total: number): PageRange {
  const startIndex = (page - 1) * limit + 1;
  if (total <= 0 || limit <= 0 || page < 1 || startIndex > total) return { startIndex: 0, endIndex: 0 };
  return { startIndex, endIndex: Math.min(page * limit, total) };
}

/**
 * The pagination object of users, children and admins (core spec §3): currentPage, totalPages,
 * totalCount, limit, hasNextPage, hasPrevPage, startIndex, endIndex, with 1-based start and end
 * indexes that are 0 when the page is empty. The reference server answers with it and the
 * stories' fake APIs build it here too, so both page a list the same way.
 */
export interface ListPagination {
  currentPage: number;
  totalPages: number;
  totalCount: number;
  limit: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  startIndex: number;
  endIndex: number;
}

/** The pagination object of `page` (1-based) at `limit` rows a page, with `rowsOnPage` rows on it. */
export function listPagination(
  page: number,
  limit: number,
  totalCount: number,
  rowsOnPage: number,
): ListPagination {
  const totalPages = totalPagesFor(totalCount, limit);
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

/** One page of rows already in memory, with its pagination object (the stories' fake APIs). */
export function pageOf<Row>(
  rows: readonly Row[],
  page: number,
  limit: number,
): { rows: Row[]; pagination: ListPagination } {
  const slice = rows.slice((page - 1) * limit, page * limit);
  return { rows: slice, pagination: listPagination(page, limit, rows.length, slice.length) };
}

/** platform spec §2.2 (contact messages): "Showing X to Y of Z results". */
export function resultsSummary(page: number, limit: number, total: number): string {
  const { startIndex, endIndex } = pageRange(page, limit, total);
  // core spec §9: numbers in en-US format ("Showing 1 to 10 of 2,000 results").
  return `Showing ${formatCount(startIndex)} to ${formatCount(endIndex)} of ${formatCount(total)} results`;
}

/** platform spec §2.5 (scheduled calls): "Showing page X of Y". */
export function pageOfSummary(page: number, totalPages: number): string {
  return `Showing page ${page} of ${totalPages}`;
}

export const NO_ADMINS_FOUND = 'No admins found';

/** platform spec §2.10: "Showing X-Y of N admins", or "No admins found". */
export function adminsSummary(range: PageRange & { totalCount: number }): string {
  if (range.totalCount <= 0) return NO_ADMINS_FOUND;
  return `Showing ${formatCount(range.startIndex)}-${formatCount(range.endIndex)} of ${formatCount(range.totalCount)} admins`;
}

/**
 * platform spec §2.2 and §2.5: the page line and Previous/Next appear only when there is
 * more than one page.
 */
export function showsPaginationControls(totalPages: number): boolean {
  return totalPages > 1;
}

/** core spec §7 and §9: newsletter (blog) subscriptions are listed 50 a page. */
export const BLOG_SUBSCRIPTIONS_PAGE_SIZE = 50;
