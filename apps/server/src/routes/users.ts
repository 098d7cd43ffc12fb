import { type Expression, expressionBuilder, type InferResult, type SqlBool, sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { containsPattern, searchText } from '../db/search.ts';
import { orderedBy, sortColumns, sortOrder } from '../db/sort.ts';
import { inTransaction } from '../db/transaction.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { AreaHandlers, QueryParams } from '../http/operation-types.ts';
import { pageRequest, paginationOf } from './shared/pagination.ts';

/**
 * Users area (core spec §2.1, §4, §7): the user list with search and filters, edit, activate,
 * deactivate, delete, and the subscription dialog (detail, cancel, reactivate).
 *
 * Pattern of an area: data access first (small functions taking `db`), then the handlers keyed
 * by operationId. Handlers validate nothing the contract already validated; they apply the
 * spec's rules and throw HttpError for refusals.
 */

const FREE_PLAN = 'free';

// ---------------------------------------------------------------- data access

function userColumns(db: Db) {
  return db.selectFrom('users').select((eb) => [
    'users.id',
    'users.first_name',
    'users.last_name',
    'users.email',
    'users.user_type',
    'users.is_active',
    'users.plan_type',
    'users.created_at',
    'users.version',
    eb
      .selectFrom('children')
      .select(eb.fn.countAll<number>().as('count'))
      .whereRef('children.parent_id', '=', 'users.id')
      .as('children_count'),
    // The end of the period of a subscription set to cancel at period end (core §4), still
    // ahead; null otherwise. One row at most: a user has one subscription (user_id is unique).
    eb
      .selectFrom('user_subscriptions')
      .select('user_subscriptions.current_period_end')
      .whereRef('user_subscriptions.user_id', '=', 'users.id')
      .where('user_subscriptions.status', '=', 'cancel_at_period_end')
      .where('user_subscriptions.current_period_end', '>', sql<Date>`now()`)
      .as('subscription_cancels_at'),
  ]);
}

type UserRow = InferResult<ReturnType<typeof userColumns>>[number];

/** A user as the contract's User schema shows it. */
export function userView(row: UserRow) {
  return {
    id: row.id,
    version: row.version,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    user_type: row.user_type,
    is_active: row.is_active,
    children_count: Number(row.children_count ?? 0),
    plan_type: row.plan_type,
    // Only while a cancellation is scheduled: the contract leaves the field out otherwise.
    ...(row.subscription_cancels_at
      ? { subscription_cancels_at: new Date(row.subscription_cancels_at).toISOString() }
      : {}),
    created_at: row.created_at.toISOString(),
  };
}

/** The list's search and filters as one condition, used alike by the count and by the page. */
function userFilter(filters: QueryParams<'listUsers'>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'users'>();
  const conditions: Expression<SqlBool>[] = [];
  const pattern = containsPattern(filters.search);
  if (pattern) conditions.push(eb(searchText.users, 'ilike', pattern));
  if (filters.status) conditions.push(eb('users.is_active', '=', filters.status === 'active'));
  if (filters.user_type) conditions.push(eb('users.user_type', '=', filters.user_type));
  return eb.and(conditions);
}

/**
 * The list's total. Without a search it is read from the counters the triggers keep per type
 * and state (migration 0006_user_counts); a search counts the matching rows.
 */
async function countUsers(db: Db, filters: QueryParams<'listUsers'>, filter: Expression<SqlBool>) {
  if (containsPattern(filters.search)) {
    const { total } = await db
      .selectFrom('users')
      .where(filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }
  let counted = db
    .selectFrom('user_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), sql<number>`0`).as('total'));
  if (filters.status) counted = counted.where('is_active', '=', filters.status === 'active');
  if (filters.user_type) counted = counted.where('user_type', '=', filters.user_type);
  const { total } = await counted.executeTakeFirstOrThrow();
  return Number(total);
}

export async function findUser(db: Db, id: number) {
  const row = await userColumns(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`User ${id} was not found.`);
  return row;
}

/** activateUser and deactivateUser: the user's is_active set, and the user as it now stands. */
async function setUserActive(db: Db, id: number, isActive: boolean) {
  await findUser(db, id);
  await db
    .updateTable('users')
    .set({ is_active: isActive, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return {
    success: true as const,
    message: isActive ? 'User activated successfully.' : 'User deactivated successfully.',
    user: userView(await findUser(db, id)),
  };
}

/**
 * core spec §4: "cancel at period end keeps access until the end date". Once that date has
 * passed the subscription is over: it becomes canceled and the user falls back to the free
 * plan. Settled lazily, in one statement, whenever subscriptions or users are read.
 */
async function settleEndedSubscriptions(db: Db): Promise<void> {
  // Nearly always nothing has ended: asking through the partial index costs a fraction of the
  // two-table update, which only runs when there is something to settle. The earliest end in the
  // partial index (user_subscriptions_ending_idx) is its first entry: one read, whatever the
  // planner estimates, since any other plan reads and sorts the table. (`exists` or `limit 1`
  // over `current_period_end <= now()` let it bet on an early match and scan the whole table:
  // 5 ms per list request at 100,000 users on PostgreSQL 15.)
  const { rows } = await sql<{ ended: boolean }>`
    select current_period_end <= now() as ended
      from user_subscriptions
     where status = 'cancel_at_period_end'
     order by current_period_end
     limit 1
  `.execute(db);
  const ended = rows[0]?.ended;
  if (!ended) return;
  await sql`
    with ended as (
      update user_subscriptions
         set status = 'canceled', canceled_at = current_period_end, updated_at = now()
       where status = 'cancel_at_period_end' and current_period_end <= now()
      returning user_id
    )
    update users set plan_type = ${FREE_PLAN}, updated_at = now() where id in (select user_id from ended)
  `.execute(db);
}

interface SubscriptionState {
  status: Database['user_subscriptions']['status'];
  current_period_end: Date;
}

/** core spec §4: cancel only while active; reactivate only while a cancellation is scheduled. */
function subscriptionRules(subscription: SubscriptionState, now = new Date()) {
  return {
    canCancel: subscription.status === 'active',
    canReactivate: subscription.status === 'cancel_at_period_end' && subscription.current_period_end > now,
  };
}

async function findSubscription(db: Db, userId: number, options: { forUpdate?: boolean } = {}) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound(`User ${userId} was not found.`);
  let query = db
    .selectFrom('user_subscriptions')
    .select(['id', 'plan_type', 'status', 'current_period_end', 'version'])
    .where('user_id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  const subscription = await query.executeTakeFirst();
  if (!subscription) throw notFound(`User ${userId} has no subscription.`);
  return { user, subscription };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

// ---------------------------------------------------------------- handlers

export const usersHandlers = {
  async listUsers(request) {
    const { db } = request.server;
    const page = pageRequest(request.query);
    await settleEndedSubscriptions(db);

    const filter = userFilter(request.query);
    const total = await countUsers(db, request.query, filter);
    // The page's ids first, from users alone (the sort's index serves order and offset), and
    // only then the columns and the children count of those rows: counting children inside the
    // offset query counted them for every skipped row too (100,000 counts for the last page).
    // (The subquery comes from the expression builder, not from `db`: a builder of `db` would
    // run the database's plugins on the subquery as if it were a statement of its own.)
    // Newest first unless `sort` says otherwise; the page of ids and its rows share one order.
    const order = sortOrder(request.query.sort, sortColumns.users, sql.ref('users.id'), '-created_at');
    const rows = await orderedBy(
      userColumns(db).where((eb) =>
        eb(
          'users.id',
          'in',
          orderedBy(eb.selectFrom('users').select('users.id').where(filter), order)
            .limit(page.limit)
            .offset(page.offset),
        ),
      ),
      order,
    ).execute();
    return { users: rows.map(userView), pagination: paginationOf(page, total, rows.length) };
  },

  async updateUser(request) {
    const { db } = request.server;
    const { id } = request.params;
    const changes = request.body;
    return inTransaction(db, async (trx) => {
      await findUser(trx, id);
      if (changes.email !== undefined) {
        const clash = await trx
          .selectFrom('users')
          .select('id')
          .where(sql`lower(email)`, '=', changes.email.toLowerCase())
          .where('id', '!=', id)
          .executeTakeFirst();
        if (clash) throw conflict(`Another user already uses the email ${changes.email}.`);
      }
      await trx
        .updateTable('users')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      return {
        success: true as const,
        message: 'User updated successfully.',
        user: userView(await findUser(trx, id)),
      };
    });
  },

  async deleteUser(request) {
    const { db } = request.server;
    const { id } = request.params;
    // Children and the subscription go with the user (foreign keys cascade); payments and
    // referrals keep their email snapshot for the books.
    const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound(`User ${id} was not found.`);
    return { success: true as const, message: 'User deleted successfully.' };
  },

  async activateUser(request) {
    return setUserActive(request.server.db, request.params.id, true);
  },

  async deactivateUser(request) {
    return setUserActive(request.server.db, request.params.id, false);
  },

  async getUserSubscription(request) {
    const { db } = request.server;
    await settleEndedSubscriptions(db);
    const { user, subscription } = await findSubscription(db, request.params.id);
    return {
      id: user.id,
      version: subscription.version,
      email: user.email,
      planType: subscription.plan_type,
      subscriptionStatus: subscription.status,
      subscriptionEndDate: subscription.current_period_end.toISOString(),
      ...subscriptionRules(subscription),
    };
  },

  async cancelUserSubscription(request) {
    const { db } = request.server;
    const { id } = request.params;
    const { cancelImmediately, reason } = request.body;
    await settleEndedSubscriptions(db);
    return inTransaction(db, async (trx) => {
      const { subscription } = await findSubscription(trx, id, { forUpdate: true });
      if (!subscriptionRules(subscription).canCancel) {
        throw conflict(
          `This subscription cannot be cancelled: it is ${subscription.status.replaceAll('_', ' ')}.`,
        );
      }
      const now = new Date();
      if (cancelImmediately) {
        // core spec §4: cancel immediately removes access at once.
        await trx
          .updateTable('user_subscriptions')
          .set({
            status: 'canceled',
            canceled_at: now,
            current_period_end: now,
            cancel_reason: reason ?? null,
            updated_at: now,
          })
          .where('id', '=', subscription.id)
          .execute();
        await trx
          .updateTable('users')
          .set({ plan_type: FREE_PLAN, updated_at: now })
          .where('id', '=', id)
          .execute();
        return { success: true as const, message: 'Subscription cancelled immediately. Access has ended.' };
      }
      // core spec §4: cancel at period end keeps access until the end date.
      await trx
        .updateTable('user_subscriptions')
        .set({ status: 'cancel_at_period_end', cancel_reason: reason ?? null, updated_at: now })
        .where('id', '=', subscription.id)
        .execute();
      return {
        success: true as const,
        message: `Subscription will be cancelled at the end of the current billing period (${dateFormat.format(
          subscription.current_period_end,
        )}).`,
      };
    });
  },

  async reactivateUserSubscription(request) {
    const { db } = request.server;
    const { id } = request.params;
    await settleEndedSubscriptions(db);
    return inTransaction(db, async (trx) => {
      const { subscription } = await findSubscription(trx, id, { forUpdate: true });
      if (!subscriptionRules(subscription).canReactivate) {
        throw conflict(
          `Only a subscription scheduled to cancel can be reactivated; this one is ${subscription.status.replaceAll('_', ' ')}.`,
        );
      }
      await trx
        .updateTable('user_subscriptions')
        .set({ status: 'active', canceled_at: null, cancel_reason: null, updated_at: new Date() })
        .where('id', '=', subscription.id)
        .execute();
      return {
        success: true as const,
        message: 'Subscription reactivated. Charging resumes on the next billing date.',
      };
    });
  },
} satisfies AreaHandlers;
