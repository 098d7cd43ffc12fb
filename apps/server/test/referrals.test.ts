import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  adminToken,
  call,
  eachValue,
  expectConflict,
  isRemote,
  need,
  needCount,
  needEach,
  startServer,
  type TestServer,
} from './harness.ts';
import { expectSorted } from './sorting.ts';

/** Referral programme: core spec §2.7 (tabs, stat cards), §4 (statuses, payout decisions). */

interface Referral {
  id: number;
  referrer_email: string;
  referred_email: string;
  commission_amount: number;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
}
interface Payout {
  id: number;
  version: number;
  user_email: string;
  amount: number;
  status: 'pending' | 'approved' | 'rejected' | 'paid';
  created_at: string;
}
interface ReferralStats {
  totalReferrals: number;
  totalPayouts: number;
  pendingPayouts: number;
  conversionRate: number;
}
interface PayoutResult {
  success: true;
  message: string;
  payout: Payout;
}
interface ErrorBody {
  error: string;
  message: string;
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

const referrals = async () =>
  (await call<{ referrals: Referral[] }>(server, 'listReferrals', { token })).body.referrals;
const payouts = async () =>
  (await call<{ payouts: Payout[] }>(server, 'listReferralPayouts', { token })).body.payouts;
const referralStats = async () => (await call<ReferralStats>(server, 'getReferralStats', { token })).body;
const sumOfCents = (amounts: number[]) =>
  Math.round(amounts.reduce((sum, amount) => sum + amount * 100, 0)) / 100;

/** Any pending payout: the contract cannot create one, and each run decides a few. */
async function pendingPayout(skip: (note: string) => never): Promise<Payout> {
  return need(
    (await payouts()).find((payout) => payout.status === 'pending'),
    'pending referral payout',
    skip,
  );
}

describe('referrals and payouts lists', () => {
  it('lists every referral newest first', async ({ skip }) => {
    const result = await call<{ referrals: Referral[] }>(server, 'listReferrals', { token });
    expect(result.status).toBe(200);
    const rows = result.body.referrals;
    needCount(rows.length, 2, 'referrals', skip);
    const times = rows.map((referral) => Date.parse(referral.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists every payout newest first', async ({ skip }) => {
    const result = await call<{ payouts: Payout[] }>(server, 'listReferralPayouts', { token });
    expect(result.status).toBe(200);
    const rows = result.body.payouts;
    needCount(rows.length, 2, 'referral payouts', skip);
    const times = rows.map((payout) => Date.parse(payout.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows referrals and payouts in each status of core §4', async ({ skip }) => {
    const [referralRows, payoutRows] = await Promise.all([referrals(), payouts()]);
    needEach(
      {
        ...eachValue(
          referralRows,
          ['pending', 'approved', 'rejected'],
          (referral) => referral.status,
          'referral',
        ),
        // Each run decides a few pending payouts: the demo seed's last some runs.
        ...eachValue(
          payoutRows,
          ['pending', 'approved', 'rejected', 'paid'],
          (payout) => payout.status,
          'referral payout',
        ),
      },
      skip,
    );
  });

  type Paging = { page: number; limit: number; total: number; pages: number };

  it('pages and filters referrals and payouts by status on the server when asked', async ({ skip }) => {
    const allReferrals = await referrals();
    const approved = allReferrals.filter((referral) => referral.status === 'approved');
    const allPayouts = await payouts();
    const paid = allPayouts.filter((payout) => payout.status === 'paid');
    needEach({ 'approved referral': approved.length > 0, 'paid referral payout': paid.length > 0 }, skip);
    // The second page of five when there is one (the demo data has more than ten approved).
    const page = approved.length > 5 ? 2 : 1;
    const approvedPage = await call<{ referrals: Referral[]; pagination: Paging }>(server, 'listReferrals', {
      token,
      query: { status: 'approved', page, limit: 5 },
    });
    expect(approvedPage.status).toBe(200);
    expect(approvedPage.body.referrals).toEqual(approved.slice((page - 1) * 5, page * 5));
    expect(approvedPage.body.pagination).toEqual({
      page,
      limit: 5,
      total: approved.length,
      pages: Math.ceil(approved.length / 5),
    });
    if (!isRemote) expect(page).toBe(2);

    const paidPage = await call<{ payouts: Payout[]; pagination: Paging }>(server, 'listReferralPayouts', {
      token,
      query: { status: 'paid', page: 1, limit: 10 },
    });
    expect(paidPage.body.payouts).toEqual(paid.slice(0, 10));
    expect(paidPage.body.pagination.total).toBe(paid.length);
  });

  it("searches referrals by either email and payouts by the payee's, the whole match without paging", async ({
    skip,
  }) => {
    const allReferrals = await referrals();
    const allPayouts = await payouts();
    const referral = need(allReferrals[0], 'referral', skip);
    const payout = need(allPayouts[0], 'referral payout', skip);
    // Search matches the referrer's and the referred person's email.
    const { referred_email } = referral;
    const byReferred = (
      await call<{ referrals: Referral[] }>(server, 'listReferrals', {
        token,
        query: { search: referred_email },
      })
    ).body.referrals;
    expect(byReferred.map((found) => found.id)).toContain(referral.id);
    expect(
      byReferred.every((found) => `${found.referrer_email} ${found.referred_email}`.includes(referred_email)),
    ).toBe(true);

    const { user_email } = payout;
    const byPayee = await call<{ payouts: Payout[]; pagination?: Paging }>(server, 'listReferralPayouts', {
      token,
      query: { search: user_email.toUpperCase() },
    });
    expect(byPayee.body.pagination).toBeUndefined();
    expect(byPayee.body.payouts).toEqual(allPayouts.filter((found) => found.user_email === user_email));
  });

  it('refuses an unknown payout status with 400', async () => {
    const refused = await call<ErrorBody>(server, 'listReferralPayouts', {
      token,
      query: { status: 'paid-out' },
    });
    expect(refused.status).toBe(400);
  });

  it('is refused to an admin without referrals.read (content manager) with 403', async () => {
    const managerToken = await adminToken(server, accounts.contentManager);
    expect((await call(server, 'listReferrals', { token: managerToken })).status).toBe(403);
    expect((await call(server, 'getReferralStats', { token: managerToken })).status).toBe(403);
  });
});

describe('listReferrals sort (beyond the spec, docs/design.md)', () => {
  // core §4's order of the statuses; emails case-insensitive.
  const STATUSES = ['pending', 'approved', 'rejected'];
  const byField: Record<string, (referral: Referral) => string | number> = {
    referrer_email: (referral) => referral.referrer_email.toLowerCase(),
    referred_email: (referral) => referral.referred_email.toLowerCase(),
    commission_amount: (referral) => referral.commission_amount,
    status: (referral) => STATUSES.indexOf(referral.status),
    created_at: (referral) => referral.created_at,
  };
  const keyOf = (sort: string) => byField[sort.replace(/^-/, '')] as (referral: Referral) => string | number;
  const directionOf = (sort: string) => (sort.startsWith('-') ? 'desc' : 'asc');
  type Paging = { page: number; limit: number; total: number; pages: number };
  const listReferrals = async (query: Record<string, string | number>) =>
    call<{ referrals: Referral[]; pagination?: Paging }>(server, 'listReferrals', { token, query });

  it.for(Object.keys(byField).flatMap((field) => [field, `-${field}`]))(
    'orders every referral by %s, ties by id',
    async (sort, { skip }) => {
      const result = await listReferrals({ sort });
      expect(result.status).toBe(200);
      needCount(result.body.referrals.length, 2, 'referrals', skip);
      expectSorted(result.body.referrals, keyOf(sort), directionOf(sort));
    },
  );

  it('pages in the same order, so each page continues the last', async ({ skip }) => {
    // Commissions repeat (a few amounts), so page edges fall inside runs of equal values.
    const sort = 'commission_amount';
    const all = (await listReferrals({ sort })).body.referrals;
    const limit = 7;
    needCount(all.length, 3 * limit, 'referrals', skip);
    const lastPage = Math.ceil(all.length / limit);
    for (const page of [2, Math.ceil(lastPage / 2), lastPage]) {
      const paged = await listReferrals({ sort, page, limit });
      expect(paged.body.referrals).toEqual(all.slice((page - 1) * limit, page * limit));
      expect(paged.body.pagination?.total).toBe(all.length);
    }
  });

  it('sorts only what the search and status filter match', async ({ skip }) => {
    const approved = (await listReferrals({ status: 'approved' })).body.referrals;
    const someone = need(approved[0], 'approved referral', skip);
    const query = { status: 'approved', search: someone.referrer_email.slice(0, 3) };
    const unsorted = (await listReferrals(query)).body.referrals;
    const sorted = (await listReferrals({ ...query, sort: '-referred_email' })).body.referrals;
    needCount(unsorted.length, 2, 'approved referrals matching a search', skip);
    // The same rows when the answer holds every match (an unpaged answer stops at 1,000 rows).
    if (unsorted.length < 1000) {
      expect(sorted.map((referral) => referral.id).sort()).toEqual(
        unsorted.map((referral) => referral.id).sort(),
      );
    }
    for (const referral of sorted) expect(referral.status).toBe('approved');
    expectSorted(sorted, keyOf('referred_email'), 'desc');
  });

  it('refuses a field the contract does not offer with 400 and the Error body', async () => {
    const result = await call<ErrorBody>(server, 'listReferrals', { token, query: { sort: 'id' } });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('validation_failed');
    expect(result.body.message).toContain('Sort must be one of: referrer_email, -referrer_email');
  });
});

describe('stat cards (getReferralStats)', () => {
  it('computes the four cards of core §2.7 from the stored referrals and payouts', async ({ skip }) => {
    const result = await call<ReferralStats>(server, 'getReferralStats', { token });
    expect(result.status).toBe(200);
    const allReferrals = await referrals();
    const allPayouts = await payouts();
    expect(result.body.totalReferrals).toBe(allReferrals.length);
    // Contract: totalPayouts = approved and paid payouts, USD; pendingPayouts = pending ones.
    expect(result.body.totalPayouts).toBeCloseTo(
      sumOfCents(
        allPayouts
          .filter((payout) => payout.status === 'approved' || payout.status === 'paid')
          .map((p) => p.amount),
      ),
      2,
    );
    expect(result.body.pendingPayouts).toBeCloseTo(
      sumOfCents(allPayouts.filter((payout) => payout.status === 'pending').map((payout) => payout.amount)),
      2,
    );
    // Contract: conversionRate is the percent of referrals that were approved (one decimal); it
    // says nothing of a backend without referrals.
    needEach({ referral: allReferrals.length > 0 }, skip);
    const approved = allReferrals.filter((referral) => referral.status === 'approved').length;
    expect(result.body.conversionRate).toBe(Math.round((approved / allReferrals.length) * 1000) / 10);
    if (!isRemote) {
      // The seed has approved referrals and others.
      expect(result.body.conversionRate).toBeGreaterThan(0);
      expect(result.body.conversionRate).toBeLessThan(100);
    }
  });
});

describe('payout decisions (core §4: approve and reject only while pending)', () => {
  it('approves a pending payout; its amount moves from pending to paid out', async ({ skip }) => {
    const before = await referralStats();
    const payout = await pendingPayout(skip);
    const result = await call<PayoutResult>(server, 'approveReferralPayout', {
      token,
      params: { id: payout.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.payout).toEqual({ ...payout, status: 'approved', version: payout.version + 1 });
    const after = await referralStats();
    expect(after.pendingPayouts).toBeCloseTo(before.pendingPayouts - payout.amount, 2);
    expect(after.totalPayouts).toBeCloseTo(before.totalPayouts + payout.amount, 2);

    // Approved is no longer pending: both decisions are refused with 409.
    const again = await call<ErrorBody>(server, 'approveReferralPayout', {
      token,
      params: { id: payout.id },
    });
    expectConflict(again.status, again.body, 'approveReferralPayout', '', { rejected: 'approved' });
    const reject = await call<ErrorBody>(server, 'rejectReferralPayout', {
      token,
      params: { id: payout.id },
    });
    expectConflict(reject.status, reject.body, 'rejectReferralPayout');
  });

  it('rejects a pending payout; it leaves the pending sum without counting as paid out', async ({ skip }) => {
    const before = await referralStats();
    const payout = await pendingPayout(skip);
    const result = await call<PayoutResult>(server, 'rejectReferralPayout', {
      token,
      params: { id: payout.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.payout.status).toBe('rejected');
    const after = await referralStats();
    expect(after.pendingPayouts).toBeCloseTo(before.pendingPayouts - payout.amount, 2);
    expect(after.totalPayouts).toBeCloseTo(before.totalPayouts, 2);
    const approve = await call<ErrorBody>(server, 'approveReferralPayout', {
      token,
      params: { id: payout.id },
    });
    expectConflict(approve.status, approve.body, 'approveReferralPayout');
  });

  it('refuses to decide a paid payout with 409 and leaves it paid', async ({ skip }) => {
    const paid = need(
      (await payouts()).find((payout) => payout.status === 'paid'),
      'paid referral payout',
      skip,
    );
    const approve = await call<ErrorBody>(server, 'approveReferralPayout', {
      token,
      params: { id: paid.id },
    });
    expectConflict(approve.status, approve.body, 'approveReferralPayout', '', { rejected: 'paid' });
    const reject = await call<ErrorBody>(server, 'rejectReferralPayout', { token, params: { id: paid.id } });
    expectConflict(reject.status, reject.body, 'rejectReferralPayout', '', { approved: 'paid' });
    expect((await payouts()).find((payout) => payout.id === paid.id)?.status).toBe('paid');
  });

  it('lets only one of two simultaneous decisions on the same payout succeed', async ({ skip }) => {
    const payout = await pendingPayout(skip);
    const [approve, reject] = await Promise.all([
      call(server, 'approveReferralPayout', { token, params: { id: payout.id } }),
      call(server, 'rejectReferralPayout', { token, params: { id: payout.id } }),
    ]);
    expect([approve.status, reject.status].sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown payout and 400 for a non-integer id', async () => {
    expect((await call(server, 'approveReferralPayout', { token, params: { id: 999_999 } })).status).toBe(
      404,
    );
    expect((await call(server, 'rejectReferralPayout', { token, params: { id: 999_999 } })).status).toBe(404);
    expect((await call(server, 'approveReferralPayout', { token, params: { id: 'abc' } })).status).toBe(400);
  });

  it('is refused to an admin without referrals.write with 403', async ({ skip }) => {
    const managerToken = await adminToken(server, accounts.contentManager);
    const payout = await pendingPayout(skip);
    const result = await call(server, 'approveReferralPayout', {
      token: managerToken,
      params: { id: payout.id },
    });
    expect(result.status).toBe(403);
    expect((await payouts()).find((candidate) => candidate.id === payout.id)?.status).toBe('pending');
  });
});
