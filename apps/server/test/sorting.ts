import { expect } from 'vitest';

type Key = string | number | null;

/**
 * Asserts `rows` are in the order a `sort` promises: by `key` in `direction`, a missing value
 * (null) counting as the largest, and rows that tie by id in the same direction.
 */
export function expectSorted<Row extends { id: number }>(
  rows: readonly Row[],
  key: (row: Row) => Key,
  direction: 'asc' | 'desc',
  /** 'unknown' when the answer shows a coarser value than the server sorts by (age, not birth date). */
  ties: 'byId' | 'unknown' = 'byId',
): void {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: Key, b: Key): number => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return a < b ? -1 : 1;
  };
  for (let index = 1; index < rows.length; index++) {
    const before = rows[index - 1] as Row;
    const after = rows[index] as Row;
    const byKey = sign * compare(key(before), key(after));
    const order = byKey || (ties === 'byId' ? sign * (before.id - after.id) : -1);
    expect(order, `row ${before.id} (${key(before)}) before row ${after.id} (${key(after)})`).toBeLessThan(0);
  }
}

/**
 * Every row of a sorted list, read page after page with an odd page size (so page edges fall
 * inside runs of equal values): each page must continue the previous one.
 */
export async function everyPage<Row>(
  list: (page: number) => Promise<{ rows: Row[]; totalCount: number; hasNextPage: boolean }>,
): Promise<{ rows: Row[]; totalCount: number }> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await list(page);
    rows.push(...answer.rows);
    if (!answer.hasNextPage) return { rows, totalCount: answer.totalCount };
  }
}
