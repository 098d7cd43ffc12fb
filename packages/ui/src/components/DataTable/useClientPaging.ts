import { DEFAULT_PAGE_SIZE, totalPagesFor } from '@aac/domain';
import { useCallback, useState } from 'react';
import type { PageRequest } from '../PaginationBar';

export interface ClientPaging {
  /** The page shown, 1-based, never past the last page. */
  page: number;
  pageSize: number;
  /** The pagination bar's page and size changes. */
  setPage: (next: PageRequest) => void;
  /** A new order starts again from the first page. */
  goToFirstPage: () => void;
}

/** The page state of a table that slices its own rows. */
export function useClientPaging(rowCount: number, initialPageSize: number = DEFAULT_PAGE_SIZE): ClientPaging {
  const [request, setPage] = useState<PageRequest>(() => ({ page: 1, pageSize: initialPageSize }));
  const goToFirstPage = useCallback(() => setPage((current) => ({ ...current, page: 1 })), []);
  // A page past the end (rows were filtered away or deleted) shows the last page instead.
  const pageCount = totalPagesFor(rowCount, request.pageSize);
  const page = Math.min(request.page, Math.max(1, pageCount));
  return { page, pageSize: request.pageSize, setPage, goToFirstPage };
}
