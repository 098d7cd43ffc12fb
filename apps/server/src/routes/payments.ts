import {
  displayPaymentStatus,
  PAYMENT_STATUSES,
  pricesAfterMonthlyChange,
  UNPAGED_HISTORY_MAX,
} from '@aac/domain';
import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { containsPattern, searchText } from '../db/search.ts';
import { orderedBy, sortColumns, sortOrder } from '../db/sort.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import type { AreaHandlers, QueryParams } from '../http/operation-types.ts';
import {
  archiveRetiredPrices,
  findPlan,
  listPlans,
  type PlanRow,
  providerFailure,
  updateProviderPlan,
} from '../providers/plan-store.ts';
import { optionalPageRequest, pagePaginationOf, rowWindow } from './shared/pagination.ts';

/**
 * Payments area (core spec §2.3, §5, §7): the payment history, the four stat cards and the
 * pricing plan cards with their price change. A pricing card is an active plan of the plan screens
 * (platform spec §2.7, §2.9), so a price changed on any of the three screens is the one all show.
 */

/** Money is kept to the cent (numeric(12, 2)); sums are rounded the same way. */
function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

// ---------------------------------------------------------------- data access

/**
 * A pricing card as the contract's PricingPlan schema shows it: an active plan of the plan screens
 * (one price per plan), its monthly price per month, with the yearly price and subscriber count a
 * confirmation of a new price states.
 */
function pricingPlanView(plan: PlanRow) {
  return {
    id: plan.id,
    version: plan.version,
    name: plan.name,
    price: plan.price_monthly,
    billing_cycle: 'month',
    description: plan.description,
    features: Array.isArray(plan.features) ? plan.features : [],
    price_yearly: plan.price_yearly,
    yearly_discount_percentage: plan.yearly_discount_percentage,
    user_count: plan.user_count,
  };
}

/** The history's search and status filter as one condition, used alike by the count and by the page. */
function paymentFilter({ search, status }: QueryParams<'listPayments'>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'payments'>();
  const conditions: Expression<SqlBool>[] = [];
  const pattern = containsPattern(search);
  if (pattern) conditions.push(eb(searchText.payments, 'ilike', pattern));
  if (status === 'pending') {
    // core spec §4: an unknown stored status is shown as pending, so the pending filter finds it too.
    const known = PAYMENT_STATUSES.filter((value) => value !== 'pending');
    conditions.push(eb('payments.status', 'not in', known));
  } else if (status) {
    conditions.push(eb('payments.status', '=', status));
  }
  return eb.and(conditions);
}

async function countPayments(db: Db, filter: Expression<SqlBool>): Promise<number> {
  const { total } = await db
    .selectFrom('payments')
    .where(filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

// ---------------------------------------------------------------- handlers

export const paymentsHandlers = {
  async listPayments(request) {
    const { db } = request.server;
    // Newest first unless `sort` says otherwise; every matching payment, or one page of them when
    // asked (contract, "Optionally paged lists").
    const filter = paymentFilter(request.query);
    const page = optionalPageRequest(request.query);
    const shown = rowWindow(page, UNPAGED_HISTORY_MAX);
    const order = sortOrder(request.query.sort, sortColumns.payments, sql.ref('payments.id'), '-created_at');
    const rows = await orderedBy(
      db
        .selectFrom('payments')
        .where(filter)
        .select(['id', 'transaction_id', 'user_email', 'amount', 'status', 'created_at']),
      order,
    )
      .limit(shown.limit)
      .offset(shown.offset)
      .execute();
    const pagination = page && pagePaginationOf(page, await countPayments(db, filter));
    return {
      ...(pagination ? { pagination } : {}),
      provider: await request.server.payments.status(),
      payments: rows.map((row) => ({
        id: row.id,
        transaction_id: row.transaction_id,
        user_email: row.user_email,
        amount: row.amount,
        // core spec §4: an unknown payment status is shown as pending.
        status: displayPaymentStatus(row.status),
        created_at: row.created_at.toISOString(),
      })),
    };
  },

  async getPaymentStats(request) {
    const { db } = request.server;
    // One pass over payments with filtered aggregates; "this calendar month" is the UTC month of now.
    const payments = await db
      .selectFrom('payments')
      .select([
        sql<number>`coalesce(sum(amount) filter (where status = 'completed'), 0)`.as('total_revenue'),
        sql<number>`coalesce(sum(amount) filter (
          where status = 'completed'
            and created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
        ), 0)`.as('monthly_revenue'),
        sql<number>`count(*) filter (where status = 'failed')`.as('failed_payments'),
      ])
      .executeTakeFirstOrThrow();
    // core spec §4: a subscription cancelled at period end keeps access until its end date, so it
    // is still an active subscription until then.
    const subscriptions = await db
      .selectFrom('user_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('active'))
      .where((eb) =>
        eb.or([
          eb('status', '=', 'active'),
          eb.and([
            eb('status', '=', 'cancel_at_period_end'),
            eb('current_period_end', '>', sql<Date>`now()`),
          ]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return {
      totalRevenue: cents(Number(payments.total_revenue)),
      monthlyRevenue: cents(Number(payments.monthly_revenue)),
      activeSubscriptions: Number(subscriptions.active),
      failedPayments: Number(payments.failed_payments),
    };
  },

  async listPricingPlans(request) {
    const plans = await listPlans(request.server.db, 'display');
    return { plans: plans.filter((plan) => plan.is_active).map(pricingPlanView) };
  },

  /**
   * The plan's monthly price, the same the plan screens edit: through the provider when the plan
   * is connected (a new price, the old one archived once the plan points to the new one), with
   * the yearly price following while it is the rule's suggestion (pricesAfterMonthlyChange).
   */
  async updatePricingPlanPrice(request) {
    const { db } = request.server;
    const { id } = request.params;
    // core spec §5: the new price must be a number greater than 0. The contract refuses 0 and
    // negatives; a positive amount below half a cent would be stored as 0.00, so it is refused too.
    const price = cents(request.body.price);
    if (price <= 0) {
      throw badRequest('The new price must be a number greater than 0.', [
        { path: '/price', message: 'must be at least 0.01 (USD, kept to the cent)' },
      ]);
    }
    const current = await findPlan(db, id).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    });
    // An inactive plan is sold to nobody and has no card.
    if (!current?.is_active) throw notFound(`Pricing plan ${id} was not found.`);
    const { price_monthly, price_yearly } = pricesAfterMonthlyChange(current, price);
    const provider = await request.server.payments.current();
    let update: Awaited<ReturnType<typeof updateProviderPlan>>;
    try {
      update = await updateProviderPlan(provider, current, { ...current, price_monthly, price_yearly });
    } catch (error) {
      throw providerFailure(error);
    }
    const plan = await inTransaction(db, async (trx) => {
      await trx
        .updateTable('plans')
        .set({ price_monthly, price_yearly, ...update.ids, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      return findPlan(trx, id);
    });
    await archiveRetiredPrices(provider, update.retiredPriceIds, request.log);
    return {
      success: true as const,
      message: 'Price updated successfully.',
      plan: pricingPlanView(plan),
    };
  },
} satisfies AreaHandlers;
