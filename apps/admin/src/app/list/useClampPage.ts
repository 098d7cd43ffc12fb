import { useEffect } from 'react';

/**
 * A page past the end (its last rows were deleted or filtered away) moves to the last page,
 * instead of showing an empty page of a list that has rows.
 */
export function useClampPage(page: number, totalPages: number | undefined, setPage: (page: number) => void) {
  const lastPage = totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setPage(lastPage);
  }, [lastPage, page, setPage]);
}
