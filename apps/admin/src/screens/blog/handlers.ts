/**
 * The newsletter API for the Blog Subscriptions stories: contract-typed handlers around in-memory
 * subscribers that answer like the reference server (50 a page, total/pages pagination), record
 * what they received, and refuse chosen subscribers (a half-done bulk action).
 */
import type { components } from '@aac/api-client';
import type { RequestHandler } from 'msw';
import { fakeRows } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { http } from '../../testing/storyApi';
import type { NewsletterSubscription } from './subscriptions.list';

type ErrorBody = components['schemas']['Error'];

const FIRST: ReadonlyArray<[string, string | null, string | null, NewsletterSubscription['status']]> = [
  ['sam.reader@example.com', 'Sam', 'Reader', 'active'],
  ['ada.lovelace@example.org', 'Ada', 'Lovelace', 'active'],
  ['old.inbox@example.net', null, null, 'bounced'],
  ['grace.hopper@example.com', 'Grace', 'Hopper', 'unsubscribed'],
  ['lin.park@example.com', 'Lin', 'Park', 'active'],
];

/** 60 subscribers, newest first: the five above, then a mix of statuses (two pages of 50). */
export const SUBSCRIPTIONS: readonly NewsletterSubscription[] = Array.from({ length: 60 }, (_, index) => {
  const [email, first_name, last_name, status] = FIRST[index] ?? [
    `reader${index + 1}@example.com`,
    `Reader`,
    `${index + 1}`,
    index % 7 === 0 ? 'unsubscribed' : 'active',
  ];
  const day = String(28 - Math.floor(index / 3)).padStart(2, '0');
  return { id: 400 - index, email, first_name, last_name, status, subscribed_at: `2025-05-${day}T09:00:00Z` };
});

export const STATS = {
  total_subscriptions: 60,
  active_subscriptions: 50,
  new_this_month: 12,
  new_this_week: 3,
};

export interface SubscriptionsApiOptions extends ListApiOptions<NewsletterSubscription> {
  /** Emails whose change or delete the server refuses with a 500. */
  refuse?: readonly string[];
}

export interface SubscriptionsApi extends ListScreenApi {
  updates: Array<{ id: number; status: string }>;
  deletions: number[];
  subscriptions(): NewsletterSubscription[];
}

const REFUSED: ErrorBody = { error: 'internal_error', message: 'The mailing provider did not answer.' };

export function createSubscriptionsApi(options: SubscriptionsApiOptions = {}): SubscriptionsApi {
  const rows = fakeRows(options.rows ?? SUBSCRIPTIONS, {
    searchText: (row) => `${row.email} ${row.first_name ?? ''} ${row.last_name ?? ''}`,
    filters: { status: (row, value) => row.status === value },
  });
  const updates: SubscriptionsApi['updates'] = [];
  const deletions: number[] = [];
  const refused = (id: number) => options.refuse?.includes(rows.find(id)?.email ?? '') ?? false;

  const handlers: RequestHandler[] = [
    http.get('/blog/admin/subscriptions', async ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      if (!query.has('limit')) query.set('limit', '50');
      const answer = await rows.list(query, options.list);
      if ('failure' in answer) return response(500).json(answer.failure);
      const { currentPage, limit, totalCount, totalPages } = answer.pagination;
      return response(200).json({
        success: true,
        subscriptions: answer.rows,
        pagination: { page: currentPage, limit, total: totalCount, pages: totalPages },
      });
    }),
    http.get('/blog/admin/subscription-stats', ({ response }) =>
      response(200).json({ success: true, stats: STATS }),
    ),
    http.put('/blog/admin/subscriptions/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const { status } = await request.json();
      updates.push({ id, status });
      if (refused(id)) return response(500).json(REFUSED);
      const subscription = rows.replace(id, { status });
      if (!subscription) return response(404).json(rows.notFound('Subscription', id));
      return response(200).json({
        success: true,
        message: 'Subscription updated successfully.',
        subscription,
      });
    }),
    http.delete('/blog/admin/subscriptions/{id}', ({ params, response }) => {
      const id = Number(params.id);
      deletions.push(id);
      if (refused(id)) return response(500).json(REFUSED);
      if (!rows.remove(id)) return response(404).json(rows.notFound('Subscription', id));
      return response(200).json({ success: true, message: 'Subscription deleted successfully.' });
    }),
  ];

  return {
    handlers,
    listQueries: rows.listQueries,
    rowCount: () => rows.all().length,
    updates,
    deletions,
    subscriptions: rows.all,
  };
}
