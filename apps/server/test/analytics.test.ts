import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsPeriod } from '../src/routes/analytics.ts';
import {
  accounts,
  adminToken,
  call,
  describeInternals,
  isRemote,
  need,
  needEach,
  startServer,
  type TestServer,
} from './harness.ts';

/**
 * Analytics dashboard: core spec §2.8 (ranges 7d, 30d default, 90d, 1y; cards, chart, traffic
 * sources, devices, top pages, recent activity), §9 (default 30d) and the contract's decisions
 * (one point per day for 7d/30d/90d, per month for 1y; trends versus the previous period).
 */

interface Analytics {
  overview: { totalUsers: number; totalRevenue: number; totalSessions: number; conversionRate: number };
  userGrowth: Array<{ date: string; users: number }>;
  revenueData: Array<{ date: string; revenue: number }>;
  topPages: Array<{ url: string; views: number }>;
  userActivity: Array<{ action: string; user_email: string; timestamp: string }>;
  deviceStats: { desktop: number; mobile: number; tablet: number };
  trafficSources: { direct: number; organic: number; social: number; referral: number };
  trends?: { totalUsers: number; totalRevenue: number; totalSessions: number; conversionRate: number };
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

const analytics = async (range?: string) => {
  const result = await call<Analytics>(server, 'getAnalytics', { token, query: range ? { range } : {} });
  expect(result.status).toBe(200);
  return result.body;
};

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const sumOfCents = (amounts: number[]) =>
  Math.round(amounts.reduce((total, amount) => total + amount * 100, 0)) / 100;

describe('periods and chart points (contract "Analytics points")', () => {
  it.each([
    ['7d', 7],
    ['30d', 30],
    ['90d', 90],
  ])('%s has one point per day, today and the days before it, dated by the day', async (range, days) => {
    const body = await analytics(range);
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const expected = Array.from({ length: days }, (_, index) =>
      isoDay(today - (days - 1 - index) * 86_400_000),
    );
    expect(body.userGrowth.map((point) => point.date)).toEqual(expected);
    expect(body.revenueData.map((point) => point.date)).toEqual(expected);
  });

  it('1y has one point per month, this month and the 11 before it, dated by the first day', async () => {
    const body = await analytics('1y');
    const now = new Date();
    const expected = Array.from({ length: 12 }, (_, index) =>
      isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1)),
    );
    expect(body.userGrowth.map((point) => point.date)).toEqual(expected);
    expect(body.revenueData.map((point) => point.date)).toEqual(expected);
  });

  it('defaults to 30d (core §9)', async () => {
    const byDefault = await analytics();
    const thirty = await analytics('30d');
    expect(byDefault.userGrowth).toHaveLength(30);
    expect(byDefault.overview).toEqual(thirty.overview);
  });

  it('refuses a range outside 7d, 30d, 90d, 1y with 400', async () => {
    const result = await call<{ error: string }>(server, 'getAnalytics', { token, query: { range: '2w' } });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('validation_failed');
  });

  it('the previous period is the same window one period earlier', () => {
    const now = new Date('2024-05-20T15:30:00Z');
    const week = analyticsPeriod('7d', now);
    expect(week.start.toISOString()).toBe('2024-05-14T00:00:00.000Z');
    expect(week.previousStart.toISOString()).toBe('2024-05-07T00:00:00.000Z');
    expect(week.previousEnd.toISOString()).toBe('2024-05-13T15:30:00.000Z');
    const year = analyticsPeriod('1y', now);
    expect(year.unit).toBe('month');
    expect(year.start.toISOString()).toBe('2023-06-01T00:00:00.000Z');
    expect(year.previousStart.toISOString()).toBe('2022-06-01T00:00:00.000Z');
    expect(year.previousEnd.toISOString()).toBe('2023-05-20T15:30:00.000Z');
  });
});

/** Payments as listPayments answers them, to tell which periods hold completed ones. */
interface Payment {
  amount: number;
  status: string;
  created_at: string;
}
const payments = async () => {
  const result = await call<{ payments: Payment[] }>(server, 'listPayments', { token });
  expect(result.status).toBe(200);
  return result.body.payments;
};
/** The first instant of the period: its first chart point is dated by the first day (UTC). */
const periodStart = (body: Analytics) => Date.parse(body.revenueData[0]?.date ?? '');

/**
 * Users created since `since`, newest first through the pages of listUsers (the contract cannot
 * create users: this tells whether a period holds a signup, without asking the analytics).
 */
async function usersCreatedSince(since: number): Promise<number> {
  let count = 0;
  for (let page = 1; ; page++) {
    const result = await call<{
      users: Array<{ created_at: string }>;
      pagination: { hasNextPage: boolean };
    }>(server, 'listUsers', { token, query: { sort: '-created_at', page, limit: 100 } });
    expect(result.status).toBe(200);
    const recent = result.body.users.filter((user) => Date.parse(user.created_at) >= since);
    count += recent.length;
    if (recent.length < result.body.users.length || !result.body.pagination.hasNextPage) return count;
  }
}

describe('every range shows data from the stored events', () => {
  // Analytics sessions, page views and activity have no other operation to read them: whether a
  // period holds any is told by the analytics answer itself. Payments and signups are read from
  // their own lists.
  it.for(['7d', '30d', '90d', '1y'])(
    '%s: sessions, pages, activity, shares and trends',
    async (range, { skip }) => {
      const body = await analytics(range);
      needEach({ [`analytics session in the ${range} period`]: body.overview.totalSessions > 0 }, skip);
      expect(body.overview.conversionRate).toBeGreaterThan(0);
      expect(body.overview.conversionRate).toBeLessThanOrEqual(100);
      expect(body.topPages.length).toBeGreaterThan(0);
      expect(body.userActivity.length).toBeGreaterThan(0);
      expect(body.trends).toBeDefined();
      // The seed has two years of sessions, so every range has a previous period to compare with;
      // the seeded volume grows towards today. Another backend's traffic may as well shrink.
      if (!isRemote) expect(body.trends?.totalSessions).toBeGreaterThan(0);
    },
  );

  it.for(['7d', '30d', '90d', '1y'])(
    '%s: revenue is the sum of the completed payments of the period',
    async (range, { skip }) => {
      const body = await analytics(range);
      const start = periodStart(body);
      const completed = (await payments()).filter(
        (payment) => payment.status === 'completed' && Date.parse(payment.created_at) >= start,
      );
      need(completed[0], `completed payment in the ${range} period`, skip);
      expect(body.overview.totalRevenue).toBeCloseTo(
        sumOfCents(completed.map((payment) => payment.amount)),
        2,
      );
      expect(body.overview.totalRevenue).toBeGreaterThan(0);
      expect(body.revenueData.some((point) => point.revenue > 0)).toBe(true);
    },
  );

  it.for(['30d', '90d', '1y'])('%s: new users in the period', async (range, { skip }) => {
    const body = await analytics(range);
    const signups = await usersCreatedSince(periodStart(body));
    needEach({ [`user created in the ${range} period`]: signups > 0 }, skip);
    expect(body.overview.totalUsers).toBeGreaterThan(0);
  });
});

describe('figures agree with each other', () => {
  it.each(['7d', '30d', '90d', '1y'])('%s: chart sums equal the cards', async (range) => {
    const body = await analytics(range);
    expect(sum(body.userGrowth.map((point) => point.users))).toBe(body.overview.totalUsers);
    expect(sum(body.revenueData.map((point) => point.revenue))).toBeCloseTo(body.overview.totalRevenue, 2);
  });

  it.for(['7d', '30d', '90d', '1y'])(
    '%s: device and traffic source shares add up to 100',
    async (range, { skip }) => {
      const body = await analytics(range);
      needEach({ [`analytics session in the ${range} period`]: body.overview.totalSessions > 0 }, skip);
      const devices = sum(Object.values(body.deviceStats));
      const sources = sum(Object.values(body.trafficSources));
      expect(Math.abs(devices - 100)).toBeLessThanOrEqual(0.2);
      expect(Math.abs(sources - 100)).toBeLessThanOrEqual(0.2);
    },
  );

  it('ranks top pages by views, at most 10, and lists activity newest first within the period', async ({
    skip,
  }) => {
    const body = await analytics('7d');
    needEach(
      {
        'page view in the last 7 days': body.topPages.length > 0,
        'user activity in the last 7 days': body.userActivity.length > 0,
      },
      skip,
    );
    const views = body.topPages.map((page) => page.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(body.topPages.length).toBeLessThanOrEqual(10);
    expect(new Set(body.topPages.map((page) => page.url)).size).toBe(body.topPages.length);
    const times = body.userActivity.map((activity) => Date.parse(activity.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const start = analyticsPeriod('7d', new Date()).start.getTime();
    expect(times.every((time) => time >= start - 60_000)).toBe(true);
  });

  it('longer ranges hold at least as much as shorter ones', async ({ skip }) => {
    const [week, month, quarter] = await Promise.all([analytics('7d'), analytics('30d'), analytics('90d')]);
    needEach({ 'analytics session in the last 90 days': quarter.overview.totalSessions > 0 }, skip);
    expect(month.overview.totalSessions).toBeGreaterThanOrEqual(week.overview.totalSessions);
    expect(quarter.overview.totalSessions).toBeGreaterThanOrEqual(month.overview.totalSessions);
    expect(month.overview.totalUsers).toBeGreaterThanOrEqual(week.overview.totalUsers);
    expect(quarter.overview.totalUsers).toBeGreaterThanOrEqual(month.overview.totalUsers);
    expect(month.overview.totalRevenue).toBeGreaterThanOrEqual(week.overview.totalRevenue);
    expect(quarter.overview.totalRevenue).toBeGreaterThanOrEqual(month.overview.totalRevenue);
    // The seed has sessions on every day: each longer range holds more.
    if (!isRemote) {
      expect(month.overview.totalSessions).toBeGreaterThan(week.overview.totalSessions);
      expect(quarter.overview.totalSessions).toBeGreaterThan(month.overview.totalSessions);
    }
  });

  it('is open to the content manager, whose role holds analytics.read', async () => {
    const managerToken = await adminToken(server, accounts.contentManager);
    expect((await call(server, 'getAnalytics', { token: managerToken })).status).toBe(200);
  });
});

describeInternals('figures against the stored events (in-process)', () => {
  it('the 7d cards and trends match counts made directly from the tables', async () => {
    const db = server.internal?.database.db;
    if (!db) throw new Error('in-process only');
    const body = await analytics('7d');
    const period = analyticsPeriod('7d', new Date());
    const sessions = await db
      .selectFrom('analytics_sessions')
      .select(['started_at', 'converted', 'device'])
      .execute();
    const inWindow = (time: Date, from: Date, to: Date) => time >= from && time <= to;
    const current = sessions.filter((session) => inWindow(session.started_at, period.start, new Date()));
    const previous = sessions.filter((session) =>
      inWindow(session.started_at, period.previousStart, period.previousEnd),
    );
    expect(body.overview.totalSessions).toBe(current.length);
    const rate = (rows: typeof sessions) => (rows.filter((row) => row.converted).length / rows.length) * 100;
    expect(body.overview.conversionRate).toBeCloseTo(Math.round(rate(current) * 10) / 10, 5);
    expect(body.trends?.totalSessions).toBeCloseTo(
      Math.round(((current.length - previous.length) / previous.length) * 1000) / 10,
      5,
    );
    expect(body.trends?.conversionRate).toBeCloseTo(
      Math.round(((rate(current) - rate(previous)) / rate(previous)) * 1000) / 10,
      5,
    );
    const desktop = current.filter((session) => session.device === 'desktop').length;
    expect(body.deviceStats.desktop).toBeCloseTo(Math.round((desktop / current.length) * 1000) / 10, 5);
  });

  it("a signup, a completed payment and a session now show up in today's point and the cards", async () => {
    const db = server.internal?.database.db;
    if (!db) throw new Error('in-process only');
    const before = await analytics('7d');
    await db
      .insertInto('users')
      .values({
        first_name: 'New',
        last_name: 'Signup',
        email: 'new.signup@example.com',
        user_type: 'parent',
        password_hash: null,
      })
      .execute();
    await db
      .insertInto('payments')
      .values([
        {
          user_email: 'new.signup@example.com',
          transaction_id: 'txn_analytics_1',
          amount: 19.99,
          status: 'completed',
        },
        {
          user_email: 'new.signup@example.com',
          transaction_id: 'txn_analytics_2',
          amount: 50,
          status: 'refunded',
        },
      ])
      .execute();
    await db
      .insertInto('analytics_sessions')
      .values({ device: 'tablet', traffic_source: 'social', converted: true, started_at: new Date() })
      .execute();
    await db
      .insertInto('user_activity')
      .values({ user_email: 'new.signup@example.com', action: 'Signed up', occurred_at: new Date() })
      .execute();
    const after = await analytics('7d');
    expect(after.overview.totalUsers).toBe(before.overview.totalUsers + 1);
    expect(after.overview.totalRevenue).toBeCloseTo(before.overview.totalRevenue + 19.99, 2);
    expect(after.overview.totalSessions).toBe(before.overview.totalSessions + 1);
    expect(after.userGrowth.at(-1)?.users).toBe((before.userGrowth.at(-1)?.users ?? 0) + 1);
    expect(after.revenueData.at(-1)?.revenue).toBeCloseTo(
      (before.revenueData.at(-1)?.revenue ?? 0) + 19.99,
      2,
    );
    expect(after.userActivity[0]).toMatchObject({
      action: 'Signed up',
      user_email: 'new.signup@example.com',
    });
  });
});
