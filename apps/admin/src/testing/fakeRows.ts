/**
 * The in-memory rows behind a story's fake API: search, filters and pages answered like the
 * reference server (the pagination object comes from @aac/domain, as the server's does), every
 * list query recorded so a play function can assert what a control sent, and the failure modes
 * every list story needs. A screen's handlers.ts writes its contract-typed handlers around it.
 */
import type { components } from '@aac/api-client';
import { type ListPagination, pageOf } from '@aac/domain';
import { delay } from 'msw';

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
}

export interface FakeRows<Row extends { id: number }> {
  /** Every list query received, oldest first, as parameter → value (null when absent). */
  listQueries: Array<Record<string, string | null>>;
  all(): Row[];
  find(id: number): Row | undefined;
  replace(id: number, change: Partial<Row>): Row | undefined;
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
  { searchText, filters }: FakeRowsOptions<Row>,
): FakeRows<Row> {
  let rows = [...initial];
  const listQueries: FakeRows<Row>['listQueries'] = [];
  return {
    listQueries,
    all: () => [...rows],
    find: (id) => rows.find((row) => row.id === id),
    replace: (id, change) => {
      const found = rows.find((row) => row.id === id);
      if (!found) return undefined;
      const updated = { ...found, ...change };
      rows = rows.map((row) => (row.id === id ? updated : row));
      return updated;
    },
    remove: (id) => {
      const before = rows.length;
      rows = rows.filter((row) => row.id !== id);
      return rows.length < before;
    },
    async list(query, mode = 'ok') {
      const received: Record<string, string | null> = { page: null, limit: null, search: null };
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
      return pageOf(found, Number(query.get('page') ?? 1), Number(query.get('limit') ?? 10));
    },
    notFound: (noun, id) => ({ error: 'not_found', message: `${noun} ${id} was not found.` }),
  };
}
