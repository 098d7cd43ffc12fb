import { displayPaymentStatus, PAYMENT_STATUSES, UNPAGED_HISTORY_MAX } from '@aac/domain';
import { type Expression, expressionBuilder, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { containsPattern, searchText } from '../db/search.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { AreaHandlers, QueryParams } from '../http/operation-types.ts';
import { optionalPageRequest, pagePaginationOf, rowWindow } from './shared/pagination.ts';

/**
 * Payments area (core spec §2.3, §5, §7): the payment history, the four stat cards and the
 * pricing plan cards with their price change.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Money is kept to the cent (numeric(12, 2)); sums are rounded the same way. */
function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

// ---------------------------------------------------------------- data access

function pricingPlanColumns(db: Db) {
  return db
    .selectFrom('pricing_plans')
    .select(['id', 'name', 'price', 'billing_cycle', 'description', 'features', 'version']);
}

type PricingPlanRow = Awaited<ReturnType<ReturnType<typeof pricingPlanColumns>['executeTakeFirstOrThrow']>>;

/** A plan as the contract's PricingPlan schema shows it. */
function pricingPlanView(row: PricingPlanRow) {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    price: row.price,
    billing_cycle: row.billing_cycle,
    description: row.description,
    features: Array.isArray(row.features) ? row.features : [],
  };
}

async function findPricingPlan(db: Db, id: number) {
  const row = await pricingPlanColumns(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Pricing plan ${id} was not found.`);
  return row;
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
    // Newest first; every matching payment, or one page of them when asked (contract,
    // "Optionally paged lists").
    const filter = paymentFilter(request.query);
    const page = optionalPageRequest(request.query);
    const shown = rowWindow(page, UNPAGED_HISTORY_MAX);
    const rows = await db
      .selectFrom('payments')
      .where(filter)
      .select(['id', 'transaction_id', 'user_email', 'amount', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
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
    const { db } = request.server;
    const rows = await pricingPlanColumns(db).orderBy('sort_order').orderBy('id').execute();
    return { plans: rows.map(pricingPlanView) };
  },

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
    const result = await db
      .updateTable('pricing_plans')
      .set({ price, updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw notFound(`Pricing plan ${id} was not found.`);
    return {
      success: true as const,
      message: 'Price updated successfully.',
      plan: pricingPlanView(await findPricingPlan(db, id)),
    };
  },
} satisfies AreaHandlers;
