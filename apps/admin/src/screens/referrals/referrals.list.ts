/**
 * The two lists of Referral Management (core spec §2.7, §7): referrals (GET /admin/referrals)
 * and payouts (GET /admin/referral-payouts), each searched by email and filtered by status,
 * 5/10/25/50/100 a page, paged by the server (the contract's optional paging of these lists),
 * newest first; referrals are sorted by the server when a column header asks for another order.
 * The payouts tab keeps its own search, filter and page in the URL (`payouts.`).
 */
import type { components } from '@aac/api-client';
import { PAYOUT_STATUS_FILTERS, REFERRAL_STATUS_FILTERS } from '@aac/domain';
import { filterFrom } from '../../kit/list/filterOptions';
import { defineResourceList, totalsOfOptionalPagePagination } from '../../kit/list/resourceList';

export type Referral = components['schemas']['Referral'];
export type Payout = components['schemas']['Payout'];

export const referralsList = defineResourceList<Referral>()({
  path: '/admin/referrals',
  label: 'Referrals',
  noun: { one: 'referral', other: 'referrals' },
  search: { placeholder: 'Search by referrer or referred email' },
  filters: { status: filterFrom('Status', REFERRAL_STATUS_FILTERS) },
  pageSize: 'selectable',
  paging: 'server',
  sort: { fields: ['referrer_email', 'referred_email', 'commission_amount', 'status', 'created_at'] },
  rows: (data) => data.referrals,
  totals: (data) => totalsOfOptionalPagePagination(data.pagination, data.referrals.length),
  rowId: (referral) => String(referral.id),
  rowName: (referral) => referral.referrer_email,
  empty: {
    title: 'No referrals found',
    hint: 'Referrals appear here once users invite others.',
    filteredHint: 'No referral matches this search and this status. Try adjusting or clearing them.',
  },
});

export const payoutsList = defineResourceList<Payout>()({
  path: '/admin/referral-payouts',
  label: 'Payouts',
  noun: { one: 'payout', other: 'payouts' },
  search: { placeholder: 'Search by email' },
  filters: { status: filterFrom('Status', PAYOUT_STATUS_FILTERS) },
  pageSize: 'selectable',
  paging: 'server',
  namespace: 'payouts',
  rows: (data) => data.payouts,
  totals: (data) => totalsOfOptionalPagePagination(data.pagination, data.payouts.length),
  rowId: (payout) => String(payout.id),
  rowName: (payout) => payout.user_email,
  empty: {
    title: 'No payouts found',
    hint: 'Payouts appear here once referrers earn commissions.',
    filteredHint: 'No payout matches this search and this status. Try adjusting or clearing them.',
  },
});
