/**
 * Deterministic payments, stats and pricing plans for the Payment Management stories, typed from
 * the contract. No randomness and no "now": the same rows on every machine, so the screenshot
 * baselines stay stable. The first page shows each status of core spec §2.3 and one stored
 * status outside them (shown as pending, §4).
 */

import type { components } from '@aac/api-client';
import { PAYMENT_STATUSES } from '@aac/domain';
import type { Payment, PricingPlan } from './payments.list';

const PAYERS = [
  'maria.lopez',
  'd.okafor',
  'kenji.tanaka',
  'sofia.rossi',
  'liam.murphy',
  'priya.patel',
  'jonas.schmidt',
  'omar.haddad',
  'ingrid.larsen',
] as const;
const AMOUNTS = [19.99, 49.99, 9.99, 199, 1250.5] as const;

/** How many payments the stories list: 6 pages of 10, so the page window has room to move. */
export const PAYMENT_FIXTURE_COUNT = 57;

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

function fixturePayment(index: number): Payment {
  return {
    id: 9100 - index,
    transaction_id: `pi_3Px${String(4100 - index).padStart(4, '0')}Jd8f0a`,
    user_email: `${pick(PAYERS, index)}@example.com`,
    amount: pick(AMOUNTS, index),
    status: pick(PAYMENT_STATUSES, index),
    created_at: new Date(Date.UTC(2025, 5, 28, 10, 30) - index * 43_200_000).toISOString(),
  };
}

/**
 * The history: newest first. Row 5 carries a status outside the contract's four, as an older
 * backend may send (core spec §4: displayed as pending).
 */
export const PAYMENTS: readonly Payment[] = Array.from({ length: PAYMENT_FIXTURE_COUNT }, (_, index) => {
  const payment = fixturePayment(index);
  return index === 5 ? { ...payment, status: 'disputed' as Payment['status'] } : payment;
});

/** The first payment: Maria Lopez's completed $19.99. */
export const FIRST_PAYMENT = PAYMENTS[0] as Payment;

export const PAYMENT_STATS: components['schemas']['PaymentStats'] = {
  totalRevenue: 184250.5,
  monthlyRevenue: 12840.75,
  activeSubscriptions: 1342,
  failedPayments: 27,
};

export const FAMILY_PLAN: PricingPlan = {
  id: 2,
  version: 1,
  name: 'Family',
  price: 19.99,
  billing_cycle: 'month',
  description: 'For families with up to 5 children.',
  features: ['Up to 5 child profiles', 'Unlimited vocabulary', 'Shared progress reports'],
  price_yearly: 191.9,
  yearly_discount_percentage: 20,
  user_count: 1178,
};

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 1,
    version: 1,
    name: 'Individual',
    price: 9.99,
    billing_cycle: 'month',
    description: 'One child, every core communication tool.',
    features: ['1 child profile', 'Unlimited vocabulary'],
    price_yearly: 99,
    yearly_discount_percentage: 20,
    user_count: 2406,
  },
  FAMILY_PLAN,
  {
    id: 3,
    version: 1,
    name: 'Clinic',
    price: 1200,
    billing_cycle: 'year',
    description:
      'For speech therapy practices: every child on the caseload, therapist dashboards, goal tracking across sessions and priority support.',
    features: [
      'Unlimited child profiles',
      'Therapist dashboards',
      'Goal tracking across sessions',
      'Priority support',
      'Data export',
    ],
  },
];
