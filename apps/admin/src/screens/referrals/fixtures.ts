/**
 * Deterministic referrals, payouts and stats for the Referral Management stories, typed from the
 * contract. No randomness and no "now". The first page of each tab shows every status of core
 * spec §4; each payout's payee is unique, so "Approve payout to <email>" names one row.
 */

import type { components } from '@aac/api-client';
import { PAYOUT_STATUSES, REFERRAL_STATUSES } from '@aac/domain';
import type { Payout, Referral } from './referrals.list';

const PEOPLE = [
  'maria.lopez',
  'grace.okafor',
  'kenji.tanaka',
  'sofia.rossi',
  'liam.murphy',
  'priya.patel',
  'jonas.schmidt',
] as const;

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

const day = (index: number) => new Date(Date.UTC(2025, 5, 28, 9, 0) - index * 86_400_000).toISOString();

/** 57 referrals: 6 pages of 10, so the page window has room to move. */
export const REFERRALS: readonly Referral[] = Array.from({ length: 57 }, (_, index) => ({
  id: 400 - index,
  referrer_email: `${pick(PEOPLE, index)}@example.com`,
  referred_email: `friend${index + 1}.of.${pick(PEOPLE, index).split('.')[0]}@example.org`,
  commission_amount: index % 5 === 4 ? 25 : 10,
  status: pick(REFERRAL_STATUSES, index),
  created_at: day(index),
}));

/**
 * 23 payouts, newest first, each to its own payee: pending, approved, rejected and paid in turn,
 * so every fourth one from the first is pending.
 */
export const PAYOUTS: readonly Payout[] = Array.from({ length: 23 }, (_, index) => ({
  id: 80 - index,
  version: 1,
  user_email: `${pick(PEOPLE, index)}${index + 1}@example.com`,
  amount: [50, 30, 120.5, 10][index % 4] as number,
  status: pick(PAYOUT_STATUSES, index),
  created_at: day(index),
}));

/** The newest payout, pending: maria.lopez1@example.com, $50.00. */
export const PENDING_PAYOUT = PAYOUTS[0] as Payout;
/** The next pending payout: liam.murphy5@example.com, $50.00. */
export const NEXT_PENDING_PAYOUT = PAYOUTS[4] as Payout;
/** A paid payout: nothing to decide. */
export const PAID_PAYOUT = PAYOUTS[3] as Payout;

export const REFERRAL_STATS: components['schemas']['ReferralStats'] = {
  totalReferrals: 412,
  totalPayouts: 3150,
  pendingPayouts: 420,
  conversionRate: 37.6,
};
