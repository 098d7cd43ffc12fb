/**
 * The Blog Subscriptions list (core spec §2.6, §7, §9): GET /blog/admin/subscriptions, searched by
 * email and names and filtered by status on the server, 50 a page, newest first.
 */
import type { components } from '@aac/api-client';
import { BLOG_SUBSCRIPTION_STATUS_FILTERS, BLOG_SUBSCRIPTIONS_PAGE_SIZE } from '@aac/domain';
import { filterFrom } from '../../kit/list/filterOptions';
import { defineResourceList, totalsOfPagePagination } from '../../kit/list/resourceList';

export type NewsletterSubscription = components['schemas']['NewsletterSubscription'];

/** A subscriber's name in buttons, confirmations and failure lists: the email, which is always there. */
export function subscriberName(subscription: NewsletterSubscription): string {
  return subscription.email;
}

/** "Sam Reader", or an empty string when the subscriber gave no name. */
export function subscriberFullName(subscription: NewsletterSubscription): string {
  return `${subscription.first_name ?? ''} ${subscription.last_name ?? ''}`.trim();
}

export const subscriptionsList = defineResourceList<NewsletterSubscription>()({
  path: '/blog/admin/subscriptions',
  label: 'Subscribers',
  noun: { one: 'subscriber', other: 'subscribers' },
  search: { placeholder: 'Search by email or name' },
  filters: { status: filterFrom('Status', BLOG_SUBSCRIPTION_STATUS_FILTERS) },
  pageSize: { fixed: BLOG_SUBSCRIPTIONS_PAGE_SIZE },
  paging: 'server',
  rows: (data) => data.subscriptions,
  totals: (data) => totalsOfPagePagination(data.pagination),
  rowId: (subscription) => String(subscription.id),
  rowName: subscriberName,
  empty: {
    title: 'No subscribers found',
    hint: 'Readers appear here once they subscribe to the newsletter.',
    filteredHint: 'No subscriber matches this search and status. Try adjusting or clearing them.',
  },
});
