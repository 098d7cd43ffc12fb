/** The analytics dashboard (core spec §2.8, §9; conventions: optional trends). */
import { formatPercentChange } from './pricing';

export const ANALYTICS_RANGES = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '1y', label: 'Last year' },
] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]['value'];

/** core spec §9: the default analytics period is 30d. */
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d';

export function isAnalyticsRange(value: string): value is AnalyticsRange {
  return ANALYTICS_RANGES.some((range) => range.value === value);
}

export type AnalyticsCard = 'totalUsers' | 'totalRevenue' | 'totalSessions' | 'conversionRate';

/** core spec §2.8: the four cards in order. */
export const ANALYTICS_CARDS: ReadonlyArray<{ key: AnalyticsCard; title: string }> = [
  { key: 'totalUsers', title: 'Total Users' },
  { key: 'totalRevenue', title: 'Total Revenue' },
  { key: 'totalSessions', title: 'Total Sessions' },
  { key: 'conversionRate', title: 'Conversion Rate' },
];

/**
 * What each card's figure counts in the chosen period, said under its title: the spec's
 * "Total Users" beside a list of 2,000 users otherwise reads as everyone ever. Kept to two or
 * three words, as narrow cards wrap them; the period is the screen's Period choice.
 */
export const ANALYTICS_CARD_CAPTIONS: Readonly<Record<AnalyticsCard, string>> = {
  totalUsers: 'New sign-ups',
  totalRevenue: 'Payments received',
  totalSessions: 'Sessions started',
  conversionRate: 'Of sessions started',
};

/** core spec §2.8: the fixed, hard-coded trend texts of the four cards. */
export const FIXED_ANALYTICS_TRENDS: Readonly<Record<AnalyticsCard, string>> = {
  totalUsers: '+12.5%',
  totalRevenue: '+8.2%',
  totalSessions: '+15.3%',
  conversionRate: '-2.1%',
};

/**
 * The trend text of a card: the period-over-period change when the backend sends `trends`
 * (docs/design.md: we do better than the spec), else the spec's fixed text.
 */
export function trendText(
  card: AnalyticsCard,
  trends?: Partial<Record<AnalyticsCard, number>> | null,
): string {
  return isMeasuredTrend(card, trends)
    ? formatPercentChange(trends?.[card] as number)
    : FIXED_ANALYTICS_TRENDS[card];
}

/**
 * Whether a card's trend is a change the backend measured, which compares with the last period;
 * the spec's fixed texts are not derived from data and compare with nothing.
 */
export function isMeasuredTrend(
  card: AnalyticsCard,
  trends?: Partial<Record<AnalyticsCard, number>> | null,
): boolean {
  const change = trends?.[card];
  return typeof change === 'number' && Number.isFinite(change);
}

/** The direction of a trend text, for its tone. */
export function trendDirection(text: string): 'up' | 'down' | 'flat' {
  if (text.startsWith('+')) return 'up';
  if (text.startsWith('-')) return 'down';
  return 'flat';
}

/** core spec §2.8: traffic sources in order with their labels. */
export const TRAFFIC_SOURCE_LABELS = {
  direct: 'Direct',
  organic: 'Organic Search',
  social: 'Social Media',
  referral: 'Referral',
} as const;

/** core spec §2.8: device statistics in order with their labels. */
export const DEVICE_LABELS = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' } as const;

/** core spec §2.8: the chart toggle. */
export const ANALYTICS_CHART_SERIES = [
  { value: 'users', label: 'Users' },
  { value: 'revenue', label: 'Revenue' },
] as const;

const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * When something happened, relative to `now`, en-US (core spec §9): "just now" under a minute,
 * then "5 minutes ago", "2 hours ago", "yesterday", "3 months ago". A moment a little in the
 * future (clocks differ) reads "just now" too.
 */
export function formatRelativeTime(iso: string, now: Date): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  let amount = (then - now.getTime()) / 1000;
  if (amount > -60) return 'just now';
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relativeFormat.format(Math.round(amount), unit);
    amount /= size;
  }
  return relativeFormat.format(Math.round(amount), 'year');
}
