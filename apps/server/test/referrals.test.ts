import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, adminToken, call, isRemote, need, startServer, type TestServer } from './harness.ts';

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
  it('lists every referral newest first, in each status of core §4', async () => {
    const result = await call<{ referrals: Referral[] }>(server, 'listReferrals', { token });
    expect(result.status).toBe(200);
    const rows = result.body.referrals;
    // The demo seed holds every status; another backend's data need not.
    for (const status of isRemote ? [] : (['pending', 'approved', 'rejected'] as const)) {
      expect(rows.some((referral) => referral.status === status)).toBe(true);
    }
    const times = rows.map((referral) => Date.parse(referral.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists every payout newest first, in each status of core §4', async () => {
    const result = await call<{ payouts: Payout[] }>(server, 'listReferralPayouts', { token });
    expect(result.status).toBe(200);
    const rows = result.body.payouts;
    for (const status of isRemote ? [] : (['pending', 'approved', 'rejected', 'paid'] as const)) {
      expect(rows.some((payout) => payout.status === status)).toBe(true);
    }
    const times = rows.map((payout) => Date.parse(payout.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages, searches and filters referrals and payouts on the server when asked; whole without', async () => {
    type Paging = { page: number; limit: number; total: number; pages: number };
    const allReferrals = await referrals();
    const approved = allReferrals.filter((referral) => referral.status === 'approved');
    const approvedPage = await call<{ referrals: Referral[]; pagination: Paging }>(server, 'listReferrals', {
      token,
      query: { status: 'approved', page: 2, limit: 5 },
    });
    expect(approvedPage.status).toBe(200);
    expect(approvedPage.body.referrals).toEqual(approved.slice(5, 10));
    expect(approvedPage.body.pagination).toEqual({
      page: 2,
      limit: 5,
      total: approved.length,
      pages: Math.ceil(approved.length / 5),
    });
    // Search matches the referrer's and the referred person's email.
    const { referred_email } = allReferrals[0];
    const byReferred = (
      await call<{ referrals: Referral[] }>(server, 'listReferrals', {
        token,
        query: { search: referred_email },
      })
    ).body.referrals;
    expect(byReferred.map((referral) => referral.id)).toContain(allReferrals[0].id);
    expect(
      byReferred.every((referral) =>
        `${referral.referrer_email} ${referral.referred_email}`.includes(referred_email),
      ),
    ).toBe(true);

    const allPayouts = await payouts();
    const paid = allPayouts.filter((payout) => payout.status === 'paid');
    const paidPage = await call<{ payouts: Payout[]; pagination: Paging }>(server, 'listReferralPayouts', {
      token,
      query: { status: 'paid', page: 1, limit: 10 },
    });
    expect(paidPage.body.payouts).toEqual(paid.slice(0, 10));
    expect(paidPage.body.pagination.total).toBe(paid.length);
    const { user_email } = allPayouts[0];
    const byPayee = await call<{ payouts: Payout[]; pagination?: Paging }>(server, 'listReferralPayouts', {
      token,
      query: { search: user_email.toUpperCase() },
    });
    expect(byPayee.body.pagination).toBeUndefined();
    expect(byPayee.body.payouts).toEqual(allPayouts.filter((payout) => payout.user_email === user_email));

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

describe('stat cards (getReferralStats)', () => {
  it('computes the four cards of core §2.7 from the stored referrals and payouts', async () => {
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
    // Contract: conversionRate is the percent of referrals that were approved (one decimal).
    const approved = allReferrals.filter((referral) => referral.status === 'approved').length;
    expect(result.body.conversionRate).toBe(Math.round((approved / allReferrals.length) * 1000) / 10);
    expect(result.body.conversionRate).toBeGreaterThan(0);
    expect(result.body.conversionRate).toBeLessThan(100);
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
    expect(result.body.payout).toEqual({ ...payout, status: 'approved' });
    const after = await referralStats();
    expect(after.pendingPayouts).toBeCloseTo(before.pendingPayouts - payout.amount, 2);
    expect(after.totalPayouts).toBeCloseTo(before.totalPayouts + payout.amount, 2);

    // Approved is no longer pending: both decisions are refused with 409.
    const again = await call<ErrorBody>(server, 'approveReferralPayout', {
      token,
      params: { id: payout.id },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('conflict');
    const reject = await call<ErrorBody>(server, 'rejectReferralPayout', {
      token,
      params: { id: payout.id },
    });
    expect(reject.status).toBe(409);
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
    expect(approve.status).toBe(409);
  });

  it('refuses to decide a paid payout with 409 and leaves it paid', async ({ skip }) => {
    const paid = need(
      (await payouts()).find((payout) => payout.status === 'paid'),
      'paid referral payout',
      skip,
    );
    for (const operationId of ['approveReferralPayout', 'rejectReferralPayout']) {
      const result = await call<ErrorBody>(server, operationId, { token, params: { id: paid.id } });
      expect(result.status).toBe(409);
    }
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
