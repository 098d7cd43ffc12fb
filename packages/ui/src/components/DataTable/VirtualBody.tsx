import type { RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef } from 'react';
import type { RowSelection } from '../../hooks/useSelection';
import {
  bodyRow,
  virtualBody,
  virtualBodyHeight,
  virtualRow,
  virtualRowHeight,
  virtualRowStart,
} from './DataTable.css';
import { BodyCells, type RenderCell, type TableRowOf } from './DataTableBody';
import type { CellLayout } from './tableLayout';

interface VirtualBodyProps<Row extends RowData> {
  rows: ReadonlyArray<TableRowOf<Row>>;
  scrollElement: HTMLElement | null;
  rowHeight: number;
  getRowName: (row: Row) => string;
  selection: RowSelection | undefined;
  renderCell: RenderCell<Row>;
  layout: CellLayout;
  /** Rows the admin just created: marked, and scrolled to when they first arrive. */
  newRowIds?: ReadonlySet<string>;
}

/**
 * Only the rows in view (plus a few either side) are in the DOM. Each keeps its place in the
 * whole list for assistive technology through `aria-rowindex` (the header row is 1).
 */
export function VirtualBody<Row extends RowData>({
  rows,
  scrollElement,
  rowHeight,
  getRowName,
  selection,
  renderCell,
  layout,
  newRowIds,
}: VirtualBodyProps<Row>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
  });
  // As the paged body does: a created row comes into view once, wherever it sits in the list.
  const shownNewRows = useRef(new Set<string>());
  useEffect(() => {
    if (!scrollElement || !newRowIds || newRowIds.size === 0) return;
    const index = rows.findIndex((row) => newRowIds.has(row.id) && !shownNewRows.current.has(row.id));
    const row = rows[index];
    if (row === undefined) return;
    shownNewRows.current.add(row.id);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [rows, newRowIds, virtualizer, scrollElement]);
  return (
    <tbody
      className={virtualBody}
      style={assignInlineVars({ [virtualBodyHeight]: `${virtualizer.getTotalSize()}px` })}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const isSelected = selection?.isSelected(row.id) ?? false;
        return (
          <tr
            key={row.id}
            aria-rowindex={item.index + 2}
            data-selected={isSelected || undefined}
            data-new={newRowIds?.has(row.id) ? row.id : undefined}
            className={`${virtualRow} ${bodyRow}`}
            style={assignInlineVars({
              [virtualRowStart]: `${item.start}px`,
              [virtualRowHeight]: `${rowHeight}px`,
            })}
          >
            <BodyCells
              row={row}
              rowName={getRowName(row.original)}
              selection={selection}
              virtual
              renderCell={renderCell}
              layout={layout}
              isNew={newRowIds?.has(row.id) ?? false}
            />
          </tr>
        );
      })}
    </tbody>
  );
}
