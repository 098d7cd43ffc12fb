import { canDecidePayout, UNPAGED_HISTORY_MAX } from '@aac/domain';
import { type Expression, expressionBuilder, type InferResult, type SqlBool, sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { containsPattern, searchText } from '../db/search.ts';
import { orderedBy, sortColumns, sortOrder } from '../db/sort.ts';
import { inTransaction } from '../db/transaction.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { AreaHandlers, OperationRequest, QueryParams } from '../http/operation-types.ts';
import { optionalPageRequest, pagePaginationOf, rowWindow } from './shared/pagination.ts';

/**
 * Referral programme area (core spec §2.7, §4, §7): referrals (read only: "any admin action that
 * changes a referral is not shown"), payouts with approve and reject while pending, and the four
 * stat cards.
 */

function payoutColumns(db: Db) {
  return db
    .selectFrom('referral_payouts')
    .select(['id', 'user_email', 'amount', 'status', 'created_at', 'version']);
}

type PayoutRow = InferResult<ReturnType<typeof payoutColumns>>[number];

/** A payout as the contract's Payout schema shows it. */
function payoutView(row: PayoutRow) {
  return {
    id: row.id,
    version: row.version,
    user_email: row.user_email,
    amount: row.amount,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

/** The referrals tab's search and status filter as one condition, for the count and the page alike. */
function referralFilter({ search, status }: QueryParams<'listReferrals'>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'referrals'>();
  const conditions: Expression<SqlBool>[] = [];
  const pattern = containsPattern(search);
  if (pattern) conditions.push(eb(searchText.referrals, 'ilike', pattern));
  if (status) conditions.push(eb('referrals.status', '=', status));
  return eb.and(conditions);
}

/** The payouts tab's search and status filter as one condition, for the count and the page alike. */
function payoutFilter({ search, status }: QueryParams<'listReferralPayouts'>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'referral_payouts'>();
  const conditions: Expression<SqlBool>[] = [];
  const pattern = containsPattern(search);
  if (pattern) conditions.push(eb(searchText.referralPayouts, 'ilike', pattern));
  if (status) conditions.push(eb('referral_payouts.status', '=', status));
  return eb.and(conditions);
}

/** Percent with one decimal, 0 when there is nothing to divide by. */
function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/**
 * core spec §4: approve and reject are offered only on pending payouts (409 otherwise). The row is
 * locked while it is checked and changed, so two admins deciding at once cannot both succeed.
 */
async function decidePayout(
  request: OperationRequest<'approveReferralPayout'> | OperationRequest<'rejectReferralPayout'>,
  decision: 'approved' | 'rejected',
) {
  const { db } = request.server;
  const { id } = request.params;
  return inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('referral_payouts')
      .select('status')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(`Payout ${id} was not found.`);
    if (!canDecidePayout(current.status)) {
      throw conflict(`Only a pending payout can be ${decision}; this one is ${current.status}.`);
    }
    await trx
      .updateTable('referral_payouts')
      .set({ status: decision, decided_at: new Date(), decided_by_admin_id: request.admin?.id ?? null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
    const row = await payoutColumns(trx).where('id', '=', id).executeTakeFirstOrThrow();
    return {
      success: true as const,
      message: decision === 'approved' ? 'Payout approved.' : 'Payout rejected.',
      payout: payoutView(row),
    };
  });
}

export const referralsHandlers = {
  async listReferrals(request) {
    const { db } = request.server;
    // Newest first unless `sort` says otherwise; every matching referral, or one page of them
    // when asked (contract, "Optionally paged lists").
    const filter = referralFilter(request.query);
    const page = optionalPageRequest(request.query);
    const shown = rowWindow(page, UNPAGED_HISTORY_MAX);
    const order = sortOrder(
      request.query.sort,
      sortColumns.referrals,
      sql.ref('referrals.id'),
      '-created_at',
    );
    const rows = await orderedBy(
      db
        .selectFrom('referrals')
        .where(filter)
        .select(['id', 'referrer_email', 'referred_email', 'commission_amount', 'status', 'created_at']),
      order,
    )
      .limit(shown.limit)
      .offset(shown.offset)
      .execute();
    let pagination: ReturnType<typeof pagePaginationOf> | undefined;
    if (page) {
      const { total } = await db
        .selectFrom('referrals')
        .where(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      pagination = pagePaginationOf(page, Number(total));
    }
    return {
      ...(pagination ? { pagination } : {}),
      referrals: rows.map((row) => ({
        id: row.id,
        referrer_email: row.referrer_email,
        referred_email: row.referred_email,
        commission_amount: row.commission_amount,
        status: row.status,
        created_at: row.created_at.toISOString(),
      })),
    };
  },

  async listReferralPayouts(request) {
    const { db } = request.server;
    const filter = payoutFilter(request.query);
    const page = optionalPageRequest(request.query);
    const shown = rowWindow(page, UNPAGED_HISTORY_MAX);
    const rows = await payoutColumns(db)
      .where(filter)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(shown.limit)
      .offset(shown.offset)
      .execute();
    let pagination: ReturnType<typeof pagePaginationOf> | undefined;
    if (page) {
      const { total } = await db
        .selectFrom('referral_payouts')
        .where(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      pagination = pagePaginationOf(page, Number(total));
    }
    return { ...(pagination ? { pagination } : {}), payouts: rows.map(payoutView) };
  },

  async getReferralStats(request) {
    const { db } = request.server;
    const referrals = await db
      .selectFrom('referrals')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`count(*) filter (where status = 'approved')`.as('approved'),
      ])
      .executeTakeFirstOrThrow();
    // Contract: totalPayouts is the USD sum of approved and paid payouts; pendingPayouts of pending ones.
    const payouts = await db
      .selectFrom('referral_payouts')
      .select([
        sql<number>`coalesce(sum(amount) filter (where status in ('approved', 'paid')), 0)`.as('paid_out'),
        sql<number>`coalesce(sum(amount) filter (where status = 'pending'), 0)`.as('pending'),
      ])
      .executeTakeFirstOrThrow();
    const total = Number(referrals.total);
    return {
      totalReferrals: total,
      totalPayouts: Math.round(Number(payouts.paid_out) * 100) / 100,
      pendingPayouts: Math.round(Number(payouts.pending) * 100) / 100,
      // Contract: the percent of referrals that were approved.
      conversionRate: percent(Number(referrals.approved), total),
    };
  },

  approveReferralPayout: (request) => decidePayout(request, 'approved'),
  rejectReferralPayout: (request) => decidePayout(request, 'rejected'),
} satisfies AreaHandlers;
