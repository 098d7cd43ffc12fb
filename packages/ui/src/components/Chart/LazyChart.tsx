import { lazy, Suspense } from 'react';
import { ChartFrame } from './ChartFrame';
import type { ChartProps } from './chartModel';

// Recharts and the drawing code become their own chunk, fetched when a chart first renders.
const LoadedChart = lazy(() => import('./Chart'));

/**
 * The chart as a lazy chunk, so only screens that draw one download the charting library. Until
 * the drawing code has arrived, the same frame shows its loading state, so the layout does not move.
 */
export function LazyChart(props: ChartProps) {
  return (
    <Suspense fallback={<ChartFrame {...props} />}>
      <LoadedChart {...props} />
    </Suspense>
  );
}
