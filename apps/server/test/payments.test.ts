import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  adminToken,
  call,
  describeInternals,
  eachValue,
  isRemote,
  need,
  needCount,
  needEach,
  startServer,
  type TestServer,
} from './harness.ts';
import { expectSorted } from './sorting.ts';

/** Payments area: core spec §2.3 (history, stat cards, pricing cards), §4 (statuses), §5 (price rule). */

interface Payment {
  id: number;
  transaction_id: string;
  user_email: string;
  amount: number;
  status: 'completed' | 'pending' | 'failed' | 'refunded';
  created_at: string;
}
interface PaymentStats {
  totalRevenue: number;
  monthlyRevenue: number;
  activeSubscriptions: number;
  failedPayments: number;
}
interface PricingPlan {
  id: number;
  version: number;
  name: string;
  price: number;
  billing_cycle: string;
  description: string | null;
  features: string[];
  price_yearly?: number;
  yearly_discount_percentage?: number;
  user_count?: number;
}
interface ErrorBody {
  error: string;
  message: string;
  details?: Array<{ path: string; message: string }>;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

const sumOfCents = (amounts: number[]) =>
  Math.round(amounts.reduce((sum, amount) => sum + amount * 100, 0)) / 100;

describe('payment history (listPayments)', () => {
  it('answers every payment, newest first, each transaction once', async ({ skip }) => {
    const result = await call<{ payments: Payment[] }>(server, 'listPayments', { token });
    expect(result.status).toBe(200);
    const { payments } = result.body;
    needCount(payments.length, 2, 'payments', skip);
    const times = payments.map((payment) => Date.parse(payment.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(payments.map((payment) => payment.transaction_id)).size).toBe(payments.length);
  });

  it('shows payments in each status of core §2.3, hundreds of them in the demo data', async ({ skip }) => {
    const { payments } = (await call<{ payments: Payment[] }>(server, 'listPayments', { token })).body;
    // core spec §2.3: the status filter offers all, completed, pending, failed, refunded.
    const statuses = ['completed', 'pending', 'failed', 'refunded'] as const;
    needEach(
      eachValue(payments, statuses, (payment) => payment.status, 'payment'),
      skip,
    );
    for (const status of statuses) expect(payments.some((payment) => payment.status === status)).toBe(true);
    if (!isRemote) expect(payments.length).toBeGreaterThanOrEqual(200);
  });

  type Paged = {
    payments: Payment[];
    pagination: { page: number; limit: number; total: number; pages: number };
  };

  it('pages and filters by status on the server when asked; the whole list is unchanged without', async ({
    skip,
  }) => {
    const all = (await call<{ payments: Payment[] }>(server, 'listPayments', { token })).body.payments;
    needCount(all.length, 26, 'payments', skip);
    const page2 = await call<Paged>(server, 'listPayments', { token, query: { page: 2, limit: 25 } });
    expect(page2.status).toBe(200);
    expect(page2.body.payments).toEqual(all.slice(25, 50));
    expect(page2.body.pagination).toEqual({
      page: 2,
      limit: 25,
      total: all.length,
      pages: Math.ceil(all.length / 25),
    });

    const failed = all.filter((payment) => payment.status === 'failed');
    const failedPage = await call<Paged>(server, 'listPayments', {
      token,
      query: { status: 'failed', page: 1, limit: 10 },
    });
    expect(failedPage.body.payments).toEqual(failed.slice(0, 10));
    expect(failedPage.body.pagination.total).toBe(failed.length);

    // The page size alone pages from the first page.
    const firstFive = await call<Paged>(server, 'listPayments', { token, query: { limit: 5 } });
    expect(firstFive.body.payments).toEqual(all.slice(0, 5));
  });

  it('searches the email or the transaction id, case-insensitively; paging is optional', async ({ skip }) => {
    const all = (await call<{ payments: Payment[] }>(server, 'listPayments', { token })).body.payments;
    const someone = need(all[3] ?? all[0], 'payment', skip);
    const byEmail = await call<Paged>(server, 'listPayments', {
      token,
      query: { search: someone.user_email.toUpperCase() },
    });
    expect(byEmail.body.pagination).toBeUndefined();
    expect(byEmail.body.payments).toEqual(all.filter((payment) => payment.user_email === someone.user_email));
    const byTransaction = await call<Paged>(server, 'listPayments', {
      token,
      query: { search: someone.transaction_id },
    });
    expect(byTransaction.body.payments.map((payment) => payment.id)).toEqual([someone.id]);
  });

  it('refuses a limit over 100, an unknown status and page 0 with 400', async () => {
    for (const query of [{ limit: 101 }, { status: 'disputed' }, { page: 0 }]) {
      const refused = await call<ErrorBody>(server, 'listPayments', { token, query });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('validation_failed');
    }
  });

  it('is refused to an admin without payments.read (content manager) with 403', async () => {
    const managerToken = await adminToken(server, accounts.contentManager);
    const result = await call<ErrorBody>(server, 'listPayments', { token: managerToken });
    expect(result.status).toBe(403);
    expect(result.body.error).toBe('forbidden');
  });
});

describe('listPayments sort (beyond the spec, docs/design.md)', () => {
  // core §2.3's order of the statuses; an unknown stored one is answered, and sorted, as pending.
  const STATUSES = ['completed', 'pending', 'failed', 'refunded'];
  const byField: Record<string, (payment: Payment) => string | number> = {
    created_at: (payment) => payment.created_at,
    amount: (payment) => payment.amount,
    status: (payment) => STATUSES.indexOf(payment.status),
    user_email: (payment) => payment.user_email.toLowerCase(),
  };
  const keyOf = (sort: string) => byField[sort.replace(/^-/, '')] as (payment: Payment) => string | number;
  const directionOf = (sort: string) => (sort.startsWith('-') ? 'desc' : 'asc');
  const listPayments = async (query: Record<string, string | number>) =>
    call<{ payments: Payment[]; pagination?: { total: number } }>(server, 'listPayments', { token, query });

  it.for(Object.keys(byField).flatMap((field) => [field, `-${field}`]))(
    'orders every payment by %s, ties by id',
    async (sort, { skip }) => {
      const result = await listPayments({ sort });
      expect(result.status).toBe(200);
      needCount(result.body.payments.length, 2, 'payments', skip);
      expectSorted(result.body.payments, keyOf(sort), directionOf(sort));
    },
  );

  it('pages in the same order, so each page continues the last', async ({ skip }) => {
    // Amounts repeat (a few plan prices), so page edges fall inside runs of equal amounts.
    const sort = '-amount';
    const all = (await listPayments({ sort })).body.payments;
    const limit = 7;
    needCount(all.length, 3 * limit, 'payments', skip);
    const lastPage = Math.ceil(all.length / limit);
    for (const page of [2, Math.ceil(lastPage / 2), lastPage]) {
      const paged = await listPayments({ sort, page, limit });
      expect(paged.body.payments).toEqual(all.slice((page - 1) * limit, page * limit));
      expect(paged.body.pagination?.total).toBe(all.length);
    }
  });

  it('sorts only what the search and status filter match', async ({ skip }) => {
    const all = (await listPayments({})).body.payments;
    const someone = need(all[0], 'payment', skip);
    const query = { status: 'completed', search: someone.user_email.slice(0, 3) };
    const unsorted = (await listPayments(query)).body.payments;
    const sorted = (await listPayments({ ...query, sort: 'amount' })).body.payments;
    needCount(unsorted.length, 2, 'completed payments matching a search', skip);
    // The same rows when the answer holds every match (an unpaged answer stops at 1,000 rows).
    if (unsorted.length < 1000) {
      expect(sorted.map((payment) => payment.id).sort()).toEqual(
        unsorted.map((payment) => payment.id).sort(),
      );
    }
    for (const payment of sorted) expect(payment.status).toBe('completed');
    expectSorted(sorted, keyOf('amount'), 'asc');
  });

  it('refuses a field the contract does not offer with 400 and the Error body', async () => {
    const result = await call<ErrorBody>(server, 'listPayments', {
      token,
      query: { sort: 'transaction_id' },
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('validation_failed');
    expect(result.body.message).toContain('Sort must be one of: created_at, -created_at');
  });
});

describe('payment stats (getPaymentStats)', () => {
  it('computes revenue and failures from the stored payments (core §2.3 four stat cards)', async () => {
    const stats = await call<PaymentStats>(server, 'getPaymentStats', { token });
    expect(stats.status).toBe(200);
    const { payments } = (await call<{ payments: Payment[] }>(server, 'listPayments', { token })).body;
    const completed = payments.filter((payment) => payment.status === 'completed');
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    expect(stats.body.totalRevenue).toBeCloseTo(sumOfCents(completed.map((payment) => payment.amount)), 2);
    expect(stats.body.monthlyRevenue).toBeCloseTo(
      sumOfCents(
        completed
          .filter((payment) => Date.parse(payment.created_at) >= monthStart)
          .map((payment) => payment.amount),
      ),
      2,
    );
    expect(stats.body.failedPayments).toBe(payments.filter((payment) => payment.status === 'failed').length);
    if (!isRemote) {
      // The seed puts completed payments in the current calendar month and before it, and has
      // active subscriptions, so no card is 0.
      expect(stats.body.monthlyRevenue).toBeGreaterThan(0);
      expect(stats.body.monthlyRevenue).toBeLessThan(stats.body.totalRevenue);
      expect(stats.body.activeSubscriptions).toBeGreaterThan(0);
    }
  });
});

describeInternals('payment stats against the database (in-process)', () => {
  it('counts active subscriptions and scheduled cancellations still before their end date', async () => {
    const db = server.internal?.database.db;
    if (!db) throw new Error('in-process only');
    const subscriptions = await db
      .selectFrom('user_subscriptions')
      .select(['status', 'current_period_end'])
      .execute();
    const now = Date.now();
    const expected = subscriptions.filter(
      (subscription) =>
        subscription.status === 'active' ||
        (subscription.status === 'cancel_at_period_end' && subscription.current_period_end.getTime() > now),
    ).length;
    const stats = await call<PaymentStats>(server, 'getPaymentStats', { token });
    expect(stats.body.activeSubscriptions).toBe(expected);
  });

  it('a new completed payment adds to total and monthly revenue; a failed one to failed payments', async () => {
    const db = server.internal?.database.db;
    if (!db) throw new Error('in-process only');
    const before = (await call<PaymentStats>(server, 'getPaymentStats', { token })).body;
    await db
      .insertInto('payments')
      .values([
        {
          user_email: 'new.payer@example.com',
          transaction_id: 'txn_test_completed',
          amount: 12.34,
          status: 'completed',
        },
        {
          user_email: 'new.payer@example.com',
          transaction_id: 'txn_test_failed',
          amount: 5,
          status: 'failed',
        },
        {
          user_email: 'new.payer@example.com',
          transaction_id: 'txn_test_refunded',
          amount: 7,
          status: 'refunded',
        },
      ])
      .execute();
    const after = (await call<PaymentStats>(server, 'getPaymentStats', { token })).body;
    expect(after.totalRevenue).toBeCloseTo(before.totalRevenue + 12.34, 2);
    expect(after.monthlyRevenue).toBeCloseTo(before.monthlyRevenue + 12.34, 2);
    expect(after.failedPayments).toBe(before.failedPayments + 1);
  });

  it('shows a payment with a status outside the vocabulary as pending (core §4)', async () => {
    const db = server.internal?.database.db;
    if (!db) throw new Error('in-process only');
    const inserted = await db
      .insertInto('payments')
      .values({
        user_email: 'odd.status@example.com',
        transaction_id: 'txn_test_odd',
        amount: 1,
        status: 'disputed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { payments } = (await call<{ payments: Payment[] }>(server, 'listPayments', { token })).body;
    expect(payments.find((payment) => payment.id === inserted.id)?.status).toBe('pending');
    // The pending filter finds it too: the filter is of the status shown.
    const pending = (
      await call<{ payments: Payment[] }>(server, 'listPayments', {
        token,
        query: { status: 'pending', search: 'odd.status@' },
      })
    ).body.payments;
    expect(pending.map((payment) => payment.id)).toEqual([inserted.id]);
    // And sorts as pending: among the pending payments, between the completed and the failed ones.
    const order = ['completed', 'pending', 'failed', 'refunded'];
    for (const sort of ['status', '-status']) {
      const sorted = (await call<{ payments: Payment[] }>(server, 'listPayments', { token, query: { sort } }))
        .body.payments;
      expect(sorted.map((payment) => payment.id)).toContain(inserted.id);
      expectSorted(sorted, (payment) => order.indexOf(payment.status), sort === 'status' ? 'asc' : 'desc');
    }
  });
});

describe('pricing plans (listPricingPlans, updatePricingPlanPrice)', () => {
  it('lists the plan cards with name, price, billing cycle, description and features (core §2.3)', async ({
    skip,
  }) => {
    const result = await call<{ plans: PricingPlan[] }>(server, 'listPricingPlans', { token });
    expect(result.status).toBe(200);
    need(result.body.plans[0], 'pricing plan card', skip);
    for (const plan of result.body.plans) {
      expect(plan.price).toBeGreaterThanOrEqual(0);
      expect(plan.billing_cycle).toBeTruthy();
      expect(Array.isArray(plan.features)).toBe(true);
    }
  });

  it('changes a price and answers the plan with its new price', async ({ skip }) => {
    const { plans } = (await call<{ plans: PricingPlan[] }>(server, 'listPricingPlans', { token })).body;
    // A paid plan, so its price can be put back (a new price must be greater than 0).
    const plan = need(
      plans.find((candidate) => candidate.price > 0),
      'pricing plan card',
      skip,
    );
    // A price other than the current one, so the change is visible whatever the backend holds.
    const price = plan.price === 24.99 ? 25.99 : 24.99;
    try {
      const result = await call<{ success: true; message: string; plan: PricingPlan }>(
        server,
        'updatePricingPlanPrice',
        { token, params: { id: plan.id }, body: { price } },
      );
      expect(result.status).toBe(200);
      expect(result.body.success).toBe(true);
      expect(result.body.plan).toMatchObject({
        id: plan.id,
        name: plan.name,
        price,
        billing_cycle: plan.billing_cycle,
        description: plan.description,
        features: plan.features,
      });
      expect(result.body.plan.version).toBeGreaterThan(plan.version);
      const again = (await call<{ plans: PricingPlan[] }>(server, 'listPricingPlans', { token })).body.plans;
      expect(again.find((candidate) => candidate.id === plan.id)?.price).toBe(price);
    } finally {
      // The plan cards are the backend's real prices: put the price back.
      await call(server, 'updatePricingPlanPrice', {
        token,
        params: { id: plan.id },
        body: { price: plan.price },
      });
    }
  });

  it('is refused to an admin without pricing.write (content manager) with 403', async () => {
    const contentToken = await adminToken(server, accounts.contentManager);
    const refused = await call<ErrorBody>(server, 'updatePricingPlanPrice', {
      token: contentToken,
      params: { id: 1 },
      body: { price: 10 },
    });
    expect(refused.status).toBe(403);
  });

  // core spec §5: "the new price must be a number greater than 0".
  it.for([
    ['zero', 0],
    ['a negative price', -5],
    ['a price that rounds to 0.00', 0.001],
    ['a string', '19.99x'],
    ['null', null],
  ] as const)('refuses %s with 400 and changes nothing', async ([, price], { skip }) => {
    const { plans } = (await call<{ plans: PricingPlan[] }>(server, 'listPricingPlans', { token })).body;
    const plan = need(plans[1] ?? plans[0], 'pricing plan card', skip);
    const result = await call<ErrorBody>(server, 'updatePricingPlanPrice', {
      token,
      params: { id: plan.id },
      body: { price },
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('validation_failed');
    expect(result.body.details?.map((detail) => detail.path)).toContain('/price');
    const after = (await call<{ plans: PricingPlan[] }>(server, 'listPricingPlans', { token })).body.plans;
    expect(after.find((candidate) => candidate.id === plan.id)?.price).toBe(plan.price);
  });

  it('refuses a body without a price with 400', async () => {
    const result = await call<ErrorBody>(server, 'updatePricingPlanPrice', {
      token,
      params: { id: 1 },
      body: {},
    });
    expect(result.status).toBe(400);
  });

  it('answers 404 for an unknown plan', async () => {
    const result = await call<ErrorBody>(server, 'updatePricingPlanPrice', {
      token,
      params: { id: 999_999 },
      body: { price: 10 },
    });
    expect(result.status).toBe(404);
    expect(result.body.error).toBe('not_found');
  });
});
