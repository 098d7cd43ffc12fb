import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsPeriod } from '../src/routes/analytics.ts';
import { accounts, adminToken, call, describeInternals, startServer, type TestServer } from './harness.ts';

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

describe('every range shows data from the seeded events', () => {
  it.each(['7d', '30d', '90d', '1y'])(
    '%s: sessions, revenue, pages, activity, shares and trends',
    async (range) => {
      const body = await analytics(range);
      expect(body.overview.totalSessions).toBeGreaterThan(0);
      expect(body.overview.totalRevenue).toBeGreaterThan(0);
      expect(body.overview.conversionRate).toBeGreaterThan(0);
      expect(body.overview.conversionRate).toBeLessThanOrEqual(100);
      expect(body.revenueData.some((point) => point.revenue > 0)).toBe(true);
      expect(body.topPages.length).toBeGreaterThan(0);
      expect(body.userActivity.length).toBeGreaterThan(0);
      expect(body.trends).toBeDefined();
      // The seed has two years of sessions, so every range has a previous period to compare with;
      // the seeded volume grows towards today.
      expect(body.trends?.totalSessions).toBeGreaterThan(0);
    },
  );

  it.each(['30d', '90d', '1y'])('%s: new users in the period', async (range) => {
    const body = await analytics(range);
    expect(body.overview.totalUsers).toBeGreaterThan(0);
  });
});

describe('figures agree with each other', () => {
  it.each(['7d', '30d', '90d', '1y'])(
    '%s: chart sums equal the cards; shares add up to 100',
    async (range) => {
      const body = await analytics(range);
      expect(sum(body.userGrowth.map((point) => point.users))).toBe(body.overview.totalUsers);
      expect(sum(body.revenueData.map((point) => point.revenue))).toBeCloseTo(body.overview.totalRevenue, 2);
      const devices = sum(Object.values(body.deviceStats));
      const sources = sum(Object.values(body.trafficSources));
      expect(Math.abs(devices - 100)).toBeLessThanOrEqual(0.2);
      expect(Math.abs(sources - 100)).toBeLessThanOrEqual(0.2);
    },
  );

  it('ranks top pages by views, at most 10, and lists activity newest first within the period', async () => {
    const body = await analytics('7d');
    const views = body.topPages.map((page) => page.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(body.topPages.length).toBeLessThanOrEqual(10);
    expect(new Set(body.topPages.map((page) => page.url)).size).toBe(body.topPages.length);
    const times = body.userActivity.map((activity) => Date.parse(activity.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const start = analyticsPeriod('7d', new Date()).start.getTime();
    expect(times.every((time) => time >= start - 60_000)).toBe(true);
  });

  it('longer ranges hold at least as much as shorter ones', async () => {
    const [week, month, quarter] = await Promise.all([analytics('7d'), analytics('30d'), analytics('90d')]);
    expect(month.overview.totalSessions).toBeGreaterThan(week.overview.totalSessions);
    expect(quarter.overview.totalSessions).toBeGreaterThan(month.overview.totalSessions);
    expect(quarter.overview.totalRevenue).toBeGreaterThanOrEqual(month.overview.totalRevenue);
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
