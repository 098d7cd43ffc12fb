/**
 * Deterministic analytics for the Analytics stories, typed from the contract. No randomness and
 * no "now": the series are fixed days, and the activity fixed moments of the last of them.
 */
import type { components } from '@aac/api-client';

type Analytics = components['schemas']['Analytics'];

const DAY = 86_400_000;

function days(count: number, value: (index: number) => number) {
  const start = Date.UTC(2025, 5, 28) - (count - 1) * DAY;
  return Array.from({ length: count }, (_, index) => ({
    date: new Date(start + index * DAY).toISOString().slice(0, 10),
    value: value(index),
  }));
}

/** One answer per range: the 7-day figures are smaller, so a range change visibly changes the cards. */
export function analyticsFor(range: '7d' | '30d' | '90d' | '1y'): Omit<Analytics, 'userActivity'> {
  const length = { '7d': 7, '30d': 30, '90d': 90, '1y': 12 }[range];
  const scale = { '7d': 1, '30d': 4, '90d': 12, '1y': 48 }[range];
  const users = days(length, (index) => 30 + ((index * 7) % 23) + index);
  const revenue = days(length, (index) => Math.round((480 + ((index * 53) % 310)) * 100) / 100);
  return {
    overview: {
      totalUsers: 310 * scale,
      totalRevenue: 4562.6 * scale,
      totalSessions: 2328 * scale,
      conversionRate: 3.4,
    },
    userGrowth: users.map((point) => ({ date: point.date, users: point.value })),
    revenueData: revenue.map((point) => ({ date: point.date, revenue: point.value })),
    topPages: [
      { url: '/pricing', views: 421 * scale },
      { url: '/blog/five-ways-to-model-language-with-a-core-vocabulary-board-at-home', views: 187 * scale },
      { url: '/features/aac-boards', views: 152 * scale },
      { url: '/about', views: 64 * scale },
      { url: '/contact', views: 31 * scale },
    ],
    deviceStats: { desktop: 54.2, mobile: 38.1, tablet: 7.7 },
    trafficSources: { direct: 41, organic: 32.5, social: 15.5, referral: 11 },
    trends: { totalUsers: 4.3, totalRevenue: -1.8, totalSessions: 0, conversionRate: 0.6 },
  };
}

/** Recent activity, newest first, on the series' last day and the days before (UTC, as the stories run). */
export const ACTIVITY: ReadonlyArray<{ action: string; user_email: string; timestamp: string }> = [
  { action: 'Signed up', user_email: 'tom.baker@example.com', timestamp: '2025-06-28T14:55:00.000Z' },
  {
    action: 'Subscribed to Family',
    user_email: 'maria.lopez@example.com',
    timestamp: '2025-06-28T14:12:00.000Z',
  },
  {
    action: 'Added a child profile',
    user_email: 'kenji.tanaka@example.com',
    timestamp: '2025-06-28T12:00:00.000Z',
  },
  {
    action: 'Completed a session',
    user_email: 'sofia.rossi.speech-and-language-therapy@example.org',
    timestamp: '2025-06-27T14:00:00.000Z',
  },
  {
    action: 'Cancelled a subscription',
    user_email: 'liam.murphy@example.com',
    timestamp: '2025-06-25T11:40:00.000Z',
  },
];
