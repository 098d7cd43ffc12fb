import {
  Area,
  AreaChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { tooltip as tooltipClass, tooltipValue } from './Chart.css';
import { ChartFrame } from './ChartFrame';
import {
  type ChartPoint,
  type ChartProps,
  type ChartSeries,
  formatChartDate,
  formatPlainNumber,
} from './chartModel';

interface PointTooltipProps {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: ChartPoint }>;
  series: ChartSeries;
  formatDate: (date: string) => string;
}

function PointTooltip({ active, payload, series, formatDate }: PointTooltipProps) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  const format = series.formatValue ?? formatPlainNumber;
  return (
    // Announced as it changes while the arrow keys move along the points.
    <div className={tooltipClass} role="status">
      <div>{formatDate(point.date)}</div>
      <div>
        {series.label}: <span className={tooltipValue}>{format(point.value)}</span>
      </div>
    </div>
  );
}

/**
 * A line or area chart of one series over time, with an optional toggle between series
 * (the analytics Users/Revenue toggle, core spec §2.8). Recharts is heavy: screens load this
 * through `LazyChart`, which shows the same frame while the drawing code loads.
 */
export function Chart(props: ChartProps) {
  const { variant = 'area', isAnimationActive = true, formatDate = formatChartDate } = props;
  return (
    <ChartFrame
      {...props}
      renderPlot={(series) => {
        const format = series.formatValue ?? formatPlainNumber;
        const data = [...series.points];
        // Recharts' keyboard layer: the plot is one tab stop, and the arrow keys move the tooltip
        // from point to point (Enter hides or shows it), for sighted keyboard users.
        const keyboardHint = `${series.label} chart. Left and right arrow keys move between points.`;
        const axes = (
          <>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="date" tickFormatter={formatDate} tickLine={false} minTickGap={24} />
            {/* Whole-number ticks: counts of 1 or 2 users would otherwise read "1, 1, 2, 2" once formatted. */}
            <YAxis
              tickFormatter={series.formatTick ?? format}
              tickLine={false}
              axisLine={false}
              width={72}
              allowDecimals={false}
            />
            <Tooltip
              isAnimationActive={false}
              content={(tooltip) => (
                <PointTooltip
                  active={tooltip.active}
                  payload={tooltip.payload as PointTooltipProps['payload']}
                  series={series}
                  formatDate={formatDate}
                />
              )}
            />
          </>
        );
        return (
          <ResponsiveContainer width="100%" height={props.height ?? 280}>
            {variant === 'line' ? (
              <LineChart
                data={data}
                aria-label={keyboardHint}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              >
                {axes}
                <Line
                  type="linear"
                  dataKey="value"
                  name={series.label}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={isAnimationActive}
                />
              </LineChart>
            ) : (
              <AreaChart
                data={data}
                aria-label={keyboardHint}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              >
                {axes}
                <Area
                  type="linear"
                  dataKey="value"
                  name={series.label}
                  strokeWidth={2}
                  isAnimationActive={isAnimationActive}
                />
              </AreaChart>
            )}
          </ResponsiveContainer>
        );
      }}
    />
  );
}

/** For `React.lazy(() => import(...))`. */
export default Chart;
