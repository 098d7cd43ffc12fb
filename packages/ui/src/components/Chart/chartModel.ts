/** One point of a series: a day (ISO date, "2024-03-01") and its value. */
export interface ChartPoint {
  date: string;
  value: number;
}

/** A series the chart can show, e.g. Users or Revenue (core spec §2.8). */
export interface ChartSeries {
  /** Handed to `onSelectedSeriesChange`, e.g. "users". */
  id: string;
  /** The toggle's and the data table's name for it, e.g. "Users". */
  label: string;
  points: readonly ChartPoint[];
  /** Formats values in the tooltip and in the text summary, e.g. `formatUsd`, and on the axis unless `formatTick` is given. */
  formatValue?: (value: number) => string;
  /** Formats the axis's ticks when they need less than a value, e.g. whole dollars ("$1,200") for `formatUsd`. */
  formatTick?: (value: number) => string;
}

export interface ChartProps {
  /** The chart's title and accessible name, e.g. "Growth". */
  title: string;
  /** One series, or several with a toggle between them (the analytics Users/Revenue toggle). */
  series: readonly ChartSeries[];
  /** The series shown (controlled), e.g. from the URL. */
  selectedSeriesId?: string;
  /** The series shown first (uncontrolled); the first series unless given. */
  defaultSelectedSeriesId?: string;
  /** Another series was chosen with the toggle; receives its id. */
  onSelectedSeriesChange?: (seriesId: string) => void;
  /** Draw a placeholder while the data loads, instead of an empty chart. */
  isLoading?: boolean;
  /** Shown when the selected series has no points. */
  emptyText?: string;
  /** Formats a point's date on the axis and in the summary ("Mar 1" unless given). */
  formatDate?: (date: string) => string;
  /** The plot's height in pixels (default 280). */
  height?: number;
  /** `area` (default) or `line`. */
  variant?: 'area' | 'line';
  /** Animate drawing; turn off for stable screenshots and for people who asked for less motion. */
  isAnimationActive?: boolean;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Mar 1": dates are calendar days, so they are read in UTC and never shift with the viewer's zone. */
export function formatChartDate(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : shortDate.format(parsed);
}

export const formatPlainNumber = (value: number) => new Intl.NumberFormat('en-US').format(value);

/**
 * A sentence describing the series for screen readers: its span, lowest, highest and latest
 * values, e.g. "Users from Mar 1 to Mar 30: lowest 120, highest 340, latest 310."
 */
export function describeSeries(
  series: ChartSeries,
  formatDate: (date: string) => string = formatChartDate,
): string {
  const format = series.formatValue ?? formatPlainNumber;
  const first = series.points[0];
  const last = series.points.at(-1);
  if (!first || !last) return `${series.label}: no data.`;
  const values = series.points.map((point) => point.value);
  return `${series.label} from ${formatDate(first.date)} to ${formatDate(last.date)}: lowest ${format(
    Math.min(...values),
  )}, highest ${format(Math.max(...values))}, latest ${format(last.value)}.`;
}
