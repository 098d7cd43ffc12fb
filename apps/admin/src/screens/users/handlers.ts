/**
 * Request handlers (openapi-msw, typed from the contract) that play the users API for the
 * User Management stories. Each story gets a fresh fake (createUsersApi in a loader) that keeps
 * its users in memory, answers like the reference server (search, filters, pages, 409 on a
 * refused change) and records what it received, so a play function can assert the query a
 * control sent (e.g. that changing the page size asked for page 1).
 */
import type { components } from '@aac/api-client';
import { FREE_PLAN_TYPE, type SubscriptionStatus } from '@aac/domain';
import { delay, type RequestHandler } from 'msw';
import { http } from '../../testing/storyApi';
import { subscriptionFixture, USERS, type User, type UserSubscriptionDetail } from './fixtures';

type ErrorBody = components['schemas']['Error'];
type UserUpdate = components['schemas']['UserUpdate'];

/** What a list request asked for, as the handler received it. */
export interface ReceivedListQuery {
  page: string | null;
  limit: string | null;
  search: string | null;
  status: string | null;
  user_type: string | null;
}

export interface UsersApiOptions {
  /** The users the fake starts with (the 137 fixtures unless given). */
  users?: readonly User[];
  /** How the list answers: normally, never (loading), or with a 500 Error body. */
  list?: 'ok' | 'loading' | 'error';
  /** The subscription state of every paid user, or 'error' for a failing detail load. */
  subscription?: SubscriptionStatus | 'error';
  /** Refuse every edit: 409 with the server's message, or 400 with a field error on /email. */
  updateFailure?: 'conflict' | 'invalidEmail';
  /** Refuse cancel and reactivate with a 500 (core spec §8 failure texts). */
  subscriptionActionFailure?: boolean;
}

export interface UsersApi {
  handlers: RequestHandler[];
  /** Every list query received, oldest first. */
  listQueries: ReceivedListQuery[];
  /** Every edit body received. */
  updates: Array<{ id: number; body: UserUpdate }>;
  /** Every cancel body received. */
  cancellations: Array<{ id: number; body: components['schemas']['CancelSubscriptionRequest'] }>;
  /** The users as the fake holds them now. */
  users(): User[];
}

export const LIST_FAILURE: ErrorBody = {
  error: 'internal_error',
  message: 'The database did not answer in time.',
};
export const CONFLICT_FAILURE: ErrorBody = {
  error: 'conflict',
  message: 'Another user already uses the email taken@example.com.',
};
export const INVALID_EMAIL_FAILURE: ErrorBody = {
  error: 'validation_failed',
  message: 'The request is not valid.',
  details: [{ path: '/email', message: 'must match format "email"' }],
};
export const SUBSCRIPTION_FAILURE: ErrorBody = {
  error: 'internal_error',
  message: 'The payment provider did not answer.',
};

function matches(user: User, search: string | null, status: string | null, type: string | null): boolean {
  const term = search?.trim().toLowerCase();
  if (term && !`${user.first_name} ${user.last_name} ${user.email}`.toLowerCase().includes(term))
    return false;
  if (status && user.is_active !== (status === 'active')) return false;
  if (type && user.user_type !== type) return false;
  return true;
}

/** A fake users API for one story. */
export function createUsersApi(options: UsersApiOptions = {}): UsersApi {
  let users = [...(options.users ?? USERS)];
  const subscriptions = new Map<number, UserSubscriptionDetail>();
  const listQueries: ReceivedListQuery[] = [];
  const updates: UsersApi['updates'] = [];
  const cancellations: UsersApi['cancellations'] = [];

  const subscriptionOf = (user: User): UserSubscriptionDetail => {
    const existing = subscriptions.get(user.id);
    if (existing) return existing;
    const status = options.subscription && options.subscription !== 'error' ? options.subscription : 'active';
    const detail = subscriptionFixture(user, status);
    subscriptions.set(user.id, detail);
    return detail;
  };

  const notFound = (id: number): ErrorBody => ({ error: 'not_found', message: `User ${id} was not found.` });

  const handlers: RequestHandler[] = [
    http.get('/admin/users', async ({ query, response }) => {
      listQueries.push({
        page: query.get('page'),
        limit: query.get('limit'),
        search: query.get('search'),
        status: query.get('status'),
        user_type: query.get('user_type'),
      });
      if (options.list === 'loading') await delay('infinite');
      if (options.list === 'error') return response(500).json(LIST_FAILURE);
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      const found = users.filter((user) =>
        matches(user, query.get('search'), query.get('status'), query.get('user_type')),
      );
      const totalPages = Math.ceil(found.length / limit);
      const rows = found.slice((page - 1) * limit, page * limit);
      const startIndex = rows.length > 0 ? (page - 1) * limit + 1 : 0;
      return response(200).json({
        users: rows,
        pagination: {
          currentPage: page,
          totalPages,
          totalCount: found.length,
          limit,
          hasNextPage: page < totalPages,
          hasPrevPage: page > 1,
          startIndex,
          endIndex: rows.length > 0 ? startIndex + rows.length - 1 : 0,
        },
      });
    }),

    http.put('/admin/users/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = (await request.json()) as UserUpdate;
      updates.push({ id, body });
      if (options.updateFailure === 'conflict') return response(409).json(CONFLICT_FAILURE);
      if (options.updateFailure === 'invalidEmail') return response(400).json(INVALID_EMAIL_FAILURE);
      const user = users.find((candidate) => candidate.id === id);
      if (!user) return response(404).json(notFound(id));
      const updated: User = { ...user, ...body };
      users = users.map((candidate) => (candidate.id === id ? updated : candidate));
      return response(200).json({ success: true, message: 'User updated successfully.', user: updated });
    }),

    http.delete('/admin/users/{id}', ({ params, response }) => {
      const id = Number(params.id);
      if (!users.some((user) => user.id === id)) return response(404).json(notFound(id));
      users = users.filter((user) => user.id !== id);
      return response(200).json({ success: true, message: 'User deleted successfully.' });
    }),

    ...(['activate', 'deactivate'] as const).map((action) =>
      http.post(`/admin/users/{id}/${action}`, ({ params, response }) => {
        const id = Number(params.id);
        const user = users.find((candidate) => candidate.id === id);
        if (!user) return response(404).json(notFound(id));
        const updated: User = { ...user, is_active: action === 'activate' };
        users = users.map((candidate) => (candidate.id === id ? updated : candidate));
        return response(200).json({
          success: true,
          message: `User ${action}d successfully.`,
          user: updated,
        });
      }),
    ),

    http.get('/admin/users/{id}/subscription', ({ params, response }) => {
      const id = Number(params.id);
      const user = users.find((candidate) => candidate.id === id);
      if (!user) return response(404).json(notFound(id));
      if (options.subscription === 'error') return response(500).json(SUBSCRIPTION_FAILURE);
      return response(200).json(subscriptionOf(user));
    }),

    http.post('/admin/users/{id}/cancel-subscription', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      cancellations.push({ id, body });
      if (options.subscriptionActionFailure) return response(500).json(SUBSCRIPTION_FAILURE);
      const user = users.find((candidate) => candidate.id === id);
      if (!user) return response(404).json(notFound(id));
      const detail = subscriptionOf(user);
      if (!detail.canCancel) {
        return response(409).json({ error: 'conflict', message: 'This subscription cannot be cancelled.' });
      }
      if (body.cancelImmediately) {
        subscriptions.set(id, { ...subscriptionFixture(user, 'canceled'), planType: detail.planType });
        users = users.map((candidate) =>
          candidate.id === id ? { ...candidate, plan_type: FREE_PLAN_TYPE } : candidate,
        );
        return response(200).json({
          success: true,
          message: 'Subscription cancelled immediately. Access has ended.',
        });
      }
      subscriptions.set(id, subscriptionFixture(user, 'cancel_at_period_end'));
      return response(200).json({
        success: true,
        message: 'Subscription will be cancelled at the end of the current billing period (July 18, 2025).',
      });
    }),

    http.post('/admin/users/{id}/reactivate-subscription', ({ params, response }) => {
      const id = Number(params.id);
      if (options.subscriptionActionFailure) return response(500).json(SUBSCRIPTION_FAILURE);
      const user = users.find((candidate) => candidate.id === id);
      if (!user) return response(404).json(notFound(id));
      if (!subscriptionOf(user).canReactivate) {
        return response(409).json({
          error: 'conflict',
          message: 'Only a scheduled cancellation can be undone.',
        });
      }
      subscriptions.set(id, subscriptionFixture(user, 'active'));
      return response(200).json({
        success: true,
        message: 'Subscription reactivated. Charging resumes on the next billing date.',
      });
    }),
  ];

  return { handlers, listQueries, updates, cancellations, users: () => [...users] };
}
