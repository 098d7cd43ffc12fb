import type { SortingState, Updater } from '@tanstack/react-table';
import { useCallback, useRef, useState } from 'react';

const NO_SORTING: SortingState = [];

interface TableSortingOptions {
  /** Server-sorted lists: the sort the screen sent; header presses go to `onSortingChange`. */
  sorting: SortingState | undefined;
  onSortingChange: ((sorting: SortingState) => void) | undefined;
  /** Client-sorted lists: the sort on first render. */
  initialSorting: SortingState | undefined;
  /** A client-side list's new order starts again from its first page. */
  onClientSortingChange: () => void;
}

/** The sort a table shows: the screen's (server-sorted) or its own (client-sorted). */
export function useTableSorting({
  sorting: serverSorting,
  onSortingChange,
  initialSorting,
  onClientSortingChange,
}: TableSortingOptions) {
  const isServerSorted = onSortingChange !== undefined;
  const [clientSorting, setClientSorting] = useState<SortingState>(initialSorting ?? NO_SORTING);
  const sorting = useEqualSorting(isServerSorted ? (serverSorting ?? NO_SORTING) : clientSorting);
  const handleSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (onSortingChange) {
        onSortingChange(next);
        return;
      }
      setClientSorting(next);
      onClientSortingChange();
    },
    [onSortingChange, sorting, onClientSortingChange],
  );
  return { sorting, isServerSorted, handleSortingChange };
}

function isSameSorting(a: SortingState, b: SortingState): boolean {
  return (
    a.length === b.length &&
    a.every((sort, index) => sort.id === b[index]?.id && sort.desc === b[index]?.desc)
  );
}

/**
 * The previous sorting while an equal one arrives: screens build the server's sort afresh at every
 * render, and the table takes a new array, even an equal one, for a change (it renders again and
 * re-sorts its rows).
 */
function useEqualSorting(sorting: SortingState): SortingState {
  const kept = useRef(sorting);
  if (kept.current !== sorting && !isSameSorting(kept.current, sorting)) kept.current = sorting;
  return kept.current;
}
