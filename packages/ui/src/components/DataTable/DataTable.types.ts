import type { RowData, SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { RowSelection } from '../../hooks/useSelection';
import type { ResourceName } from '../BulkActionBar';
import type { PaginationBarProps, PaginationSummary } from '../PaginationBar';
import type { DataTableColumns } from './dataTableFeatures';
import type { RowActions } from './rowActions';

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

interface DataTableBaseProps<Row extends RowData, ActionId extends string> {
  /** Typed column definitions, stable between renders: module scope or `useMemo`. */
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
  /**
   * The rows on screen belong to the previous view while the next page, size or filter loads:
   * they are dimmed, out of reach and the table is `aria-busy`, so nobody acts on a stale row.
   */
  isStale?: boolean;
  /** How many skeleton rows to draw while loading (the page size, at most 10, by default). */
  loadingRowCount?: number;
  /**
   * Why the list failed to load, with a Retry button: instead of rows when there are none, so an
   * outage never looks like an empty list, or above the rows that were on screen (kept, dimmed).
   * Paging hides while the list fails.
   */
  error?: string | null;
  onRetry?: () => void;
  /** The empty state's title, hint and action. */
  emptyState?: DataTableEmptyState;
  /**
   * The actions offered on every row (from `defineRowActions`), shown as named buttons in a last
   * column pinned to the right edge. A screen that may only read passes a smaller set.
   */
  rowActions?: RowActions<Row, ActionId>;
  /**
   * Presses on a row action: the action's id (one of `rowActions`' ids) and its row. Return the
   * promise of a request the action starts (a toggle) and the button shows it is busy and the
   * row's actions ignore presses until it settles.
   */
  onRowAction?: (actionId: ActionId, row: Row) => unknown;
  /** The actions column's header, "Actions" unless the screen's spec says otherwise. */
  rowActionsHeader?: string;
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
  /** What the rows are, for "Select all 245 matching subscriptions". */
  resourceName?: ResourceName;
  /**
   * Rows the admin has just created (their ids): tinted and marked "New" beside their name, and
   * scrolled into view when they first show, so a new record is found wherever the list's order
   * puts it.
   */
  newRowIds?: ReadonlySet<string>;
}

interface PaginatedProps {
  /** Server pages (with the screen's totals) or client-side slicing; none shows every row. */
  pagination?: ServerPagination | ClientPagination;
  virtualize?: false;
}

interface VirtualizedProps {
  pagination?: undefined;
  /**
   * Render only the rows in view, for long client-side lists (docs/design.md: 10,000 rows stay
   * responsive): a scrolling area of fixed height with a sticky header.
   */
  virtualize: true | VirtualizeOptions;
}

export type DataTableProps<Row extends RowData, ActionId extends string = never> = DataTableBaseProps<
  Row,
  ActionId
> &
  (PaginatedProps | VirtualizedProps);
