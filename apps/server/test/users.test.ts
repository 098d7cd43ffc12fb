import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  describeInternals,
  eachValue,
  expectConflict,
  need,
  needCount,
  needEach,
  startServer,
  type TestServer,
} from './harness.ts';
import { everyPage, expectSorted } from './sorting.ts';

interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_type: string;
  is_active: boolean;
  children_count: number;
  plan_type: string;
  /** Only while the subscription is set to cancel at period end: the end of the period. */
  subscription_cancels_at?: string;
  created_at: string;
}
interface Pagination {
  currentPage: number;
  totalPages: number;
  totalCount: number;
  limit: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  startIndex: number;
  endIndex: number;
}
interface UserList {
  users: User[];
  pagination: Pagination;
}
interface SubscriptionDetail {
  id: number;
  email: string;
  planType: string;
  subscriptionStatus: 'active' | 'cancel_at_period_end' | 'canceled';
  subscriptionEndDate: string | null;
  canCancel: boolean;
  canReactivate: boolean;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

const listUsers = (query: Record<string, string | number> = {}) =>
  call<UserList>(server, 'listUsers', { token, query });

/** Every user, newest first, through the pages of 100. */
async function everyUser(): Promise<User[]> {
  const everyone: User[] = [];
  for (let page = 1; ; page++) {
    const result = await listUsers({ page, limit: 100 });
    everyone.push(...result.body.users);
    if (!result.body.pagination.hasNextPage) return everyone;
  }
}

/**
 * Walks the user list until `accept` finds a user whose subscription detail fits (the contract
 * cannot create users or subscriptions: remotely the check is skipped when none is left).
 */
async function findUserWithSubscription(
  accept: (detail: SubscriptionDetail) => boolean,
  skip: (note: string) => never,
  what: string,
): Promise<SubscriptionDetail> {
  for (let page = 1; page <= 20; page++) {
    const list = await listUsers({ page, limit: 100 });
    for (const user of list.body.users) {
      if (user.plan_type === 'free') continue;
      const detail = await call<SubscriptionDetail>(server, 'getUserSubscription', {
        token,
        params: { id: user.id },
      });
      if (detail.status === 200 && accept(detail.body)) return detail.body;
    }
    if (!list.body.pagination.hasNextPage) break;
  }
  return need<SubscriptionDetail>(undefined, what, skip);
}

describe('listUsers', () => {
  it('answers page 1 with 10 users by default, newest first, and the pagination object (core §3, §9)', async ({
    skip,
  }) => {
    const result = await listUsers();
    expect(result.status).toBe(200);
    const { users, pagination } = result.body;
    needCount(pagination.totalCount, 11, 'users', skip);
    expect(users).toHaveLength(10);
    expect(pagination).toMatchObject({
      currentPage: 1,
      limit: 10,
      hasPrevPage: false,
      startIndex: 1,
      endIndex: 10,
    });
    expect(pagination.totalPages).toBe(Math.ceil(pagination.totalCount / 10));
    const dates = users.map((user) => user.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages with 1-based start and end indexes and answers an empty page past the end with 0/0', async ({
    skip,
  }) => {
    const first = await listUsers({ limit: 25 });
    needCount(first.body.pagination.totalCount, 26, 'users', skip);
    const last = await listUsers({ limit: 25, page: first.body.pagination.totalPages });
    const total = first.body.pagination.totalCount;
    expect(last.body.pagination).toMatchObject({
      hasNextPage: false,
      hasPrevPage: true,
      startIndex: (first.body.pagination.totalPages - 1) * 25 + 1,
      endIndex: total,
    });
    const beyond = await listUsers({ limit: 25, page: first.body.pagination.totalPages + 1 });
    expect(beyond.body.users).toEqual([]);
    expect(beyond.body.pagination).toMatchObject({ startIndex: 0, endIndex: 0, totalCount: total });
  });

  it('answers a deep page with the users and children counts of the whole list read in pages of 100', async ({
    skip,
  }) => {
    const everyone = await everyUser();
    // An odd page size, so the deep pages start in the middle of the pages of 100.
    const limit = 7;
    needCount(everyone.length, 2 * limit + 1, 'users', skip);
    needEach({ 'user with children': everyone.some((user) => user.children_count > 0) }, skip);
    const lastPage = Math.ceil(everyone.length / limit);
    for (const page of [lastPage, lastPage - 1, Math.ceil(lastPage / 2)]) {
      const result = await listUsers({ page, limit });
      expect(result.body.users).toEqual(everyone.slice((page - 1) * limit, page * limit));
    }
    expect(everyone.some((user) => user.children_count > 0)).toBe(true);
  });

  it('searches names and emails case-insensitively as a substring', async ({ skip }) => {
    const sample = need((await listUsers()).body.users[0], 'user', skip);
    const fragment = sample.email.slice(1, 7).toUpperCase();
    const result = await listUsers({ search: fragment, limit: 100 });
    expect(result.body.users.map((user) => user.id)).toContain(sample.id);
    for (const user of result.body.users) {
      expect(`${user.first_name} ${user.last_name} ${user.email}`.toLowerCase()).toContain(
        fragment.toLowerCase(),
      );
    }
  });

  it('takes LIKE wildcards in the search literally', async ({ skip }) => {
    // Only users a wildcard would match all of tell a literal search from a pattern.
    need((await listUsers()).body.users[0], 'user', skip);
    const result = await listUsers({ search: '%' });
    expect(result.body.pagination.totalCount).toBe(0);
  });

  it('filters by status and by user_type, and the counts add up', async ({ skip }) => {
    const all = (await listUsers()).body.pagination.totalCount;
    const types = ['parent', 'therapist', 'educator', 'admin'];
    const byType = await Promise.all(types.map((user_type) => listUsers({ user_type })));
    if (byType.some((result) => result.body.pagination.totalCount === 0)) {
      // A type the filter finds nothing of: one anywhere in the list is a failure, none a skip.
      const everyone = await everyUser();
      needEach(
        eachValue(everyone, types, (user) => user.user_type, 'user'),
        skip,
      );
    }
    const active = await listUsers({ status: 'active', limit: 100 });
    const inactive = await listUsers({ status: 'inactive', limit: 100 });
    expect(active.body.users.every((user) => user.is_active)).toBe(true);
    expect(inactive.body.users.every((user) => !user.is_active)).toBe(true);
    expect(active.body.pagination.totalCount + inactive.body.pagination.totalCount).toBe(all);
    for (const [index, type] of types.entries()) {
      const result = byType[index] as Awaited<ReturnType<typeof listUsers>>;
      expect(result.body.pagination.totalCount, type).toBeGreaterThan(0);
      expect(result.body.users.every((user) => user.user_type === type)).toBe(true);
    }
  });

  it('refuses an unknown filter value and a page size above 100 with 400', async () => {
    expect((await listUsers({ status: 'archived' })).status).toBe(400);
    expect((await listUsers({ limit: 101 })).status).toBe(400);
    expect((await listUsers({ page: 0 })).status).toBe(400);
  });
});

describe('listUsers sort (beyond the spec, docs/design.md)', () => {
  const byField: Record<string, (user: User) => string | number | boolean> = {
    name: (user) => `${user.first_name} ${user.last_name}`.toLowerCase(),
    email: (user) => user.email.toLowerCase(),
    user_type: (user) => user.user_type,
    is_active: (user) => user.is_active,
    children_count: (user) => user.children_count,
    plan_type: (user) => user.plan_type,
    created_at: (user) => user.created_at,
  };
  const keyOf = (field: string) => (user: User) =>
    Number.isNaN(Number(byField[field]?.(user)))
      ? String(byField[field]?.(user))
      : Number(byField[field]?.(user));

  it.for(Object.keys(byField).flatMap((field) => [field, `-${field}`]))(
    'orders the first 100 users by %s, ties by id',
    async (sort, { skip }) => {
      const result = await listUsers({ sort, limit: 100 });
      expect(result.status).toBe(200);
      needCount(result.body.pagination.totalCount, 2, 'users', skip);
      const field = sort.replace(/^-/, '');
      expectSorted(result.body.users, keyOf(field), sort.startsWith('-') ? 'desc' : 'asc');
    },
  );

  it('continues the order on every following page, each user once', async ({ skip }) => {
    needCount((await listUsers()).body.pagination.totalCount, 8, 'users', skip);
    for (const sort of ['name', '-children_count']) {
      const { rows, totalCount } = await everyPage(async (page) => {
        const { users, pagination } = (await listUsers({ sort, page, limit: 7 })).body;
        return { rows: users, totalCount: pagination.totalCount, hasNextPage: pagination.hasNextPage };
      });
      expect(rows).toHaveLength(totalCount);
      expect(new Set(rows.map((user) => user.id)).size).toBe(totalCount);
      expectSorted(rows, keyOf(sort.replace(/^-/, '')), sort.startsWith('-') ? 'desc' : 'asc');
    }
  });

  it('sorts only what the search and filters match, and counts the same rows', async ({ skip }) => {
    const query = { search: 'a', status: 'active', user_type: 'parent' };
    const unsorted = (await listUsers({ ...query, limit: 100 })).body;
    const sorted = (await listUsers({ ...query, sort: '-email', limit: 100 })).body;
    needCount(unsorted.pagination.totalCount, 2, 'active parents with an "a" in a name or email', skip);
    expect(sorted.pagination.totalCount).toBe(unsorted.pagination.totalCount);
    // The same rows when one page holds them all (a bigger backend's page is one slice of many).
    if (unsorted.pagination.totalCount <= 100) {
      expect(sorted.users.map((user) => user.id).sort()).toEqual(
        unsorted.users.map((user) => user.id).sort(),
      );
    }
    for (const user of sorted.users) {
      expect(user).toMatchObject({ is_active: true, user_type: 'parent' });
      expect(`${user.first_name} ${user.last_name} ${user.email}`.toLowerCase()).toContain('a');
    }
    expectSorted(sorted.users, keyOf('email'), 'desc');
  });

  it('keeps the default order, newest first, without sort', async ({ skip }) => {
    const plain = (await listUsers({ limit: 30 })).body.users;
    needCount(plain.length, 2, 'users', skip);
    const newestFirst = (await listUsers({ sort: '-created_at', limit: 30 })).body.users;
    expect(plain.map((user) => user.id)).toEqual(newestFirst.map((user) => user.id));
  });

  it('refuses a field the contract does not offer with 400 and the Error body', async () => {
    for (const sort of ['password_hash', '-id', 'name,email', '']) {
      const result = await call<{ error: string; message: string }>(server, 'listUsers', {
        token,
        query: { sort },
      });
      expect(result.status, sort).toBe(400);
      expect(result.body.error).toBe('validation_failed');
      expect(result.body.message).toMatch(/^The request's address is not valid\. Sort /);
    }
  });
});

describe('edit, activate, deactivate and delete', () => {
  it('updates only the fields sent and answers the user', async ({ skip }) => {
    const user = need((await listUsers()).body.users[0], 'user', skip);
    const result = await call<{ success: boolean; user: User }>(server, 'updateUser', {
      token,
      params: { id: user.id },
      body: { first_name: 'Renamed' },
    });
    // The user's own name goes back (the backend's next users see it as it was).
    await call(server, 'updateUser', {
      token,
      params: { id: user.id },
      body: { first_name: user.first_name },
    });
    expect(result.status).toBe(200);
    expect(result.body.user).toMatchObject({
      id: user.id,
      first_name: 'Renamed',
      last_name: user.last_name,
      email: user.email,
    });
  });

  it("refuses another user's email with 409 and leaves the user unchanged", async ({ skip }) => {
    const [first, second] = (await listUsers()).body.users;
    if (!first || !second) return needCount(first ? 1 : 0, 2, 'users', skip);
    const result = await call(server, 'updateUser', {
      token,
      params: { id: first.id },
      body: { email: second.email.toUpperCase(), last_name: 'ShouldNotStick' },
    });
    expectConflict(result.status, result.body, 'updateUser', '', {
      'maria.lopez@example.com': second.email.toUpperCase(),
    });
    const after = await listUsers({ search: first.email });
    expect(after.body.users[0]?.last_name).toBe(first.last_name);
  });

  it('refuses an invalid email and unknown fields with 400', async ({ skip }) => {
    const user = need((await listUsers()).body.users[0], 'user', skip);
    expect(
      (await call(server, 'updateUser', { token, params: { id: user.id }, body: { email: 'not-an-email' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(server, 'updateUser', { token, params: { id: user.id }, body: { plan_type: 'family' } }))
        .status,
    ).toBe(400);
    expect((await call(server, 'updateUser', { token, params: { id: user.id }, body: {} })).status).toBe(400);
  });

  it('deactivates and activates a user (core §4)', async ({ skip }) => {
    const user = need((await listUsers({ status: 'active' })).body.users[0], 'active user', skip);
    const off = await call<{ user: User }>(server, 'deactivateUser', { token, params: { id: user.id } });
    expect(off.status).toBe(200);
    expect(off.body.user.is_active).toBe(false);
    const on = await call<{ user: User }>(server, 'activateUser', { token, params: { id: user.id } });
    expect(on.body.user.is_active).toBe(true);
  });

  it('deletes a user, then answers 404 for it', async ({ skip }) => {
    // An inactive one without children, which a backend misses least (the contract cannot create
    // a user back, and a user's children go with them).
    const inactive = (await listUsers({ status: 'inactive', limit: 100 })).body.users;
    const user = need(
      inactive.find((candidate) => candidate.children_count === 0) ?? inactive[0],
      'inactive user',
      skip,
    );
    const result = await call<{ success: boolean; message: string }>(server, 'deleteUser', {
      token,
      params: { id: user.id },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: 'User deleted successfully.' });
    expect((await call(server, 'deleteUser', { token, params: { id: user.id } })).status).toBe(404);
    expect((await call(server, 'activateUser', { token, params: { id: user.id } })).status).toBe(404);
  });

  it('answers 404 for an id that never existed, and 400 for an id out of range', async () => {
    expect((await call(server, 'activateUser', { token, params: { id: 987654 } })).status).toBe(404);
    expect((await call(server, 'activateUser', { token, params: { id: 0 } })).status).toBe(400);
    expect((await call(server, 'activateUser', { token, params: { id: 'abc' } })).status).toBe(400);
  });
});

describe('subscriptions (core §4)', () => {
  it('cancel at period end keeps access to the end date; reactivate undoes it', async ({ skip }) => {
    const detail = await findUserWithSubscription(
      (d) => d.subscriptionStatus === 'active',
      skip,
      'user with an active subscription',
    );
    expect(detail).toMatchObject({ canCancel: true, canReactivate: false });

    const cancel = await call<{ success: boolean; message: string }>(server, 'cancelUserSubscription', {
      token,
      params: { id: detail.id },
      body: { cancelImmediately: false, reason: 'Cancelled by administrator' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.success).toBe(true);
    expect(cancel.body.message).toMatch(/end of the current billing period/);

    const scheduled = await call<SubscriptionDetail>(server, 'getUserSubscription', {
      token,
      params: { id: detail.id },
    });
    expect(scheduled.body).toMatchObject({
      subscriptionStatus: 'cancel_at_period_end',
      subscriptionEndDate: detail.subscriptionEndDate,
      planType: detail.planType,
      canCancel: false,
      canReactivate: true,
    });
    // Access is kept: the user is still on the paid plan until the end date.
    const user = (await listUsers({ search: detail.email })).body.users[0];
    expect(user?.plan_type).toBe(detail.planType);

    const again = await call(server, 'cancelUserSubscription', {
      token,
      params: { id: detail.id },
      body: { cancelImmediately: false },
    });
    expectConflict(again.status, again.body, 'cancelUserSubscription');

    const reactivate = await call<{ success: boolean; message: string }>(
      server,
      'reactivateUserSubscription',
      {
        token,
        params: { id: detail.id },
      },
    );
    expect(reactivate.status).toBe(200);
    expect(reactivate.body.message).toBe(
      'Subscription reactivated. Charging resumes on the next billing date.',
    );
    const after = await call<SubscriptionDetail>(server, 'getUserSubscription', {
      token,
      params: { id: detail.id },
    });
    expect(after.body).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionEndDate: detail.subscriptionEndDate,
      canCancel: true,
      canReactivate: false,
    });
    const reactivatedAgain = await call(server, 'reactivateUserSubscription', {
      token,
      params: { id: detail.id },
    });
    expectConflict(reactivatedAgain.status, reactivatedAgain.body, 'reactivateUserSubscription');
  });

  it('the list row carries subscription_cancels_at, the end date, only while a cancellation is scheduled', async ({
    skip,
  }) => {
    const detail = await findUserWithSubscription(
      (d) => d.subscriptionStatus === 'active',
      skip,
      'user with an active subscription',
    );
    const row = async () => {
      const found = (await listUsers({ search: detail.email })).body.users.find(
        (user) => user.id === detail.id,
      );
      if (!found) throw new Error(`User ${detail.email} is not in the list`);
      return found;
    };
    expect(await row()).not.toHaveProperty('subscription_cancels_at');

    const cancel = await call(server, 'cancelUserSubscription', {
      token,
      params: { id: detail.id },
      body: { cancelImmediately: false },
    });
    expect(cancel.status).toBe(200);
    const scheduled = await row();
    expect(Date.parse(scheduled.subscription_cancels_at ?? '')).toBe(
      Date.parse(detail.subscriptionEndDate ?? ''),
    );
    // The other operations answering a user show it the same way (here one that changes nothing).
    const same = await call<{ user: User }>(server, scheduled.is_active ? 'activateUser' : 'deactivateUser', {
      token,
      params: { id: detail.id },
    });
    expect(same.body.user.subscription_cancels_at).toBe(scheduled.subscription_cancels_at);

    const reactivate = await call(server, 'reactivateUserSubscription', { token, params: { id: detail.id } });
    expect(reactivate.status).toBe(200);
    expect(await row()).not.toHaveProperty('subscription_cancels_at');
  });

  it('a whole page of the list shows subscription_cancels_at on exactly the users scheduled to cancel', async ({
    skip,
  }) => {
    const scheduled = await findUserWithSubscription(
      (d) => d.subscriptionStatus === 'cancel_at_period_end',
      skip,
      'user with a subscription cancelling at period end',
    );
    const { users } = (await listUsers({ search: scheduled.email })).body;
    expect(users.find((user) => user.id === scheduled.id)?.subscription_cancels_at).toBeDefined();
    const page = (await listUsers({ limit: 100 })).body.users;
    for (const user of page.filter((candidate) => candidate.plan_type !== 'free')) {
      const detail = await call<SubscriptionDetail>(server, 'getUserSubscription', {
        token,
        params: { id: user.id },
      });
      if (detail.status !== 200 || detail.body.subscriptionStatus !== 'cancel_at_period_end') {
        expect(user, user.email).not.toHaveProperty('subscription_cancels_at');
      } else {
        expect(Date.parse(user.subscription_cancels_at ?? ''), user.email).toBe(
          Date.parse(detail.body.subscriptionEndDate ?? ''),
        );
      }
    }
    // A user on the free plan has no subscription to cancel.
    for (const user of page.filter((candidate) => candidate.plan_type === 'free')) {
      expect(user, user.email).not.toHaveProperty('subscription_cancels_at');
    }
  });

  it('cancel immediately ends access now and the user falls back to the free plan', async ({ skip }) => {
    const detail = await findUserWithSubscription(
      (d) => d.subscriptionStatus === 'active',
      skip,
      'user with an active subscription',
    );
    const before = Date.now();
    const cancel = await call(server, 'cancelUserSubscription', {
      token,
      params: { id: detail.id },
      body: { cancelImmediately: true, reason: 'Cancelled by administrator' },
    });
    expect(cancel.status).toBe(200);
    const after = await call<SubscriptionDetail>(server, 'getUserSubscription', {
      token,
      params: { id: detail.id },
    });
    expect(after.body).toMatchObject({
      subscriptionStatus: 'canceled',
      canCancel: false,
      canReactivate: false,
    });
    const ended = Date.parse(after.body.subscriptionEndDate ?? '');
    expect(ended).toBeGreaterThanOrEqual(before - 1000);
    expect(ended).toBeLessThanOrEqual(Date.now() + 1000);
    const user = (await listUsers({ search: detail.email })).body.users[0];
    expect(user?.plan_type).toBe('free');
    const cancelledAgain = await call(server, 'cancelUserSubscription', {
      token,
      params: { id: detail.id },
      body: { cancelImmediately: true },
    });
    expectConflict(cancelledAgain.status, cancelledAgain.body, 'cancelUserSubscription', '', {
      'cancel at period end': 'canceled',
    });
    const reactivated = await call(server, 'reactivateUserSubscription', {
      token,
      params: { id: detail.id },
    });
    expectConflict(reactivated.status, reactivated.body, 'reactivateUserSubscription', '', {
      'is active.': 'is canceled.',
    });
  });

  it('refuses with 409 to cancel a subscription already scheduled to cancel (canCancel is false)', async ({
    skip,
  }) => {
    const detail = await findUserWithSubscription(
      (d) => d.subscriptionStatus === 'cancel_at_period_end',
      skip,
      'user with a subscription cancelling at period end',
    );
    expect(detail).toMatchObject({ canCancel: false, canReactivate: true });
    const result = await call<{ error: string }>(server, 'cancelUserSubscription', {
      token,
      params: { id: detail.id },
      body: { cancelImmediately: true },
    });
    expectConflict(result.status, result.body, 'cancelUserSubscription');
  });

  it('requires cancelImmediately in the cancel body', async ({ skip }) => {
    const detail = await findUserWithSubscription(
      (d) => d.subscriptionStatus === 'active',
      skip,
      'user with an active subscription',
    );
    const result = await call(server, 'cancelUserSubscription', {
      token,
      params: { id: detail.id },
      body: { reason: 'x' },
    });
    expect(result.status).toBe(400);
  });

  it('answers 404 for a user who never subscribed', async ({ skip }) => {
    const list = await listUsers({ limit: 100 });
    for (const user of list.body.users.filter((candidate) => candidate.plan_type === 'free')) {
      const detail = await call(server, 'getUserSubscription', { token, params: { id: user.id } });
      if (detail.status === 404) return;
    }
    need(undefined, 'user who never subscribed (among the newest 100)', skip);
  });
});

describeInternals('subscription end dates passing (in-process)', () => {
  it('a scheduled cancellation whose end date has passed becomes canceled and the user free', async ({
    skip,
  }) => {
    const detail = await findUserWithSubscription(
      (d) => d.subscriptionStatus === 'cancel_at_period_end',
      skip,
      'user with a subscription cancelling at period end',
    );
    const db = server.internal?.database.db;
    if (!db) throw new Error('in-process only');
    await db
      .updateTable('user_subscriptions')
      .set({ current_period_end: new Date(Date.now() - 60_000) })
      .where('user_id', '=', detail.id)
      .execute();
    const after = await call<SubscriptionDetail>(server, 'getUserSubscription', {
      token,
      params: { id: detail.id },
    });
    expect(after.body).toMatchObject({
      subscriptionStatus: 'canceled',
      canCancel: false,
      canReactivate: false,
    });
    const user = (await listUsers({ search: detail.email })).body.users[0];
    expect(user?.plan_type).toBe('free');
  });
});

describeInternals('deep pages (in-process)', () => {
  // The list selects a page's ids first and counts children for those rows only; the equivalent
  // single ordered query (children counted by a join) must answer the very same rows.
  it.each([
    ['no filter', {}, sql`true`],
    ['user_type=parent', { user_type: 'parent' }, sql`users.user_type = 'parent'`],
    ['status=active', { status: 'active' }, sql`users.is_active`],
  ] as const)(
    'the last and middle pages with %s equal the ordered query with offset',
    async (_label, filter, where) => {
      const db = server.internal?.database.db;
      if (!db) throw new Error('in-process only');
      const limit = 10;
      const { totalPages } = (await listUsers({ ...filter, limit })).body.pagination;
      expect(totalPages).toBeGreaterThan(2);
      let counted = 0;
      for (const page of [totalPages, Math.ceil(totalPages / 2)]) {
        const answered = (await listUsers({ ...filter, page, limit })).body.users;
        const { rows } = await sql<{ id: number; email: string; children_count: number }>`
        select users.id, users.email, count(children.id)::int as children_count
          from users left join children on children.parent_id = users.id
         where ${where}
         group by users.id
         order by users.created_at desc, users.id desc
         limit ${limit} offset ${(page - 1) * limit}
      `.execute(db);
        expect(answered.map(({ id, email, children_count }) => ({ id, email, children_count }))).toEqual(
          rows,
        );
        counted += rows.filter((row) => row.children_count > 0).length;
      }
      expect(counted).toBeGreaterThan(0);
    },
  );
});
