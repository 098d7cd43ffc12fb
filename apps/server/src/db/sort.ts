import type { operations } from '@aac/api-client/schema';
import { type Expression, type SelectQueryBuilder, sql } from 'kysely';

/** How a list sorts by one of the fields its contract `sort` parameter names. */
export interface SortColumn {
  /** The value sorted on: exactly the expression of its index (see sortColumns below). */
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

/**
 * A column for every field the operation's contract `sort` accepts, and for nothing else (the
 * contract's generated types, as src/http/operation-types.ts reads them).
 */
type SortColumnsOf<K extends keyof operations> =
  NonNullable<operations[K]['parameters']['query']> extends { sort?: infer Value extends string }
    ? Record<SortFieldOf<Value>, SortColumn>
    : never;

/**
 * What each list's `sort` fields order by. For users and children every expression is exactly the
 * one its index in migrations/0004_sort_indexes.ts is built on (with the id after it); keep them
 * in step, or the index is not used. Literals are written into the SQL, never bound as parameters,
 * for the same reason: `$1` does not match an index expression. Payments and referrals have a
 * sort index for their default order only (created_at, id, from 0001_initial.ts): the demo holds
 * 900 payments and 240 referrals, which PGlite sorts by any other field in about 2 ms, so those
 * orders get no index to keep up on every write.
 */
export const sortColumns = {
  users: {
    // The name as the table shows it, first then last name, and the email, both case-insensitive
    // (the database collation is C, which would put every capital before every small letter).
    name: { expression: sql`lower(users.first_name || ' ' || users.last_name)` },
    email: { expression: sql`lower(users.email)` },
    user_type: { expression: sql.ref('users.user_type') },
    is_active: { expression: sql.ref('users.is_active') },
    // No index can order by a count kept in another table: the count per user comes from
    // children_parent_id_idx, and the order is a sort of the filtered users.
    children_count: {
      expression: sql`(select count(*) from children where children.parent_id = users.id)`,
    },
    plan_type: { expression: sql.ref('users.plan_type') },
    created_at: { expression: sql.ref('users.created_at') },
  } satisfies SortColumnsOf<'listUsers'>,
  children: {
    name: { expression: sql`lower(children.first_name || ' ' || children.last_name)` },
    // Age ascending is the latest birth date first; an unknown birth date counts as the oldest.
    age: { expression: sql.ref('children.date_of_birth'), reversed: true },
    // The spec's orders (core §2.2): beginner to advanced, active to archived; not alphabetical.
    communication_level: {
      expression: sql`(case children.communication_level when 'beginner' then 1 when 'intermediate' then 2 else 3 end)`,
    },
    status: {
      expression: sql`(case children.status when 'active' then 1 when 'inactive' then 2 else 3 end)`,
    },
    recent_progress: { expression: sql.ref('children.recent_progress') },
    total_sessions: { expression: sql.ref('children.total_sessions') },
    created_at: { expression: sql.ref('children.created_at') },
  } satisfies SortColumnsOf<'listChildren'>,
  payments: {
    created_at: { expression: sql.ref('payments.created_at') },
    amount: { expression: sql.ref('payments.amount') },
    // The filter's order (core §2.3); a stored status outside the four is shown as pending (§4),
    // so it sorts with the pending ones.
    status: {
      expression: sql`(case payments.status when 'completed' then 1 when 'failed' then 3 when 'refunded' then 4 else 2 end)`,
    },
    user_email: { expression: sql`lower(payments.user_email)` },
  } satisfies SortColumnsOf<'listPayments'>,
  referrals: {
    referrer_email: { expression: sql`lower(referrals.referrer_email)` },
    referred_email: { expression: sql`lower(referrals.referred_email)` },
    commission_amount: { expression: sql.ref('referrals.commission_amount') },
    // core §4's order, not alphabetical; the table allows only these three.
    status: {
      expression: sql`(case referrals.status when 'pending' then 1 when 'approved' then 2 else 3 end)`,
    },
    created_at: { expression: sql.ref('referrals.created_at') },
  } satisfies SortColumnsOf<'listReferrals'>,
};
