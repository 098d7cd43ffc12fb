import type { Cell, Header, RowData } from '@tanstack/react-table';
import { useTable } from '@tanstack/react-table';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { lazyPart } from '../../lazyPart';
import { PaginationBar } from '../PaginationBar';
import { VisuallyHidden, visuallyHidden } from '../VisuallyHidden';
import { ColumnChooser } from './ColumnChooser';
import {
  actionsHeader,
  bulkBarSlot,
  CONTENT_UNDER_END_ATTRIBUTE,
  CONTENT_UNDER_START_ATTRIBUTE,
  caption as captionClass,
  errorNotice,
  frame,
  root,
  scroller,
  table as tableClass,
} from './DataTable.css';
import type { DataTableProps } from './DataTable.types';
import { DataTableBody, type RenderCell } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { EmptyRow, ErrorMessage, ErrorRow, LoadingRows } from './DataTableStates';
import { type DataTableColumns, type DataTableFeatures, dataTableFeatures } from './dataTableFeatures';
import { offeredRowActions, ROW_ACTIONS_COLUMN_ID, RowActionButtons, rowActionsColumn } from './rowActions';
import {
  type CellLayout,
  isPinnedEnd,
  markColumnIdOf,
  minWidthOf,
  pinnedStartColumnId,
  SELECTION_COLUMN_WIDTH,
  tableLayoutVars,
} from './tableLayout';
import { useClientPaging } from './useClientPaging';
import { useColumnFit } from './useColumnFit';
import { useHeaderBand } from './useHeaderBand';
import { useRowFocusKeeper } from './useRowFocusKeeper';
import { useScrollEdges } from './useScrollEdges';
import { useTableSorting } from './useTableSorting';

// The bulk-action bar shows once rows are selected, in the place of the header row: a table that
// offers selection loads it when it mounts, and a list without selection never does.
const BulkActionBar = lazyPart(() => import('../BulkActionBar').then((module) => module.BulkActionBar));

// Screens often pass `data ?? []`; one shared empty array keeps TanStack's row models cached.
const NO_ROWS: ReadonlyArray<never> = [];

// The virtualiser is for the few tables that show thousands of rows at once: it loads with the
// first of them rather than with every table.
const VirtualBody = lazy(() =>
  import('./VirtualBody').then((module) => ({ default: module.VirtualBody as typeof module.VirtualBody })),
) as unknown as typeof import('./VirtualBody').VirtualBody;
// The actions header's name fits beside the Columns button from this width.
const ACTIONS_HEADER_TEXT_MIN_WIDTH = 112;
// Columns opt in to sorting with `enableSorting: true`; a header is not a button unless it sorts.
const DEFAULT_COLUMN = { enableSorting: false } as const;

/**
 * A list of rows over TanStack Table v9: typed columns, optional sorting (client or server),
 * row actions as named buttons, selection with a bulk-action bar, and the states a list can be
 * in (loading, empty, failed with Retry). Wide tables scroll sideways under a pinned name column
 * and pinned actions, narrow ones read as cards, and the header row stays in view. Pagination is server-side (the screen passes the page
 * and totals), client-side (the table slices its rows) or replaced by row virtualisation for
 * long client-side lists. Semantic `<table>` markup, so screen readers read it as a table.
 */
export function DataTable<Row extends RowData, ActionId extends string = never>(
  props: DataTableProps<Row, ActionId>,
) {
  const {
    columns,
    data,
    getRowId,
    getRowName,
    label,
    showCaption = false,
    isLoading = false,
    isStale = false,
    loadingRowCount,
    error = null,
    onRetry,
    emptyState,
    rowActions: declaredRowActions,
    onRowAction,
    rowActionsHeader = 'Actions',
    sorting: serverSorting,
    onSortingChange,
    initialSorting,
    selection,
    bulkActions,
    resourceName,
    newRowIds,
    pagination,
    virtualize,
  } = props;
  const captionId = useId();
  // State, not a ref: the section's ref is attached after its children's layout effects, so the
  // virtualiser would first see no scroll element and render no rows.
  const [scrollElement, setScrollElement] = useState<HTMLElement | null>(null);
  const [rootElement, setRootElement] = useState<HTMLElement | null>(null);
  const [frameElement, setFrameElement] = useState<HTMLElement | null>(null);
  const virtualOptions = virtualize === true ? {} : virtualize || null;
  const isClientPaginated = pagination?.mode === 'client';
  const clientPaging = useClientPaging(
    data.length,
    pagination?.mode === 'client' ? pagination.initialPageSize : undefined,
  );
  const { sorting, isServerSorted, handleSortingChange } = useTableSorting({
    sorting: serverSorting,
    onSortingChange,
    initialSorting,
    onClientSortingChange: clientPaging.goToFirstPage,
  });

  // Actions this admin is not offered take no place (a new array only when some are left out).
  const offered = declaredRowActions ? offeredRowActions(declaredRowActions) : undefined;
  const offeredIds = offered?.map((action) => action.id).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids offered stand for the array.
  const rowActions = useMemo(() => offered, [declaredRowActions, offeredIds]);
  const actionsColumn = useMemo(
    () => (rowActions ? rowActionsColumn(rowActions, rowActionsHeader) : undefined),
    [rowActions, rowActionsHeader],
  );
  // Columns with a priority step aside on a narrow table; the Columns menu, in the actions
  // header, brings them back, so only a table with that header lets them go. The frame's border
  // (1px a side) and the selection and actions columns take room beside them.
  const fit = useColumnFit(
    columns,
    actionsColumn ? rootElement : null,
    2 +
      (selection ? SELECTION_COLUMN_WIDTH : 0) +
      (actionsColumn ? minWidthOf({ columnDef: actionsColumn }) : 0),
  );
  // The actions column is appended here so screens keep one column list whatever they may do.
  const allColumns: DataTableColumns<Row> = useMemo(
    () => (actionsColumn ? [...fit.shownColumns, actionsColumn] : fit.shownColumns),
    [fit.shownColumns, actionsColumn],
  );

  // The table publishes the state it is given to its store after each render, and a new object
  // there, even an equal one, is a change that renders the table again: keep it while it is equal.
  const pageState = useMemo(
    () => ({ pageIndex: clientPaging.page - 1, pageSize: clientPaging.pageSize }),
    [clientPaging.page, clientPaging.pageSize],
  );

  // A client-paged list the table does not sort itself gives the table only the page it shows: its
  // row model is built for those rows, not rebuilt over every row of a long list (10,000 permissions)
  // each time a keystroke of the screen's search hands it a new array. A client-sorted list needs
  // every row in the model, and pages there.
  const pagesHere = isClientPaginated && (isServerSorted || sorting.length === 0);
  const pageStart = (clientPaging.page - 1) * clientPaging.pageSize;
  const pageEnd = pageStart + clientPaging.pageSize;
  const tableData = useMemo(() => {
    const rows = pagesHere ? data.slice(pageStart, pageEnd) : data;
    return rows.length === 0 ? NO_ROWS : rows;
  }, [data, pagesHere, pageStart, pageEnd]);

  // A row just created that the table's own paging puts on another page: that page shows, once,
  // so the new row is seen (the body then brings it into view).
  const pagedToNewRows = useRef(new Set<string>());
  const { page: clientPage, pageSize: clientPageSize, setPage: setClientPage } = clientPaging;
  useEffect(() => {
    if (!pagesHere || !newRowIds || newRowIds.size === 0) return;
    const index = data.findIndex((row) => {
      const id = getRowId(row);
      return newRowIds.has(id) && !pagedToNewRows.current.has(id);
    });
    const row = data[index];
    if (row === undefined) return;
    pagedToNewRows.current.add(getRowId(row));
    const page = Math.floor(index / clientPageSize) + 1;
    if (page !== clientPage) setClientPage({ page, pageSize: clientPageSize });
  }, [pagesHere, newRowIds, data, getRowId, clientPage, clientPageSize, setClientPage]);

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data: tableData,
    getRowId,
    defaultColumn: DEFAULT_COLUMN,
    state: { sorting, pagination: pageState },
    onSortingChange: handleSortingChange,
    manualSorting: isServerSorted,
    // Only client pagination of a client-sorted list slices in the table; server pages arrive
    // sliced, other client pages are sliced above, and virtual lists show all.
    manualPagination: !isClientPaginated || pagesHere,
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
  const skeletons = useMemo(
    () => [
      ...(selection ? [undefined] : []),
      ...leafColumns.map((column) => column.columnDef.meta?.skeleton),
    ],
    [leafColumns, selection],
  );
  const pinnedStartId = pinnedStartColumnId(leafColumns);
  const markColumnId = markColumnIdOf(leafColumns);
  const layout: CellLayout = useMemo(() => ({ pinnedStartId, markColumnId }), [pinnedStartId, markColumnId]);
  const scrollEdges = useScrollEdges(scrollElement);
  useRowFocusKeeper(scrollElement, visibleIds.join('\n'));

  // A row action whose handler returned a promise is running: its button spins and the row's
  // actions ignore presses until it settles, so a double press never sends two requests.
  const [pendingActions, setPendingActions] = useState<ReadonlyMap<string, ActionId>>(new Map());
  const pendingRef = useRef(pendingActions);
  pendingRef.current = pendingActions;
  const handleRowAction = useCallback(
    (actionId: ActionId, row: Row) => {
      if (!onRowAction) return;
      const rowId = getRowId(row);
      if (pendingRef.current.has(rowId)) return;
      const result = onRowAction(actionId, row);
      if (!(result instanceof Promise)) return;
      const update = (change: (next: Map<string, ActionId>) => void) =>
        setPendingActions((previous) => {
          const next = new Map(previous);
          change(next);
          pendingRef.current = next;
          return next;
        });
      update((next) => next.set(rowId, actionId));
      // The handler reports its own failure (a toast); here only the busy state ends.
      result.catch(() => undefined).finally(() => update((next) => next.delete(rowId)));
    },
    [onRowAction, getRowId],
  );

  // Where the rows shown sit in the whole list, so a screen reader says "row 12 of 43" on page 2
  // (the header row counts as row 1). Unknown when a server answers only a page count.
  const rowPosition = ((): { count: number; firstIndex: number } | null => {
    if (!hasRows) return null;
    if (isVirtual) return { count: rows.length, firstIndex: 0 };
    if (pagination?.mode === 'client') {
      return { count: data.length, firstIndex: (clientPaging.page - 1) * clientPaging.pageSize };
    }
    if (pagination?.mode === 'server' && pagination.totalCount !== undefined) {
      return { count: pagination.totalCount, firstIndex: (pagination.page - 1) * pagination.pageSize };
    }
    return null;
  })();

  const hasSelection = selection !== undefined;
  const isBulkBarShown = selection !== undefined && selection.selectedCount > 0;
  useEffect(() => {
    if (hasSelection) BulkActionBar.preload();
  }, [hasSelection]);
  useHeaderBand(frameElement, hasSelection);
  const scrollAreaHeight = virtualOptions?.height ?? 480;
  const layoutVars = useMemo(
    () => tableLayoutVars(leafColumns, hasSelection, scrollAreaHeight),
    [leafColumns, hasSelection, scrollAreaHeight],
  );

  const renderCell: RenderCell<Row> = useCallback(
    (cell: Cell<DataTableFeatures, Row>, rowName: string) =>
      rowActions && cell.column.id === ROW_ACTIONS_COLUMN_ID ? (
        <RowActionButtons
          row={cell.row.original}
          rowName={rowName}
          actions={rowActions}
          onRowAction={onRowAction ? handleRowAction : undefined}
          pendingAction={pendingActions.get(cell.row.id)}
        />
      ) : (
        <table.FlexRender cell={cell} />
      ),
    [table, rowActions, onRowAction, handleRowAction, pendingActions],
  );
  const { optionalColumns, choose } = fit;
  const renderHeader = useCallback(
    (header: Header<DataTableFeatures, Row>) =>
      header.column.id === ROW_ACTIONS_COLUMN_ID && optionalColumns.length > 0 ? (
        <span className={actionsHeader}>
          {/* Beside the button when there is room (three row buttons wide); otherwise only read out. */}
          {minWidthOf(header.column) >= ACTIONS_HEADER_TEXT_MIN_WIDTH ? (
            <table.FlexRender header={header} />
          ) : (
            <VisuallyHidden>
              <table.FlexRender header={header} />
            </VisuallyHidden>
          )}
          <ColumnChooser columns={optionalColumns} onChoose={choose} />
        </span>
      ) : (
        <table.FlexRender header={header} />
      ),
    [table, optionalColumns, choose],
  );

  let body: ReactNode;
  if (isLoading) {
    const skeletonRows =
      loadingRowCount ?? Math.min(10, pagination?.mode === 'server' ? pagination.pageSize : 10);
    body = (
      <LoadingRows
        rowCount={skeletonRows}
        columnCount={columnCount}
        skeletons={skeletons}
        hasPinnedEnd={hasPinnedEnd}
        hasPinnedStart={pinnedStartId !== null}
      />
    );
  } else if (error !== null && rows.length === 0) {
    body = <ErrorRow label={label} error={error} onRetry={onRetry} columnCount={columnCount} />;
  } else if (rows.length === 0) {
    body = <EmptyRow emptyState={emptyState} columnCount={columnCount} />;
  } else if (isVirtual) {
    body = (
      <Suspense
        fallback={
          <LoadingRows
            rowCount={Math.min(10, rows.length)}
            columnCount={columnCount}
            skeletons={skeletons}
            hasPinnedEnd={hasPinnedEnd}
            hasPinnedStart={pinnedStartId !== null}
          />
        }
      >
        <VirtualBody
          rows={rows}
          newRowIds={newRowIds}
          scrollElement={scrollElement}
          rowHeight={rowHeight}
          getRowName={getRowName}
          selection={selection}
          renderCell={renderCell}
          layout={layout}
        />
      </Suspense>
    );
  } else {
    body = (
      <DataTableBody
        rows={rows}
        getRowName={getRowName}
        selection={selection}
        renderCell={renderCell}
        firstRowIndex={rowPosition?.firstIndex ?? null}
        isStale={isStale || error !== null}
        layout={layout}
        newRowIds={newRowIds}
      />
    );
  }

  // A failed list hides its paging: the summary and pages would describe rows it does not have.
  const paginationBar =
    error !== null ? null : pagination?.mode === 'server' ? (
      <PaginationBar {...pagination} isDisabled={pagination.isDisabled || isLoading} isLoading={isLoading} />
    ) : pagination?.mode === 'client' && error === null && !isLoading ? (
      <PaginationBar
        page={clientPaging.page}
        pageSize={clientPaging.pageSize}
        totalCount={data.length}
        summary={pagination.summary}
        showPageSizeSelector={pagination.showPageSizeSelector}
        hideWhenSinglePage={pagination.hideWhenSinglePage}
        onChange={clientPaging.setPage}
      />
    ) : null;

  return (
    <div className={root} ref={setRootElement}>
      {error !== null && rows.length > 0 ? (
        // A reload failed: say so above the rows that were on screen, which stay (dimmed).
        <div className={errorNotice}>
          <ErrorMessage label={label} error={error} onRetry={onRetry} />
        </div>
      ) : null}
      <div className={frame} ref={setFrameElement}>
        {isBulkBarShown && selection ? (
          // Over the header row, before the table in reading order: "3 selected", then the actions.
          <div className={bulkBarSlot}>
            <BulkActionBar
              placement="tableHeader"
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
          </div>
        ) : null}
        <section
          ref={setScrollElement}
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider (or, virtualised, taller) than its frame scrolls here; keyboard users must reach it (WCAG 2.1.1).
          tabIndex={0}
          {...{
            [CONTENT_UNDER_END_ATTRIBUTE]: (hasPinnedEnd && scrollEdges.underEnd) || undefined,
            [CONTENT_UNDER_START_ATTRIBUTE]: (pinnedStartId !== null && scrollEdges.underStart) || undefined,
          }}
          className={scroller({ virtual: isVirtual })}
          style={layoutVars}
        >
          <table
            className={tableClass({ virtual: isVirtual })}
            aria-busy={isLoading || isStale || undefined}
            aria-rowcount={rowPosition ? rowPosition.count + 1 : undefined}
          >
            <caption id={captionId} className={showCaption && !isVirtual ? captionClass({}) : visuallyHidden}>
              {label}
            </caption>
            <DataTableHead
              headerGroups={table.getHeaderGroups()}
              renderHeader={renderHeader}
              isVirtual={isVirtual}
              hasRowIndex={rowPosition !== null}
              selection={selection}
              visibleIds={visibleIds}
              selectAllLabel={isVirtual || !pagination ? 'Select all rows' : 'Select all on this page'}
              hasRows={hasRows}
              layout={layout}
              isCovered={isBulkBarShown}
            />
            {body}
          </table>
        </section>
      </div>
      {/* Always there and out of the flow: a live region present before its words change is
          announced reliably, and one that came and went added a gap above the paging, which
          moved up when the rows arrived. */}
      <VisuallyHidden>
        <span role="status">{isLoading ? `Loading ${label}` : null}</span>
      </VisuallyHidden>
      {paginationBar}
    </div>
  );
}
