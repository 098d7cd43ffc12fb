import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  invalidateAfterChange,
  invalidateResource,
  queryKeyHasPathPrefix,
  RESOURCE_PATHS,
} from './invalidate';

function cacheWith(keys: unknown[][]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of keys) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

function invalidatedKeys(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
}

const usersPage1 = ['get', '/admin/users', { params: { query: { page: 1, limit: 10 } } }];
const usersPage2 = ['get', '/admin/users', { params: { query: { page: 2, limit: 10, search: 'ann' } } }];
const subscription = ['get', '/admin/users/{id}/subscription', { params: { path: { id: 7 } } }];
const children = ['get', '/admin/children', { params: { query: { page: 1 } } }];
const usersLookalike = ['get', '/admin/users-archive'];
const payments = ['get', '/admin/payments'];

describe('queryKeyHasPathPrefix', () => {
  it('matches the path and paths under it, not lookalikes', () => {
    expect(queryKeyHasPathPrefix(usersPage1, '/admin/users')).toBe(true);
    expect(queryKeyHasPathPrefix(subscription, '/admin/users')).toBe(true);
    expect(queryKeyHasPathPrefix(subscription, '/admin/users/')).toBe(true);
    expect(queryKeyHasPathPrefix(usersLookalike, '/admin/users')).toBe(false);
    expect(queryKeyHasPathPrefix(['other-key'], '/admin/users')).toBe(false);
  });
});

describe('invalidateResource', () => {
  it('invalidates every cached page, filter and detail under a prefix, and nothing else', async () => {
    const queryClient = cacheWith([usersPage1, usersPage2, subscription, children, usersLookalike, payments]);
    await invalidateResource(queryClient, '/admin/users');
    expect(invalidatedKeys(queryClient)).toEqual([usersPage1, usersPage2, subscription]);
  });

  it('takes several prefixes', async () => {
    const queryClient = cacheWith([usersPage1, children, payments]);
    await invalidateResource(queryClient, ['/admin/children', '/admin/payments']);
    expect(invalidatedKeys(queryClient)).toEqual([children, payments]);
  });
});

describe('invalidateAfterChange', () => {
  it('reloads the user list, its subscriptions and the children list after a user change', async () => {
    const queryClient = cacheWith([usersPage1, subscription, children, payments]);
    await invalidateAfterChange(queryClient, 'users');
    expect(invalidatedKeys(queryClient)).toEqual([usersPage1, subscription, children]);
  });

  it('reloads the subscription list and its stats after a newsletter change', async () => {
    const list = ['get', '/blog/admin/subscriptions', { params: { query: { page: 3, limit: 50 } } }];
    const stats = ['get', '/blog/admin/subscription-stats'];
    const queryClient = cacheWith([list, stats, payments]);
    await invalidateAfterChange(queryClient, 'newsletterSubscriptions');
    expect(invalidatedKeys(queryClient)).toEqual([list, stats]);
  });

  it('reloads team members with the enterprise list', async () => {
    const team = ['get', '/admin/enterprises/{id}/team-members', { params: { path: { id: 2 } } }];
    const queryClient = cacheWith([team, payments]);
    await invalidateAfterChange(queryClient, 'teamMembers');
    expect(invalidatedKeys(queryClient)).toEqual([team]);
  });

  it('names a list for every resource', () => {
    for (const paths of Object.values(RESOURCE_PATHS)) expect(paths.length).toBeGreaterThan(0);
    expect(RESOURCE_PATHS.payouts).toEqual(['/admin/referral-payouts', '/admin/referral-stats']);
  });
});
