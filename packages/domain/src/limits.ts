/**
 * How large each list may grow. The spec sends some lists whole (categories, plans, roles…):
 * without a bound, one admin (or a stolen token) adding rows in a loop makes every later read of
 * that list, and of the public category list, slower for everyone. The server refuses to create
 * past these bounds with 409, and the contract states them as `maxItems`.
 */
export const COLLECTION_LIMITS = {
  /** Blog categories (the public category list shows all of them). */
  blogCategories: 200,
  /** Social links of the site footer. */
  socialLinks: 100,
  /** Plans: Stripe-synchronised and subscription plans share one table. */
  plans: 100,
  /** Admin roles. */
  roles: 100,
  /** Permissions, the seeded vocabulary included. */
  permissions: 200,
  /** Support content items of one tab (categories, articles, videos, options, community). */
  supportItemsPerTab: 200,
} as const;

export type CollectionName = keyof typeof COLLECTION_LIMITS;

/**
 * The most rows a growing history (payments, referrals, payouts) returns when asked without
 * `page` or `limit`: the newest ones. Longer histories are read a page at a time.
 */
export const UNPAGED_HISTORY_MAX = 1000;

/** Blog posts carry their HTML, up to 200,000 characters each: fewer of them fit in one answer. */
export const UNPAGED_POSTS_MAX = 100;

/** The most team members one enterprise may have (its max_team_members is at most this). */
export const TEAM_MEMBERS_MAX = 1000;

/** The 409 message of a create refused because its list is full, e.g. "…at most 200 blog categories…". */
export function collectionFullMessage(noun: string, limit: number): string {
  return `There can be at most ${limit.toLocaleString('en-US')} ${noun}. Delete one before adding another.`;
}
