import { type Expression, expressionBuilder, type InferResult, type SqlBool, sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { containsPattern, searchText } from '../db/search.ts';
import { notFound } from '../http/errors.ts';
import type { AreaHandlers, QueryParams } from '../http/operation-types.ts';
import { pageRequest } from './shared/pagination.ts';

/**
 * Newsletter subscriptions area (core spec §2.6, §4, §7, §9): the paged, searchable subscriber
 * list (50 a page), the four stat cards, unsubscribe/reactivate and delete. Bulk actions of the
 * screen call the per-row operations.
 */

/** core spec §9: the blog subscriptions page size is 50. */
const SUBSCRIPTIONS_PAGE_SIZE = 50;

// ---------------------------------------------------------------- data access

function subscriptionColumns(db: Db) {
  return db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'email', 'first_name', 'last_name', 'status', 'subscribed_at', 'version']);
}

type SubscriptionRow = InferResult<ReturnType<typeof subscriptionColumns>>[number];

/** A subscription as the contract's NewsletterSubscription schema shows it. */
function subscriptionView(row: SubscriptionRow) {
  return {
    id: row.id,
    version: row.version,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    status: row.status,
    subscribed_at: row.subscribed_at.toISOString(),
  };
}

async function findSubscription(db: Db, id: number) {
  const row = await subscriptionColumns(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Subscription ${id} was not found.`);
  return row;
}

/** Search (email and names, case-insensitive, trigram index) and status, for the count and the page. */
function subscriptionFilter(filters: QueryParams<'listNewsletterSubscriptions'>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'newsletter_subscriptions'>();
  const conditions: Expression<SqlBool>[] = [];
  const pattern = containsPattern(filters.search);
  if (pattern) conditions.push(eb(searchText.newsletterSubscriptions, 'ilike', pattern));
  if (filters.status) conditions.push(eb('newsletter_subscriptions.status', '=', filters.status));
  return eb.and(conditions);
}

// ---------------------------------------------------------------- handlers

export const newsletterHandlers = {
  async listNewsletterSubscriptions(request) {
    const { db } = request.server;
    const page = pageRequest(request.query, SUBSCRIPTIONS_PAGE_SIZE);
    const filter = subscriptionFilter(request.query);
    const { total } = await db
      .selectFrom('newsletter_subscriptions')
      .where(filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await subscriptionColumns(db)
      .where(filter)
      .orderBy('subscribed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const count = Number(total);
    return {
      success: true as const,
      subscriptions: rows.map(subscriptionView),
      pagination: { page: page.page, limit: page.limit, total: count, pages: Math.ceil(count / page.limit) },
    };
  },

  async getNewsletterSubscriptionStats(request) {
    const { db } = request.server;
    // Contract: "this month" is since the first day of the current calendar month (UTC);
    // "this week" is the last 7 days. One pass with filtered counts.
    const stats = await db
      .selectFrom('newsletter_subscriptions')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`count(*) filter (where status = 'active')`.as('active'),
        sql<number>`count(*) filter (
          where subscribed_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
        )`.as('this_month'),
        sql<number>`count(*) filter (where subscribed_at >= now() - interval '7 days')`.as('this_week'),
      ])
      .executeTakeFirstOrThrow();
    return {
      success: true as const,
      stats: {
        total_subscriptions: Number(stats.total),
        active_subscriptions: Number(stats.active),
        new_this_month: Number(stats.this_month),
        new_this_week: Number(stats.this_week),
      },
    };
  },

  async updateNewsletterSubscription(request) {
    const { db } = request.server;
    const { id } = request.params;
    // core spec §4: an admin may set unsubscribed, or active again; bounced is display only, so
    // the contract accepts only those two values (bounced answers 400 before reaching here).
    const { status } = request.body;
    const now = new Date();
    const result = await db
      .updateTable('newsletter_subscriptions')
      .set({
        status,
        // When the address left the list: kept if it had already left, cleared on reactivation.
        unsubscribed_at: status === 'unsubscribed' ? sql<Date>`coalesce(unsubscribed_at, ${now})` : null,
        updated_at: now,
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw notFound(`Subscription ${id} was not found.`);
    return {
      success: true as const,
      message: status === 'unsubscribed' ? 'Subscription unsubscribed.' : 'Subscription reactivated.',
      subscription: subscriptionView(await findSubscription(db, id)),
    };
  },

  async deleteNewsletterSubscription(request) {
    const { db } = request.server;
    const { id } = request.params;
    const result = await db.deleteFrom('newsletter_subscriptions').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound(`Subscription ${id} was not found.`);
    return { success: true as const, message: 'Subscription deleted successfully.' };
  },
} satisfies AreaHandlers;
