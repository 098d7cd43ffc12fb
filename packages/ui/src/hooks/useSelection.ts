import { useCallback, useMemo, useState } from 'react';

/**
 * How the rows are selected:
 * - `ids`: the rows whose ids are listed, possibly gathered over several pages;
 * - `allMatching`: every row that matches the current search and filters, including rows on
 *   pages that were never loaded. Their ids are unknown to the UI, so a bulk action in this mode
 *   is sent as "all matching" (with the same search and filters), not as a list of ids.
 */
export type SelectionMode = 'ids' | 'allMatching';

/** What a "select all" checkbox shows for a set of rows (e.g. the rows of the current page). */
export type GroupSelectionState = 'none' | 'some' | 'all';

export interface UseSelectionOptions {
  /**
   * How many rows match the current search and filters, on every page. When more rows match than
   * are selected, a fully selected page offers the "select all N" escape hatch.
   */
  totalCount: number;
  /** Ids selected on first render (e.g. restored after a failed bulk action). */
  initialSelectedIds?: readonly string[];
}

export interface RowSelection {
  mode: SelectionMode;
  /**
   * Explicitly selected ids. In mode `allMatching` these are the rows selected before the escape
   * hatch was used; the selection then covers every matching row regardless.
   */
  selectedIds: ReadonlySet<string>;
  /** How many rows a bulk action applies to now: `totalCount` in mode `allMatching`. */
  selectedCount: number;
  /** How many rows match in total, as passed in. */
  totalCount: number;
  isSelected: (id: string) => boolean;
  /** The state of a "select all" checkbox over `ids` (e.g. the rows of the current page). */
  groupState: (ids: readonly string[]) => GroupSelectionState;
  /**
   * True when every row of `visibleIds` is selected but more rows match: the moment to offer
   * "Select all N" (Polaris's escape hatch).
   */
  canSelectAllMatching: (visibleIds: readonly string[]) => boolean;
  /** Select or deselect one row. Deselecting a row leaves mode `allMatching`. */
  setSelected: (id: string, selected: boolean) => void;
  /** Select or deselect many rows at once, e.g. every row of the current page. */
  setManySelected: (ids: readonly string[], selected: boolean) => void;
  /** The escape hatch: select every matching row, loaded or not. */
  selectAllMatching: () => void;
  clearSelection: () => void;
}

/**
 * Selection of list rows with explicit modes (rows by id, across pages; or all matching rows)
 * and a "select all N" escape hatch, after Polaris's use-index-resource-state.
 * Selected ids survive paging, so an admin can gather rows from several pages. Callers clear the
 * selection after a bulk action and when the search or filters change, because an "all matching"
 * selection only means something for the filters it was made under.
 */
export function useSelection({ totalCount, initialSelectedIds = [] }: UseSelectionOptions): RowSelection {
  const [mode, setMode] = useState<SelectionMode>('ids');
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set(initialSelectedIds));

  const isSelected = useCallback(
    (id: string) => mode === 'allMatching' || selectedIds.has(id),
    [mode, selectedIds],
  );

  const groupState = useCallback(
    (ids: readonly string[]): GroupSelectionState => {
      if (ids.length === 0) return 'none';
      if (mode === 'allMatching') return 'all';
      const selected = ids.filter((id) => selectedIds.has(id)).length;
      if (selected === 0) return 'none';
      return selected === ids.length ? 'all' : 'some';
    },
    [mode, selectedIds],
  );

  const canSelectAllMatching = useCallback(
    (visibleIds: readonly string[]) =>
      mode === 'ids' &&
      visibleIds.length > 0 &&
      visibleIds.every((id) => selectedIds.has(id)) &&
      totalCount > selectedIds.size,
    [mode, selectedIds, totalCount],
  );

  const setManySelected = useCallback((ids: readonly string[], selected: boolean) => {
    // Any explicit change narrows an "all matching" selection back to explicit ids (as Polaris does).
    setMode('ids');
    setSelectedIds((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (selected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const setSelected = useCallback(
    (id: string, selected: boolean) => setManySelected([id], selected),
    [setManySelected],
  );

  const selectAllMatching = useCallback(() => setMode('allMatching'), []);

  const clearSelection = useCallback(() => {
    setMode('ids');
    setSelectedIds(new Set());
  }, []);

  return useMemo(
    () => ({
      mode,
      selectedIds,
      selectedCount: mode === 'allMatching' ? totalCount : selectedIds.size,
      totalCount,
      isSelected,
      groupState,
      canSelectAllMatching,
      setSelected,
      setManySelected,
      selectAllMatching,
      clearSelection,
    }),
    [
      mode,
      selectedIds,
      totalCount,
      isSelected,
      groupState,
      canSelectAllMatching,
      setSelected,
      setManySelected,
      selectAllMatching,
      clearSelection,
    ],
  );
}
