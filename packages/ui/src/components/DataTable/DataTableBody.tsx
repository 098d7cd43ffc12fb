import type { Cell, RowData, Row as TableRow } from '@tanstack/react-table';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useEffect, useRef } from 'react';
import type { RowSelection } from '../../hooks/useSelection';
import { NewBadge } from '../Badge';
import { Checkbox } from '../Checkbox';
import {
  bodyCell,
  bodyRow,
  columnMinWidth,
  newRowMark,
  pinnedEndCell,
  pinnedSelectionCell,
  pinnedStartCell,
  selectionCell,
  staleBody,
} from './DataTable.css';
import type { DataTableFeatures } from './dataTableFeatures';
import { type CellLayout, cellRole, columnLabel, minWidthOf } from './tableLayout';

export type TableRowOf<Row extends RowData> = TableRow<DataTableFeatures, Row>;

/** Draws one cell's content; the row's name completes the names of its action buttons. */
export type RenderCell<Row extends RowData> = (
  cell: Cell<DataTableFeatures, Row>,
  rowName: string,
) => ReactNode;

interface BodyCellsProps<Row extends RowData> {
  row: TableRowOf<Row>;
  rowName: string;
  selection: RowSelection | undefined;
  virtual: boolean;
  renderCell: RenderCell<Row>;
  layout: CellLayout;
  /** A row the admin just created: its naming cell says "New". */
  isNew?: boolean;
}

/** The classes of a pinned cell (or none), and of the selection cell pinned with a pinned start column. */
export function pinnedClass(pinned: 'start' | 'end' | undefined): string {
  return pinned === 'start' ? pinnedStartCell : pinned === 'end' ? pinnedEndCell : '';
}

export function selectionCellClass(layout: CellLayout): string {
  return layout.pinnedStartId ? `${selectionCell} ${pinnedStartCell} ${pinnedSelectionCell}` : selectionCell;
}

/** A row's cells: the selection box, then one cell per column, the naming column as a row header. */
export function BodyCells<Row extends RowData>({
  row,
  rowName,
  selection,
  virtual,
  renderCell,
  layout,
  isNew = false,
}: BodyCellsProps<Row>) {
  return (
    <>
      {selection ? (
        <td className={`${bodyCell({ virtual })} ${selectionCellClass(layout)}`} data-cell="selection">
          <Checkbox
            aria-label={`Select ${rowName}`}
            isSelected={selection.isSelected(row.id)}
            onChange={(selected) => selection.setSelected(row.id, selected)}
          />
        </td>
      ) : null}
      {row.getAllCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const role = cellRole(cell.column, layout);
        const attributes = {
          className:
            `${bodyCell({ align: meta?.align ?? 'start', virtual })} ${pinnedClass(role.pinned)}`.trim(),
          style: assignInlineVars({ [columnMinWidth]: `${minWidthOf(cell.column)}px` }),
          'data-cell': role.cell,
          // Labels the value when rows read as cards; the name and the actions need none.
          'data-label': role.cell ? undefined : columnLabel(cell.column) || undefined,
        };
        const content =
          isNew && cell.column.id === layout.markColumnId ? (
            <span key={cell.id} className={newRowMark}>
              {renderCell(cell, rowName)}
              <NewBadge size="small" />
            </span>
          ) : (
            renderCell(cell, rowName)
          );
        return meta?.isRowHeader ? (
          <th key={cell.id} scope="row" {...attributes}>
            {content}
          </th>
        ) : (
          <td key={cell.id} {...attributes}>
            {content}
          </td>
        );
      })}
    </>
  );
}

interface DataTableBodyProps<Row extends RowData> {
  rows: ReadonlyArray<TableRowOf<Row>>;
  getRowName: (row: Row) => string;
  selection: RowSelection | undefined;
  renderCell: RenderCell<Row>;
  /** The whole list's index of the first row shown, when rows carry `aria-rowindex`. */
  firstRowIndex: number | null;
  /** Rows of the previous view: dimmed and inert until the current request answers. */
  isStale?: boolean;
  layout: CellLayout;
  /** Rows the admin just created: marked, and scrolled into view when they first show. */
  newRowIds?: ReadonlySet<string>;
}

/** The rows of one page (or of a whole short list), all in the DOM. */
export function DataTableBody<Row extends RowData>({
  rows,
  getRowName,
  selection,
  renderCell,
  firstRowIndex,
  isStale = false,
  layout,
  newRowIds,
}: DataTableBodyProps<Row>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const shownNewRows = useRef(new Set<string>());
  // A created row may land anywhere in the list's order: the first time it shows, it comes into
  // view (once: scrolling away from it later is the admin's choice).
  useEffect(() => {
    if (isStale || !newRowIds) return;
    const unseen = rows.filter((row) => newRowIds.has(row.id) && !shownNewRows.current.has(row.id));
    if (unseen.length === 0) return;
    for (const row of unseen) shownNewRows.current.add(row.id);
    bodyRef.current
      ?.querySelector(`tr[data-new="${CSS.escape(unseen[0]?.id ?? '')}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [rows, newRowIds, isStale]);
  return (
    <tbody ref={bodyRef} className={isStale ? staleBody : undefined} inert={isStale || undefined}>
      {rows.map((row, index) => {
        const isSelected = selection?.isSelected(row.id) ?? false;
        const isNew = newRowIds?.has(row.id) ?? false;
        return (
          <tr
            key={row.id}
            className={bodyRow}
            data-selected={isSelected || undefined}
            data-new={isNew ? row.id : undefined}
            // The header row is row 1, so the first body row of the list is row 2.
            aria-rowindex={firstRowIndex === null ? undefined : firstRowIndex + index + 2}
          >
            <BodyCells
              row={row}
              rowName={getRowName(row.original)}
              selection={selection}
              virtual={false}
              renderCell={renderCell}
              layout={layout}
              isNew={isNew}
            />
          </tr>
        );
      })}
    </tbody>
  );
}
