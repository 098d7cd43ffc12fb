/**
 * Deterministic users for the User Management stories, typed from the contract's schemas.
 * No randomness and no "now": the same rows, dates and subscriptions on every machine, so the
 * screenshot baselines stay stable.
 */
import { FREE_PLAN_TYPE, type SubscriptionStatus, USER_TYPES } from '@aac/domain';
import type { User, UserSubscriptionDetail } from './users.list';

const FIRST_NAMES = [
  'Maria',
  'Daniel',
  'Aisha',
  'Kenji',
  'Sofia',
  'Liam',
  'Priya',
  'Noah',
  'Elena',
  'Omar',
  'Hannah',
  'Mateo',
  'Ingrid',
  'Tomás',
  'Chloe',
  'Ravi',
  'Yuki',
] as const;
const LAST_NAMES = [
  'Lopez',
  'Okafor',
  'Rahman',
  'Tanaka',
  'Rossi',
  'Murphy',
  'Patel',
  'Schmidt',
  'Kowalski',
  'Haddad',
  'Larsen',
  'Cohen',
  'Fischer',
] as const;
const PAID_PLANS = ['individual', 'family', 'professional', 'enterprise'] as const;

/** How many users the "loaded" story lists: enough for 14 pages of 10, so the window slides. */
export const USER_FIXTURE_COUNT = 137;

/** The end of the current billing period of every story subscription. */
export const SUBSCRIPTION_END_DATE = '2025-07-18T00:00:00.000Z';

/**
 * The user whose subscription is set to cancel at period end (core spec §4): Ingrid Haddad, an
 * educator on the individual plan, on page 2, so the first page and its pictures stay as they were.
 */
const CANCELLING_INDEX = 12;

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

/** The user at `index` (0 is the newest). Every 4th is inactive, every 3rd is on a paid plan. */
function fixtureUser(index: number): User {
  const first = pick(FIRST_NAMES, index);
  const last = pick(LAST_NAMES, index * 7 + 3);
  const id = 500 - index;
  const userType = index % 11 === 5 ? 'admin' : pick(USER_TYPES.slice(0, 3), index % 5 === 4 ? 1 : index % 7);
  // One day apart, newest first, at a fixed time of day (the list is ordered by created_at).
  const created = Date.UTC(2025, 5, 30, 14, 30) - index * 86_400_000;
  return {
    id,
    version: 1,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase().replace('á', 'a')}.${last.toLowerCase()}${id}@example.com`,
    user_type: userType,
    is_active: index % 4 !== 3,
    children_count: userType === 'parent' ? (index % 3) + 1 : 0,
    plan_type: index % 3 === 0 ? pick(PAID_PLANS, index / 3) : FREE_PLAN_TYPE,
    ...(index === CANCELLING_INDEX ? { subscription_cancels_at: SUBSCRIPTION_END_DATE } : {}),
    created_at: new Date(created).toISOString(),
  };
}

/** The 137 users of the loaded list, newest first. */
export const USER_FIXTURES: readonly User[] = Array.from({ length: USER_FIXTURE_COUNT }, (_, index) =>
  fixtureUser(index),
);

/** The first row: Maria Lopez, an active parent with two children on the family plan. */
export const MARIA: User = {
  ...(USER_FIXTURES[0] as User),
  first_name: 'Maria',
  last_name: 'Lopez',
  email: 'maria.lopez@example.com',
  user_type: 'parent',
  is_active: true,
  children_count: 2,
  plan_type: 'family',
};

/** The second row: Daniel Okafor, an inactive therapist on the free plan. */
export const DANIEL: User = {
  ...(USER_FIXTURES[1] as User),
  first_name: 'Daniel',
  last_name: 'Okafor',
  email: 'd.okafor@speechclinic.example.org',
  user_type: 'therapist',
  is_active: false,
  children_count: 0,
  plan_type: FREE_PLAN_TYPE,
};

/** The list the stories show: Maria and Daniel first, then the generated rows. */
export const USERS: readonly User[] = [MARIA, DANIEL, ...USER_FIXTURES.slice(2)];

/** Ingrid Haddad (ingrid.haddad488@example.com): her subscription cancels at period end, on July 18, 2025. */
export const INGRID: User = USER_FIXTURES[CANCELLING_INDEX] as User;

/** A subscription detail in one of the three states of core spec §4, as the server answers it. */
export function subscriptionFixture(user: User, status: SubscriptionStatus): UserSubscriptionDetail {
  return {
    id: user.id,
    version: 1,
    email: user.email,
    planType: status === 'canceled' ? 'family' : user.plan_type,
    subscriptionStatus: status,
    subscriptionEndDate: SUBSCRIPTION_END_DATE,
    // core spec §4: cancel while active, reactivate while a cancellation is scheduled.
    canCancel: status === 'active',
    canReactivate: status === 'cancel_at_period_end',
  };
}
