import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_CARD_CAPTIONS,
  ANALYTICS_CARDS,
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  DEVICE_LABELS,
  FIXED_ANALYTICS_TRENDS,
  formatRelativeTime,
  isAnalyticsRange,
  TRAFFIC_SOURCE_LABELS,
  trendDirection,
  trendText,
} from './analytics';

describe('analytics (core spec §2.8, §9)', () => {
  it('offers four ranges and defaults to 30d', () => {
    expect(ANALYTICS_RANGES).toEqual([
      { value: '7d', label: 'Last 7 days' },
      { value: '30d', label: 'Last 30 days' },
      { value: '90d', label: 'Last 90 days' },
      { value: '1y', label: 'Last year' },
    ]);
    expect(DEFAULT_ANALYTICS_RANGE).toBe('30d');
    expect(isAnalyticsRange('1y')).toBe(true);
    expect(isAnalyticsRange('2y')).toBe(false);
  });

  it('has the four cards with the fixed trends +12.5%, +8.2%, +15.3%, -2.1%', () => {
    expect(ANALYTICS_CARDS.map((card) => card.title)).toEqual([
      'Total Users',
      'Total Revenue',
      'Total Sessions',
      'Conversion Rate',
    ]);
    expect(ANALYTICS_CARDS.map((card) => FIXED_ANALYTICS_TRENDS[card.key])).toEqual([
      '+12.5%',
      '+8.2%',
      '+15.3%',
      '-2.1%',
    ]);
  });

  it('says what each card counts in the period', () => {
    expect(ANALYTICS_CARDS.map((card) => ANALYTICS_CARD_CAPTIONS[card.key])).toEqual([
      'New sign-ups',
      'Payments received',
      'Sessions started',
      'Of sessions started',
    ]);
  });

  it('shows sent trends and falls back to the fixed texts', () => {
    expect(trendText('totalUsers')).toBe('+12.5%');
    expect(trendText('conversionRate', {})).toBe('-2.1%');
    expect(trendText('totalRevenue', { totalRevenue: 3.14 })).toBe('+3.1%');
    expect(trendText('totalSessions', { totalSessions: -7 })).toBe('-7%');
    expect(trendDirection('+12.5%')).toBe('up');
    expect(trendDirection('-2.1%')).toBe('down');
    expect(trendDirection('0%')).toBe('flat');
  });

  it('labels traffic sources and devices', () => {
    expect(Object.values(TRAFFIC_SOURCE_LABELS)).toEqual([
      'Direct',
      'Organic Search',
      'Social Media',
      'Referral',
    ]);
    expect(Object.values(DEVICE_LABELS)).toEqual(['Desktop', 'Mobile', 'Tablet']);
  });
});

describe('formatRelativeTime (Recent User Activity)', () => {
  const now = new Date('2025-06-28T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  it('reads a moment relative to now, en-US', () => {
    expect(formatRelativeTime(ago(20), now)).toBe('just now');
    expect(formatRelativeTime(ago(-30), now)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600), now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(9 * 86400), now)).toBe('9 days ago');
    expect(formatRelativeTime(ago(95 * 86400), now)).toBe('3 months ago');
    expect(formatRelativeTime(ago(800 * 86400), now)).toBe('2 years ago');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatRelativeTime('soon', now)).toBe('soon');
  });
});
