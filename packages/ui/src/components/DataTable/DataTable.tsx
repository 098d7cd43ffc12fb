import { DEFAULT_PAGE_SIZE, totalPagesFor } from '@aac/domain';
import type { Cell, Header, RowData, SortingState, Row as TableRow, Updater } from '@tanstack/react-table';
import { useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ArrowDown, ArrowUp, ChevronsUpDown, CircleAlert, RotateCw } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { RowSelection } from '../../hooks/useSelection';
import { BulkActionBar, type ResourceName } from '../BulkActionBar';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { PaginationBar, type PaginationBarProps, type PaginationSummary } from '../PaginationBar';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden, visuallyHidden } from '../VisuallyHidden';
import {
  bodyCell,
  bodyRow,
  CONTENT_UNDER_END_ATTRIBUTE,
  caption as captionClass,
  columnMinWidth,
  errorReason,
  errorState,
  errorTitle,
  frame,
  gridColumns,
  gridRow,
  head,
  headerCell,
  messageCell,
  pinnedEndCell,
  root,
  scroller,
  scrollHeight,
  selectionCell,
  sortButton,
  sortIcon,
  table as tableClass,
  tableMinWidth,
  virtualBody,
  virtualBodyHeight,
  virtualRow,
  virtualRowHeight,
  virtualRowStart,
} from './DataTable.css';
import { type DataTableColumns, type DataTableFeatures, dataTableFeatures } from './dataTableFeatures';
import { RowActionContext } from './rowActions';

const DEFAULT_MIN_WIDTH = 160;
const SELECTION_COLUMN_WIDTH = 48;
const NO_SORTING: SortingState = [];
// Screens often pass `data ?? []`; one shared empty array keeps TanStack's row models cached.
const NO_ROWS: ReadonlyArray<never> = [];
// Columns opt in to sorting with `enableSorting: true`; a header is not a button unless it sorts.
const DEFAULT_COLUMN = { enableSorting: false } as const;

/** The list is one page of a server-side list: the screen owns page, size and the total. */
export type ServerPagination = { mode: 'server' } & PaginationBarProps;

/** The table holds every row and shows them a page at a time. */
export interface ClientPagination {
  mode: 'client';
  /** The first page size (10 unless given, core spec §9). */
  initialPageSize?: number;
  summary?: PaginationSummary;
  showPageSizeSelector?: boolean;
  hideWhenSinglePage?: boolean;
}

export interface VirtualizeOptions {
  /** The height of the scrolling area in pixels (default 480). */
  height?: number;
  /** Every row's height in pixels (default 52); rows are one line, longer text is cut with an ellipsis. */
  rowHeight?: number;
}

/** What an empty list says, from the screen's spec, e.g. "No permissions found" (platform spec §2.11). */
export interface DataTableEmptyState {
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  /**
   * The heading level of the title, to fit the page's outline: 2 right under a screen's h1,
   * 3 (the default) when the table sits in a section with its own h2.
   */
  headingLevel?: 2 | 3 | 4;
}

interface DataTableBaseProps<Row extends RowData> {
  /** Typed column definitions, stable between renders: module scope or `useMemo` (STYLE.md 16). */
  columns: DataTableColumns<Row>;
  data: ReadonlyArray<Row>;
  /** The row's stable id (never its index): selection and React keys rely on it. */
  getRowId: (row: Row) => string;
  /** The row's name as a person reads it: "Select Jane Doe", "Edit Jane Doe". */
  getRowName: (row: Row) => string;
  /** The table's accessible name (its caption), e.g. "Users". */
  label: string;
  /** Show the caption above the table instead of only to screen readers. */
  showCaption?: boolean;
  /** Loading: skeleton rows and `aria-busy`. */
  isLoading?: boolean;
  /** How many skeleton rows to draw while loading (the page size, at most 10, by default). */
  loadingRowCount?: number;
  /**
   * Why the list failed to load. Shown with a Retry button instead of rows, so an outage never
   * looks like an empty list (DESIGN.md: where we do better than the spec).
   */
  error?: string | null;
  onRetry?: () => void;
  /** The empty state's title, hint and action. */
  emptyState?: DataTableEmptyState;
  /** Presses on the buttons of an `actionsColumn`. */
  onRowAction?: (actionId: string, row: Row) => void;
  /**
   * Server-sorted lists: the sort the screen sent with the request, and where header presses go.
   * Without it, a client-side list sorts its rows itself.
   */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Client-side lists: the sort on first render. */
  initialSorting?: SortingState;
  /** Row selection (from `useSelection`): adds a checkbox column and the bulk-action bar. */
  selection?: RowSelection;
  /** The bulk-action buttons shown while rows are selected. */
  bulkActions?: ReactNode;
  /** What the rows are, for "Select all 245 subscriptions". */
  resourceName?: ResourceName;
}

interface PaginatedProps {
  /** Server pages (with the screen's totals) or client-side slicing; none shows every row. */
  pagination?: ServerPagination | ClientPagination;
  virtualize?: false;
}

interface VirtualizedProps {
  pagination?: undefined;
  /**
   * Render only the rows in view, for long client-side lists (DESIGN.md: 10,000 rows stay
   * responsive): a scrolling area of fixed height with a sticky header.
   */
  virtualize: true | VirtualizeOptions;
}

export type DataTableProps<Row extends RowData> = DataTableBaseProps<Row> &
  (PaginatedProps | VirtualizedProps);

type TableRowOf<Row extends RowData> = TableRow<DataTableFeatures, Row>;
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

function minWidthOf(column: { columnDef: { meta?: { minWidth?: number } } }): number {
  return column.columnDef.meta?.minWidth ?? DEFAULT_MIN_WIDTH;
}

function isPinnedEnd(column: { columnDef: { meta?: { pinned?: 'end' } } }): boolean {
  return column.columnDef.meta?.pinned === 'end';
}

/**
 * Whether columns are scrolled out of view under a pinned end column: true while the scroller
 * can still scroll further right. Followed on scroll and on resize of the scroller or its table.
 */
function useContentUnderEnd(scrollElement: HTMLElement | null, hasPinnedEnd: boolean): boolean {
  const [isUnder, setIsUnder] = useState(false);
  useEffect(() => {
    if (!scrollElement || !hasPinnedEnd) {
      setIsUnder(false);
      return;
    }
    const update = () => {
      const hiddenRight = scrollElement.scrollWidth - scrollElement.clientWidth - scrollElement.scrollLeft;
      // A pixel of slack: zoomed pages report fractional scroll positions.
      setIsUnder(hiddenRight > 1);
    };
    update();
    scrollElement.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scrollElement);
    const table = scrollElement.querySelector('table');
    if (table) observer.observe(table);
    return () => {
      scrollElement.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [scrollElement, hasPinnedEnd]);
  return isUnder;
}

function HeaderContent<Row extends RowData>({
  header,
  render,
}: {
  header: HeaderOf<Row>;
  render: ReactNode;
}) {
  if (!header.column.getCanSort()) return render;
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <AriaButton className={sortButton} onPress={() => header.column.toggleSorting()}>
      <span>{render}</span>
      <Icon aria-hidden="true" className={sortIcon({ active: sorted !== false })} />
    </AriaButton>
  );
}

interface BodyCellsProps<Row extends RowData> {
  row: TableRowOf<Row>;
  rowName: string;
  selection: RowSelection | undefined;
  virtual: boolean;
  renderCell: (cell: Cell<DataTableFeatures, Row>) => ReactNode;
}

function BodyCells<Row extends RowData>({
  row,
  rowName,
  selection,
  virtual,
  renderCell,
}: BodyCellsProps<Row>) {
  return (
    <>
      {selection ? (
        <td className={`${bodyCell({ virtual })} ${selectionCell}`}>
          <Checkbox
            aria-label={`Select ${rowName}`}
            isSelected={selection.isSelected(row.id)}
            onChange={(selected) => selection.setSelected(row.id, selected)}
          />
        </td>
      ) : null}
      {row.getAllCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const cellClass = bodyCell({ align: meta?.align ?? 'start', virtual });
        const className = isPinnedEnd(cell.column) ? `${cellClass} ${pinnedEndCell}` : cellClass;
        const cellVars = assignInlineVars({ [columnMinWidth]: `${minWidthOf(cell.column)}px` });
        return meta?.isRowHeader ? (
          <th key={cell.id} scope="row" className={className} style={cellVars}>
            {renderCell(cell)}
          </th>
        ) : (
          <td key={cell.id} className={className} style={cellVars}>
            {renderCell(cell)}
          </td>
        );
      })}
    </>
  );
}

interface VirtualRowsProps<Row extends RowData> {
  rows: ReadonlyArray<TableRowOf<Row>>;
  scrollElement: HTMLElement | null;
  rowHeight: number;
  getRowName: (row: Row) => string;
  selection: RowSelection | undefined;
  renderCell: (cell: Cell<DataTableFeatures, Row>) => ReactNode;
}

/**
 * Only the rows in view (plus a few either side) are in the DOM. Each keeps its place in the
 * whole list for assistive technology through `aria-rowindex` (the header row is 1).
 */
function VirtualRows<Row extends RowData>({
  rows,
  scrollElement,
  rowHeight,
  getRowName,
  selection,
  renderCell,
}: VirtualRowsProps<Row>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
  });
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
            />
          </tr>
        );
      })}
    </tbody>
  );
}

/**
 * A list of rows over TanStack Table v9: typed columns, optional sorting (client or server),
 * row actions as named buttons, selection with a bulk-action bar, and the states a list can be
 * in (loading, empty, failed with Retry). Pagination is server-side (the screen passes the page
 * and totals), client-side (the table slices its rows) or replaced by row virtualisation for
 * long client-side lists. Semantic `<table>` markup, so screen readers read it as a table.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const {
    columns,
    data,
    getRowId,
    getRowName,
    label,
    showCaption = false,
    isLoading = false,
    loadingRowCount,
    error = null,
    onRetry,
    emptyState,
    onRowAction,
    sorting: serverSorting,
    onSortingChange,
    initialSorting,
    selection,
    bulkActions,
    resourceName,
    pagination,
    virtualize,
  } = props;
  const captionId = useId();
  // State, not a ref: the section's ref is attached after its children's layout effects, so the
  // virtualiser would first see no scroll element and render no rows.
  const [scrollElement, setScrollElement] = useState<HTMLElement | null>(null);
  const virtualOptions = virtualize === true ? {} : virtualize || null;
  const isServerSorted = onSortingChange !== undefined;

  const [clientSorting, setClientSorting] = useState<SortingState>(initialSorting ?? NO_SORTING);
  const [clientPage, setClientPage] = useState(() => ({
    page: 1,
    pageSize:
      pagination?.mode === 'client' ? (pagination.initialPageSize ?? DEFAULT_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
  }));
  const sorting = isServerSorted ? (serverSorting ?? NO_SORTING) : clientSorting;

  // A page past the end (rows were filtered away or deleted) shows the last page instead.
  const clientPageCount = totalPagesFor(data.length, clientPage.pageSize);
  const clientPageNumber = Math.min(clientPage.page, Math.max(1, clientPageCount));
  const isClientPaginated = pagination?.mode === 'client';

  const handleSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (onSortingChange) {
        onSortingChange(next);
        return;
      }
      setClientSorting(next);
      // A new order starts again from the first page.
      setClientPage((current) => ({ ...current, page: 1 }));
    },
    [onSortingChange, sorting],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: data.length === 0 ? NO_ROWS : data,
    getRowId,
    defaultColumn: DEFAULT_COLUMN,
    state: {
      sorting,
      pagination: { pageIndex: clientPageNumber - 1, pageSize: clientPage.pageSize },
    },
    onSortingChange: handleSortingChange,
    manualSorting: isServerSorted,
    // Only client pagination slices here; server pages arrive sliced and virtual lists show all.
    manualPagination: !isClientPaginated,
    autoResetPageIndex: false,
  });

  const rows = table.getRowModel().rows;
  const visibleIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const leafColumns = table.getAllLeafColumns();
  const columnCount = leafColumns.length + (selection ? 1 : 0);
  const hasRows = !isLoading && error === null && rows.length > 0;
  const isVirtual = virtualOptions !== null && hasRows;
  const rowHeight = virtualOptions?.rowHeight ?? 52;
  const hasPinnedEnd = leafColumns.some(isPinnedEnd);
  const isContentUnderEnd = useContentUnderEnd(scrollElement, hasPinnedEnd);

  // Where the rows shown sit in the whole list, so a screen reader says "row 12 of 43" on page 2
  // (the header row counts as row 1). Unknown when a server answers only a page count.
  const rowPosition = ((): { count: number; firstIndex: number } | null => {
    if (!hasRows) return null;
    if (isVirtual) return { count: rows.length, firstIndex: 0 };
    if (pagination?.mode === 'client') {
      return { count: data.length, firstIndex: (clientPageNumber - 1) * clientPage.pageSize };
    }
    if (pagination?.mode === 'server' && pagination.totalCount !== undefined) {
      return { count: pagination.totalCount, firstIndex: (pagination.page - 1) * pagination.pageSize };
    }
    return null;
  })();

  const layoutVars = useMemo(() => {
    const tracks = leafColumns.map((column) => `minmax(${minWidthOf(column)}px, 1fr)`);
    const minTotal = leafColumns.reduce((sum, column) => sum + minWidthOf(column), 0);
    const selectionWidth = selection ? SELECTION_COLUMN_WIDTH : 0;
    return assignInlineVars({
      [gridColumns]: [selection ? `${SELECTION_COLUMN_WIDTH}px` : '', ...tracks].join(' ').trim(),
      [tableMinWidth]: `${minTotal + selectionWidth}px`,
      [scrollHeight]: `${virtualOptions?.height ?? 480}px`,
    });
  }, [leafColumns, selection, virtualOptions?.height]);

  const renderCell = useCallback(
    (cell: Cell<DataTableFeatures, Row>) => <table.FlexRender cell={cell} />,
    [table],
  );

  // The action cells receive rows of this table only, so widening the row type is safe.
  const rowActionHandler = (onRowAction as ((actionId: string, row: unknown) => void) | undefined) ?? null;
  const pageState = selection?.groupState(visibleIds) ?? 'none';
  const skeletonRows =
    loadingRowCount ?? Math.min(10, pagination?.mode === 'server' ? pagination.pageSize : 10);

  let body: ReactNode;
  if (isLoading) {
    body = (
      <tbody>
        {Array.from({ length: skeletonRows }, (_, index) => index).map((index) => (
          <tr key={index} className={bodyRow}>
            {Array.from({ length: columnCount }, (_, cellIndex) => cellIndex).map((cellIndex) => (
              <td
                key={cellIndex}
                className={
                  hasPinnedEnd && cellIndex === columnCount - 1
                    ? `${bodyCell({})} ${pinnedEndCell}`
                    : bodyCell({})
                }
              >
                <Skeleton label={null} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    );
  } else if (error !== null) {
    body = (
      <tbody>
        <tr>
          <td colSpan={columnCount} className={messageCell}>
            <div role="alert" className={errorState}>
              <p className={errorTitle}>
                <CircleAlert aria-hidden="true" size={20} />
                {label} could not be loaded
              </p>
              <p className={errorReason}>{error}</p>
              {onRetry ? (
                <Button variant="solid" tone="neutral" icon={<RotateCw size={16} />} onPress={onRetry}>
                  Retry
                </Button>
              ) : null}
            </div>
          </td>
        </tr>
      </tbody>
    );
  } else if (rows.length === 0) {
    body = (
      <tbody>
        <tr>
          <td colSpan={columnCount} className={messageCell}>
            <EmptyState
              title={emptyState?.title ?? 'No results'}
              hint={emptyState?.hint}
              action={emptyState?.action}
              headingLevel={emptyState?.headingLevel}
            />
          </td>
        </tr>
      </tbody>
    );
  } else if (isVirtual) {
    body = (
      <VirtualRows
        rows={rows}
        scrollElement={scrollElement}
        rowHeight={rowHeight}
        getRowName={getRowName}
        selection={selection}
        renderCell={renderCell}
      />
    );
  } else {
    body = (
      <tbody>
        {rows.map((row, index) => {
          const isSelected = selection?.isSelected(row.id) ?? false;
          return (
            <tr
              key={row.id}
              className={bodyRow}
              data-selected={isSelected || undefined}
              aria-rowindex={rowPosition ? rowPosition.firstIndex + index + 2 : undefined}
            >
              <BodyCells
                row={row}
                rowName={getRowName(row.original)}
                selection={selection}
                virtual={false}
                renderCell={renderCell}
              />
            </tr>
          );
        })}
      </tbody>
    );
  }

  const paginationBar =
    pagination?.mode === 'server' ? (
      <PaginationBar {...pagination} isDisabled={pagination.isDisabled || isLoading} />
    ) : pagination?.mode === 'client' && error === null && !isLoading ? (
      <PaginationBar
        page={clientPageNumber}
        pageSize={clientPage.pageSize}
        totalCount={data.length}
        summary={pagination.summary}
        showPageSizeSelector={pagination.showPageSizeSelector}
        hideWhenSinglePage={pagination.hideWhenSinglePage}
        onChange={setClientPage}
      />
    ) : null;

  return (
    <RowActionContext value={rowActionHandler}>
      <div className={root}>
        {selection && selection.selectedCount > 0 ? (
          <BulkActionBar
            selectedCount={selection.selectedCount}
            totalCount={selection.totalCount}
            isAllMatchingSelected={selection.mode === 'allMatching'}
            onSelectAllMatching={
              selection.canSelectAllMatching(visibleIds) ? selection.selectAllMatching : undefined
            }
            onClearSelection={selection.clearSelection}
            resourceName={resourceName}
          >
            {bulkActions}
          </BulkActionBar>
        ) : null}
        <div className={frame}>
          <section
            ref={setScrollElement}
            aria-labelledby={captionId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider (or, virtualised, taller) than its frame scrolls here; keyboard users must reach it (WCAG 2.1.1).
            tabIndex={0}
            {...{ [CONTENT_UNDER_END_ATTRIBUTE]: isContentUnderEnd || undefined }}
            className={scroller({ virtual: isVirtual })}
            style={layoutVars}
          >
            <table
              className={tableClass({ virtual: isVirtual })}
              aria-busy={isLoading || undefined}
              aria-rowcount={rowPosition ? rowPosition.count + 1 : undefined}
            >
              <caption
                id={captionId}
                className={showCaption && !isVirtual ? captionClass({}) : visuallyHidden}
              >
                {label}
              </caption>
              <thead className={head({ virtual: isVirtual })}>
                {table.getHeaderGroups().map((group) => (
                  <tr
                    key={group.id}
                    className={isVirtual ? gridRow : undefined}
                    aria-rowindex={rowPosition ? 1 : undefined}
                  >
                    {selection ? (
                      <th scope="col" className={`${headerCell({ virtual: isVirtual })} ${selectionCell}`}>
                        <Checkbox
                          aria-label={
                            isVirtual || !pagination ? 'Select all rows' : 'Select all on this page'
                          }
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
                          headerCell({
                            align: header.column.columnDef.meta?.align ?? 'start',
                            virtual: isVirtual,
                          }),
                          isPinnedEnd(header.column) ? pinnedEndCell : '',
                        ]
                          .join(' ')
                          .trim()}
                        style={assignInlineVars({ [columnMinWidth]: `${minWidthOf(header.column)}px` })}
                      >
                        {header.isPlaceholder ? null : (
                          <HeaderContent header={header} render={<table.FlexRender header={header} />} />
                        )}
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              {body}
            </table>
          </section>
        </div>
        {isLoading ? (
          <span role="status">
            <VisuallyHidden>Loading {label}</VisuallyHidden>
          </span>
        ) : null}
        {paginationBar}
      </div>
    </RowActionContext>
  );
}
