import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  adminToken,
  call,
  describeInternals,
  eachValue,
  isRemote,
  need,
  needCount,
  needEach,
  startServer,
  type TestServer,
} from './harness.ts';

/** Newsletter subscriptions: core spec §2.6 (list, stat cards), §4 (states), §7, §9 (50 a page). */

interface Subscription {
  id: number;
  version: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  status: 'active' | 'unsubscribed' | 'bounced';
  subscribed_at: string;
}
interface SubscriptionList {
  success: true;
  subscriptions: Subscription[];
  pagination: { page: number; limit: number; total: number; pages: number };
}
interface Stats {
  total_subscriptions: number;
  active_subscriptions: number;
  new_this_month: number;
  new_this_week: number;
}
interface ErrorBody {
  error: string;
  message: string;
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

const list = (query: Record<string, string | number> = {}) =>
  call<SubscriptionList>(server, 'listNewsletterSubscriptions', { token, query });
/** Every subscription, newest first, through the pages (for what a filter or a card should find). */
async function everySubscription(): Promise<Subscription[]> {
  const all: Subscription[] = [];
  for (let page = 1; ; page++) {
    const result = (await list({ page, limit: 100 })).body;
    all.push(...result.subscriptions);
    if (page >= result.pagination.pages) return all;
  }
}
const stats = async () =>
  (await call<{ success: true; stats: Stats }>(server, 'getNewsletterSubscriptionStats', { token })).body
    .stats;

describe('subscription list (listNewsletterSubscriptions)', () => {
  it('answers 50 a page by default (core §9), newest first, with { page, limit, total, pages }', async ({
    skip,
  }) => {
    const result = await list();
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    const { subscriptions, pagination } = result.body;
    needCount(pagination.total, 51, 'newsletter subscriptions', skip);
    expect(pagination.page).toBe(1);
    expect(pagination.limit).toBe(50);
    expect(subscriptions).toHaveLength(Math.min(50, pagination.total));
    // Thousands of subscribers in the demo data.
    if (!isRemote) expect(pagination.total).toBeGreaterThanOrEqual(1000);
    expect(pagination.pages).toBe(Math.ceil(pagination.total / 50));
    const times = subscriptions.map((subscription) => Date.parse(subscription.subscribed_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages through without overlap, and the last page holds the remainder', async ({ skip }) => {
    const first = (await list({ limit: 20, page: 1 })).body;
    needCount(first.pagination.total, 21, 'newsletter subscriptions', skip);
    const second = (await list({ limit: 20, page: 2 })).body;
    const firstIds = new Set(first.subscriptions.map((subscription) => subscription.id));
    expect(second.subscriptions.some((subscription) => firstIds.has(subscription.id))).toBe(false);
    const last = (await list({ limit: 20, page: first.pagination.pages })).body;
    expect(last.subscriptions).toHaveLength(first.pagination.total - 20 * (first.pagination.pages - 1));
    const beyond = (await list({ limit: 20, page: first.pagination.pages + 1 })).body;
    expect(beyond.subscriptions).toHaveLength(0);
    expect(beyond.pagination.total).toBe(first.pagination.total);
  });

  it('filters by each status of core §2.6 (active, unsubscribed, bounced)', async ({ skip }) => {
    const totals: number[] = [];
    const statuses = ['active', 'unsubscribed', 'bounced'] as const;
    const found = await Promise.all(
      statuses.map(async (status) => (await list({ status, limit: 100 })).body),
    );
    if (found.some((result) => result.pagination.total === 0)) {
      // A status the filter finds nothing of: one anywhere in the list is a failure, none a skip.
      const all = await everySubscription();
      needEach(
        eachValue(all, statuses, (subscription) => subscription.status, 'newsletter subscription'),
        skip,
      );
    }
    for (const [index, status] of statuses.entries()) {
      const result = found[index] as SubscriptionList;
      expect(result.pagination.total, status).toBeGreaterThan(0);
      expect(result.subscriptions.every((subscription) => subscription.status === status)).toBe(true);
      totals.push(result.pagination.total);
    }
    const all = (await list()).body.pagination.total;
    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(all);
  });

  it('searches email and names case-insensitively, with LIKE wildcards taken literally', async ({ skip }) => {
    const page = (await list({ limit: 100 })).body.subscriptions;
    const sample = need(page[0], 'newsletter subscription', skip);
    const byEmail = (await list({ search: sample.email.toUpperCase() })).body.subscriptions;
    expect(byEmail.map((subscription) => subscription.email)).toContain(sample.email);

    // A first name of the list, in another letter case: it finds its subscriber and only matches.
    const named = need(
      page.find((subscription) => (subscription.first_name ?? '').trim().length >= 3),
      'newsletter subscription with a first name (among the newest 100)',
      skip,
    );
    const name = (named.first_name ?? '').trim();
    const byName = (await list({ search: name.toUpperCase(), limit: 100 })).body.subscriptions;
    expect(byName.length).toBeGreaterThan(0);
    if (byName.length < 100) expect(byName.map((subscription) => subscription.id)).toContain(named.id);
    for (const subscription of byName) {
      const text = `${subscription.email} ${subscription.first_name ?? ''} ${subscription.last_name ?? ''}`;
      expect(text.toLowerCase()).toContain(name.toLowerCase());
    }
    const wildcard = (await list({ search: '%' })).body;
    expect(wildcard.pagination.total).toBe(0);
  });

  it('combines search and status', async ({ skip }) => {
    const bounced = need(
      (await list({ status: 'bounced', limit: 1 })).body.subscriptions[0],
      'bounced newsletter subscription',
      skip,
    );
    // Its email's domain: found with the status, and only bounced ones matching it.
    const domain = bounced.email.split('@')[1] ?? bounced.email;
    const result = (await list({ search: domain, status: 'bounced', limit: 100 })).body;
    expect(result.subscriptions.length).toBeGreaterThan(0);
    for (const subscription of result.subscriptions) {
      expect(subscription.status).toBe('bounced');
      const text = `${subscription.email} ${subscription.first_name ?? ''} ${subscription.last_name ?? ''}`;
      expect(text.toLowerCase()).toContain(domain.toLowerCase());
    }
  });

  it.each([
    ['page 0', { page: 0 }],
    ['limit 101', { limit: 101 }],
    ['an unknown status', { status: 'pending' }],
  ])('refuses %s with 400', async (_label, query) => {
    const result = await list(query);
    expect(result.status).toBe(400);
  });
});

describe('stat cards (getNewsletterSubscriptionStats)', () => {
  it('counts total and active subscribers as the list does', async () => {
    const result = await call<{ success: true; stats: Stats }>(server, 'getNewsletterSubscriptionStats', {
      token,
    });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    const { stats: figures } = result.body;
    expect(figures.total_subscriptions).toBe((await list()).body.pagination.total);
    expect(figures.active_subscriptions).toBe((await list({ status: 'active' })).body.pagination.total);
    // The contract: new this week is the last 7 days, new this month since the 1st of the
    // calendar month (UTC); counted here from the list, newest first.
    const now = new Date();
    const weekStart = now.getTime() - 7 * 86_400_000;
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const recent: Subscription[] = [];
    for (let page = 1; ; page++) {
      const { subscriptions, pagination } = (await list({ page, limit: 100 })).body;
      const since = Math.min(weekStart, monthStart);
      recent.push(...subscriptions.filter((subscription) => Date.parse(subscription.subscribed_at) >= since));
      const older = subscriptions.some((subscription) => Date.parse(subscription.subscribed_at) < since);
      if (older || page >= pagination.pages) break;
    }
    const countSince = (start: number) =>
      recent.filter((subscription) => Date.parse(subscription.subscribed_at) >= start).length;
    expect(figures.new_this_week).toBe(countSince(weekStart));
    expect(figures.new_this_month).toBe(countSince(monthStart));
    // The demo data has subscribers from the last days.
    if (!isRemote) expect(figures.new_this_week).toBeGreaterThan(0);
  });
});

describeInternals('stat periods against known dates (in-process)', () => {
  it('this week is the last 7 days; this month is since the 1st of the calendar month (UTC)', async () => {
    const db = server.internal?.database.db;
    if (!db) throw new Error('in-process only');
    const before = await stats();
    const now = Date.now();
    const twoDaysAgo = new Date(now - 2 * 86_400_000);
    const tenDaysAgo = new Date(now - 10 * 86_400_000);
    const sixtyDaysAgo = new Date(now - 60 * 86_400_000);
    await db
      .insertInto('newsletter_subscriptions')
      .values([
        { email: 'week@news.example.org', subscribed_at: twoDaysAgo },
        { email: 'ten.days@news.example.org', subscribed_at: tenDaysAgo },
        { email: 'two.months@news.example.org', subscribed_at: sixtyDaysAgo, status: 'bounced' },
      ])
      .execute();
    const today = new Date();
    const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
    const inMonth = [twoDaysAgo, tenDaysAgo, sixtyDaysAgo].filter(
      (date) => date.getTime() >= monthStart,
    ).length;
    const after = await stats();
    expect(after.total_subscriptions).toBe(before.total_subscriptions + 3);
    expect(after.active_subscriptions).toBe(before.active_subscriptions + 2);
    expect(after.new_this_week).toBe(before.new_this_week + 1);
    expect(after.new_this_month).toBe(before.new_this_month + inMonth);
  });
});

describe('unsubscribe, reactivate and delete', () => {
  it('unsubscribes an active subscriber and reactivates them (core §4)', async ({ skip }) => {
    const active = need(
      (await list({ status: 'active', limit: 1 })).body.subscriptions[0],
      'active newsletter subscription',
      skip,
    );
    const unsubscribed = await call<{ success: true; message: string; subscription: Subscription }>(
      server,
      'updateNewsletterSubscription',
      { token, params: { id: active.id }, body: { status: 'unsubscribed' } },
    );
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body.success).toBe(true);
    expect(unsubscribed.body.subscription).toEqual({
      ...active,
      version: active.version + 1,
      status: 'unsubscribed',
    });

    const reactivated = await call<{ success: true; subscription: Subscription }>(
      server,
      'updateNewsletterSubscription',
      { token, params: { id: active.id }, body: { status: 'active' } },
    );
    expect(reactivated.body.subscription.status).toBe('active');
  });

  it('refuses to set bounced (display only, core §4) with 400 and leaves the status as it was', async ({
    skip,
  }) => {
    const active = need(
      (await list({ status: 'active', limit: 1 })).body.subscriptions[0],
      'active newsletter subscription',
      skip,
    );
    const result = await call<ErrorBody>(server, 'updateNewsletterSubscription', {
      token,
      params: { id: active.id },
      body: { status: 'bounced' },
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('validation_failed');
    const again = (await list({ search: active.email })).body.subscriptions[0];
    expect(again?.status).toBe('active');
  });

  it('answers 404 for an unknown subscription', async () => {
    const update = await call(server, 'updateNewsletterSubscription', {
      token,
      params: { id: 9_999_999 },
      body: { status: 'unsubscribed' },
    });
    expect(update.status).toBe(404);
    const remove = await call(server, 'deleteNewsletterSubscription', { token, params: { id: 9_999_999 } });
    expect(remove.status).toBe(404);
  });

  it('deletes a subscription (bulk delete calls this once a row), then answers 404 for it', async ({
    skip,
  }) => {
    // Bounced ones, which a backend misses least: the contract cannot create a subscription back.
    const page = (await list({ status: 'bounced', limit: 2 })).body.subscriptions;
    need(page[0], 'bounced newsletter subscription', skip);
    const totalBefore = (await stats()).total_subscriptions;
    for (const subscription of page) {
      const deleted = await call<{ success: true; message: string }>(server, 'deleteNewsletterSubscription', {
        token,
        params: { id: subscription.id },
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body.success).toBe(true);
    }
    expect((await stats()).total_subscriptions).toBe(totalBefore - page.length);
    const again = await call(server, 'deleteNewsletterSubscription', {
      token,
      params: { id: page[0]?.id ?? 0 },
    });
    expect(again.status).toBe(404);
  });

  it('lets the content manager (newsletter.write) unsubscribe', async ({ skip }) => {
    const managerToken = await adminToken(server, accounts.contentManager);
    const active = need(
      (await list({ status: 'active', limit: 1 })).body.subscriptions[0],
      'active newsletter subscription',
      skip,
    );
    const result = await call(server, 'updateNewsletterSubscription', {
      token: managerToken,
      params: { id: active.id },
      body: { status: 'unsubscribed' },
    });
    // The subscriber is active again for the backend's next users.
    await call(server, 'updateNewsletterSubscription', {
      token,
      params: { id: active.id },
      body: { status: 'active' },
    });
    expect(result.status).toBe(200);
  });
});
