import { describe, expect, it } from 'vitest';
import {
  adminsSummary,
  BLOG_SUBSCRIPTIONS_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  isPageSize,
  listPagination,
  MAX_PAGE_NUMBERS_SHOWN,
  NO_ADMINS_FOUND,
  PAGE_SIZES,
  pageOf,
  pageOfSummary,
  pageRange,
  pageWindow,
  parsePageNumber,
  parsePageSize,
  resultsSummary,
  showsPaginationControls,
  totalPagesFor,
} from './pagination';

describe('page sizes (core spec §9)', () => {
  it('offers 5, 10, 25, 50, 100 with 10 as the default', () => {
    expect(PAGE_SIZES).toEqual([5, 10, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(MAX_PAGE_NUMBERS_SHOWN).toBe(5);
    expect(BLOG_SUBSCRIPTIONS_PAGE_SIZE).toBe(50);
  });

  it('reads a page size from the URL, falling back to 10', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('7')).toBe(10);
    expect(parsePageSize('abc')).toBe(10);
    expect(parsePageSize(null)).toBe(10);
    expect(isPageSize(100)).toBe(true);
    expect(isPageSize(20)).toBe(false);
  });

  it('reads a page number from the URL, falling back to 1', () => {
    expect(parsePageNumber('3')).toBe(3);
    expect(parsePageNumber('0')).toBe(1);
    expect(parsePageNumber('-2')).toBe(1);
    expect(parsePageNumber('2.5')).toBe(1);
    expect(parsePageNumber(undefined)).toBe(1);
  });
});

describe('pageWindow: up to 5 page numbers (core spec §2.1)', () => {
  it('shows the single page of 1', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('shows every page of 5 wherever the current page is', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps at the ends of 6 pages and centres in the middle', () => {
    expect(pageWindow(1, 6)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(6, 6)).toEqual([2, 3, 4, 5, 6]);
  });

  it('shows 5 numbers at the start, middle and end of 50 pages', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 50)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(25, 50)).toEqual([23, 24, 25, 26, 27]);
    expect(pageWindow(49, 50)).toEqual([46, 47, 48, 49, 50]);
    expect(pageWindow(50, 50)).toEqual([46, 47, 48, 49, 50]);
  });

  it('shows nothing without pages and clamps an out-of-range current page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(99, 50)).toEqual([46, 47, 48, 49, 50]);
    expect(pageWindow(0, 50)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never shows more than the maximum, which may be changed', () => {
    for (let total = 1; total <= 60; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const window = pageWindow(current, total);
        expect(window.length).toBe(Math.min(5, total));
        expect(window).toContain(current);
      }
    }
    expect(pageWindow(10, 20, 3)).toEqual([9, 10, 11]);
    expect(pageWindow(10, 20, 4)).toEqual([9, 10, 11, 12]);
  });
});

describe('pageRange and totals', () => {
  it('computes 1-based first and last rows', () => {
    expect(pageRange(1, 10, 95)).toEqual({ startIndex: 1, endIndex: 10 });
    expect(pageRange(10, 10, 95)).toEqual({ startIndex: 91, endIndex: 95 });
    expect(pageRange(2, 25, 30)).toEqual({ startIndex: 26, endIndex: 30 });
  });

  it('is 0/0 when empty or past the end', () => {
    expect(pageRange(1, 10, 0)).toEqual({ startIndex: 0, endIndex: 0 });
    expect(pageRange(3, 10, 20)).toEqual({ startIndex: 0, endIndex: 0 });
  });

  it('counts pages', () => {
    expect(totalPagesFor(0, 10)).toBe(0);
    expect(totalPagesFor(10, 10)).toBe(1);
    expect(totalPagesFor(11, 10)).toBe(2);
  });
});

describe('summary lines (platform spec §2.2, §2.5, §2.10)', () => {
  it('writes "Showing X to Y of Z results"', () => {
    expect(resultsSummary(2, 10, 23)).toBe('Showing 11 to 20 of 23 results');
    expect(resultsSummary(3, 10, 23)).toBe('Showing 21 to 23 of 23 results');
    expect(resultsSummary(200, 10, 2000)).toBe('Showing 1,991 to 2,000 of 2,000 results');
  });

  it('writes "Showing page X of Y"', () => {
    expect(pageOfSummary(2, 7)).toBe('Showing page 2 of 7');
  });

  it('writes "Showing X-Y of N admins" or "No admins found"', () => {
    expect(adminsSummary({ startIndex: 11, endIndex: 20, totalCount: 42 })).toBe(
      'Showing 11-20 of 42 admins',
    );
    expect(adminsSummary({ startIndex: 0, endIndex: 0, totalCount: 0 })).toBe('No admins found');
    expect(NO_ADMINS_FOUND).toBe('No admins found');
  });

  it('shows the controls only with more than one page', () => {
    expect(showsPaginationControls(1)).toBe(false);
    expect(showsPaginationControls(2)).toBe(true);
  });
});

describe('listPagination and pageOf (the pagination object of users, children and admins)', () => {
  it('describes a middle page of 137 rows at 10 a page', () => {
    expect(listPagination(3, 10, 137, 10)).toEqual({
      currentPage: 3,
      totalPages: 14,
      totalCount: 137,
      limit: 10,
      hasNextPage: true,
      hasPrevPage: true,
      startIndex: 21,
      endIndex: 30,
    });
  });

  it('gives 0 and 0 as start and end of an empty page', () => {
    expect(listPagination(1, 10, 0, 0)).toMatchObject({ totalPages: 0, startIndex: 0, endIndex: 0 });
  });

  it('slices the last, shorter page of rows in memory', () => {
    const rows = Array.from({ length: 137 }, (_, index) => index + 1);
    const last = pageOf(rows, 14, 10);
    expect(last.rows).toEqual([131, 132, 133, 134, 135, 136, 137]);
    expect(last.pagination).toMatchObject({ startIndex: 131, endIndex: 137, hasNextPage: false });
  });
});
