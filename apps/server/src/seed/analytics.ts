import { sql } from 'kysely';
import type { SeedContext } from './context.ts';
import type { SeededUser } from './users.ts';

const PAGES = [
  '/',
  '/pricing',
  '/features',
  '/blog',
  '/blog/five-ways-to-build-a-first-aac-vocabulary',
  '/about',
  '/contact',
  '/support',
  '/login',
  '/signup',
  '/dashboard',
  '/enterprise',
] as const;

/** Sessions over the last SESSION_DAYS days (two years: every range and its previous period). */
const SESSION_COUNT = 18_250;
const SESSION_DAYS = 730;

const ACTIONS = [
  'Signed in',
  'Created a child profile',
  'Updated a communication board',
  'Completed a session',
  'Upgraded plan',
  'Added a goal',
  'Downloaded a progress report',
  'Changed password',
] as const;

/**
 * Two years of analytics events (core spec §2.8): sessions with device and traffic source, page
 * views, and recent user activity. Two years so that every range, up to 1y, also has a previous
 * period to compare with (the trends). Sessions and page views are generated inside Postgres
 * with a deterministic formula of the row number (no random(), so every run gives the same rows);
 * the time before now is 730 days × f^1.3 for an evenly spread f, so the daily volume grows
 * towards today (about 90 sessions a day recently, 20 two years ago) and trends are visible. Page
 * views favour the first pages of PAGES (a squared spread), so Top Pages has a clear ranking.
 */
export async function seedAnalytics(context: SeedContext, users: readonly SeededUser[]): Promise<void> {
  const { db, random, now } = context;
  const end = now.toISOString();
  await sql`
    insert into analytics_sessions (user_id, device, traffic_source, converted, started_at)
    select null,
           (array['desktop','desktop','desktop','desktop','desktop','mobile','mobile','mobile','mobile','tablet'])[1 + (i * 7) % 10],
           (array['direct','direct','direct','organic','organic','organic','organic','social','social','referral'])[1 + (i * 13) % 10],
           (i * 31) % 100 < 4,
           ${end}::timestamptz - make_interval(secs => (${sql.lit(SESSION_DAYS)} * 86400) * power(((i * 7919) % ${sql.lit(SESSION_COUNT)}) / ${sql.lit(SESSION_COUNT)}::float8, 1.3))
      from generate_series(1, ${sql.lit(SESSION_COUNT)}) as i
  `.execute(db);
  await sql`
    insert into analytics_page_views (session_id, url, viewed_at)
    select s.id,
           (${sql.raw(`array[${PAGES.map((page) => `'${page}'`).join(',')}]`)})[1 + floor(${sql.lit(PAGES.length)} * power(((s.id * 17 + n * 5) % 97) / 97.0, 2))::int],
           s.started_at + make_interval(secs => n * 40)
      from analytics_sessions s, generate_series(1, 2) as n
  `.execute(db);

  if (users.length === 0) return;
  const activity = Array.from({ length: 400 }, () => {
    const user = random.pick(users);
    return {
      user_id: user.id,
      user_email: user.email,
      action: random.pick(ACTIONS),
      occurred_at: random.pastDate(now, 0, 60),
    };
  });
  await db.insertInto('user_activity').values(activity).execute();
}
