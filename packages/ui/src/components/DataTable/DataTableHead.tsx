import type { Header, HeaderGroup, RowData } from '@tanstack/react-table';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RowSelection } from '../../hooks/useSelection';
import { PressButton } from '../Button/PressButton';
import { Checkbox } from '../Checkbox';
import { columnMinWidth, gridRow, head, headerCell, sortButton, sortIcon } from './DataTable.css';
import { pinnedClass, selectionCellClass } from './DataTableBody';
import type { DataTableFeatures } from './dataTableFeatures';
import { type CellLayout, cellRole, minWidthOf } from './tableLayout';

type HeaderOf<Row extends RowData> = Header<DataTableFeatures, Row>;

function ariaSort<Row extends RowData>(
  header: HeaderOf<Row>,
): 'ascending' | 'descending' | 'none' | undefined {
  if (!header.column.getCanSort()) return undefined;
  const sorted = header.column.getIsSorted();
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

function HeaderContent<Row extends RowData>({
  header,
  render,
  isCovered,
}: {
  header: HeaderOf<Row>;
  render: ReactNode;
  isCovered: boolean;
}) {
  if (!header.column.getCanSort()) return render;
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <PressButton
      className={sortButton}
      // Under the bulk-action bar, a sort button is out of sight: Tab skips it.
      excludeFromTabOrder={isCovered}
      onPress={() => header.column.toggleSorting()}
    >
      <span>{render}</span>
      <Icon aria-hidden="true" className={sortIcon({ active: sorted !== false })} />
    </PressButton>
  );
}

interface DataTableHeadProps<Row extends RowData> {
  headerGroups: ReadonlyArray<HeaderGroup<DataTableFeatures, Row>>;
  renderHeader: (header: HeaderOf<Row>) => ReactNode;
  isVirtual: boolean;
  /** Whether the rows carry `aria-rowindex` (then the header row is row 1). */
  hasRowIndex: boolean;
  selection: RowSelection | undefined;
  /** The ids of the rows shown, which the select-all box ticks. */
  visibleIds: ReadonlyArray<string>;
  /** "Select all rows" for a list shown whole, "Select all on this page" for a page of it. */
  selectAllLabel: string;
  hasRows: boolean;
  layout: CellLayout;
  /** The bulk-action bar is drawn over the header row (all but the select-all box). */
  isCovered: boolean;
}

/** The header row: sortable headers as buttons with `aria-sort`, and the select-all box. */
export function DataTableHead<Row extends RowData>({
  headerGroups,
  renderHeader,
  isVirtual,
  hasRowIndex,
  selection,
  visibleIds,
  selectAllLabel,
  hasRows,
  layout,
  isCovered,
}: DataTableHeadProps<Row>) {
  const pageState = selection?.groupState(visibleIds) ?? 'none';
  return (
    <thead className={head({ virtual: isVirtual })}>
      {headerGroups.map((group) => (
        <tr
          key={group.id}
          className={isVirtual ? gridRow : undefined}
          aria-rowindex={hasRowIndex ? 1 : undefined}
        >
          {selection ? (
            <th
              scope="col"
              className={`${headerCell({ virtual: isVirtual })} ${selectionCellClass(layout)}`}
              // Drawn as the start of the bulk-action bar beside it.
              data-bulk-bar={isCovered || undefined}
            >
              <Checkbox
                aria-label={selectAllLabel}
                isSelected={pageState === 'all'}
                isIndeterminate={pageState === 'some'}
                isDisabled={!hasRows}
                onChange={(selected) => {
                  // Unticking while "all matching" is selected means "none", not "all but this page".
                  if (!selected && selection.mode === 'allMatching') selection.clearSelection();
                  else selection.setManySelected(visibleIds, selected);
                }}
              />
            </th>
          ) : null}
          {group.headers.map((header) => (
            <th
              key={header.id}
              scope="col"
              colSpan={header.colSpan > 1 ? header.colSpan : undefined}
              aria-sort={ariaSort(header)}
              className={[
                headerCell({ align: header.column.columnDef.meta?.align ?? 'start', virtual: isVirtual }),
                pinnedClass(cellRole(header.column, layout).pinned),
              ]
                .join(' ')
                .trim()}
              style={assignInlineVars({ [columnMinWidth]: `${minWidthOf(header.column)}px` })}
            >
              {header.isPlaceholder ? null : (
                <HeaderContent header={header} render={renderHeader(header)} isCovered={isCovered} />
              )}
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}
