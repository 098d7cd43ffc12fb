/**
 * Reloading lists after a change (core spec §7 and platform spec §7: "after a successful
 * change, the affected list is reloaded"). openapi-react-query keys are [method, path, init],
 * with the contract's path (e.g. "/admin/users/{id}/subscription"), so one prefix invalidates
 * every cached page, filter and detail under it.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { paths } from './schema';

export type ApiPath = keyof paths;

/** Whether a query key's path is `prefix` or lies under it ("/admin/users" covers "/admin/users/{id}/subscription"). */
export function queryKeyHasPathPrefix(queryKey: QueryKey, prefix: string): boolean {
  const path = queryKey[1];
  if (typeof path !== 'string') return false;
  const base = prefix.replace(/\/$/, '');
  return path === base || path.startsWith(`${base}/`);
}

/** Invalidates (and so refetches when in use) every cached query under one or more path prefixes. */
export function invalidateResource(
  queryClient: QueryClient,
  prefix: ApiPath | readonly ApiPath[],
): Promise<void> {
  const prefixes: readonly string[] = typeof prefix === 'string' ? [prefix] : prefix;
  return queryClient.invalidateQueries({
    predicate: (query) => prefixes.some((candidate) => queryKeyHasPathPrefix(query.queryKey, candidate)),
  });
}

/**
 * What each kind of change affects: the list paths (as prefixes) to reload. Beyond the changed
 * list itself, a change reloads what shows it: children counts on users, parents on children,
 * stats cards, post counts of categories, the plan lists both plan screens read, the roles and
 * permissions the signed-in admin holds, the admins each role counts. The first path is the
 * resource's own list (where a record just created shows).
 */
export const RESOURCE_PATHS = {
  users: ['/admin/users', '/admin/children'],
  userSubscription: ['/admin/users'],
  children: ['/admin/children', '/admin/users'],
  pricing: [
    '/admin/pricing',
    '/admin/stripe/plans',
    '/admin/stripe/sync-status',
    '/admin/subscription-plans',
  ],
  payments: ['/admin/payments', '/admin/payment-stats'],
  blogPosts: ['/admin/blog/posts', '/admin/blog/categories', '/blog/categories'],
  blogCategories: ['/admin/blog/categories', '/blog/categories'],
  newsletterSubscriptions: ['/blog/admin/subscriptions', '/blog/admin/subscription-stats'],
  referrals: ['/admin/referrals', '/admin/referral-stats'],
  payouts: ['/admin/referral-payouts', '/admin/referral-stats'],
  settings: ['/admin/settings'],
  contactMessages: ['/admin/contact-messages'],
  supportContent: ['/admin/support/content'],
  socialLinks: ['/admin/social-links'],
  scheduledCalls: ['/admin/scheduled-calls'],
  enterprises: ['/admin/enterprises'],
  // An enterprise's team counts its members.
  teamMembers: ['/admin/enterprises/{id}/team-members', '/admin/enterprises'],
  stripePlans: [
    '/admin/stripe/plans',
    '/admin/stripe/sync-status',
    '/admin/subscription-plans',
    '/admin/pricing',
  ],
  subscriptionPlans: [
    '/admin/subscription-plans',
    '/admin/stripe/plans',
    '/admin/stripe/sync-status',
    '/admin/pricing',
  ],
  // The roles list counts each role's admins.
  admins: ['/admin/admins', '/admin/roles', '/admin/auth/me'],
  roles: ['/admin/roles', '/admin/admins', '/admin/auth/me'],
  permissions: ['/admin/permissions', '/admin/roles', '/admin/auth/me'],
} as const satisfies Record<string, readonly ApiPath[]>;

export type ApiResource = keyof typeof RESOURCE_PATHS;

/** Reloads every list a change of `resource` affects. */
export function invalidateAfterChange(queryClient: QueryClient, resource: ApiResource): Promise<void> {
  return invalidateResource(queryClient, RESOURCE_PATHS[resource]);
}
