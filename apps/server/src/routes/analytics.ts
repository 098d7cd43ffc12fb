import { DEFAULT_ANALYTICS_RANGE } from '@aac/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AreaHandlers, QueryParams } from '../http/operation-types.ts';

/**
 * Analytics dashboard (core spec §2.8, §9; contract "Analytics points"): every figure computed
 * from the stored events with SQL aggregates over the period, never by loading the rows.
 *
 * Sources: signups are users.created_at, revenue is completed payments, sessions (device,
 * traffic source, conversion) are analytics_sessions, page views analytics_page_views, and the
 * activity feed user_activity. Periods and buckets are in UTC.
 */

type Range = NonNullable<QueryParams<'getAnalytics'>['range']>;

/** How many entries the Top Pages and Recent User Activity lists show. */
const TOP_PAGES_SHOWN = 10;
const ACTIVITY_SHOWN = 10;

export interface AnalyticsPeriod {
  /** Bucket size of userGrowth and revenueData. */
  unit: 'day' | 'month';
  /** Start of the first bucket. */
  start: Date;
  end: Date;
  /** The same window one period earlier, for the trends. */
  previousStart: Date;
  previousEnd: Date;
}

/**
 * The period of a range ending at `now`. Contract: one point per day for 7d, 30d and 90d (today
 * and the days before it: 7, 30 or 90 points) and one per month for 1y (this month and the 11
 * before it: 12 points); each point's date is the first day of its bucket. The previous period
 * is the same window shifted back by the period's length (N days, or 12 months).
 */
export function analyticsPeriod(range: Range, now: Date): AnalyticsPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  if (range === '1y') {
    const start = new Date(Date.UTC(year, month - 11, 1));
    const previousEnd = new Date(now);
    previousEnd.setUTCFullYear(year - 1);
    return {
      unit: 'month',
      start,
      end: now,
      previousStart: new Date(Date.UTC(year - 1, month - 11, 1)),
      previousEnd,
    };
  }
  const days = { '7d': 7, '30d': 30, '90d': 90 }[range];
  const shift = days * 86_400_000;
  const start = new Date(Date.UTC(year, month, day - (days - 1)));
  return {
    unit: 'day',
    start,
    end: now,
    previousStart: new Date(start.getTime() - shift),
    previousEnd: new Date(now.getTime() - shift),
  };
}

/** Percent with one decimal; 0 when there is nothing to divide by. */
function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/**
 * Percent change versus the previous period, one decimal. From nothing to something counts as
 * +100% (a finite number the cards can show); from nothing to nothing is 0.
 */
function percentChange(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

// ---------------------------------------------------------------- queries

/** The four overview figures of the period and of the previous one, one query per source table. */
async function overviews(db: Kysely<Database>, period: AnalyticsPeriod) {
  const { start, end, previousStart, previousEnd } = period;
  const users = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*) filter (where created_at >= ${start})`.as('current'),
      sql<number>`count(*) filter (where created_at <= ${previousEnd})`.as('previous'),
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('created_at', '>=', start), eb('created_at', '<=', end)]),
        eb.and([eb('created_at', '>=', previousStart), eb('created_at', '<=', previousEnd)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  const revenue = await db
    .selectFrom('payments')
    .select([
      sql<number>`coalesce(sum(amount) filter (where created_at >= ${start}), 0)`.as('current'),
      sql<number>`coalesce(sum(amount) filter (where created_at <= ${previousEnd}), 0)`.as('previous'),
    ])
    .where('status', '=', 'completed')
    .where((eb) =>
      eb.or([
        eb.and([eb('created_at', '>=', start), eb('created_at', '<=', end)]),
        eb.and([eb('created_at', '>=', previousStart), eb('created_at', '<=', previousEnd)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom('analytics_sessions')
    .select([
      sql<number>`count(*) filter (where started_at >= ${start})`.as('current'),
      sql<number>`count(*) filter (where started_at >= ${start} and converted)`.as('current_converted'),
      sql<number>`count(*) filter (where started_at <= ${previousEnd})`.as('previous'),
      sql<number>`count(*) filter (where started_at <= ${previousEnd} and converted)`.as(
        'previous_converted',
      ),
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('started_at', '>=', start), eb('started_at', '<=', end)]),
        eb.and([eb('started_at', '>=', previousStart), eb('started_at', '<=', previousEnd)]),
      ]),
    )
    .executeTakeFirstOrThrow();

  const current = {
    totalUsers: Number(users.current),
    totalRevenue: cents(Number(revenue.current)),
    totalSessions: Number(sessions.current),
    conversionRate: percentOf(Number(sessions.current_converted), Number(sessions.current)),
  };
  const previous = {
    totalUsers: Number(users.previous),
    totalRevenue: cents(Number(revenue.previous)),
    totalSessions: Number(sessions.previous),
    conversionRate: percentOf(Number(sessions.previous_converted), Number(sessions.previous)),
  };
  // Trends compare the exact figures (the rate before rounding), so a small rate moves honestly.
  const exactRate = (converted: number, total: number) => (total === 0 ? 0 : (converted / total) * 100);
  const trends = {
    totalUsers: percentChange(current.totalUsers, previous.totalUsers),
    totalRevenue: percentChange(Number(revenue.current), Number(revenue.previous)),
    totalSessions: percentChange(current.totalSessions, previous.totalSessions),
    conversionRate: percentChange(
      exactRate(Number(sessions.current_converted), Number(sessions.current)),
      exactRate(Number(sessions.previous_converted), Number(sessions.previous)),
    ),
  };
  return { overview: current, trends };
}

/** New users and completed revenue per bucket, every bucket present (0 when empty). */
async function series(db: Kysely<Database>, period: AnalyticsPeriod) {
  const { unit, start, end } = period;
  const step = unit === 'day' ? '1 day' : '1 month';
  const { rows } = await sql<{ date: string; users: number; revenue: number }>`
    with buckets as (
      select generate_series(
               date_trunc(${unit}, ${start}::timestamptz at time zone 'UTC'),
               date_trunc(${unit}, ${end}::timestamptz at time zone 'UTC'),
               ${step}::interval
             ) as bucket
    ),
    signups as (
      select date_trunc(${unit}, created_at at time zone 'UTC') as bucket, count(*) as users
        from users
       where created_at >= ${start} and created_at <= ${end}
       group by 1
    ),
    revenue as (
      select date_trunc(${unit}, created_at at time zone 'UTC') as bucket, sum(amount) as revenue
        from payments
       where status = 'completed' and created_at >= ${start} and created_at <= ${end}
       group by 1
    )
    select to_char(b.bucket, 'YYYY-MM-DD') as date,
           coalesce(s.users, 0) as users,
           coalesce(r.revenue, 0) as revenue
      from buckets b
      left join signups s on s.bucket = b.bucket
      left join revenue r on r.bucket = b.bucket
     order by b.bucket
  `.execute(db);
  return {
    userGrowth: rows.map((row) => ({ date: row.date, users: Number(row.users) })),
    revenueData: rows.map((row) => ({ date: row.date, revenue: cents(Number(row.revenue)) })),
  };
}

async function topPages(db: Kysely<Database>, period: AnalyticsPeriod) {
  const rows = await db
    .selectFrom('analytics_page_views')
    .select(['url', (eb) => eb.fn.countAll<number>().as('views')])
    .where('viewed_at', '>=', period.start)
    .where('viewed_at', '<=', period.end)
    .groupBy('url')
    .orderBy('views', 'desc')
    .orderBy('url')
    .limit(TOP_PAGES_SHOWN)
    .execute();
  return rows.map((row) => ({ url: row.url, views: Number(row.views) }));
}

async function recentActivity(db: Kysely<Database>, period: AnalyticsPeriod) {
  const rows = await db
    .selectFrom('user_activity')
    .select(['action', 'user_email', 'occurred_at'])
    .where('occurred_at', '>=', period.start)
    .where('occurred_at', '<=', period.end)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ACTIVITY_SHOWN)
    .execute();
  return rows.map((row) => ({
    action: row.action,
    user_email: row.user_email,
    timestamp: row.occurred_at.toISOString(),
  }));
}

/** Share of the period's sessions per device and per traffic source, percent. */
async function shares(db: Kysely<Database>, period: AnalyticsPeriod) {
  const row = await db
    .selectFrom('analytics_sessions')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where device = 'desktop')`.as('desktop'),
      sql<number>`count(*) filter (where device = 'mobile')`.as('mobile'),
      sql<number>`count(*) filter (where device = 'tablet')`.as('tablet'),
      sql<number>`count(*) filter (where traffic_source = 'direct')`.as('direct'),
      sql<number>`count(*) filter (where traffic_source = 'organic')`.as('organic'),
      sql<number>`count(*) filter (where traffic_source = 'social')`.as('social'),
      sql<number>`count(*) filter (where traffic_source = 'referral')`.as('referral'),
    ])
    .where('started_at', '>=', period.start)
    .where('started_at', '<=', period.end)
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const share = (count: number) => percentOf(Number(count), total);
  return {
    deviceStats: { desktop: share(row.desktop), mobile: share(row.mobile), tablet: share(row.tablet) },
    trafficSources: {
      direct: share(row.direct),
      organic: share(row.organic),
      social: share(row.social),
      referral: share(row.referral),
    },
  };
}

// ---------------------------------------------------------------- handlers

export const analyticsHandlers = {
  async getAnalytics(request) {
    const { db } = request.server;
    // core spec §9: the default period is 30d (the contract's default fills it in too).
    const period = analyticsPeriod(request.query.range ?? DEFAULT_ANALYTICS_RANGE, new Date());
    const [
      { overview, trends },
      { userGrowth, revenueData },
      pages,
      activity,
      { deviceStats, trafficSources },
    ] = await Promise.all([
      overviews(db, period),
      series(db, period),
      topPages(db, period),
      recentActivity(db, period),
      shares(db, period),
    ]);
    return {
      overview,
      userGrowth,
      revenueData,
      topPages: pages,
      userActivity: activity,
      deviceStats,
      trafficSources,
      trends,
    };
  },
} satisfies AreaHandlers;
