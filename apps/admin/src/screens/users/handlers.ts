/**
 * The users API for the User Management stories: contract-typed handlers (openapi-msw) around
 * in-memory rows that answer like the reference server, record what they received, and fail on
 * request (core spec §8 failure texts).
 */
import type { components } from '@aac/api-client';
import { FREE_PLAN_TYPE, type SubscriptionStatus } from '@aac/domain';
import type { RequestHandler } from 'msw';
import { type FakeRows, fakeRows } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { http } from '../../testing/storyApi';
import { createVersionTrail } from '../../testing/versionTrail';
import { subscriptionFixture, USERS } from './fixtures';
import type { User, UserSubscriptionDetail } from './users.list';

type ErrorBody = components['schemas']['Error'];
type UserUpdate = components['schemas']['UserUpdate'];

export interface UsersApiOptions extends ListApiOptions<User> {
  /** The subscription state of every paid user, or 'error' for a failing detail load. */
  subscription?: SubscriptionStatus | 'error';
  /** Refuse every edit with a 409 naming the email field. */
  updateFailure?: 'emailTaken';
  /** Refuse cancel and reactivate with a 500. */
  subscriptionActionFailure?: boolean;
}

export interface UsersApi extends ListScreenApi {
  updates: Array<{ id: number; body: UserUpdate }>;
  cancellations: Array<{ id: number; body: components['schemas']['CancelSubscriptionRequest'] }>;
  users(): User[];
  /** Another admin's change of a user after the screen loaded (Grace Hopper at 14:02). */
  changeElsewhere(id: number, change: Partial<User>): void;
  /** Another admin deletes a user after the screen loaded. */
  deleteElsewhere(id: number): void;
  /** Every If-Match the user writes sent, oldest first. */
  preconditions: FakeRows<User>['preconditions'];
}

export const EMAIL_TAKEN: ErrorBody = {
  error: 'conflict',
  message: 'The user was not changed.',
  details: [{ path: '/email', message: 'Another user already uses this email.' }],
};
const PROVIDER_DOWN: ErrorBody = { error: 'internal_error', message: 'The payment provider did not answer.' };

export function createUsersApi(options: UsersApiOptions = {}): UsersApi {
  const users = fakeRows(options.rows ?? USERS, {
    searchText: (user) => `${user.first_name} ${user.last_name} ${user.email}`,
    filters: {
      status: (user, value) => user.is_active === (value === 'active'),
      user_type: (user, value) => user.user_type === value,
    },
    sort: {
      name: (user) => `${user.first_name} ${user.last_name}`.toLowerCase(),
      email: (user) => user.email.toLowerCase(),
      user_type: (user) => user.user_type,
      is_active: (user) => user.is_active,
      children_count: (user) => user.children_count,
      plan_type: (user) => user.plan_type,
      created_at: (user) => user.created_at,
    },
  });
  const subscriptions = new Map<number, UserSubscriptionDetail>();
  const updates: UsersApi['updates'] = [];
  const cancellations: UsersApi['cancellations'] = [];
  const subscriptionOf = (user: User) => {
    const forced =
      options.subscription && options.subscription !== 'error' ? options.subscription : undefined;
    // A fixture user whose row says the subscription cancels at period end has it so.
    const status = forced ?? (user.subscription_cancels_at ? 'cancel_at_period_end' : 'active');
    return subscriptions.get(user.id) ?? subscriptionFixture(user, status);
  };
  /**
   * A user as the server answers it: once a story has changed the subscription, the row carries
   * its end date while a cancellation is scheduled and no date otherwise (the reference server
   * reads it from the subscription, so the user's own version does not change).
   */
  const withSubscription = (user: User): User => {
    const changed = subscriptions.get(user.id);
    if (!changed) return user;
    const { subscription_cancels_at: _before, ...rest } = user;
    return changed.subscriptionStatus === 'cancel_at_period_end' && changed.subscriptionEndDate
      ? { ...rest, subscription_cancels_at: changed.subscriptionEndDate }
      : rest;
  };
  const subscriptionTrail = createVersionTrail();
  const setStatus = (user: User, status: SubscriptionStatus) => {
    const before = subscriptionOf(user);
    const after = {
      ...subscriptionFixture(user, status),
      planType: before.planType,
      version: before.version,
    };
    subscriptions.set(user.id, subscriptionTrail.write(user.id, before, after));
  };

  const handlers: RequestHandler[] = [
    http.get('/admin/users', async ({ request, response }) => {
      const answer = await users.list(new URL(request.url).searchParams, options.list);
      if ('failure' in answer) return response(500).json(answer.failure);
      return response(200).json({ users: answer.rows.map(withSubscription), pagination: answer.pagination });
    }),
    http.put('/admin/users/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      updates.push({ id, body });
      const stale = users.precondition(id, request, 'user');
      if (stale) return response(412).json(stale);
      if (options.updateFailure === 'emailTaken') return response(409).json(EMAIL_TAKEN);
      const user = users.replace(id, body);
      if (!user) return response(404).json(users.notFound('User', id));
      return response(200).json({
        success: true,
        message: 'User updated successfully.',
        user: withSubscription(user),
      });
    }),
    http.delete('/admin/users/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = users.precondition(id, request, 'user');
      if (stale) return response(412).json(stale);
      if (!users.remove(id)) return response(404).json(users.notFound('User', id));
      return response(200).json({ success: true, message: 'User deleted successfully.' });
    }),
    ...(['activate', 'deactivate'] as const).map((action) =>
      http.post(`/admin/users/{id}/${action}`, ({ params, request, response }) => {
        const id = Number(params.id);
        const stale = users.precondition(id, request, 'user');
        if (stale) return response(412).json(stale);
        const user = users.replace(id, { is_active: action === 'activate' });
        if (!user) return response(404).json(users.notFound('User', id));
        return response(200).json({
          success: true,
          message: `User ${action}d successfully.`,
          user: withSubscription(user),
        });
      }),
    ),
    http.get('/admin/users/{id}/subscription', ({ params, response }) => {
      const user = users.find(Number(params.id));
      if (!user) return response(404).json(users.notFound('User', Number(params.id)));
      if (options.subscription === 'error') return response(500).json(PROVIDER_DOWN);
      return response(200).json(subscriptionOf(user));
    }),
    http.post('/admin/users/{id}/cancel-subscription', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      cancellations.push({ id, body });
      const user = users.find(id);
      const stale = user && subscriptionTrail.check(id, subscriptionOf(user), request, 'subscription');
      if (stale) return response(412).json(stale);
      if (options.subscriptionActionFailure || !user) return response(500).json(PROVIDER_DOWN);
      if (body.cancelImmediately) {
        setStatus(user, 'canceled');
        users.replace(id, { plan_type: FREE_PLAN_TYPE });
        return response(200).json({
          success: true,
          message: 'Subscription cancelled immediately. Access has ended.',
        });
      }
      setStatus(user, 'cancel_at_period_end');
      return response(200).json({
        success: true,
        message: 'Subscription will be cancelled at the end of the current billing period (July 18, 2025).',
      });
    }),
    http.post('/admin/users/{id}/reactivate-subscription', ({ params, request, response }) => {
      const user = users.find(Number(params.id));
      const stale = user && subscriptionTrail.check(user.id, subscriptionOf(user), request, 'subscription');
      if (stale) return response(412).json(stale);
      if (options.subscriptionActionFailure || !user) return response(500).json(PROVIDER_DOWN);
      setStatus(user, 'active');
      return response(200).json({
        success: true,
        message: 'Subscription reactivated. Charging resumes on the next billing date.',
      });
    }),
  ];

  return {
    handlers,
    listQueries: users.listQueries,
    rowCount: () => users.all().length,
    updates,
    cancellations,
    users: users.all,
    changeElsewhere: (id, change) => void users.changeElsewhere(id, change),
    deleteElsewhere: (id) => void users.remove(id),
    preconditions: users.preconditions,
  };
}
