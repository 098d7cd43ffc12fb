import { AGE_RANGE_BOUNDS } from '@aac/domain';
import { type Expression, expressionBuilder, type InferResult, type SqlBool, sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { containsPattern, narrowsTrigramSearch, searchText } from '../db/search.ts';
import { orderedBy, sortColumns, sortOrder } from '../db/sort.ts';
import { inTransaction } from '../db/transaction.ts';
import { notFound } from '../http/errors.ts';
import type { AreaHandlers, QueryParams } from '../http/operation-types.ts';
import { pageRequest, paginationOf } from './shared/pagination.ts';

/**
 * Children area (core spec §2.2, §4, §7): the child list with search (child name, diagnosis,
 * parent name and email) and filters (status, communication level, age range), edit, status
 * change and delete.
 */

// ---------------------------------------------------------------- data access

function childColumns(db: Db) {
  return db
    .selectFrom('children')
    .innerJoin('users as parent', 'parent.id', 'children.parent_id')
    .select([
      'children.id',
      'children.first_name',
      'children.last_name',
      'children.photo_url',
      'children.diagnosis',
      'children.communication_level',
      'children.status',
      'children.created_at',
      'children.version',
      'children.recent_progress',
      'children.active_goals',
      'children.completed_goals',
      'children.total_sessions',
      'parent.first_name as parent_first_name',
      'parent.last_name as parent_last_name',
      'parent.email as parent_email',
      sql<number | null>`date_part('year', age(current_date, children.date_of_birth))::int`.as('age'),
    ]);
}

type ChildRow = InferResult<ReturnType<typeof childColumns>>[number];

/** A child as the contract's Child schema shows it. */
function childView(row: ChildRow) {
  return {
    id: row.id,
    version: row.version,
    name: `${row.first_name} ${row.last_name}`.trim(),
    first_name: row.first_name,
    last_name: row.last_name,
    photo_url: row.photo_url,
    age: row.age,
    diagnosis: row.diagnosis,
    communication_level: row.communication_level,
    status: row.status,
    created_at: row.created_at.toISOString(),
    parent: { name: `${row.parent_first_name} ${row.parent_last_name}`.trim(), email: row.parent_email },
    stats: {
      recent_progress: row.recent_progress,
      active_goals: row.active_goals,
      completed_goals: row.completed_goals,
      total_sessions: row.total_sessions,
    },
  };
}

async function findChild(db: Db, id: number) {
  const row = await childColumns(db).where('children.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Child ${id} was not found.`);
  return row;
}

/** The list's search and filters as one condition, used alike by the count and by the page. */
function childFilter(filters: QueryParams<'listChildren'>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'children'>();
  const conditions: Expression<SqlBool>[] = [];
  const pattern = containsPattern(filters.search);
  if (pattern) {
    // core spec §2.2 / contract: search matches the child's name and diagnosis and the parent's name and email.
    if (narrowsTrigramSearch(filters.search)) {
      // The union of two index-served lookups: children_search_idx for the child's own text, and
      // users_search_idx then children_parent_id_idx for the parent's. An OR of the two conditions
      // on the outer children row can use neither index and reads every child (2.2x slower at
      // 100,000 users for "son"). The inner queries name the tables `children` and `users`
      // themselves (no aliases), so their search expressions are exactly the indexed ones.
      conditions.push(
        eb(
          'children.id',
          'in',
          eb
            .selectFrom('children')
            .select('children.id')
            .where(searchText.children, 'ilike', pattern)
            .union(
              eb
                .selectFrom('children')
                .innerJoin('users', 'users.id', 'children.parent_id')
                .select('children.id')
                .where(searchText.users, 'ilike', pattern),
            ),
        ),
      );
    } else {
      // Too short for a trigram: no index can narrow the search, and the plain OR lets the page
      // stop at its last row along children_created_at_idx instead of matching every child first.
      conditions.push(
        eb.or([
          eb(searchText.children, 'ilike', pattern),
          eb(
            'children.parent_id',
            'in',
            eb.selectFrom('users').select('users.id').where(searchText.users, 'ilike', pattern),
          ),
        ]),
      );
    }
  }
  if (filters.status) conditions.push(eb('children.status', '=', filters.status));
  if (filters.communication_level)
    conditions.push(eb('children.communication_level', '=', filters.communication_level));
  if (filters.age_range) {
    // Age bounds become birth-date bounds so the date_of_birth index serves the filter:
    // age >= min  <=>  born on or before today minus min years;
    // age <= max  <=>  born after today minus (max + 1) years.
    // core spec §2.2 (@aac/domain): "13-18" includes 18 and "18+" is 18 and older.
    const { min, max } = AGE_RANGE_BOUNDS[filters.age_range];
    conditions.push(
      sql<SqlBool>`children.date_of_birth <= (current_date - make_interval(years => ${min}))::date`,
    );
    if (max !== null) {
      conditions.push(
        sql<SqlBool>`children.date_of_birth > (current_date - make_interval(years => ${max + 1}))::date`,
      );
    }
  }
  return eb.and(conditions);
}

// ---------------------------------------------------------------- handlers

export const childrenHandlers = {
  async listChildren(request) {
    const { db } = request.server;
    const page = pageRequest(request.query);
    const filter = childFilter(request.query);
    const { total } = await db
      .selectFrom('children')
      .where(filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    // The page's ids first, from children alone, and only then the parent join of those rows, so
    // a deep page does not join a parent for every skipped child.
    // (The subquery comes from the expression builder, not from `db`: a builder of `db` would
    // run the database's plugins on the subquery as if it were a statement of its own.)
    // Newest first unless `sort` says otherwise; the page of ids and its rows share one order.
    const order = sortOrder(request.query.sort, sortColumns.children, sql.ref('children.id'), '-created_at');
    const rows = await orderedBy(
      childColumns(db).where((eb) =>
        eb(
          'children.id',
          'in',
          orderedBy(eb.selectFrom('children').select('children.id').where(filter), order)
            .limit(page.limit)
            .offset(page.offset),
        ),
      ),
      order,
    ).execute();
    return { children: rows.map(childView), pagination: paginationOf(page, Number(total), rows.length) };
  },

  async updateChild(request) {
    const { db } = request.server;
    const { id } = request.params;
    const { first_name, last_name, diagnosis, communication_level, status } = request.body;
    return inTransaction(db, async (trx) => {
      await findChild(trx, id);
      await trx
        .updateTable('children')
        .set({
          first_name: first_name.trim(),
          last_name: last_name.trim(),
          communication_level,
          status,
          // An omitted diagnosis stays as it is; null or blank clears it ("No diagnosis").
          ...(diagnosis === undefined ? {} : { diagnosis: diagnosis?.trim() ? diagnosis.trim() : null }),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      return {
        success: true as const,
        message: 'Child updated successfully.',
        child: childView(await findChild(trx, id)),
      };
    });
  },

  async updateChildStatus(request) {
    const { db } = request.server;
    const { id } = request.params;
    const { status } = request.body;
    // core spec §4: an admin may set any of the three statuses directly.
    await findChild(db, id);
    await db.updateTable('children').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
    return {
      success: true as const,
      message: `Child status changed to ${status}.`,
      child: childView(await findChild(db, id)),
    };
  },

  async deleteChild(request) {
    const { db } = request.server;
    const { id } = request.params;
    const result = await db.deleteFrom('children').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound(`Child ${id} was not found.`);
    return { success: true as const, message: 'Child deleted successfully.' };
  },
} satisfies AreaHandlers;
