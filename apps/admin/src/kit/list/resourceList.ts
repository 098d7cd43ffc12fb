/**
 * A resource list declared once: which contract path it reads, how its answer holds rows and
 * totals, what it searches and filters by, how it pages. `useResourceList` turns a declaration
 * into the URL-held state, the query, the filter bar, the table's props and the export's
 * fetch-all; the screen registry uses the same declaration to start the first request while the
 * screen's code is still loading.
 */

import type { paths } from '@aac/api-client/schema';
import { dayBoundary, type ListPagination } from '@aac/domain';
import type { PaginationSummary } from '@aac/ui';
import { type ListParamsSpec, type ListSort, readListState } from './listParams';

/** The contract paths that answer GET with a JSON body. */
export type ListPath = {
  [P in keyof paths]: paths[P] extends {
    get: { responses: { 200: { content: { 'application/json': unknown } } } };
  }
    ? P
    : never;
}[keyof paths];

type GetOperation<P extends ListPath> = paths[P]['get'];

/** The query parameters of a list path, as the contract types them. */
export type ListQuery<P extends ListPath> =
  GetOperation<P> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The JSON answer of a list path. */
export type ListData<P extends ListPath> = GetOperation<P>['responses'][200]['content']['application/json'];

/** The fields a path's contract `sort` takes ("name" of both "name" and "-name"). */
export type SortField<P extends ListPath> =
  ListQuery<P> extends { sort?: infer Value extends string }
    ? Value extends `-${infer Field}`
      ? Field
      : Value
    : never;

/** The query parameters the kit itself sends; every other string parameter can be a filter. */
type KitParameter = 'page' | 'limit' | 'search' | 'sort';

/** The query parameters of a path that take a string or a number (an id): the candidates for filters. */
export type FilterName<P extends ListPath> = {
  [K in keyof ListQuery<P>]-?: K extends KitParameter
    ? never
    : NonNullable<ListQuery<P>[K]> extends string | number
      ? K
      : never;
}[keyof ListQuery<P>] &
  string;

/** The values a filter of a path takes, from the contract's enum; a number as the URL writes it. */
export type FilterValue<P extends ListPath, Name extends FilterName<P>> =
  NonNullable<ListQuery<P>[Name]> extends number
    ? `${number}`
    : Extract<NonNullable<ListQuery<P>[Name]>, string>;

/** One filter of the filter bar: its label, its "All …" option and its values. */
export interface FilterDeclaration<Value extends string> {
  /** What it filters, e.g. "Status". */
  label: string;
  /** The option that sends no filter, e.g. "All Status" (core spec §2.1). */
  allLabel: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  /**
   * The options are the server's (e.g. the roles of GET /admin/roles): the screen passes them to
   * ListFilters at run time, and the URL keeps any value, since they cannot be known in advance.
   */
  open?: boolean;
  /**
   * The picker shows only while the URL sets the filter, e.g. one record reached from its History
   * link; choosing the "All …" option removes it with the picker.
   */
  onlyWhenSet?: boolean;
}

/**
 * One end of a date range (a `from` or `to` date-time parameter): a date field in the filter bar,
 * the day in the URL ("2026-11-28"), and sent as the moment that day starts (`start`), or the
 * moment the next one starts (`end`, so the last day counts whole), in the admin's time zone.
 */
export interface DateFilterDeclaration {
  /** The field's name: "From", "To". */
  label: string;
  day: 'start' | 'end';
}

/** A filter of a parameter: a picker of options, or, for a free-text parameter, one end of a date range. */
export type FilterDeclarationOf<Value extends string> = string extends Value
  ? FilterDeclaration<Value> | DateFilterDeclaration
  : FilterDeclaration<Value>;

/** Whether a filter is one end of a date range. */
export function isDateFilter(
  filter: FilterDeclaration<string> | DateFilterDeclaration,
): filter is DateFilterDeclaration {
  return 'day' in filter;
}

/** Totals of one answer, whatever shape the spec gave that list's pagination. */
export interface ListTotals {
  totalCount: number;
  totalPages: number;
}

/** The users, children and admins shape (currentPage … endIndex). */
export function totalsOfPagination(
  pagination: Pick<ListPagination, 'totalCount' | 'totalPages'>,
): ListTotals {
  return { totalCount: pagination.totalCount, totalPages: pagination.totalPages };
}

/** The contact messages and newsletter shape (total, page, limit, pages). */
export function totalsOfPagePagination(pagination: { total: number; pages: number }): ListTotals {
  return { totalCount: pagination.total, totalPages: pagination.pages };
}

/**
 * The optionally paged lists (payments, referrals, payouts): the kit always asks for a page, so
 * the answer carries `pagination`; a backend that sends the whole list instead is one page.
 */
export function totalsOfOptionalPagePagination(
  pagination: { total: number; pages: number } | undefined,
  rowCount: number,
): ListTotals {
  return pagination ? totalsOfPagePagination(pagination) : { totalCount: rowCount, totalPages: 1 };
}

export interface ListEmptyTexts {
  /** "No users found". */
  title: string;
  /** When nothing narrows the list: "Users appear here once they sign up." */
  hint: string;
  /** When a search or filter is set: "No user matches this search and these filters." */
  filteredHint: string;
}

export interface ResourceListDeclaration<P extends ListPath, Row, Filter extends FilterName<P>> {
  path: P;
  /** The table's name, e.g. "Users"; also "Export Users" and "Search users". */
  label: string;
  /** What one row and many rows are called: "Exported 1 user", "Exported 1,204 users". */
  noun: { one: string; other: string };
  /**
   * The search box, sent as `search`; absent when the list has none. `debounceMs` where the spec
   * gives the screen its own pause (enterprises: 500 ms); the search box's default otherwise.
   * Lists whose operation takes no `search` (answered whole, `paging: 'client'`) give `text`, what
   * the browser searches in a row (e.g. platform and url): it keeps the rows whose text contains
   * the trimmed term, in any case, at each keystroke (nothing is sent, so nothing waits for typing
   * to pause) unless `debounceMs` says otherwise. See `useClientSearch`.
   */
  search?: { placeholder: string; debounceMs?: number; text?(row: Row): string };
  filters: { [Name in Filter]: FilterDeclarationOf<FilterValue<P, Name>> };
  /** 'selectable' offers 5/10/25/50/100 (core spec §9); fixed lists say their size. */
  pageSize: 'selectable' | { fixed: number };
  /**
   * 'server': the query sends page and limit and the answer is one page. 'client': the answer is
   * the whole list and the screen shows it a page at a time (still URL-held).
   */
  paging: 'server' | 'client';
  /**
   * The paging bar in the screen spec's words: its summary line ("results" unless given:
   * "Showing X to Y of Z results"; "pageOf": "Showing page X of Y"; "admins": "Showing X-Y of N
   * admins", platform spec §2.10) and whether it appears only
   * when there is more than one page (platform spec §2.2, §2.5).
   */
  pagingBar?: { summary?: PaginationSummary; hideWhenSinglePage?: boolean };
  /** For two lists on one screen: a prefix for their query-string names. */
  namespace?: string;
  /**
   * Server-side sorting, for list operations whose contract takes `sort` ("field" ascending,
   * "-field" descending): the fields offered, each one the contract takes. The sort is held in the
   * URL and sent with the query; the table's column of the same id (`enableSorting: true`) drives it.
   */
  sort?: { fields: readonly SortField<P>[] };
  rows(data: ListData<P>): readonly Row[];
  /** Server-paged lists: the totals of the answer (totalsOfPagination, totalsOfPagePagination, …). */
  totals?(data: ListData<P>): ListTotals;
  rowId(row: Row): string;
  rowName(row: Row): string;
  empty: ListEmptyTexts;
}

/**
 * Declares a resource list with every name checked against the contract: `path` must be a list
 * path, each filter must be one of its query parameters and each option one of its values, and
 * `rows` and `totals` read its typed answer.
 */
export function defineResourceList<Row>() {
  return <P extends ListPath, Filter extends FilterName<P> = never>(
    declaration: ResourceListDeclaration<P, Row, Filter>,
  ) => declaration;
}

/** The useListParams spec of a declaration. */
export function listParamsSpecOf<P extends ListPath, Row, Filter extends FilterName<P>>(
  declaration: ResourceListDeclaration<P, Row, Filter>,
): ListParamsSpec<Filter> {
  const filters = {} as ListParamsSpec<Filter>['filters'];
  for (const name of Object.keys(declaration.filters) as Filter[]) {
    const filter: FilterDeclaration<string> | DateFilterDeclaration = declaration.filters[name];
    filters[name] = isDateFilter(filter)
      ? { values: [], all: '', day: filter.day }
      : { values: filter.options.map((option) => option.value), all: '', open: filter.open };
  }
  return {
    filters,
    pageSize: declaration.pageSize,
    namespace: declaration.namespace,
    sortFields: declaration.sort?.fields,
  };
}

/** The state a declaration's query is built from. */
export interface ListQueryState {
  search: string;
  filters: Record<string, string>;
  page: number;
  pageSize: number;
  sort?: ListSort;
}

/**
 * The query of a list request: the trimmed search, the set filters ("all" sends nothing) and,
 * for server-paged lists, page and limit. `paging: false` leaves page and limit out (the export
 * adds its own).
 */
export function listQueryOf<P extends ListPath, Row, Filter extends FilterName<P>>(
  declaration: ResourceListDeclaration<P, Row, Filter>,
  state: ListQueryState,
  paging = declaration.paging === 'server',
): ListQuery<P> {
  const query: Record<string, string | number> = {};
  const term = state.search.trim();
  if (declaration.search && !declaration.search.text && term) query.search = term;
  for (const [name, filter] of Object.entries<FilterDeclaration<string> | DateFilterDeclaration>(
    declaration.filters,
  )) {
    const value = state.filters[name];
    const sent = value && isDateFilter(filter) ? dayBoundary(value, filter.day) : value;
    if (sent) query[name] = sent;
  }
  if (declaration.sort && state.sort) {
    query.sort = `${state.sort.direction === 'desc' ? '-' : ''}${state.sort.field}`;
  }
  if (paging) {
    query.page = state.page;
    query.limit = state.pageSize;
  }
  // The declaration's types tie every name and value above to this path's contract query.
  return query as ListQuery<P>;
}

/** The list state a URL holds, read without React (the route loader's prefetch). */
export function listQueryStateFromUrl<P extends ListPath, Row, Filter extends FilterName<P>>(
  declaration: ResourceListDeclaration<P, Row, Filter>,
  url: URL,
): ListQueryState {
  return readListState(url.searchParams, listParamsSpecOf(declaration));
}
