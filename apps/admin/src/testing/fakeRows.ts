/**
 * The in-memory rows behind a story's fake API: search, filters and pages answered like the
 * reference server (the pagination object comes from @aac/domain, as the server's does), every
 * list query recorded so a play function can assert what a control sent, and the failure modes
 * every list story needs. A screen's handlers.ts writes its contract-typed handlers around it.
 */
import type { components } from '@aac/api-client';
import { type ListPagination, pageOf } from '@aac/domain';
import { delay } from 'msw';
import {
  createVersionTrail,
  OTHER_ADMIN,
  OTHER_CHANGE_AT,
  type PreconditionFailedBody,
  type ReceivedPrecondition,
} from './versionTrail';

type ErrorBody = components['schemas']['Error'];

/**
 * How a list answers: normally, never (the loading state), with a 500 Error body, or normally
 * the first time and with the 500 afterwards (a reload during an outage).
 */
export type ListMode = 'ok' | 'loading' | 'error' | 'errorAfterFirst';

export const LIST_FAILURE: ErrorBody = {
  error: 'internal_error',
  message: 'The database did not answer in time.',
};

export interface FakeRowsOptions<Row> {
  /** The text a search looks in, e.g. name and email. */
  searchText: (row: Row) => string;
  /** Each filter's test of a row, by query parameter. */
  filters: Record<string, (row: Row, value: string) => boolean>;
  /**
   * The value each `sort` field orders by, as the reference server computes it (names and
   * emails lower-cased; null counts as the largest); ties go by id in the same direction.
   * Without `sort` in the query the rows keep their given order (the server's default).
   */
  sort?: Record<string, (row: Row) => SortValue>;
  /** A list the screen takes whole (posts, categories): without a limit, every matching row. */
  whole?: boolean;
}

type SortValue = string | number | boolean | null;

/** The server's order for one sort value ("field" or "-field"); undefined for a field the fake does not sort by. */
function sortComparator<Row extends { id: number }>(
  value: string | null,
  keys: Record<string, (row: Row) => SortValue> | undefined,
): ((a: Row, b: Row) => number) | undefined {
  if (!value || !keys) return undefined;
  const descending = value.startsWith('-');
  const key = keys[descending ? value.slice(1) : value];
  if (!key) return undefined;
  const sign = descending ? -1 : 1;
  const compare = (a: SortValue, b: SortValue): number => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    // Code-unit order, as the database's C collation orders (lower-cased) text.
    return a < b ? -1 : 1;
  };
  return (a, b) => sign * (compare(key(a), key(b)) || a.id - b.id);
}

export interface FakeRows<Row extends { id: number }> {
  /** Every list query received, oldest first, as parameter → value (null when absent). */
  listQueries: Array<Record<string, string | null>>;
  all(): Row[];
  find(id: number): Row | undefined;
  /** A write of the story's admin: the row changed, its version raised when a field changed. */
  replace(id: number, change: Partial<Row>): Row | undefined;
  /**
   * Another admin's write after the screen loaded (Grace Hopper at 14:02 unless given): the
   * screen still shows the old version, so its next write on the row meets a 412.
   */
  changeElsewhere(id: number, change: Partial<Row>, by?: typeof OTHER_ADMIN, at?: string): Row | undefined;
  /** The server's If-Match check of a write on the row: the 412 body when stale, else null (a missing row is the handler's 404). */
  precondition(
    id: number,
    request: Request,
    noun: string,
    bodyVersion?: unknown,
  ): PreconditionFailedBody | null;
  /** Every If-Match the writes sent, oldest first. */
  preconditions: ReceivedPrecondition[];
  /** Adds a row first, as a newest-first list shows a new one. */
  prepend(row: Row): void;
  remove(id: number): boolean;
  /** Answers a list query: one page and its pagination, the failure, or never. */
  list(
    query: URLSearchParams,
    mode?: ListMode,
  ): Promise<{ failure: ErrorBody } | { rows: Row[]; pagination: ListPagination }>;
  notFound(noun: string, id: number): ErrorBody;
}

export function fakeRows<Row extends { id: number }>(
  initial: readonly Row[],
  { searchText, filters, sort, whole = false }: FakeRowsOptions<Row>,
): FakeRows<Row> {
  let rows = [...initial];
  const listQueries: FakeRows<Row>['listQueries'] = [];
  const trail = createVersionTrail();
  const write = (id: number, change: Partial<Row>, by?: typeof OTHER_ADMIN, at?: string) => {
    const found = rows.find((row) => row.id === id);
    if (!found) return undefined;
    const updated = trail.write(id, found, { ...found, ...change }, by, at);
    rows = rows.map((row) => (row.id === id ? updated : row));
    return updated;
  };
  return {
    listQueries,
    all: () => [...rows],
    find: (id) => rows.find((row) => row.id === id),
    replace: (id, change) => write(id, change),
    changeElsewhere: (id, change, by = OTHER_ADMIN, at = OTHER_CHANGE_AT) => write(id, change, by, at),
    precondition: (id, request, noun, bodyVersion) => {
      const found = rows.find((row) => row.id === id);
      return found ? trail.check(id, found, request, noun, bodyVersion) : null;
    },
    preconditions: trail.preconditions,
    prepend: (row) => {
      rows = [row, ...rows];
    },
    remove: (id) => {
      const before = rows.length;
      rows = rows.filter((row) => row.id !== id);
      return rows.length < before;
    },
    async list(query, mode = 'ok') {
      const received: Record<string, string | null> = { page: null, limit: null, search: null, sort: null };
      for (const name of Object.keys(filters)) received[name] = null;
      for (const [name, value] of query) received[name] = value;
      listQueries.push(received);
      if (mode === 'loading') await delay('infinite');
      if (mode === 'error' || (mode === 'errorAfterFirst' && listQueries.length > 1)) {
        return { failure: LIST_FAILURE };
      }
      const term = query.get('search')?.trim().toLowerCase();
      const found = rows.filter(
        (row) =>
          (!term || searchText(row).toLowerCase().includes(term)) &&
          Object.entries(filters).every(([name, test]) => {
            const value = query.get(name);
            return !value || test(row, value);
          }),
      );
      const order = sortComparator(query.get('sort'), sort);
      if (order) found.sort(order);
      const limit = query.get('limit') ?? (whole ? Math.max(found.length, 1) : 10);
      return pageOf(found, Number(query.get('page') ?? 1), Number(limit));
    },
    notFound: (noun, id) => ({ error: 'not_found', message: `${noun} ${id} was not found.` }),
  };
}

/**
 * A page of fake rows in the `total, page, limit, pages` shape of the optionally paged lists
 * (payments, referrals, payouts), from the pagination object `list` answers.
 */
export function pagePagination(pagination: ListPagination) {
  return {
    page: pagination.currentPage,
    limit: pagination.limit,
    total: pagination.totalCount,
    pages: pagination.totalPages,
  };
}
