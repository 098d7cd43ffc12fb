import type { AdminPermission, ApiHooks } from '@aac/api-client';
import { sendEarlyGet } from '@aac/api-client/early';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type ListRequest, lazyList } from '../kit/list/lazyList';
import { prefetchQuery } from '../kit/prefetchQuery';
import type { ScreenMeta } from '../kit/screenMeta';
import type { NavIconName } from './navIcons';

/**
 * Every screen of the admin area, one entry each: its path (docs/design.md "Admin app"), its title
 * and description (the page header and the document title read them), its place in the
 * navigation, the permission that opens it (the server enforces the same `x-permission`), its
 * lazily loaded module and the first request to start while that module loads.
 */
export interface ScreenEntry extends ScreenMeta {
  group: string;
  /** Its icon in the navigation (the icons load with the shell, not with the sign-in page). */
  icon: NavIconName;
  /** One of the contract's permissions (`x-permission` names, from `npm run gen`): a typo does not compile. */
  permission: AdminPermission;
  /** The screen's own chunk. */
  load: () => Promise<ComponentType>;
  /** Starts the screen's first request for a URL, in parallel with `load`. */
  prefetch?: (queryClient: QueryClient, $api: ApiHooks, url: URL) => Promise<void>;
  /** That first request (a list's), for the preload script to send before the app's code has arrived. */
  firstRequest?: (url: URL) => Promise<ListRequest>;
}

export const SCREENS: readonly ScreenEntry[] = [
  {
    path: '/admin/analytics',
    title: 'Analytics Dashboard',
    description: 'Overview, user growth, revenue, top pages and recent activity',
    group: 'Insights',
    icon: 'BarChart3',
    permission: 'analytics.read',
    load: () => import('../screens/analytics/AnalyticsScreen').then((module) => module.AnalyticsScreen),
  },
  {
    path: '/admin/users',
    title: 'User Management',
    description: 'Parents, therapists, educators and admins, and their subscriptions',
    group: 'People',
    icon: 'Users',
    permission: 'users.read',
    load: () => import('../screens/users/UsersScreen').then((module) => module.UsersScreen),
    ...lazyList(() => import('../screens/users/users.list').then((module) => module.usersList)),
  },
  {
    path: '/admin/children',
    title: 'Child Management',
    description: 'Child profiles, communication levels and progress',
    group: 'People',
    icon: 'Baby',
    permission: 'children.read',
    load: () => import('../screens/children/ChildrenScreen').then((module) => module.ChildrenScreen),
    ...lazyList(() => import('../screens/children/children.list').then((module) => module.childrenList)),
  },
  {
    path: '/admin/enterprises',
    title: 'Enterprises',
    description: 'Enterprise accounts and their team members',
    group: 'People',
    icon: 'Building2',
    permission: 'enterprises.read',
    load: () => import('../screens/enterprises/EnterprisesScreen').then((module) => module.EnterprisesScreen),
    ...lazyList(() =>
      import('../screens/enterprises/enterprises.list').then((module) => module.enterprisesList),
    ),
  },
  {
    path: '/admin/payments',
    title: 'Payment Management',
    description: 'Payments, payment statistics and pricing plans',
    group: 'Billing',
    icon: 'CreditCard',
    permission: 'payments.read',
    load: () => import('../screens/payments/PaymentsScreen').then((module) => module.PaymentsScreen),
    ...lazyList(() => import('../screens/payments/payments.list').then((module) => module.paymentsList)),
  },
  {
    path: '/admin/plans/stripe',
    title: 'Plan Management',
    description: 'Subscription plans synchronised with Stripe',
    group: 'Billing',
    icon: 'Wallet',
    permission: 'plans.read',
    load: () => import('../screens/plans/StripePlansScreen').then((module) => module.StripePlansScreen),
    // Both requests of the screen: the plans and the sync status line.
    prefetch: async (queryClient, $api) => {
      await Promise.all([
        prefetchQuery(queryClient, $api.queryOptions('get', '/admin/stripe/plans')),
        prefetchQuery(queryClient, $api.queryOptions('get', '/admin/stripe/sync-status')),
      ]);
    },
  },
  {
    path: '/admin/plans',
    title: 'Subscription Plan Management',
    description: 'Configure subscription plans and pricing',
    group: 'Billing',
    icon: 'Tags',
    permission: 'plans.read',
    load: () =>
      import('../screens/plans/SubscriptionPlansScreen').then((module) => module.SubscriptionPlansScreen),
  },
  {
    path: '/admin/referrals',
    title: 'Referral Management',
    description: 'Referrals and payouts',
    group: 'Billing',
    icon: 'Gift',
    permission: 'referrals.read',
    load: () => import('../screens/referrals/ReferralsScreen').then((module) => module.ReferralsScreen),
    ...lazyList(() => import('../screens/referrals/referrals.list').then((module) => module.referralsList)),
  },
  {
    path: '/admin/blog/posts',
    title: 'Blog Management',
    description: 'Blog posts',
    group: 'Content',
    icon: 'FileText',
    permission: 'blog.read',
    load: () => import('../screens/blog/PostsScreen').then((module) => module.PostsScreen),
    ...lazyList(() => import('../screens/blog/posts.list').then((module) => module.postsList)),
  },
  {
    path: '/admin/blog/categories',
    title: 'Blog Categories',
    description: 'Blog categories',
    group: 'Content',
    icon: 'Newspaper',
    permission: 'blog.read',
    load: () => import('../screens/blog/CategoriesScreen').then((module) => module.CategoriesScreen),
    ...lazyList(() => import('../screens/blog/categories.list').then((module) => module.categoriesList)),
  },
  {
    path: '/admin/blog/subscriptions',
    title: 'Blog Subscriptions',
    description: 'Newsletter subscribers',
    group: 'Content',
    icon: 'Mail',
    permission: 'newsletter.read',
    load: () => import('../screens/blog/SubscriptionsScreen').then((module) => module.SubscriptionsScreen),
    ...lazyList(() =>
      import('../screens/blog/subscriptions.list').then((module) => module.subscriptionsList),
    ),
  },
  {
    path: '/admin/support',
    title: 'Support Content Management',
    description: 'Categories, articles, videos, support options and community',
    group: 'Content',
    icon: 'LifeBuoy',
    permission: 'support.read',
    load: () => import('../screens/support/SupportScreen').then((module) => module.SupportScreen),
    prefetch: async (queryClient, $api) => {
      await prefetchQuery(queryClient, $api.queryOptions('get', '/admin/support/content'));
    },
  },
  {
    path: '/admin/social-links',
    title: 'Social Links Management',
    description: 'Footer social links',
    group: 'Content',
    icon: 'Share2',
    permission: 'social.read',
    load: () => import('../screens/social/SocialLinksScreen').then((module) => module.SocialLinksScreen),
    ...lazyList(() => import('../screens/social/social.list').then((module) => module.socialLinksList)),
  },
  {
    path: '/admin/messages',
    title: 'Contact Messages',
    description: 'Read and triage contact messages',
    group: 'Communication',
    icon: 'MessageSquare',
    permission: 'messages.read',
    load: () => import('../screens/messages/MessagesScreen').then((module) => module.MessagesScreen),
    ...lazyList(() => import('../screens/messages/messages.list').then((module) => module.messagesList)),
  },
  {
    path: '/admin/scheduled-calls',
    title: 'Scheduled Calls Management',
    description: 'Consultation calls',
    group: 'Communication',
    icon: 'CalendarClock',
    permission: 'calls.read',
    load: () => import('../screens/calls/CallsScreen').then((module) => module.CallsScreen),
    ...lazyList(() => import('../screens/calls/calls.list').then((module) => module.callsList)),
  },
  {
    path: '/admin/settings',
    title: 'Admin Settings',
    description: 'General, security, email, notifications and integrations',
    group: 'Administration',
    icon: 'Settings',
    permission: 'settings.read',
    load: () => import('../screens/settings/SettingsScreen').then((module) => module.SettingsScreen),
  },
  {
    path: '/admin/admins',
    title: 'Admin Management',
    description: 'Manage admin accounts and permissions',
    group: 'Administration',
    icon: 'UserCog',
    permission: 'admins.read',
    load: () => import('../screens/admins/AdminsScreen').then((module) => module.AdminsScreen),
    ...lazyList(() => import('../screens/admins/admins.list').then((module) => module.adminsList)),
  },
  {
    path: '/admin/roles',
    title: 'Role & Permission Management',
    description: 'Manage admin roles and permissions',
    group: 'Administration',
    icon: 'ShieldCheck',
    permission: 'roles.read',
    load: () => import('../screens/roles/RolesScreen').then((module) => module.RolesScreen),
  },
  {
    path: '/admin/audit-log',
    title: 'Audit Log',
    description: 'Who changed what and when, and every sign-in',
    group: 'Administration',
    icon: 'ScrollText',
    permission: 'audit.read',
    load: () => import('../screens/audit/AuditLogScreen').then((module) => module.AuditLogScreen),
    ...lazyList(() => import('../screens/audit/audit.list').then((module) => module.auditList)),
  },
];

/** The landing page of the admin area (docs/design.md: /admin goes to analytics). */
export const ADMIN_HOME = '/admin/analytics';

/**
 * Where an admin lands on /admin and after signing in: the analytics dashboard (docs/design.md), or,
 * for a role without it, the first screen of the navigation their role opens.
 */
export function landingPathFor(permissions: readonly string[]): string {
  const home = SCREENS.find((screen) => screen.path === ADMIN_HOME);
  if (home && permissions.includes(home.permission)) return ADMIN_HOME;
  return SCREENS.find((screen) => permissions.includes(screen.permission))?.path ?? ADMIN_HOME;
}

/** The registry entry of a path, e.g. for stories that render one screen without the router's routes. */
export function screenAt(path: string): ScreenEntry | undefined {
  return SCREENS.find((screen) => screen.path === path);
}

/**
 * Starts loading the code of the screen at a path, and the shell around it, without waiting for
 * the router: the preload script of index.html calls it before the app's bundle has arrived.
 * Failures are left to the router, which loads the same modules again and shows its error.
 */
export function preloadScreenCode(pathname: string): void {
  const screen = screenAt(pathname.replace(/\/+$/, ''));
  if (!screen) return;
  const ignore = () => undefined;
  screen.load().catch(ignore);
  import('./AdminLayout').catch(ignore);
  import('./data').catch(ignore);
}

/**
 * Sends the first request of the screen at a URL for an admin holding `permissions`, before the
 * app's bundle has arrived; the app's client takes the answer when its route asks for the same
 * URL. Nothing is sent for a screen outside the permissions: the route refuses it unfetched.
 */
export function requestScreenDataEarly(url: URL, token: string, permissions: readonly string[]): void {
  const screen = screenAt(url.pathname.replace(/\/+$/, ''));
  if (!screen?.firstRequest || !permissions.includes(screen.permission)) return;
  screen
    .firstRequest(url)
    .then(({ path, query }) => sendEarlyGet(path, query, token))
    .catch(() => undefined);
}
