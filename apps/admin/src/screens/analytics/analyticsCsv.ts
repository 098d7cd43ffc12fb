/**
 * Export of the analytics dashboard: one CSV of everything the screen shows for the period
 * (docs/design.md: Export is a CSV, where the spec shows no behaviour), one line per figure, grouped by
 * section: the overview with each card's trend, the user growth and revenue series, traffic
 * sources, devices, top pages and recent activity. Amounts in USD, shares in percent, ISO dates.
 */
import type { components } from '@aac/api-client';
import {
  ANALYTICS_CARDS,
  DEVICE_LABELS,
  isMeasuredTrend,
  TRAFFIC_SOURCE_LABELS,
  trendText,
} from '@aac/domain';
import type { CsvColumn } from '../../kit/list/exportCsv';

type Analytics = components['schemas']['Analytics'];

export interface AnalyticsCsvLine {
  section: string;
  item: string;
  value: string | number;
  detail?: string;
}

export const analyticsCsvColumns: readonly CsvColumn<AnalyticsCsvLine>[] = [
  { header: 'Section', value: (line) => line.section },
  { header: 'Item', value: (line) => line.item },
  { header: 'Value', value: (line) => line.value },
  { header: 'Detail', value: (line) => line.detail },
];

const CARD_UNITS: Record<string, string> = {
  totalRevenue: 'USD',
  conversionRate: 'percent',
};

export function analyticsCsvLines(data: Analytics): AnalyticsCsvLine[] {
  return [
    ...ANALYTICS_CARDS.map((card) => ({
      section: 'Overview',
      item: CARD_UNITS[card.key] ? `${card.title} (${CARD_UNITS[card.key]})` : card.title,
      value: data.overview[card.key],
      detail: isMeasuredTrend(card.key, data.trends)
        ? `${trendText(card.key, data.trends)} from last period`
        : trendText(card.key, data.trends),
    })),
    ...data.userGrowth.map((point) => ({ section: 'User growth', item: point.date, value: point.users })),
    ...data.revenueData.map((point) => ({
      section: 'Revenue (USD)',
      item: point.date,
      value: point.revenue,
    })),
    ...(Object.keys(TRAFFIC_SOURCE_LABELS) as Array<keyof typeof TRAFFIC_SOURCE_LABELS>).map((key) => ({
      section: 'Traffic sources (percent)',
      item: TRAFFIC_SOURCE_LABELS[key],
      value: data.trafficSources[key],
    })),
    ...(Object.keys(DEVICE_LABELS) as Array<keyof typeof DEVICE_LABELS>).map((key) => ({
      section: 'Devices (percent)',
      item: DEVICE_LABELS[key],
      value: data.deviceStats[key],
    })),
    ...data.topPages.map((page) => ({ section: 'Top pages (views)', item: page.url, value: page.views })),
    ...data.userActivity.map((activity) => ({
      section: 'Recent user activity',
      item: activity.action,
      value: activity.timestamp,
      detail: activity.user_email,
    })),
  ];
}
