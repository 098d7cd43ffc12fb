/**
 * The referral programme API for the Referral Management stories: contract-typed handlers
 * (openapi-msw) around in-memory referrals and payouts that answer like the reference server
 * (search over the emails, status filters, the referrals' sorts, pages; approve and reject only
 * while pending, 409 otherwise), and the stat cards. They record what they received and fail on
 * request.
 */
import type { components } from '@aac/api-client';
import { canDecidePayout, REFERRAL_STATUSES } from '@aac/domain';
import { delay, type RequestHandler } from 'msw';
import { fakeRows, LIST_FAILURE, type ListMode, pagePagination } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { http } from '../../testing/storyApi';
import { PAYOUTS, REFERRAL_STATS, REFERRALS } from './fixtures';
import type { Payout, Referral } from './referrals.list';

type ErrorBody = components['schemas']['Error'];

export interface ReferralsApiOptions extends ListApiOptions<Referral> {
  payoutRows?: readonly Payout[];
  /** How the payouts list answers. */
  payouts?: ListMode;
  /** How the stat cards answer. */
  stats?: ListMode;
  /** Hold every decision until the story releases it (the busy state), or refuse it with a 500. */
  decision?: 'slow' | 'failure';
}

export interface ReferralsApi extends ListScreenApi {
  payoutQueries: Array<Record<string, string | null>>;
  decisions: Array<{ id: number; decision: 'approve' | 'reject' }>;
  referrals(): Referral[];
  payouts(): Payout[];
  statsRequests(): number;
  /** Answers the decisions held by `decision: 'slow'`. */
  releaseDecisions(): void;
}

export const DECISION_FAILURE: ErrorBody = {
  error: 'internal_error',
  message: 'The payout ledger is locked for the monthly close.',
};

export function createReferralsApi(options: ReferralsApiOptions = {}): ReferralsApi {
  const referrals = fakeRows(options.rows ?? REFERRALS, {
    searchText: (referral) => `${referral.referrer_email} ${referral.referred_email}`,
    filters: { status: (referral, value) => referral.status === value },
    // The reference server's orders: emails case-insensitive, statuses in core §4's order.
    sort: {
      referrer_email: (referral) => referral.referrer_email.toLowerCase(),
      referred_email: (referral) => referral.referred_email.toLowerCase(),
      commission_amount: (referral) => referral.commission_amount,
      status: (referral) => REFERRAL_STATUSES.indexOf(referral.status),
      created_at: (referral) => referral.created_at,
    },
  });
  const payouts = fakeRows(options.payoutRows ?? PAYOUTS, {
    searchText: (payout) => payout.user_email,
    filters: { status: (payout, value) => payout.status === value },
  });
  const decisions: ReferralsApi['decisions'] = [];
  let statsRequests = 0;
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });

  const decide = (decision: 'approve' | 'reject') =>
    http.post(`/admin/referral-payouts/{id}/${decision}`, async ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = payouts.precondition(id, request, 'payout');
      if (stale) return response(412).json(stale);
      decisions.push({ id, decision });
      if (options.decision === 'slow') await held;
      if (options.decision === 'failure') return response(500).json(DECISION_FAILURE);
      const payout = payouts.find(id);
      if (!payout) return response(404).json(payouts.notFound('Payout', id));
      if (!canDecidePayout(payout.status)) {
        return response(409).json({
          error: 'conflict',
          message: `Only a pending payout can be ${decision}d; this one is ${payout.status}.`,
        });
      }
      const status = decision === 'approve' ? 'approved' : 'rejected';
      const updated = payouts.replace(id, { status }) as Payout;
      return response(200).json({
        success: true,
        message: decision === 'approve' ? 'Payout approved.' : 'Payout rejected.',
        payout: updated,
      });
    });

  const handlers: RequestHandler[] = [
    http.get('/admin/referrals', async ({ request, response }) => {
      const answer = await referrals.list(new URL(request.url).searchParams, options.list);
      if ('failure' in answer) return response(500).json(answer.failure);
      return response(200).json({ referrals: answer.rows, pagination: pagePagination(answer.pagination) });
    }),
    http.get('/admin/referral-payouts', async ({ request, response }) => {
      const answer = await payouts.list(new URL(request.url).searchParams, options.payouts);
      if ('failure' in answer) return response(500).json(answer.failure);
      return response(200).json({ payouts: answer.rows, pagination: pagePagination(answer.pagination) });
    }),
    http.get('/admin/referral-stats', async ({ response }) => {
      statsRequests += 1;
      if (options.stats === 'loading') await delay('infinite');
      if (options.stats === 'error') return response(500).json(LIST_FAILURE);
      return response(200).json(REFERRAL_STATS);
    }),
    decide('approve'),
    decide('reject'),
  ];

  return {
    handlers,
    listQueries: referrals.listQueries,
    payoutQueries: payouts.listQueries,
    rowCount: () => referrals.all().length,
    decisions,
    referrals: referrals.all,
    payouts: payouts.all,
    statsRequests: () => statsRequests,
    releaseDecisions: () => {
      release();
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
}
