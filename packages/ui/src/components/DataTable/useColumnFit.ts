import type { RowData } from '@tanstack/react-table';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { CARD_LAYOUT_MAX_WIDTH } from './DataTable.css';
import type { DataTableColumns } from './dataTableFeatures';
import { columnLabel, minWidthOf } from './tableLayout';

/** A column that may step aside, as the Columns menu lists it. */
export interface OptionalColumn {
  id: string;
  label: string;
  isShown: boolean;
}

export interface ColumnFit<Row extends RowData> {
  /** The columns the table shows. */
  shownColumns: DataTableColumns<Row>;
  /** The columns with a priority, in table order, and whether each shows: empty when none has one. */
  optionalColumns: ReadonlyArray<OptionalColumn>;
  /** The admin shows or hides a column; the choice outlasts any change of width. */
  choose: (id: string, isShown: boolean) => void;
}

type Column<Row extends RowData> = DataTableColumns<Row>[number];

function idOf<Row extends RowData>(column: Column<Row>): string {
  return column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '');
}

/**
 * Which columns fit the table's width (`meta.priority`). The width is read before the first paint
 * and then followed with a ResizeObserver, only for tables that have such columns: a table whose
 * columns all show never pays for the reading. A choice made in the Columns menu wins over the fit.
 */
export function useColumnFit<Row extends RowData>(
  columns: DataTableColumns<Row>,
  container: HTMLElement | null,
  reservedWidth: number,
): ColumnFit<Row> {
  const hasOptional = columns.some((column) => column.meta?.priority !== undefined);
  const [width, setWidth] = useState<number | null>(null);
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(new Map());

  useLayoutEffect(() => {
    if (!hasOptional || !container) return;
    // Before the first paint, so a narrow table never shows a scrollbar that then goes away.
    setWidth(container.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [hasOptional, container]);

  const hidden = useMemo(() => {
    const ids = new Set<string>();
    if (!hasOptional) return ids;
    for (const column of columns) if (choices.get(idOf(column)) === false) ids.add(idOf(column));
    // Cards show every value; an unmeasured table shows every column until it is measured.
    if (width === null || width <= CARD_LAYOUT_MAX_WIDTH) return ids;
    let needed =
      reservedWidth +
      columns.reduce(
        (sum, column) => (ids.has(idOf(column)) ? sum : sum + minWidthOf({ columnDef: column })),
        0,
      );
    const leaving = columns
      .map((column, index) => ({ column, index, priority: column.meta?.priority }))
      .filter(
        (entry): entry is typeof entry & { priority: number } =>
          entry.priority !== undefined &&
          !ids.has(idOf(entry.column)) &&
          choices.get(idOf(entry.column)) !== true,
      )
      // The lowest priority leaves first; of equal ones, the column further right.
      .sort((a, b) => a.priority - b.priority || b.index - a.index);
    for (const { column } of leaving) {
      if (needed <= width) break;
      ids.add(idOf(column));
      needed -= minWidthOf({ columnDef: column });
    }
    return ids;
  }, [columns, choices, width, reservedWidth, hasOptional]);

  const hiddenKey = [...hidden].join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids hidden stand for the set, so an equal set keeps the same columns (TanStack rebuilds its models on a new array).
  const shownColumns = useMemo(
    () => (hidden.size === 0 ? columns : columns.filter((column) => !hidden.has(idOf(column)))),
    [columns, hiddenKey],
  );
  const optionalColumns = useMemo(
    () =>
      columns
        .filter((column) => column.meta?.priority !== undefined)
        .map((column) => ({
          id: idOf(column),
          label: columnLabel({ columnDef: column }),
          isShown: !hidden.has(idOf(column)),
        })),
    [columns, hidden],
  );
  const choose = useCallback(
    (id: string, isShown: boolean) => setChoices((previous) => new Map(previous).set(id, isShown)),
    [],
  );
  return { shownColumns, optionalColumns, choose };
}
