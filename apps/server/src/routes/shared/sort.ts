import type { Expression, SelectQueryBuilder } from 'kysely';

/** How a list sorts by one of the fields its contract `sort` parameter names. */
export interface SortColumn {
  /** The value sorted on: exactly the expression of its index (src/db/sort.ts). */
  expression: Expression<unknown>;
  /** Ascending on the field is descending on the expression (age ascending = latest birth date first). */
  reversed?: boolean;
}

/** The field a `sort` value names: `name` of "name" and of "-name". */
export type SortFieldOf<Value extends string> = Value extends `-${infer Field}` ? Field : Value;

/** One term of an ORDER BY. */
export interface OrderTerm {
  expression: Expression<unknown>;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last';
}

/**
 * The ORDER BY of a list for a contract-validated `sort` value ("field" ascending, "-field"
 * descending; absent: `fallback`, the list's default order), then the id in the same direction
 * so rows that tie keep one order and consecutive pages neither repeat nor skip a row. A missing
 * value counts as the largest: last ascending, first descending (Postgres' own rule for plain
 * columns, kept for reversed ones). Each column's index is built for exactly these terms.
 */
export function sortOrder<Field extends string>(
  sort: string | undefined,
  columns: Record<Field, SortColumn>,
  id: Expression<unknown>,
  fallback: Field | `-${Field}`,
): OrderTerm[] {
  const value = sort ?? fallback;
  const descending = value.startsWith('-');
  const field = (descending ? value.slice(1) : value) as Field;
  const column = columns[field];
  // The contract's enum refuses unknown fields with 400 before a handler runs; reaching this is a
  // contract and server out of step, which must not quietly fall back to another order.
  if (!column) throw new Error(`No sort column for "${field}"`);
  const nulls = descending ? 'first' : 'last';
  const fieldDirection = descending ? 'desc' : 'asc';
  const expressionDirection = column.reversed === true ? (descending ? 'asc' : 'desc') : fieldDirection;
  return [
    { expression: column.expression, direction: expressionDirection, nulls },
    { expression: id, direction: fieldDirection, nulls },
  ];
}

/** `query` ordered by `terms` (from sortOrder). */
export function orderedBy<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  terms: readonly OrderTerm[],
): SelectQueryBuilder<DB, TB, O> {
  return terms.reduce(
    (ordered, term) =>
      ordered.orderBy(term.expression, (modifiers) => {
        const directed = term.direction === 'asc' ? modifiers.asc() : modifiers.desc();
        return term.nulls === 'last' ? directed.nullsLast() : directed.nullsFirst();
      }),
    query,
  );
}
