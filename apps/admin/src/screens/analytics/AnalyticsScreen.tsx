import { errorMessage, useApi } from '@aac/api-client';
import {
  ANALYTICS_CARD_CAPTIONS,
  ANALYTICS_CARDS,
  ANALYTICS_CHART_SERIES,
  ANALYTICS_RANGES,
  type AnalyticsCard,
  type AnalyticsRange,
  DEFAULT_ANALYTICS_RANGE,
  formatCount,
  formatPercent,
  formatUsd,
  formatWholeUsd,
  isMeasuredTrend,
  trendText,
} from '@aac/domain';
import { Button, LazyChart, Select, useToast } from '@aac/ui';
import { DollarSign, Download, MousePointerClick, Percent, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { csvFileName, downloadCsv, toCsv } from '../../kit/list/exportCsv';
import { RefreshButton } from '../../kit/RefreshButton';
import { ScreenPage } from '../../kit/ScreenPage';
import { StatCards, type StatDefinition } from '../../kit/StatCards';
import { useUrlChoice } from '../../kit/useUrlTab';
import { DeviceStatistics, RecentActivity, TopPages, TrafficSources } from './AnalyticsPanels';
import { panels } from './analytics.css';
import { analyticsCsvColumns, analyticsCsvLines } from './analyticsCsv';

type Analytics = NonNullable<ReturnType<typeof useAnalytics>['data']>;

/** core spec §9: 30d is the default, so it leads the URL's choices (and stays out of the URL). */
const RANGES = [
  DEFAULT_ANALYTICS_RANGE,
  ...ANALYTICS_RANGES.map((range) => range.value).filter((value) => value !== DEFAULT_ANALYTICS_RANGE),
] as [AnalyticsRange, ...AnalyticsRange[]];
const SERIES = ['users', 'revenue'] as const;

const CARD_ICONS: Record<AnalyticsCard, ReactNode> = {
  totalUsers: <Users size={18} />,
  totalRevenue: <DollarSign size={18} />,
  totalSessions: <MousePointerClick size={18} />,
  conversionRate: <Percent size={18} />,
};

const CARD_FORMATS: Record<AnalyticsCard, (value: number) => string> = {
  totalUsers: formatCount,
  totalRevenue: formatUsd,
  totalSessions: formatCount,
  conversionRate: (value) => formatPercent(value),
};

/**
 * core spec §2.8: the four cards in order, each saying what it counts in the period, with its
 * trend: the server's period-over-period change when it sends one, else the spec's fixed text
 * (trendText), which compares with nothing.
 */
const ANALYTICS_STATS: readonly StatDefinition<Analytics>[] = ANALYTICS_CARDS.map((card) => ({
  label: card.title,
  caption: ANALYTICS_CARD_CAPTIONS[card.key],
  icon: CARD_ICONS[card.key],
  value: (data) => CARD_FORMATS[card.key](data.overview[card.key]),
  // A fixed text compares with nothing: no "from last period" under it.
  trend: (data) => ({
    text: trendText(card.key, data.trends),
    ...(isMeasuredTrend(card.key, data.trends) ? {} : { comparison: null }),
  }),
}));

function useAnalytics(range: AnalyticsRange) {
  return useApi().$api.useQuery('get', '/admin/analytics', { params: { query: { range } } });
}

/**
 * The Analytics dashboard (core spec §2.8), the landing page after sign-in: the period (in the
 * URL, 30 days unless chosen), Refresh and Export, the four cards, the Users/Revenue chart,
 * traffic sources, devices, top pages and recent user activity.
 */
export function AnalyticsScreen() {
  const [range, setRange] = useUrlChoice('range', RANGES);
  const [series, setSeries] = useUrlChoice('chart', SERIES);
  const analytics = useAnalytics(range);
  const toast = useToast();
  const { data } = analytics;
  const rangeLabel = ANALYTICS_RANGES.find((option) => option.value === range)?.label ?? range;

  const exportAnalytics = async () => {
    if (!data) return;
    try {
      const csv = await toCsv(analyticsCsvLines(data), analyticsCsvColumns);
      downloadCsv(csvFileName('Analytics', [['range', range]]), csv);
      toast.success(`Exported analytics for ${rangeLabel.toLowerCase()}`);
    } catch (error) {
      // The CSV writer loads with the first export; without a connection it may not arrive.
      toast.error('Nothing was exported', { description: errorMessage(error) });
    }
  };

  return (
    <ScreenPage
      actions={
        <>
          <Select
            label="Period"
            hideLabel
            options={ANALYTICS_RANGES}
            value={range}
            onChange={(next) => setRange(next)}
          />
          <RefreshButton paths={['/admin/analytics']} />
          <Button
            variant="solid"
            tone="neutral"
            icon={<Download size={16} />}
            onPress={() => void exportAnalytics()}
            isDisabled={!data}
          >
            Export
          </Button>
        </>
      }
    >
      <StatCards
        label={`Overview, ${rangeLabel.toLowerCase()}`}
        query={analytics}
        cards={ANALYTICS_STATS}
        failureTitle="Analytics could not be loaded"
      />
      {analytics.isError && !data ? null : (
        <>
          <LazyChart
            title="Growth"
            isLoading={!data}
            selectedSeriesId={series}
            onSelectedSeriesChange={(id) => setSeries(id === 'revenue' ? 'revenue' : 'users')}
            series={ANALYTICS_CHART_SERIES.map((item) => ({
              id: item.value,
              label: item.label,
              points:
                item.value === 'users'
                  ? (data?.userGrowth ?? []).map((point) => ({ date: point.date, value: point.users }))
                  : (data?.revenueData ?? []).map((point) => ({ date: point.date, value: point.revenue })),
              formatValue: item.value === 'revenue' ? formatUsd : formatCount,
              formatTick: item.value === 'revenue' ? formatWholeUsd : formatCount,
            }))}
          />
          {data ? (
            <div className={panels}>
              <TrafficSources sources={data.trafficSources} />
              <DeviceStatistics devices={data.deviceStats} />
              <TopPages pages={data.topPages} />
              <RecentActivity activity={data.userActivity} />
            </div>
          ) : null}
        </>
      )}
    </ScreenPage>
  );
}
